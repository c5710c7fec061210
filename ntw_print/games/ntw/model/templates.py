"""The templates of `templates/`: the tiles' face templates (the `pieces` kind's, less the rows the
game's data gives) and the words of the boards' key.

Templates are read, checked and reported like game data (file, line and
column of every fault). Each is read from the game's folder, the working folder or ntw-print's
defaults, the first that has it (see package_files.py).
"""

from __future__ import annotations

from pathlib import Path

from typing import TYPE_CHECKING, Annotated, Any, Literal

from pydantic import Field

from ....core.errors import DataError
from ....core.model.common import Id, Model
from ....core.model.files import Files, read_each
from ....core.references import Refers
from ....core.package_files import GAMES_OWN, template_files
from ....kinds.faces.schema import FaceTemplates
from ....kinds.pieces.schema import PieceSet, PiecesSpec

if TYPE_CHECKING:
    from ..loader import Game


class TileSheet(PiecesSpec):
    """A sheet of tiles as the `pieces` kind prints it (docs/pieces-and-cards.md), less its rows, which
    New Techno War derives from its data."""

    kind: Literal["pieces"] = "pieces"
    title: str = Field("", max_length=80, description="the game's name and the sheet's, when left out")
    sets: list[PieceSet] = Field(min_length=1, max_length=1, description="the tiles: one set, its rows the game's")


MarkerId = Annotated[Id, Refers("marker")]


class UnitTileMarkers(Model):
    covers_attack: MarkerId = Field(description="the marker (markers.yaml) that covers one ATK box")
    sits_on_ammunition: MarkerId = Field(description="the marker (markers.yaml) that sits on one ammunition box")


class UnitTileTemplate(TileSheet):
    markers: UnitTileMarkers


SectionTileTemplate = TileSheet


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


Templates = Files  # the templates a game is drawn with: each one's model and source, by file name


def load_templates(game_dir: Path) -> Templates:
    """Every template the game at `game_dir` reads (package_files.py: the game's own first, held
    inside its folder), checked. Raises DataError listing every fault of every template file."""
    templates = read_each((file.name, file.path, TEMPLATE_MODELS[file.name], game_dir if file.origin == GAMES_OWN
                           else None) for file in template_files(game_dir))
    if templates.faults:
        raise DataError(templates.faults)
    return templates


def unit_tile_template(game: Game) -> UnitTileTemplate:
    return game.templates.model("unit-tile.yaml")


def section_tile_template(game: Game) -> SectionTileTemplate:
    return game.templates.model("section-tile.yaml")

