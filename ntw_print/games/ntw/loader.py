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
from ...core.model.references import mentions, reference_faults
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
    sources: dict[str, Source] = field(default_factory=dict)
    extras: dict[str, Any] = field(default_factory=dict)  # the files not held above (boards, scenarios, ...)
    templates: Templates | None = None  # the tile templates it is drawn with (package_files.py: from where)
    plugin: Plugin[Any] = field(init=False, repr=False, compare=False)  # set by games.load_game
    cache: dict[str, Any] = field(default_factory=dict, repr=False)  # what is worked out once per loaded game

    # Where each attribute's data comes from, for noting what a renderer reads (inputs.py)
    RECORD_LISTS: ClassVar = {kind.key: (kind.name, kind.key) for kind in FILE_KINDS if kind.key}
    WHOLE_FILES: ClassVar = {"turns": "turns.yaml", "miss_matrix": "miss-matrix.yaml"}
    GAME_INFO: ClassVar = {"sides": "sides", "attacker": "sides", "defender": "sides"}  # built on game.yaml

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
        if "symbols" not in self.cache:
            from ...kinds.faces.art import Art

            self.cache["symbols"] = Art(self.root)
        art: Art = self.cache["symbols"]
        return art

    @property
    def attacker(self) -> str:
        return next(s.id for s in self.info.sides if s.role == "attacker")

    @property
    def defender(self) -> str:
        return next(s.id for s in self.info.sides if s.role == "defender")


Check = Callable[[Game], list[Fault]]


def rule_check_stages() -> list[list[Check]]:
    """The checks of the data against the rules (kept in the rules package), in stages."""
    from .rules.checks import RULE_CHECK_STAGES

    return RULE_CHECK_STAGES


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
    faults = check_references(game, files.models)
    if not faults:  # counts a rule derives, before anything reads them
        from .rules.components import with_derived_counts

        game.markers = with_derived_counts(game)
    if not faults:  # the rules checks may follow references, so they run on a consistent game only
        for stage in rule_check_stages():
            faults = [fault for check in stage for fault in check(game)]
            if faults:
                break
    if faults:
        raise DataError(faults)
    return game


def _assemble(root: Path, parsed: dict[str, Any], sources: dict[str, Source], templates: Templates) -> Game:
    """The game of the files read: the lists of records by id, the whole files, and the others as extras."""
    held = {"game.yaml", *(rel for rel, _ in Game.RECORD_LISTS.values()), *Game.WHOLE_FILES.values()}
    return Game(root=root, info=parsed["game.yaml"], sources=sources, templates=templates,
                extras={rel: model for rel, model in parsed.items() if rel not in held},
                **{attr: parsed[rel] for attr, rel in Game.WHOLE_FILES.items()},
                **{attr: {record.id: record for record in getattr(parsed[rel], key)}
                   for attr, (rel, key) in Game.RECORD_LISTS.items()})


def check_references(game: Game, parsed: dict[str, Any]) -> list[Fault]:
    """In the files `parsed` (each one's model by its path) and the templates, every id that names
    another record names one that exists (the models declare which do: core/model/references.py),
    ids are unique, every symbol named can be drawn; and the turns run 1, 2, 3 with INT for each side."""
    sides = set(game.sides)
    files = [(model, game.sources[rel]) for rel, model in parsed.items()]
    files += [(game.templates.models[name], game.templates.sources[name]) for name in game.templates.models]
    svg = {path.stem for path in (game.root / "symbols").glob("*.svg")}
    faults = reference_faults(files, known={"symbol": {*BUILT_IN_SYMBOLS, *svg}})
    faults += [where.fault(path, why) for model, where in files for path, marker, name in mentions(model)
               if marker.kind == "symbol" and name in svg and (why := game.symbols.problem(symbol=name))]
    at = game.sources["turns.yaml"]
    for i, row in enumerate(game.turns.turns):
        if row.turn != i + 1:
            faults.append(at.fault(("turns", i, "turn"), f"expected turn {i + 1} here (turns run 1, 2, 3, ...)"))
        if set(row.intel) != sides:
            faults.append(at.fault(("turns", i, "intel"), f"expected INT for each side: {', '.join(sorted(sides))}"))
    return faults

