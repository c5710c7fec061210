"""The YAML of a sheet of tracks: rows of numbered boxes, a flip-over turn tracker, empty areas.

```yaml
kind: track
title: TECH v3 play aids
tracks:
  - label: Turn                 # boxes numbered from 1 to 10
    to: 10
    size: 16mm                  # each box holds a counter this wide
    faces: {day: "#fbe7a1", night: "#b9c4e2"}
    pattern: [day, day, night]  # the faces repeat over the boxes
    show_faces: true            # print "day" or "night" in each box too (the colour alone unless told)
    boxes:
      10: {caption: Last turn}  # per box: label (printed instead of the number), caption, face
  - label: Score
    from: 0
    to: 30
    size: 12mm
    emphasis: [5, 10]           # every 5th box tinted, every 10th stronger
flips:
  - label: Who goes first
    turns: 10
    players: [{name: Black, colour: "#1a1a1a"}, {name: White, colour: "#ffffff"}]
    cover: TECH v3
areas:
  - {label: Black's prison camp, width: 80mm, height: 40mm}
  - label: Holding area, squares 1 to 8
    cells: {from: 1, to: 8, columns: 4, size: 66mm, spots: {count: 2, diameter: 32mm}}
```

A track longer than its column snakes back and forth over as many rows as it needs.

A record track (one with `rows`, `spans`, `notes` or `number: above`) is a turn record instead: its boxes in
straight rows (as many as fit across, then on under them), each number above its box so a marker in
the box leaves it readable, a column of names at the left, and under the boxes a row of values per
box and bars spanning runs of boxes (each scenario's turns), then lines of notes:

```yaml
  - label: ""
    to: 12
    size: 17.4mm
    shape: round                # circles, for a round marker
    column: 22mm                # the room each box takes across (its side unless told)
    names: {numbers: Turn, boxes: Turn marker, spans: Scenarios}
    rows:                       # a value under each box, in order; `chosen` boxes print the designer mark
      - {label: END, values: ["+4", "+4", "+3", ...], chosen: [1, 2, 3]}
      - {label: Red INT, values: [...], colour: "#c8102e", tint: "#f6d2d6"}
    spans: [{label: "Junction: turns 1-9", from: 1, to: 9}]
    notes: ["End of every turn: move the turn marker on by one box."]
```

A sheet whose tracks, flip trackers or areas the rules do not give names those groups under
`designer: [tracks, flips, areas]`: each of their labels prints with the designer mark (core/marks.py)
and the page the key, unless the sheet says why not (`unmarked: ...`).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, model_validator

from ...core.lengths import Length
from ...core.model.common import Colour, Model
from ...print.layout.sheet import PRINTER_MARGIN_MM
from ...core.marks import Markable
from ..frame import MARGIN, SheetHead

FaceName = Annotated[str, Field(min_length=1, max_length=12)]


class TrackBox(Model):
    label: str = Field("", max_length=8, description="printed instead of the box's number")
    caption: str = Field("", max_length=40)
    face: FaceName | None = None


class ValueRow(Model):
    """A row under a record track's boxes: a value under each box, in the boxes' order."""

    label: str = Field(max_length=30)
    values: list[str] = Field(max_length=200)
    chosen: list[int] = Field(default_factory=list, description=(
        "the boxes whose value the rules do not give: printed with the designer mark"))
    colour: Colour | None = Field(None, description="the row's words (ink unless told)")
    tint: Colour | None = Field(None, description="the row's cells (paper unless told)")


class Span(Model):
    """A bar under a record track's rows from box `from` to box `to`, its label on it."""

    label: str = Field(max_length=80)
    start: int = Field(alias="from", ge=-99, le=999)
    end: int = Field(alias="to", ge=-99, le=999)


class Names(Model):
    """What a record track's column of names calls its lines (the value rows name themselves)."""

    numbers: str = Field("", max_length=30)
    boxes: str = Field("", max_length=30)
    spans: str = Field("", max_length=30)


