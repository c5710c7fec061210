"""Load a game folder: read every file, validate it, resolve cross-references, run the rules checks.

Every fault in every file is collected and raised together as one DataError.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, ClassVar

from pydantic import Field

from ...core.errors import DataError, Fault, unknown
from .model.templates import Templates, load_templates, template_faults
from .model.board import BoardFile
from ...core.model.common import BUILT_IN_SYMBOLS, Model
from .model.game import GameFile, Marker, MissMatrix, Status, Terrain, TurnTable, Unit, Weapon
from .model.special_rules import SpecialRulesFile
from .model.pieces import PiecesFile
from .model.scenario import ScenarioFile
from ...core.model.validation import validate
from ...core.package_files import shown_path
from ...core.yamlsrc import PathKey, Source, load_yaml

if TYPE_CHECKING:
    from ...kinds.faces.art import Art
    from .. import Plugin


class WeaponsFile(Model):
    weapons: list[Weapon] = Field(min_length=1)


class UnitsFile(Model):
    units: list[Unit] = Field(min_length=1)


class TerrainFile(Model):
    terrain: list[Terrain] = Field(min_length=1)


class StatusesFile(Model):
    statuses: list[Status] = Field(min_length=1)


class MarkersFile(Model):
    markers: list[Marker] = Field(min_length=1)


@dataclass(frozen=True)
class FileKind:
    """One kind of definition file: where it lives and which model checks it."""

    name: str  # file name, or a folder name for one-record-per-file kinds
    model: type[Model]
    folder: bool = False


FILE_KINDS: list[FileKind] = [
    FileKind("game.yaml", GameFile),
    FileKind("weapons.yaml", WeaponsFile),
    FileKind("units.yaml", UnitsFile),
    FileKind("terrain.yaml", TerrainFile),
    FileKind("statuses.yaml", StatusesFile),
    FileKind("markers.yaml", MarkersFile),
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
    extras: dict[str, Any] = field(default_factory=dict)
    templates: Templates | None = None  # the tile templates it is drawn with (package_files.py: from where)
    plugin: Plugin[Any] = field(init=False, repr=False, compare=False)  # set by games.load_game
    cache: dict[str, Any] = field(default_factory=dict, repr=False)  # what is worked out once per loaded game

    # Where each attribute's data comes from, for noting what a renderer reads (inputs.py)
    RECORD_LISTS: ClassVar = {"weapons": ("weapons.yaml", "weapons"), "units": ("units.yaml", "units"),
                              "terrain": ("terrain.yaml", "terrain"), "statuses": ("statuses.yaml", "statuses"),
                              "markers": ("markers.yaml", "markers")}
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


def read_sources(root: Path) -> tuple[dict[str, Source], list[Fault]]:
    """Parse every definition file of the game folder (no schema yet)."""
    sources: dict[str, Source] = {}
    faults: list[Fault] = []
    for kind in FILE_KINDS:
        paths = sorted((root / kind.name).glob("*.yaml")) if kind.folder else [root / kind.name]
        for path in paths:
            rel = path.relative_to(root).as_posix()
            if not path.exists():
                faults.append(Fault(shown_path(path), 1, 1, "", "missing file"))
                continue
            try:
                sources[rel] = load_yaml(path, shown_path(path), root)
            except DataError as exc:
                faults.extend(exc.faults)
    return sources, faults


def load_folder(root: Path) -> Game:
    """Read, validate and cross-check a New Techno War folder. Raises DataError listing every fault."""
    sources, faults = read_sources(root)
    parsed: dict[str, Any] = {}
    for kind in FILE_KINDS:
        for rel, source in sources.items():
            if _kind_of(rel) is kind:
                model, file_faults = validate(source, kind.model)
                faults.extend(file_faults)
                parsed[rel] = model
    try:
        templates = load_templates(root)
    except DataError as exc:
        faults.extend(exc.faults)
    if faults:
        raise DataError(faults)
    game = _assemble(root, parsed, sources)
    game.templates = templates
    faults = check_references(game)
    if not faults:  # counts a rule derives, before anything reads them
        from .rules.components import with_derived_counts

        game.markers = with_derived_counts(game)
    if not faults:  # the rules checks may follow references, so they run on a consistent game only
        for stage in rule_check_stages():
            faults = [fault for check in stage for fault in check(game)]
            if faults:
                break
    if not faults:  # the markers the templates size the unit tiles to
        faults = template_faults(game)
    if faults:
        raise DataError(faults)
    return game


def _kind_of(rel: str) -> FileKind | None:
    for kind in FILE_KINDS:
        if (kind.folder and rel.startswith(kind.name + "/")) or rel == kind.name:
            return kind
    return None


CORE_FILES = {"game.yaml", "weapons.yaml", "units.yaml", "terrain.yaml", "statuses.yaml", "markers.yaml",
              "turns.yaml", "miss-matrix.yaml"}


def _assemble(root: Path, parsed: dict[str, Any], sources: dict[str, Source]) -> Game:
    def by_id(records: list[Any]) -> dict[str, Any]:
        return {record.id: record for record in records}

    return Game(
        root=root,
        info=parsed["game.yaml"],
        weapons=by_id(parsed["weapons.yaml"].weapons),
        units=by_id(parsed["units.yaml"].units),
        terrain=by_id(parsed["terrain.yaml"].terrain),
        statuses=by_id(parsed["statuses.yaml"].statuses),
        markers=by_id(parsed["markers.yaml"].markers),
        turns=parsed["turns.yaml"],
        miss_matrix=parsed["miss-matrix.yaml"],
        sources=sources,
        extras={rel: model for rel, model in parsed.items() if rel not in CORE_FILES},
    )


def check_references(game: Game) -> list[Fault]:
    """Every id that names another record must name one that exists; ids are unique."""
    faults: list[Fault] = []
    src = game.sources
    sides = set(game.sides)
    for rel, key in [("weapons.yaml", "weapons"), ("units.yaml", "units"), ("terrain.yaml", "terrain"),
                     ("statuses.yaml", "statuses"), ("markers.yaml", "markers")]:
        seen: set[str] = set()
        for i, record in enumerate(src[rel].data[key]):
            if record["id"] in seen:
                faults.append(src[rel].fault((key, i, "id"), f"duplicate id '{record['id']}'"))
            seen.add(record["id"])
    for i, unit in enumerate(game.units.values()):
        at = src["units.yaml"]
        if unit.side not in sides:
            faults.append(at.fault(("units", i, "side"), unknown("side", unit.side, sides)))
        if unit.replaces is not None and unit.replaces not in game.units:
            faults.append(at.fault(("units", i, "replaces"), unknown("unit", unit.replaces, game.units)))
        for j, armed in enumerate(unit.weapons):
            if armed.weapon not in game.weapons:
                faults.append(at.fault(("units", i, "weapons", j, "weapon"),
                                       unknown("weapon", armed.weapon, game.weapons)))
    colours = sides | {"neutral", "side"}
    for i, marker in enumerate(game.markers.values()):
        at = src["markers.yaml"]
        for face_name in ("front", "back"):
            face = getattr(marker, face_name)
            if face is not None and face.colour not in colours:
                faults.append(at.fault(("markers", i, face_name, "colour"), unknown("colour", face.colour, colours)))
        for j, variant in enumerate(marker.variants):
            if variant.side is not None and variant.side not in sides:
                faults.append(at.fault(("markers", i, "variants", j, "side"), unknown("side", variant.side, sides)))
            if variant.terrain is not None and variant.terrain not in game.terrain:
                faults.append(at.fault(("markers", i, "variants", j, "terrain"),
                                       unknown("terrain", variant.terrain, game.terrain)))
    faults += symbol_faults(game)
    at = src["turns.yaml"]
    for i, row in enumerate(game.turns.turns):
        if row.turn != i + 1:
            faults.append(at.fault(("turns", i, "turn"), f"expected turn {i + 1} here (turns run 1, 2, 3, ...)"))
        if set(row.intel) != sides:
            faults.append(at.fault(("turns", i, "intel"), f"expected INT for each side: {', '.join(sorted(sides))}"))
    return faults


SYMBOL_FILES = ("weapons.yaml", "terrain.yaml", "markers.yaml", "pieces.yaml")  # where `symbol:` may be named


def symbol_faults(game: Game) -> list[Fault]:
    """Every symbol named is one of ntw-print's or an SVG file in the game's symbols/ folder that
    can be drawn."""
    faults = []
    svg = {path.stem for path in (game.root / "symbols").glob("*.svg")}
    for rel in SYMBOL_FILES:
        source = game.sources.get(rel)
        if source is None:
            continue
        for path, name in _symbols_named(source.data, ()):
            if name in BUILT_IN_SYMBOLS:
                continue
            if name not in svg:
                faults.append(source.fault(path, unknown("symbol", name, [*BUILT_IN_SYMBOLS, *svg]) +
                                           f"; or add symbols/{name}.svg"))
            elif why := game.symbols.problem(symbol=name):
                faults.append(source.fault(path, why))
    return faults


def _symbols_named(data: Any, path: PathKey) -> list[tuple[PathKey, str]]:
    if isinstance(data, dict):
        return [found for key, value in data.items() for found in
                ([(path + (key,), value)] if key == "symbol" and isinstance(value, str) else
                 _symbols_named(value, path + (key,)))]
    if isinstance(data, list):
        return [found for i, value in enumerate(data) for found in _symbols_named(value, path + (i,))]
    return []
