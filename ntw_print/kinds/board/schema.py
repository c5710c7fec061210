"""The YAML of a board: a hex or square grid, terrain per cell, features along cell sides and
through cell centres (rivers, borders, roads), named places, buildings drawn as floor plans, count
badges, a legend.

```yaml
kind: board
title: Switzerland
grid: {shape: hex, orientation: flat, columns: 27, rows: 20, cell: 20mm, labels: numbers-4digit}
size: 22in x 17in          # the trim; left out, the grid with its margins and bands
sheet: A1                  # the one sheet it is printed on; left out, the paper, else the smallest that holds it
terrain:
  - {id: clear, name: Clear, colour: "#f1ecd2"}
  - {id: mountain, name: Mountains, colour: "#b9a27a", symbol: mountain}   # symbols/mountain.svg
  - {id: forest, name: Forest, colour: "#7fa35a", texture: forest}        # tree crowns over the colour
default: clear
cells:
  mountain: ["0807-0810", "0911"]   # labels, and runs along a column or a row
features:
  - {id: river, name: River, colour: "#3b7dd8", width: 1.2}
  - {id: road, name: Road, colour: "#8c2d19", width: 0.8}
  - {id: highway, name: Highway, colour: "#f6e7a8", width: 3.7, casing: "#3d3d3d", casing_width: 5.2, bend: 0.5,
     bridge: {over: [lake]}}           # a road: a light surface over a dark casing, curving where it turns
sides:                      # drawn along the side two neighbouring cells share
  - {feature: river, cells: ["0203/0204", "0204/0304"]}
paths:                      # drawn from cell centre to cell centre
  - {feature: road, cells: ["0101", "0102", "0103"]}
places:
  - {name: Bern, cell: "0709", mark: capital, colour: "#d62828", legend: "Capital, 3 VP"}
regions:                    # named groups of cells: a veil over their colours, a feature along their edge
  - {id: germany, name: Germany, cells: ["0101-2601"], veil: "#ffffff", opacity: 0.4, edge: border}
signs:                      # small marks in cells, each kind once in the legend
  - {id: line, name: Fortified line hex, shape: dot, colour: "#f08a00", position: right, cells: ["1604"]}
texts:                      # words across the board: a country's name, a lake's
  - {text: GERMANY, cell: "1801", size: 16, colour: "#7a7a7a"}
plans:                      # buildings drawn as floor plans over their rooms' cells (plan_schema.py)
  - name: House             # the band's key; the rooms' floors are their cells' terrain colours
    rooms:
      - {name: Hall, cells: ["0405"], note: 2 floors}
      - {name: Barn, cells: ["0505", "0506"]}
    doors: [["0405", "0404"], ["0405", "0505"]]   # on a wall: the side two cells share
    windows: [["0506", "0507"]]                    # on an outer wall only
    stairs: "0405"
badges:                     # small numbers in white squares: a building's floors
  name: Floors
  at: [{value: 3, cells: ["1203", "1204"]}]       # once, in the cell nearest the cells' middle
```
"""

from __future__ import annotations

import re
from typing import Annotated, Literal

from pydantic import Field, field_validator, model_validator

from ...core.lengths import Length, parse_length
from ...core.model.common import Colour, Id, Model, Sourced
from ...core.references import Names, Refers
from ..frame import SheetHead
from .plan_schema import Badges, FloorPlan
from .sheet import named_sheet

MIN_CELL_MM = 8.0
LABEL_STYLES = ("letters-doubled", "letters-excel", "numbers-4digit", "chess")
_SIZE = re.compile(r"^\s*(\S+)\s*[x×]\s*(\S+)\s*$")


class BoardGrid(Model):
    shape: Literal["hex", "square"]
    columns: int = Field(ge=1, le=99)
    rows: int = Field(ge=1, le=99)
    cell: Length = Field(description="a square's side, or a hex's width across the flats")
    orientation: Literal["flat", "pointy"] = Field("flat", description="hexes only")
    offset: Literal["odd", "even"] = Field("odd", description="hexes only: which columns (flat) or rows "
                                           "(pointy) are shoved half a hex")
    labels: Literal["letters-doubled", "letters-excel", "numbers-4digit", "chess", "none"] = "numbers-4digit"
    label_style: Literal["letters-doubled", "letters-excel", "numbers-4digit", "chess"] | None = Field(
        None, description="how cells are named in this file when `labels: none` prints none")
    label_size: float | None = Field(None, ge=3, le=12, description="the labels' type size in points (default: "
                                     "from the cell's size, 4 to 7)")
    line_colour: Colour = Field("#5f5f5f", description="the grid's lines")
    line_width: float = Field(0.2, gt=0, le=2, description="mm")
    line_opacity: float = Field(1.0, gt=0, le=1, description="how much of the lines' colour shows over the terrain")
    label_halo: bool = Field(False, description="a rim of the cell's own colour round each label's letters")
    label_room: Literal["break-paths", "move"] = Field("break-paths", description=(
        "break-paths: each label near the top of its cell, paths broken round it; move (flat hexes): roads run "
        "unbroken and a label a road would cross moves within its hex, in smaller type if need be"))

    @model_validator(mode="after")
    def _cells_big_enough(self) -> "BoardGrid":
        if self.cell < MIN_CELL_MM:
            raise ValueError(f"a cell must be at least {MIN_CELL_MM:g} mm across (got {self.cell:g} mm)")
        return self

    @property
    def naming(self) -> str:
        """The label style cells are named by in the data."""
        return self.label_style or (self.labels if self.labels != "none" else "numbers-4digit")


