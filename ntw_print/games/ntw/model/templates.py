"""The tile templates of `templates/`: the measures, type sizes and words of each kind of tile.

A template declares a layout once for every tile of its kind; `layout/tiles.py` turns it and the
game's data into boxes. Templates are read, checked and reported like game data (file, line and
column of every fault). Each is read from the game's folder, the working folder or ntw-print's
defaults, the first that has it (see package_files.py).
"""

from __future__ import annotations

import string
from dataclasses import dataclass
from pathlib import Path

from typing import Any, Literal

from pydantic import Field, field_validator

from ....core.errors import DataError, Fault, unknown
from ....core.package_files import GAMES_OWN, TemplateFile, shown_path, template_files
from ....core.yamlsrc import Source, load_yaml
from ....kinds.faces.schema import FaceTemplates
from ....core.model.common import Id, Length, Model
from ....core.model.validation import validate

Points = float  # a type size


def _size(value: float) -> float:
    if not 4 <= value <= 72:
        raise ValueError(f"a type size between 4 and 72 points, got {value}")
    return value


def _share(value: float) -> float:
    if not 0.2 <= value <= 0.8:
        raise ValueError(f"a share of the band between 0.2 and 0.8, got {value}")
    return value


class _Sizes(Model):
    @field_validator("*")
    @classmethod
    def _points(cls, value: float) -> float:
        return _size(value)


class UnitTileMarkers(Model):
    covers_attack: Id = Field(description="the marker (markers.yaml) that covers one ATK box")
    sits_on_ammunition: Id = Field(description="the marker (markers.yaml) that sits on one ammunition box")


class UnitTileMeasures(Model):
    margin: Length
    name_band: Length
    title_share: float
    column_labels: Length
    column_gap: Length
    marker_gap: Length
    symbol_column: Length
    short_name_column: Length
    dice_column: Length
    stat_column: Length
    stat_gap: Length
    row_inset: Length

    _share = field_validator("title_share")(_share)


class UnitTileSizes(_Sizes):
    title: Points
    column_label: Points
    weapon: Points
    attack: Points
    response: Points
    dice: Points
    ammunition: Points
    stat: Points


class UnitTileWords(Model):
    attack: str = Field(min_length=1, max_length=8)
    response: str = Field(min_length=1, max_length=8)
    dice: str = Field(min_length=1, max_length=8)
    ammunition: str = Field(min_length=1, max_length=8)
    defence: str = Field(min_length=1, max_length=8)
    move: str = Field(min_length=1, max_length=8)
    load: str = Field(min_length=1, max_length=8)


class UnitTileTemplate(Model):
    markers: UnitTileMarkers
    measures: UnitTileMeasures
    type_sizes: UnitTileSizes
    words: UnitTileWords
    stamp: bool = Field(False, description="print which print a tile is (game.yaml's version and a fingerprint of "
                        "the sheet's data) small at the foot of its name band, right")


class SectionTileMeasures(Model):
    width: Length
    height: Length
    margin: Length
    name_band: Length
    title_share: float
    column_labels: Length
    column_gap: Length
    range_column: Length
    range_row: Length
    outcome_row: Length
    status_value: Length

    _share = field_validator("title_share")(_share)


class SectionTileSizes(_Sizes):
    title: Points
    column_label: Points
    range_name: Points
    range_name_two_lines: Points
    range: Points
    face: Points
    status_value: Points
    status_name: Points
    status_condition: Points


class SectionTileWords(Model):
    range_side: str = Field(min_length=1, max_length=12)
    status_side: str = Field(min_length=1, max_length=12)
    range_heading: str = Field(min_length=1, max_length=40)
    star_heading: str = Field(min_length=1, max_length=40, description="{die}: the sides of the game's die")
    status_heading: str = Field(min_length=1, max_length=60)

    @field_validator("star_heading")
    @classmethod
    def _placeholders(cls, value: str) -> str:
        names = {name for _, name, _, _ in string.Formatter().parse(value) if name is not None}
        if names - {"die"}:
            raise ValueError(f"only {{die}} can be filled in, not {{{', '.join(sorted(names - {'die'}))}}}")
        return value


class SectionTileTemplate(Model):
    measures: SectionTileMeasures
    type_sizes: SectionTileSizes
    words: SectionTileWords


