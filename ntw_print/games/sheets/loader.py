"""Read a data-only game folder: game.yaml, then every other YAML file as a sheet of the kind it
names (`kind: table`), each validated by that kind; every fault in every file is reported at once."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from ...core.errors import DataError, Fault, unknown
from ...kinds import KINDS
from ...kinds.faces.art import Art
from ...kinds.faces.source import Located, read_printed
from ...core.model.files import read_sources
from ...core.model.validation import validate
from ...core.yamlsrc import Source
from .model import GameInfo, Sheet, SheetsGame, credit_line
from .outputs import components
from .totals import total_faults

GAME_FILE = "game.yaml"
Row = dict[str, Any]  # a row of a sheet's table, by column


@dataclass(frozen=True)
class SheetRules:
    """The few lines of Python a game of sheets may have: fields derived from a row's own
    (`(file, row, sheets) -> fields`, ValueError when the row is wrong; `sheets` holds the sheets
    named in `read_first`, validated before the others, such as the class tables a unit code is
    decoded by), checks of those sheets before any row is completed from them, checks across all
    its sheets, and a check of each built file read back."""

    complete_row: Callable[[str, Row, dict[str, Sheet]], Row] | None = None
    read_first: tuple[str, ...] = ()  # file names
    check_first: Callable[[dict[str, Sheet], dict[str, Source]], list[Fault]] | None = None  # (sheets, sources)
    checks: Callable[[SheetsGame], list[Fault]] | None = None
    check_printed: Callable[[SheetsGame, Sheet, object, object], None] | None = None  # (game, sheet, pdf, FileReport)


def load_folder(root: Path, rules: "SheetRules | None" = None) -> SheetsGame:
    """The game in `root`, every sheet validated (with what its `rules` add, for a game that has
    a few lines of Python of its own); DataError listing every fault."""
    sources, faults = read_sources(root, sorted(root.glob("*.yaml")))
    info = None
    if GAME_FILE in sources:
        info, info_faults = validate(sources[GAME_FILE], GameInfo)
        faults.extend(info_faults)
    first = rules.read_first if rules else ()
    for file in first:
        if file not in sources and GAME_FILE in sources:
            faults.append(sources[GAME_FILE].fault((), f"the game's rules read {file} before its other sheets; "
                                                        f"there is no {file} beside game.yaml"))
    art = Art(root)
    version = info.version if info is not None else ""  # what a piece's {stamp} prints, measured by the kinds
    credit = credit_line(info) if info is not None else ""  # what a sheet with no credit of its own prints
    sheets: dict[str, Sheet] = {}
    completed: set[str] = set()  # the sheets whose rows the rules gave fields to
    for file in first:
        if file in sources:
            _read_sheet(file, sources[file], root, art, rules, sheets, faults, completed, version, credit)
    if rules is not None and first:
        if any(f not in sheets for f in first):
            raise DataError(faults)  # the others cannot be completed from sheets that do not load
        if rules.check_first is not None:
            faults += rules.check_first({f: sheets[f] for f in first}, sources)
            if faults:
                raise DataError(faults)
    for file, source in sources.items():
        if file != GAME_FILE and file not in first:
            _read_sheet(file, source, root, art, rules, sheets, faults, completed, version, credit)
    if info is not None and not sheets and not faults:
        faults.append(sources[GAME_FILE].fault((), "the game has no sheet to print: add a YAML file with `kind:` "
                                                   f"({', '.join(sorted(KINDS))}) beside game.yaml"))
    if faults or info is None:
        raise DataError(faults)
    game = SheetsGame(root, info, sheets, sources, rules=rules, completed=frozenset(completed))
    game.cache["art"] = art  # the art the sheets were checked with draws them too (kinds.faces.art.art_of)
    faults = total_faults(game) + (rules.checks(game) if rules and rules.checks else [])
    if faults:
        raise DataError(faults)
    if info.components is None:
        game.info = info.model_copy(update={"components": list(components(game))})
    return game


def _read_sheet(file: str, source: Source, root: Path, art: Art, rules: SheetRules | None,
                sheets: dict[str, Sheet], faults: list[Fault], completed: set[str], version: str, credit: str) -> None:
    """Validate one sheet by the kind it names (its rows completed by the game's rules) into `sheets`,
    laid out as it prints (crediting the game where it gives no credit of its own), or add its faults."""
    kind = source.data.get("kind") if isinstance(source.data, dict) else None
    if kind not in KINDS:
        what = unknown("kind", kind, KINDS) if kind is not None else f"expected `kind:` naming one of {', '.join(sorted(KINDS))}"
        faults.append(source.fault(("kind",) if kind is not None else (), what))
        return
    try:
        complete = None
        if rules is not None and rules.complete_row is not None and file not in rules.read_first:
            complete = _completing(rules.complete_row, {name: sheets[name] for name in rules.read_first}, file, completed)
        located = Located(source)
        spec, printed = read_printed(source, root, KINDS[kind], art, complete, located, version, credit)
        sheets[file] = Sheet(file, str(kind), spec, printed, located)
    except DataError as exc:
        faults.extend(exc.faults)


def _completing(complete_row: Callable[[str, Row, dict[str, Sheet]], Row], read: dict[str, Sheet], file: str,
                completed: set[str]) -> Callable[[Row], Row]:
    """The game's `complete_row` for the rows of `file`, with the sheets its rules read first (`read`);
    `file` joins `completed` once a row of it gains a field."""

    def complete(row: Row) -> Row:
        fields = complete_row(file, row, read)
        if fields:
            completed.add(file)
        return fields
    return complete