TerrainId = Annotated[Id, Refers("terrain")]  # a terrain of the board's `terrain`
FeatureId = Annotated[Id, Refers("feature")]  # a feature of its `features`


class Terrain(Sourced):
    id: Annotated[Id, Names("terrain")]
    name: str = Field(max_length=40)
    colour: Colour
    symbol: str | None = Field(None, description=(
        "an SVG of the game's symbols/ folder by name, or a NATO unit symbol by code (nato:infantry; "
        "docs/symbols.md), drawn in each cell"))
    veiled: bool = Field(True, description="regions' veils tint it (false keeps water one colour everywhere)")
    caption: str = Field("", max_length=60, description="the band's key: a second line under the name")
    outline: float = Field(0.0, ge=0, le=3, description="a darker line this wide (mm) where this terrain meets "
                           "another: forest edges, banks, the walls between buildings")
    outline_shade: float = Field(0.55, ge=0, le=1, description="how much darker than the terrain's colour")
    texture: Literal["grass", "tree", "forest", "planks", "squares", "waves"] | None = Field(None, description=(
        "shapes drawn over the colour, shaded from it, the same on every build: grass tufts, a tree and a "
        "bush, close-packed tree crowns, diagonal planks, a square grid (flat roofs), waves"))


class Bridge(Model):
    over: list[Id] = Field(min_length=1, description="the terrains a road crosses on a bridge")
    name: str = Field("Bridge", max_length=40, description="its words in the band's key")
    caption: str = Field("", max_length=60, description="the key's second line")
    colour: Colour = "#c9c6bd"
    edge: Colour = "#1f1f1f"
    width: float = Field(6.6, gt=0, le=15, description="the deck's width in mm")


class Feature(Sourced):
    id: Annotated[Id, Names("feature")]
    name: str = Field(max_length=40)
    colour: Colour
    width: float = Field(1.0, gt=0, le=6, description="line width in mm")
    dash: list[float] = Field(default_factory=list, max_length=6, description="dash pattern in mm (none: solid)")
    caption: str = Field("", max_length=60, description="the band's key: a second line under the name (features "
                         "sharing a name share one entry, their samples stacked)")
    casing: Colour | None = Field(None, description="paths: drawn as a road, this colour `casing_width` wide under "
                                  "the line (every road's casing goes under every surface: roads merge where they meet)")
    casing_width: float = Field(0.0, ge=0, le=12, description="the road's whole width in mm, casing included")
    bend: float = Field(0.0, ge=0, le=1, description="roads (paths with a casing): how far the road curves towards "
                        "the centre of a cell it turns in (0: straight from centre to centre, 1: through the centre)")
    bridge: Bridge | None = Field(None, description="paths: a deck where the line crosses these terrains (water)")


class Line(Model):
    feature: FeatureId
    cells: list[str] = Field(min_length=1)


class Place(Sourced):
    name: str = Field(max_length=40)
    cell: str
    mark: Literal["capital", "city", "fortress", "dot", "none"] = "dot"
    colour: Colour | None = Field(None, description="the mark's fill (default ink)")
    legend: str | None = Field(None, max_length=40, description="the legend's words for this mark and colour "
                               "(default: Capital, City, Fortress, Town)")


class Region(Sourced):
    """Cells that belong together (a country, a zone): a veil that tints their colours, a feature drawn
    along every side between them and the cells outside, and a name the game's checks can ask for."""

    id: Annotated[Id, Names("region")]
    name: str = Field(max_length=40)
    cells: list[str] = Field(min_length=1)
    veil: Colour | None = Field(None, description="a colour laid over the cells' terrain colours")
    opacity: float = Field(0.35, ge=0.0, le=1.0, description="how much of the veil shows (0 none, 1 all)")
    edge: FeatureId | None = Field(None, description="a feature drawn along the region's edge (inside the board)")


