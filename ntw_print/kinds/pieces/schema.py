"""The `pieces` kind: counters, tokens and markers from tables of rows, printed through face templates.

    kind: pieces
    title: Swiss and German units
    templates: {unit: ..., unit-reduced: ...}      # see kinds/faces/schema.py
    sets:
      - id: units
        shape: square                 # square, rectangle (give height) or round
        width: 16mm
        front: unit
        back: unit-reduced            # optional: the reverse side
        selectors:
          - {where: {side: swiss}, values: {colour: "#c8102e"}}
        rows: units.csv               # or a list of rows in the YAML
      - id: woods                     # cut as a cluster of flat-top hexes, `width` across the flats of
        shape: hexes                  # each (a board's hex size: the piece covers its hexes); a box of a
        hexes: [[], [n], [ne]]        # template may stand in one hex (`cell: 1`); the back is the
        width: 18mm                   # cluster mirrored as the sheet turns over
        front: woods
        rows: [{copies: 4}]
      - id: figures                   # fold-over standees: front and back on one side of the paper,
        shape: rectangle              # the back upside down above the fold, a base tab at each end
        width: 25mm
        height: 40mm                  # each face
        fold: {tab: 10mm, face: tab}  # tab height, and the template drawn on each tab (optional)
        front: figure
        back: figure-back
        rows: figures.csv
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from ...core.lengths import Length
from ...grids.clusters import Step, cells_problem
from ...core.model.common import SHEET_CREDIT_LENGTH
from ...core.marks import Markable
from ..faces.schema import Model, Sourced, Templates
from ..faces.tables import Rows, Table, distinct, within_total

MIN_PIECE_MM = 5.0
MIN_TAB_MM = 5.0


class Fold(Model):
    """A fold-over standee: the front and the back face printed on the same side of the paper, the
    back upside down above a fold through the middle, and a base tab below each face."""

    tab: Length = Field(10.0, description="the height of the base tab at each end")
    face: str | None = Field(None, description="the template drawn on each tab (default: the front's colour)")

    @model_validator(mode="after")
    def _a_tab_to_stand_on(self) -> "Fold":
        if self.tab < MIN_TAB_MM:
            raise ValueError(f"a base tab of {self.tab:g} mm is too short to stand on ({MIN_TAB_MM:g} mm at least)")
        return self


class PieceSet(Table):
    id: str = Field(pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$")
    shape: Literal["square", "rectangle", "round", "hexes"] = "square"
    width: Length = Field(description="a hex piece's: across the flats of each hex")
    height: Length | None = Field(None, description="rectangles only; squares and round tokens use the width")
    hexes: list[list[Step]] | None = Field(None, min_length=1, max_length=20, description=(
        "a hex piece's cells, each as steps (n, ne, se, s, sw, nw) from the anchor hex, the first cell, []"))
    back: str | None = Field(None, description="the template of the back face (none: printed one-sided)")
    fold: Fold | None = Field(None, description="print front and back on one side as a fold-over standee with "
                              "base tabs")
    rows: Rows

    @model_validator(mode="after")
    def _size(self) -> "PieceSet":
        if self.shape == "rectangle" and self.height is None:
            raise ValueError("a rectangle needs a height")
        if self.shape != "rectangle" and self.height is not None:
            raise ValueError(f"a {self.shape} piece takes its size from width alone (no height)")
        if (self.shape == "hexes") != (self.hexes is not None):
            raise ValueError("a piece of shape hexes gives its cells in hexes (and only it)")
        if self.hexes is not None and (problem := cells_problem(self.hexes)):
            raise ValueError(problem)
        if min(self.width, self.size[1]) < MIN_PIECE_MM:
            raise ValueError(f"a piece must be at least {MIN_PIECE_MM:g} mm across")
        if self.fold is not None and (self.shape in ("round", "hexes") or self.back is None):
            raise ValueError("a fold-over standee is a square or rectangle with a back (its other side)")
        return self

    @property
    def size(self) -> tuple[float, float]:
        """Each face's width and height (of a standee: one face, without its tab; of a hex piece: one
        hex's across the flats, its cluster's box being layout's, kinds/faces/hexes.py)."""
        return self.width, self.height if self.height is not None else self.width

    @property
    def printed_size(self) -> tuple[float, float]:
        """The piece as cut from the sheet: a standee is both faces and both tabs, end to end."""
        width, height = self.size
        return (width, 2 * (height + self.fold.tab)) if self.fold else (width, height)


class PiecesSpec(Sourced, Markable):
    kind: Literal["pieces"]
    title: str = Field(min_length=1, max_length=80)
    credit: str = Field("", max_length=SHEET_CREDIT_LENGTH, description="the original's author and source, under each sheet")
    templates: Templates
    sets: list[PieceSet] = Field(min_length=1)
    shared_cuts: bool = Field(True, description="pieces side by side may share their cuts where that takes fewer "
                              "sheets (false: each piece keeps its own bleed and crop marks)")

    @model_validator(mode="after")
    def _unique(self) -> "PiecesSpec":
        distinct([s.id for s in self.sets], "set")
        within_total(self.sets, "rows", "sets", "pieces")
        return self