class Track(Model):
    label: str = Field(max_length=80)
    start: int = Field(1, alias="from", ge=-99, le=999, description="the first box (below 0 for a score that "
                       "may go negative)")
    end: int = Field(alias="to", ge=-99, le=999)
    size: Length = Field(16.0, description="side of each square box")
    faces: dict[FaceName, Colour] = Field(default_factory=dict, max_length=8)
    pattern: list[FaceName] = Field(default_factory=list, max_length=40)
    show_faces: bool = Field(False, description="print each box's face name (day, night) small at its top; the "
                             "colour alone shows it unless told")
    boxes: dict[int, TrackBox] = Field(default_factory=dict)
    emphasis: list[int] = Field(default_factory=list, max_length=2, description="every n-th box tinted, then stronger")
    per_row: int | None = Field(None, ge=1, le=100, description="boxes in a row (otherwise as many as fit)")
    shape: Literal["square", "round"] = "square"
    number: Literal["inside", "above"] = Field("inside", description="above: each box's number over it")
    column: Length | None = Field(None, description="a record track: the room each box takes across at most")
    names: Names = Field(default_factory=Names)
    rows: list[ValueRow] = Field(default_factory=list, max_length=8)
    spans: list[Span] = Field(default_factory=list, max_length=30)
    notes: list[str] = Field(default_factory=list, max_length=10, description="lines printed under the track")

    @property
    def record(self) -> bool:
        """A turn record: straight rows, numbers above, names at the left, value rows and spans."""
        return bool(self.rows or self.spans or self.notes) or self.number == "above"

    @model_validator(mode="after")
    def _record(self) -> "Track":
        count = max(0, self.end - self.start + 1)
        for row in self.rows:
            if len(row.values) != count:
                raise ValueError(f"row {row.label!r} gives {len(row.values)} values, the track has {count} boxes")
            outside = sorted(n for n in row.chosen if not self.start <= n <= self.end)
            if outside:
                raise ValueError(f"row {row.label!r}: box {outside[0]} is not on the track ({self.start} to {self.end})")
        for span in self.spans:
            if not self.start <= span.start <= span.end <= self.end:
                raise ValueError(f"span {span.label!r} runs from {span.start} to {span.end}; the track has boxes "
                                 f"{self.start} to {self.end} (from low to high)")
        if self.record and (self.boxes or self.faces or self.emphasis):
            raise ValueError("a record track (rows, spans, notes or number: above) has no faces, boxes or emphasis")
        if self.column is not None and self.column < self.size:
            raise ValueError(f"a column of {self.column:g} mm is narrower than its {self.size:g} mm box")
        return self

    @model_validator(mode="after")
    def _consistent(self) -> "Track":
        if self.end < self.start:
            raise ValueError(f"a track runs from low to high: from {self.start} to {self.end}")
        if self.end - self.start >= 200:
            raise ValueError(f"{self.end - self.start + 1} boxes; a track has at most 200")
        if self.size < 6.0:
            raise ValueError(f"boxes of {self.size:.1f} mm are too small to hold a counter (6 mm at least)")
        named = self.pattern + [b.face for b in self.boxes.values() if b.face]
        unknown = sorted({f for f in named if f not in self.faces})
        if unknown:
            raise ValueError(f"face {unknown[0]!r} is not among the track's faces ({', '.join(self.faces) or 'none'})")
        outside = sorted(n for n in self.boxes if not self.start <= n <= self.end)
        if outside:
            raise ValueError(f"box {outside[0]} is not on the track ({self.start} to {self.end})")
        if sorted(self.emphasis) != self.emphasis or any(n < 2 for n in self.emphasis):
            raise ValueError("emphasis lists every how many boxes, smallest first, each 2 or more: [5, 10]")
        return self

    def numbers(self) -> range:
        return range(self.start, self.end + 1)

    def face_of(self, number: int) -> str | None:
        given = self.boxes.get(number)
        if given is not None and given.face:
            return given.face
        return self.pattern[(number - self.start) % len(self.pattern)] if self.pattern else None

    def label_of(self, number: int) -> str:
        given = self.boxes.get(number)
        return given.label if given is not None and given.label else str(number)

    def caption_of(self, number: int) -> str:
        given = self.boxes.get(number)
        return given.caption if given is not None else ""

    def level_of(self, number: int) -> int:
        """0 plain, 1 for every emphasis[0]-th box, 2 for every emphasis[1]-th (box 0 is not marked)."""
        return max((level for level, every in enumerate(self.emphasis, start=1) if number and number % every == 0),
                   default=0)


class Player(Model):
    name: str = Field(max_length=20)
    colour: Colour


