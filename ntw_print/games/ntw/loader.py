"""Load a game folder: read every file, validate it, resolve cross-references, run the rules checks.

Every fault in every file is collected and raised together as one DataError.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, ClassVar

from ...core.errors import DataError, Fault
from ...core.model.common import BUILT_IN_SYMBOLS
from ...core.model.files import FileKind, read_files
from ...core.references import reference_faults, references
from ...core.yamlsrc import Source
from .model.board import BoardFile
from .model.game import GameFile, Marker, MissMatrix, Status, Terrain, TurnTable, Unit, Weapon
from .model.pieces import PiecesFile
from .model.scenario import ScenarioFile
from .model.special_rules import SpecialRulesFile
from .model.templates import Templates, load_templates

if TYPE_CHECKING:
    from ...kinds.faces.art import Art
    from .. import Plugin


FILE_KINDS: list[FileKind] = [
    FileKind("game.yaml", GameFile),
    FileKind.records("weapons", Weapon),
    FileKind.records("units", Unit),
    FileKind.records("terrain", Terrain),
    FileKind.records("statuses", Status),
    FileKind.records("markers", Marker),
    FileKind("turns.yaml", TurnTable),
    FileKind("miss-matrix.yaml", MissMatrix),
    FileKind("special-rules.yaml", SpecialRulesFile),
    FileKind("pieces.yaml", PiecesFile),
    FileKind("boards", BoardFile, folder=True),
    FileKind("scenarios", ScenarioFile, folder=True),
]


@dataclass
class Game:
    """A loaded, validated game: every record by id, and the sources for locating values."""

    root: Path
    info: GameFile
    weapons: dict[str, Weapon]
    units: dict[str, Unit]
    terrain: dict[str, Terrain]
    statuses: dict[str, Status]
    markers: dict[str, Marker]
    turns: TurnTable
    miss_matrix: MissMatrix
    templates: Templates  # the templates it is drawn with (package_files.py: from where)
    sources: dict[str, Source] = field(default_factory=dict)
    models: dict[str, Any] = field(default_factory=dict)  # every data file's model, by its path in the folder
    extras: dict[str, Any] = field(init=False)  # those of files not held above: pieces, boards, scenarios, ...
    plugin: Plugin[Any] = field(init=False, repr=False, compare=False)  # set by games.load_game
    cache: dict[str, Any] = field(default_factory=dict, repr=False)  # what is worked out once per loaded game

    # Where each attribute's data comes from, for noting what a renderer reads (inputs.py)
    RECORD_LISTS: ClassVar = {kind.key: (kind.name, kind.key) for kind in FILE_KINDS if kind.key}
    WHOLE_FILES: ClassVar = {"turns": "turns.yaml", "miss_matrix": "miss-matrix.yaml"}
    GAME_INFO: ClassVar = {"sides": "sides", "attacker": "sides", "defender": "sides"}  # built on game.yaml

    def __post_init__(self) -> None:
        held = {"game.yaml", *(rel for rel, _ in self.RECORD_LISTS.values()), *self.WHOLE_FILES.values()}
        self.extras = {rel: model for rel, model in self.models.items() if rel not in held}

    @property
    def sides(self) -> dict[str, Any]:
        return {side.id: side for side in self.info.sides}

    def folder(self, name: str) -> dict[str, Any]:
        """The parsed files of a folder kind (e.g. 'boards'), by id (file name without .yaml)."""
        prefix = name + "/"
        return {rel[len(prefix):-len(".yaml")]: model for rel, model in sorted(self.extras.items())
                if rel.startswith(prefix)}

    @property
    def symbols(self) -> Art:
        """The SVG symbols of the game's symbols/ folder (drawn where the data names one that is
        not ntw-print's own), each read once."""
        from ...kinds.faces.art import art_of

        return art_of(self)

    @property
    def attacker(self) -> str:
        return next(s.id for s in self.info.sides if s.role == "attacker")

    @property
    def defender(self) -> str:
        return next(s.id for s in self.info.sides if s.role == "defender")


Check = Callable[[Game], list[Fault]]  # a check of the data against the rules (rules/checks.py)


def load_folder(root: Path) -> Game:
    """Read, validate and cross-check a New Techno War folder. Raises DataError listing every fault."""
    files = read_files(root, FILE_KINDS)
    faults = files.faults
    try:
        templates = load_templates(root)
    except DataError as exc:
        faults.extend(exc.faults)
    if faults:
        raise DataError(faults)
    game = _assemble(root, files.models, files.sources, templates)
    faults = check_references(game)
    if not faults:  # counts a rule derives, before anything reads them
        from .rules.components import with_derived_counts

        game.markers = with_derived_counts(game)
    if not faults:  # the rules checks may follow references, so they run on a consistent game only
        from .rules.checks import RULE_CHECK_STAGES

        for stage in RULE_CHECK_STAGES:
            faults = [fault for check in stage for fault in check(game)]
            if faults:
                break
    if faults:
        raise DataError(faults)
    return game


def _assemble(root: Path, parsed: dict[str, Any], sources: dict[str, Source], templates: Templates) -> Game:
    """The game of the files read: their lists of records by id, and each file's model."""
    held: dict[str, Any] = {attr: parsed[rel] for attr, rel in Game.WHOLE_FILES.items()}
    held |= {attr: {record.id: record for record in getattr(parsed[rel], key)}
             for attr, (rel, key) in Game.RECORD_LISTS.items()}
    return Game(root=root, info=parsed["game.yaml"], templates=templates, sources=sources, models=parsed, **held)


def check_references(game: Game) -> list[Fault]:
    """In the data files and the templates, every id that names another record names one that
    exists (the models declare which do: core/references.py), ids are unique, every symbol
    named can be drawn; and the turns run 1, 2, 3 with INT for each side."""
    sides = set(game.sides)
    files = [(model, game.sources[rel]) for rel, model in game.models.items()
             if not rel.startswith("scenarios/")]  # a scenario's are rules/scenario_checks.py's
    files += [(game.templates.models[name], game.templates.sources[name]) for name in game.templates.models]
    svg = {path.stem for path in (game.root / "symbols").glob("*.svg")}
    faults = reference_faults(files, known={"symbol": {*BUILT_IN_SYMBOLS, *svg}})
    faults += [where.fault(path, why) for model, where in files for path, mark, name in references(model)
               if mark.kind == "symbol" and name in svg and (why := game.symbols.problem(symbol=name))]
    at = game.sources["turns.yaml"]
    for i, row in enumerate(game.turns.turns):
        if row.turn != i + 1:
            faults.append(at.fault(("turns", i, "turn"), f"expected turn {i + 1} here (turns run 1, 2, 3, ...)"))
        if set(row.intel) != sides:
            faults.append(at.fault(("turns", i, "intel"), f"expected INT for each side: {', '.join(sorted(sides))}"))
    return faults

