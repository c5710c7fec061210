"""Read a data-only game folder: game.yaml, then every other YAML file as a sheet of the kind it
names (`kind: table`), each validated by that kind; every fault in every file is reported at once."""

from __future__ import annotations

from pathlib import Path

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


def load_folder(root: Path) -> SheetsGame:
    """The game in `root`, every sheet validated; DataError listing every fault."""
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
            sheets[file] = Sheet(file, kind, read_spec(source, root, KINDS[kind], art))
        except DataError as exc:
            faults.extend(exc.faults)
    if info is not None and not sheets and not faults:
        faults.append(sources[GAME_FILE].fault((), "the game has no sheet to print: add a YAML file with `kind:` "
                                                   f"({', '.join(sorted(KINDS))}) beside game.yaml"))
    if faults:
        raise DataError(faults)
    game = SheetsGame(root, info, sheets, sources)
    faults = total_faults(game)
    if faults:
        raise DataError(faults)
    if info.components is None:
        game.info = info.model_copy(update={"components": list(components(game))})
    return game
