"""The tile templates of `templates/`: the measures, type sizes and words of each kind of tile.

A template declares a layout once for every tile of its kind; `layout/tiles.py` turns it and the
game's data into boxes. Templates are read, checked and reported like game data (file, line and
column of every fault). A source checkout reads the top-level `templates/` folder; an installed
package reads the copy shipped inside it.
"""

from __future__ import annotations

import functools
import string
from dataclasses import dataclass
from pathlib import Path

from pydantic import Field, field_validator

from ..errors import DataError, Fault, unknown
from ..package_files import templates_folder
from ..yamlsrc import Source, load_yaml
from .common import Id, Length, Model
from .validation import validate

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


TEMPLATE_MODELS: dict[str, type[Model]] = {
    "unit-tile.yaml": UnitTileTemplate,
    "section-tile.yaml": SectionTileTemplate,
}


def template_files(folder: Path | None = None) -> list[Path]:
    base = folder or templates_folder()
    return [base / name for name in TEMPLATE_MODELS]


@dataclass(frozen=True)
class Templates:
    models: dict[str, Model]
    sources: dict[str, Source]


@functools.cache
def load_templates(folder: Path | None = None) -> Templates:
    """Every template, checked. Raises DataError listing every fault of every template file."""
    models, sources, faults = {}, {}, []
    for path, (name, model) in zip(template_files(folder), TEMPLATE_MODELS.items()):
        try:
            sources[name] = load_yaml(path, _shown(path))
        except DataError as exc:
            faults.extend(exc.faults)
            continue
        models[name], found = validate(sources[name], model)
        faults.extend(found)
    if faults:
        raise DataError(faults)
    return Templates(models, sources)


def _shown(path: Path) -> str:
    try:
        return str(path.relative_to(Path.cwd()))
    except ValueError:
        return str(path)


def unit_tile_template() -> UnitTileTemplate:
    return load_templates().models["unit-tile.yaml"]


def section_tile_template() -> SectionTileTemplate:
    return load_templates().models["section-tile.yaml"]


def template_faults(game) -> list[Fault]:
    """The templates, and what they ask of the game: the markers a unit tile is sized to."""
    try:
        templates = load_templates()
    except DataError as exc:
        return exc.faults
    source = templates.sources["unit-tile.yaml"]
    return [source.fault(("markers", key), unknown("marker", marker, game.markers))
            for key, marker in templates.models["unit-tile.yaml"].markers.model_dump().items()
            if marker not in game.markers]