class BoardLegendWords(Model):
    """What the key in a board's top band says; {side}, {name}, {protection} and {kinds} are filled in."""

    side: str = Field(min_length=1, max_length=60)
    protection: str = Field(min_length=1, max_length=30)
    roads: str = Field(min_length=1, max_length=20)
    road_kinds: dict[Literal["main", "street", "track"], str]
    roads_caption: str = Field(min_length=1, max_length=60)
    bridge: str = Field(min_length=1, max_length=20)
    bridge_caption: str = Field(min_length=1, max_length=40)
    floors: str = Field(min_length=1, max_length=20)
    floors_caption: str = Field(min_length=1, max_length=40)
    house: str = Field(min_length=1, max_length=20)
    house_caption: str = Field(min_length=1, max_length=40)
    half_hex: str = Field(min_length=1, max_length=20)
    half_hex_caption: str = Field(min_length=1, max_length=40)
    one_hex: str = Field(min_length=1, max_length=12, description="the full-size hex's caption where the board "
                         "gives no ground distance")
    north: str = Field(min_length=1, max_length=3)


class BoardLegendTemplate(Model):
    words: BoardLegendWords


class ReferenceCardTemplate(Model):
    """The words of the turn-sequence and hit-score cards: each a card face of the table kind whose
    {placeholders} rules/reference.py fills in (and checks, once filled, against the kind's schema)."""

    turn_sequence: dict[str, Any] = Field(description="the front: a card face of the table kind with {placeholders}")
    hit_score: dict[str, Any] = Field(description="the back: a card face of the table kind with {placeholders}")


class TurnRecorderTemplate(Model):
    """The words of the turn recorder: its title and a track of the track kind with {placeholders}
    that rules/recorder.py fills in (and checks, once filled, against the kind's schema)."""

    title: str = Field(min_length=1, max_length=80)
    landscape: bool = True
    track: dict[str, Any] = Field(description="a track of the track kind with {placeholders}")


TEMPLATE_MODELS: dict[str, type[Model]] = {
    "unit-tile.yaml": UnitTileTemplate,
    "section-tile.yaml": SectionTileTemplate,
    "board-legend.yaml": BoardLegendTemplate,
    "marker-face.yaml": FaceTemplates,
    "piece-face.yaml": FaceTemplates,
    "reference-card.yaml": ReferenceCardTemplate,
    "turn-recorder.yaml": TurnRecorderTemplate,
}


@dataclass(frozen=True)
class Templates:
    """The templates a game is drawn with: checked models, their sources, and the files they came from."""

    models: dict[str, Model]
    sources: dict[str, Source]
    files: tuple[TemplateFile, ...]

    def model(self, name: str) -> Model:
        return self.models[name]


def load_templates(game_dir: Path) -> Templates:
    """Every template the game at `game_dir` reads (package_files.py: the game's own first), checked.
    Raises DataError listing every fault of every template file."""
    files = tuple(template_files(game_dir))
    models, sources, faults = {}, {}, []
    for file in files:
        try:
            held = game_dir if file.origin == GAMES_OWN else None  # a game's own is held inside its folder
            sources[file.name] = load_yaml(file.path, shown_path(file.path), held)
        except DataError as exc:
            faults.extend(exc.faults)
            continue
        models[file.name], found = validate(sources[file.name], TEMPLATE_MODELS[file.name])
        faults.extend(found)
    if faults:
        raise DataError(faults)
    return Templates(models, sources, files)


def unit_tile_template(game) -> UnitTileTemplate:
    return game.templates.model("unit-tile.yaml")


def section_tile_template(game) -> SectionTileTemplate:
    return game.templates.model("section-tile.yaml")


def template_faults(game) -> list[Fault]:
    """What the templates ask of the game: the markers a unit tile is sized to, and a version for the
    stamp it asks to print."""
    source = game.templates.sources["unit-tile.yaml"]
    template = unit_tile_template(game)
    faults = [source.fault(("markers", key), unknown("marker", marker, game.markers))
              for key, marker in template.markers.model_dump().items() if marker not in game.markers]
    if template.stamp and not game.info.version:
        faults.append(source.fault(("stamp",), "the unit tiles print which print they are, but game.yaml gives no "
                                               "version: add one (version: playtest 1)"))
    return faults
