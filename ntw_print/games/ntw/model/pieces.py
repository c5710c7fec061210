"""The schema of `pieces.yaml`: board pieces made of hexes, cards kept beside the board, and how
many section tiles each side gets; and where a placed piece lies on the board.

A hex piece's cells are steps from its anchor hex (the first cell, `[]`). Turned over, a piece
covers the mirror image of its front's cells; turned on the board, the cells turn in 60 degree
steps. `footprint` gives the hexes a placed piece covers.
"""

from __future__ import annotations

from typing import Annotated

from pydantic import Field, model_validator

from ....core.errors import unknown
from ....grids.clusters import Step, cells_problem, offset_of
from ....grids.hex import Hex, add, reflected, rotated
from ....core.lengths import Length
from ....core.model.choice import exactly_one
from ....core.model.common import Colour, Id, Model, Sourced, SymbolName
from ....core.references import Names, Refers

NEUTRAL = "neutral"


class PieceFace(Model):
    id: Id = Field(description="how a scenario names this face, e.g. 'tree' or 'urban'")
    text: str = Field("", max_length=30, description="main words printed on the face")
    caption: str = Field("", max_length=40, description="small second line")
    symbol: SymbolName | None = None
    terrain: Annotated[Id, Refers("terrain")] | None = Field(
        None, description="terrain this face stands for: its colour and TER are printed")
    colour: Annotated[str, Refers("side", also=(NEUTRAL,), noun="colour", unless="#", hint="; or #rrggbb")] = Field(
        NEUTRAL, pattern=r"^(#[0-9a-fA-F]{6}|[a-z0-9]+(-[a-z0-9]+)*)$",
        description="background: a side id, 'neutral' or #rrggbb (a terrain face takes the terrain's)")
    ink: Colour | None = Field(None, description="colour of words and symbol (default: black or white, whichever reads)")


class CardSize(Model):
    width: Length
    height: Length


class PieceKind(Sourced):
    """`count` identical pieces: a cluster of board hexes, or a card of `size`."""

    id: Annotated[Id, Names("piece", scope="game")]
    name: str
    count: int = Field(ge=1, le=100)
    hexes: list[list[Step]] | None = Field(
        None, description="cells as steps from the anchor hex; the first cell is the anchor, []")
    size: CardSize | None = Field(None, description="for a card kept beside the board")
    holds: int | None = Field(None, ge=1, le=100, description="figures that stand on one card (troop transport)")
    front: PieceFace
    back: PieceFace | None = None

    @model_validator(mode="after")
    def _one_shape(self) -> "PieceKind":
        exactly_one(self, "hexes", "size", what="a piece kind is cut as",
                    notes={"hexes": "a piece on the board", "size": "a card"})
        if self.hexes is not None:
            shape_problem = cells_problem(self.hexes)
            if shape_problem:
                raise ValueError(shape_problem)
        if self.back is not None and self.back.id == self.front.id:
            raise ValueError(f"front and back share the face id '{self.front.id}'")
        return self

    @property
    def faces(self) -> list[PieceFace]:
        return [self.front] if self.back is None else [self.front, self.back]

    def face(self, face_id: str | None) -> PieceFace:
        """The face `face_id` (a scenario lays it up; None: the front)."""
        return next(f for f in self.faces if f.id == (face_id or self.front.id))

    def cells(self) -> list[Hex]:
        """The front's cells as offsets from the anchor hex, in data order."""
        return [offset_of(steps) for steps in self.hexes or []]


class PiecesFile(Sourced):
    section_tiles: dict[Annotated[Id, Refers("side")], int] = Field(
        description="section tiles to print per side, e.g. {red: 6, blue: 2}")
    pieces: list[PieceKind] = Field(min_length=1)

    def piece(self, piece_id: str) -> PieceKind:
        for kind in self.pieces:
            if kind.id == piece_id:
                return kind
        raise KeyError(unknown("piece", piece_id, (k.id for k in self.pieces)))


def footprint(kind: PieceKind, face: str, anchor: Hex, turns: int = 0) -> list[Hex]:
    """The board hexes a piece covers, lying with `face` up, its anchor on `anchor`, turned
    `turns` x 60 degrees clockwise. The back face covers the mirror image of the front's cells."""
    face_ids = [f.id for f in kind.faces]
    if face not in face_ids:
        raise KeyError(f"piece '{kind.id}' has no face '{face}' (faces: {', '.join(face_ids)})")
    cells = kind.cells()
    if face != kind.front.id:
        cells = [reflected(c) for c in cells]
    return [add(anchor, rotated(c, turns)) for c in cells]