class Flip(Model):
    """Leaves cut apart and bound at the top, one per turn: the turn number and who goes first."""

    label: str = Field(max_length=80)
    turns: int = Field(ge=1, le=40)
    players: list[Player] = Field(min_length=2, max_length=4)
    first: str | None = Field(None, description="who goes first on turn 1 (the first player listed)")
    width: Length = 56.0
    height: Length = 40.0
    cover: str = Field("", max_length=30, description="a cover leaf on top of the stack")
    end: str = Field("", max_length=60, description="a last leaf under the stack: what to do when the game ends")

    @model_validator(mode="after")
    def _known_first(self) -> "Flip":
        names = [p.name for p in self.players]
        if self.first is not None and self.first not in names:
            raise ValueError(f"first: {self.first!r} is not one of the players ({', '.join(names)})")
        if self.width < 40.0 or self.height < 30.0:
            raise ValueError("a leaf must be at least 40 x 30 mm to be handled")
        return self

    def order(self) -> list[Player]:
        """Who goes first on each turn: the players take turns, starting with `first`."""
        names = [p.name for p in self.players]
        start = names.index(self.first) if self.first else 0
        return [self.players[(start + turn) % len(self.players)] for turn in range(self.turns)]


class Spots(Model):
    """What a cell holds, outlined side by side: round bases of miniatures."""

    count: int = Field(ge=1, le=4)
    diameter: Length


class Cells(Model):
    """An area divided into numbered squares that touch, numbered along each row from the top left."""

    start: int = Field(1, alias="from", ge=0, le=999)
    end: int = Field(alias="to", ge=0, le=999)
    columns: int = Field(ge=1, le=20)
    size: Length = Field(description="the side of each square")
    spots: Spots | None = Field(None, description="the bases a square holds, outlined side by side")

    @model_validator(mode="after")
    def _consistent(self) -> "Cells":
        if self.end < self.start:
            raise ValueError(f"cells are numbered from low to high: from {self.start} to {self.end}")
        if self.end - self.start >= 100:
            raise ValueError(f"{self.end - self.start + 1} cells; an area holds at most 100")
        if self.size < 6.0:
            raise ValueError(f"cells of {self.size:.1f} mm are too small to hold a counter (6 mm at least)")
        if self.spots is not None:
            need = self.spots.count * self.spots.diameter + (self.spots.count + 1) * SPOT_GAP
            if need > self.size + 1e-6:
                raise ValueError(f"{self.spots.count} bases of {self.spots.diameter:g} mm side by side need "
                                 f"{need:g} mm with {SPOT_GAP:g} mm around each; a cell is {self.size:g} mm")
            if self.spots.diameter > self.size - 2 * CELL_NUMBER_BAND:
                raise ValueError(f"bases of {self.spots.diameter:g} mm leave no room for the cell's number in a "
                                 f"{self.size:g} mm cell")
        return self

    def numbers(self) -> range:
        return range(self.start, self.end + 1)

    @property
    def rows(self) -> int:
        return -(-len(self.numbers()) // self.columns)


SPOT_GAP = 0.5  # mm at least between two bases, and between a base and the cell's edge
CELL_NUMBER_BAND = 7.0  # mm at the top of a cell kept for its number


class Area(Model):
    label: str = Field(max_length=60)
    width: Length | None = Field(None, description="the area's size (an area of cells takes its size from them)")
    height: Length | None = None
    note: str = Field("", max_length=120)
    cells: Cells | None = Field(None, description="numbered squares filling the area")

    @model_validator(mode="after")
    def _sized(self) -> "Area":
        if self.cells is None and (self.width is None or self.height is None):
            raise ValueError("an area needs a width and a height, or cells")
        if self.cells is not None and (self.width is not None or self.height is not None):
            raise ValueError("an area of cells takes its size from them: give no width or height")
        return self


GROUPS = ("tracks", "flips", "areas")


class TrackSheet(SheetHead, Markable):
    kind: Literal["track"] = "track"
    margin: Length = Field(MARGIN, ge=PRINTER_MARGIN_MM, description=(
        f"paper left round the sheet ({MARGIN:g} mm unless told; at least the {PRINTER_MARGIN_MM:g} mm a home "
        "printer cannot print)"))
    columns: int = Field(1, ge=1, le=4, description="columns of tracks across the page")
    tracks: list[Track] = Field(default_factory=list, max_length=20)
    flips: list[Flip] = Field(default_factory=list, max_length=4)
    areas: list[Area] = Field(default_factory=list, max_length=20)

    def chosen(self, group: str) -> bool:
        """Whether the labels of this group's items print with the designer mark."""
        return not self.unmarked and group in self.designer

    @property
    def marks(self) -> bool:
        """Whether some label or value prints with the designer mark (and so each page, the key)."""
        return any(self.chosen(group) and any(item.label for item in getattr(self, group)) for group in GROUPS) or (
            not self.unmarked and any(row.chosen for track in self.tracks for row in track.rows))

    @model_validator(mode="after")
    def _holds_something(self) -> "TrackSheet":
        if not (self.tracks or self.flips or self.areas):
            raise ValueError("a track sheet needs tracks, flips or areas")
        return self  # whether it fits the paper: layout.problems
