"""Read a data-only game folder: game.yaml, then every other YAML file as a sheet of the kind it
names (`kind: table`), each validated by that kind; every fault in every file is reported at once."""

from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from ...errors import DataError, Fault, unknown
from ...kinds import KINDS
from ...kinds.faces.art import Art
from ...kinds.faces.source import read_spec
from ...model.validation import validate
from ...package_files import shown_path
from ...yamlsrc import Source, load_yaml
from .model import GameInfo, Sheet, SheetsGame
from .outputs import components
from .totals import total_faults

GAME_FILE = "game.yaml"


@dataclass(frozen=True)
class SheetRules:
    """The few lines of Python a game of sheets may have: fields derived from a row's own
    (`(file, row) -> fields`, ValueError when the row is wrong) and checks across its sheets."""

    complete_row: Callable[[str, dict], dict] | None = None
    checks: Callable[[SheetsGame], list[Fault]] | None = None


def load_folder(root: Path, rules: "SheetRules | None" = None) -> SheetsGame:
    """The game in `root`, every sheet validated (with what its `rules` add, for a game that has
    a few lines of Python of its own); DataError listing every fault."""
    faults: list[Fault] = []
    sources: dict[str, Source] = {}
    for path in sorted(root.glob("*.yaml")):
        try:
            sources[path.name] = load_yaml(path, shown_path(path))
        except DataError as exc:
            faults.extend(exc.faults)
    info = None
    if GAME_FILE in sources:
        info, info_faults = validate(sources[GAME_FILE], GameInfo)
        faults.extend(info_faults)
    art = Art(root)
    sheets: dict[str, Sheet] = {}
    for file, source in sources.items():
        if file == GAME_FILE:
            continue
        kind = source.data.get("kind") if isinstance(source.data, dict) else None
        if kind not in KINDS:
            what = unknown("kind", kind, KINDS) if kind is not None else f"expected `kind:` naming one of {', '.join(sorted(KINDS))}"
            faults.append(source.fault(("kind",) if kind is not None else (), what))
            continue
        try:
            complete = functools.partial(rules.complete_row, file) if rules and rules.complete_row else None
            sheets[file] = Sheet(file, kind, read_spec(source, root, KINDS[kind], art, complete))
        except DataError as exc:
            faults.extend(exc.faults)
    if info is not None and not sheets and not faults:
        faults.append(sources[GAME_FILE].fault((), "the game has no sheet to print: add a YAML file with `kind:` "
                                                   f"({', '.join(sorted(KINDS))}) beside game.yaml"))
    if faults:
        raise DataError(faults)
    game = SheetsGame(root, info, sheets, sources)
    faults = total_faults(game) + (rules.checks(game) if rules and rules.checks else [])
    if faults:
        raise DataError(faults)
    if info.components is None:
        game.info = info.model_copy(update={"components": list(components(game))})
    return game