class Sign(Sourced):
    """A small mark in some cells (fortified hexes, objectives), explained once in the legend."""

    id: Annotated[Id, Names("sign")]
    name: str = Field(max_length=40, description="its words in the legend")
    shape: Literal["dot", "ring", "square", "triangle", "diamond", "star", "bastion"]
    colour: Colour
    size: Length = Field(4.0, description="across the mark")
    position: Literal["centre", "top", "bottom", "left", "right", "top-left", "top-right", "bottom-left",
                      "bottom-right"] = Field("centre", description="where in the cell")
    cells: list[str] = Field(min_length=1)


class BoardText(Sourced):
    """Words printed across the board, centred on a cell (moved by `nudge` mm)."""

    text: str = Field(min_length=1, max_length=40)
    cell: str
    size: float = Field(12.0, ge=5, le=60, description="type size in points")
    colour: Colour = "#5a5a5a"
    bold: bool = True
    nudge: tuple[float, float] = Field((0.0, 0.0), description="x and y in mm (y up) from the cell's centre")
    italic: bool = Field(False, description="slanted (and then never bold)")
    spacing: float = Field(0.0, ge=0, le=5, description="mm between letters")
    halo: Colour | None = Field(None, description="a rim of this colour round the letters: the words are then "
                                "printed over everything on the board, roads and labels too")


class Band(Model):
    """A dark band along the top of the trim holding the title, a second line, the legend in one row
    and, at the right, a north arrow and one hex at full size with the ground it stands for."""

    height: Length = 24.0
    colour: Colour = "#24292e"
    subtitle: str = Field("", max_length=80)
    scale: str = Field("", max_length=20, description="the ground one cell stands for, e.g. '25 m' (none: no scale)")
    north: str = Field("N", max_length=4)
    edge: tuple[str, str] = Field(("Half hex", "at the edge: not playable"), description=(
        "with edge: half-hexes, the key's words for the half hexes"))


class BoardSheet(SheetHead):
    kind: Literal["board"] = "board"
    grid: BoardGrid
    size: str | None = Field(None, description="the trim, width x height, e.g. '22in x 17in' (default: the grid "
                             "with its margins)")
    margin: Length = Field(8.0, description="paper around the grid, inside the trim")
    terrain: list[Terrain] = Field(min_length=1, max_length=40)
    default: TerrainId = Field(description="the terrain of every cell `cells` does not name")
    cells: dict[TerrainId, list[str]] = Field(default_factory=dict, description="terrain id -> cells and runs of cells")
    features: list[Feature] = Field(default_factory=list, max_length=40)
    sides: list[Line] = Field(default_factory=list, description="features along shared cell sides: 'A/B' pairs")
    paths: list[Line] = Field(default_factory=list, description="features through cell centres, in order")
    places: list[Place] = Field(default_factory=list)
    regions: list[Region] = Field(default_factory=list, max_length=40)
    signs: list[Sign] = Field(default_factory=list, max_length=20)
    texts: list[BoardText] = Field(default_factory=list, max_length=60)
    plans: list[FloorPlan] = Field(default_factory=list, max_length=20, description="buildings drawn as floor "
                                   "plans: rooms, walls, doors, windows, stairs")
    badges: Badges | None = Field(None, description="small numbers in cells (a building's floors), with a key entry")
    legend: bool = True
    edge: Literal["margin", "half-hexes"] = Field("margin", description=(
        "margin: the grid with `margin` round it; half-hexes (flat hexes): the trim cuts through the ring of hexes "
        "round the grid, the art runs on past it, washed out, and roads run off the board"))
    band: Band | None = Field(None, description="the title and legend in a band along the top instead")
    tiled: bool | None = Field(None, description="also print it over pages of the build's paper (default: when "
                               "it is bigger than the paper)")
    sheet: str | None = Field(None, description="the sheet the whole board is printed on: a print shop's (A3, A2, "
                              "A1, ARCH D, A0, ARCH E, B0) or a paper (a4, letter, tabloid, 300x450mm) (default: "
                              "the build's paper when the board fits it, else the smallest of the print shop's that "
                              "holds it)")

    @property
    def marks(self) -> bool:
        """Whether the map itself is the designer's (`designer: [cells]`): its title then carries the mark
        and its foot the key."""
        return "cells" in self.designer

    @model_validator(mode="after")
    def _size_reads(self) -> "BoardSheet":
        if self.size is not None:
            self.trim_size  # noqa: B018 - raises ValueError naming what is expected
        return self

    @field_validator("sheet")
    @classmethod
    def _sheet_reads(cls, value: str | None) -> str | None:
        if value is not None:
            named_sheet(value)  # raises ValueError naming the sheets there are
        return value

    @property
    def trim_size(self) -> tuple[float, float] | None:
        """The trim the data asks for (mm), or None."""
        if self.size is None:
            return None
        match = _SIZE.match(self.size)
        if not match:
            raise ValueError(f"size: expected width x height with units, such as '22in x 17in', got {self.size!r}")
        return parse_length(match.group(1)), parse_length(match.group(2))
