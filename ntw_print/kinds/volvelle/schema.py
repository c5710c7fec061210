"""The YAML of a volvelle: discs of card stacked on one pivot, each with rings of marks read
through windows cut in the discs above it, or against the pointer of the disc above.

```yaml
kind: volvelle
title: Combat odds wheel
discs:                          # bottom first, each smaller than the one under it
  - name: Base
    radius: 80mm
    rings:
      - {label: Result, radius: 70mm, marks: [DE, DR, EX, AR, AE]}   # spread evenly, clockwise from the top
  - name: Dial
    radius: 62mm
    pointer: true               # an arrow at the top of the disc, reaching over the disc below
    rings:
      - {label: Odds, radius: 52mm, marks: ["1-2", "1-1", "2-1", "3-1", "4-1"]}
    windows:
      - {angle: 0, inner: 64mm, outer: 76mm, width: 14mm}   # a cut-out showing the ring below
```

A volvelle laid out on `pages` (see `Band` and docs/pieces-and-cards.md) is an assembled calculator:
its discs' rings are bands whose radii the kind works out, each disc as large as the innermost band of
the disc below, an arm on top with windows over chosen bands, a procedure on a tab of the bottom
disc, assembly notes and a hex range rule, each page holding the parts it names.

Such a calculator may add (`adds` on every band, adding.py): each band lists its marks by `value`, not
by angle, and the kind works out where each stands, where each pointer goes and how far the totals are
set back, so that the arm's window shows the sum of the marks the pointers are set on:

```yaml
steps: 24                                   # at least: more when the totals need them
discs:
  - name: base
    radius: 70mm
    bands:
      - {name: total, read: window, adds: total, marks: [{value: 0, lines: ["0"]}, ...]}  # one per total
      - {name: die, adds: plus, marks: [{value: 1, lines: ["1"]}, ...]}
  - name: cover
    pointer: {label: "1"}                   # where it stands is worked out
    bands:
      - {name: cover, adds: minus, marks: [{value: 0, lines: ["0", open]}, {value: 1, lines: ["1", light]}]}
```
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from ...core.lengths import Length
from ...core.marks import MARK
from ...core.model.choice import exactly_one
from ...core.model.common import Colour, Model, Sourced
from ..frame import SheetHead
from ..ruler.schema import HexRule


class Ring(Sourced):
    label: str = Field("", max_length=30, description="printed small at the top of the ring")
    radius: Length = Field(description="where the marks' middles stand, from the pivot")
    marks: list[str] = Field(min_length=1, max_length=72)
    start: float = Field(0.0, ge=0, lt=360, description="angle of the first mark, degrees clockwise of the top")
    span: float = Field(360.0, gt=0, le=360, description="degrees the marks spread over")
    size: float = Field(8.0, ge=4, le=24, description="type size of the marks in points")


class Window(Sourced):
    angle: float = Field(0.0, ge=0, lt=360)
    inner: Length
    outer: Length
    width: Length

    @model_validator(mode="after")
    def _inner_below_outer(self) -> "Window":
        if not self.inner < self.outer:
            raise ValueError("a window runs from its inner radius out to a larger outer one")
        return self


class BandMark(Model):
    at: float | None = Field(None, ge=0, lt=360, description="degrees clockwise of the top")
    value: int | None = Field(None, ge=-999, le=999, description="on an adding volvelle, instead of `at`: the "
                              "value the mark adds or subtracts, or the total it shows")
    lines: list[str] = Field(min_length=1, max_length=40, description="the first by the tick, the others outwards")

    @model_validator(mode="after")
    def _placed_once(self) -> "BandMark":
        exactly_one(self, "at", "value", what="a mark gives", notes={"value": "on an adding volvelle"})
        return self


class Band(Sourced):
    """A ring whose radius the kind works out: the bands of a disc are packed inwards from its rim."""

    name: str = Field(max_length=40, description="how the arm's windows and the checks name it")
    title: str = Field("", max_length=60)
    title_place: Literal["gap", "lead"] = Field(
        "gap", description="gap: in the middle of the widest stretch without a mark; lead: just before the "
        "first mark after that stretch, read as the scale's name")
    read: Literal["tick", "window"] = Field(
        "tick", description="tick: a tick on the band's inner edge and the lines outwards from it; window: one "
        "line centred in the band, read through a window of the arm")
    size: float = Field(8.0, ge=4, le=24, description="type size of each mark's first line in points")
    bold: bool = True
    more_size: float | None = Field(None, ge=4, le=24, description="type size of the further lines")
    more_bold: bool | None = None
    join: bool = Field(False, description="the lines are a list of words joined as wide as a step allows, kept "
                       "in one block (a crowded caption is otherwise moved out a line)")
    rim_first: bool = Field(False, description="the lines read from the rim down")
    ink: Colour | None = Field(None, description="the colour of its words and ticks (black by default)")
    tint: Colour | None = Field(None, description="the band's background")
    guides: bool = Field(False, description="dashed lines from the innermost band out to each of this band's "
                         "marks where that band has none")
    adds: Literal["plus", "minus", "total"] | None = Field(
        None, description="on an adding volvelle: plus or minus, a band whose marks' values the pointer set on "
        "them adds to the total or subtracts from it; total, a band read through the arm's window, its marks "
        "by total")
    marks: list[BandMark] = Field(min_length=1, max_length=120)

    @property
    def sizes(self) -> tuple[tuple[float, bool], tuple[float, bool]]:
        return (self.size, self.bold), (self.more_size or self.size, self.bold if self.more_bold is None
                                        else self.more_bold)


class Pointer(Model):
    at: float | None = Field(None, ge=0, lt=360, description="degrees clockwise of the top; left out on an adding "
                             "volvelle, which works it out")
    label: str = Field(max_length=3, description="printed on the pointer: the step that sets it")
    points_at: str = Field("", max_length=160, description="what the player sets it on, for the procedure the kind "
                           "writes on the tab: 'Turn <disc> until pointer <label> points at <points_at>.'")


class Tab(Model):
    """The procedure printed on a tab under the bottom disc: a title, the formula, numbered steps and what
    the rings' letters stand for (with the designer marks' key when some value carries one)."""

    title: str = Field(max_length=60)
    formula: str = Field("", max_length=100)
    steps: list[str] = Field(min_length=1, max_length=9)
    legend: list[tuple[str, str]] = Field(default_factory=list, max_length=8)


class Paragraph(Model):
    text: str = Field(max_length=400)
    size: float = Field(7.5, ge=4, le=14)
    bold: bool = False


class ArmWindow(Model):
    bands: list[str] = Field(min_length=1, max_length=6, description="the bands it shows: a tick band of the top "
                             "disc (a slot over one mark) or the window bands of the bottom disc (their titles beside)")
    label: str = Field("", max_length=20, description="printed across the window, to say it is cut out")
    badge: int | None = Field(None, ge=1, le=9, description="the step that reads or sets it, in a dark disc")
    shows: str = Field("", max_length=160, description="the slot: what the player swings it over, for the procedure "
                       "the kind writes: 'Swing the <arm> until its small window shows <shows>, between the two "
                       "arrows.'")


class Arm(Sourced):
    name: str = Field(max_length=30)
    windows: list[ArmWindow] = Field(min_length=2, max_length=2)


class SheetPage(Model):
    label: str = Field(max_length=60)
    parts: list[str] = Field(min_length=1, max_length=4, description="disc names, the arm's, `assembly` or `rule`")


class Disc(Sourced):
    name: str = Field(max_length=30)
    radius: Length | None = Field(None, description="left out on a disc with bands: as large as the innermost "
                                  "band of the disc below")
    rings: list[Ring] = Field(default_factory=list, max_length=8)
    windows: list[Window] = Field(default_factory=list, max_length=8)
    pointer: bool | Pointer = False
    bands: list[Band] = Field(default_factory=list, max_length=8)
    centre: str = Field("", max_length=30, description="words round the pivot")
    tab: Tab | None = None

    @model_validator(mode="after")
    def _inside(self) -> "Disc":
        if self.radius is None:
            if self.rings or self.windows:
                raise ValueError("a disc with rings or windows gives its radius")
            return self
        for ring in self.rings:
            if not 4.0 < ring.radius < self.radius - 2.0:
                raise ValueError(f"ring {ring.label or ring.marks[0]!r} at {ring.radius:g} mm is not inside the disc "
                                 f"(4 mm from the pivot to {self.radius - 2.0:g} mm)")
        for window in self.windows:
            if window.outer > self.radius - 1.5:
                raise ValueError(f"a window reaching {window.outer:g} mm would cut the disc's edge "
                                 f"({self.radius:g} mm): end it by {self.radius - 1.5:g} mm")
        return self


class VolvelleSheet(SheetHead):
    kind: Literal["volvelle"] = "volvelle"
    discs: list[Disc] = Field(min_length=2, max_length=8)
    steps: int = Field(60, ge=8, le=120, description="steps in a full turn: how much room a band's mark has (on an "
                       "adding volvelle the least: more when the totals need them)")
    arm: Arm | None = None
    assembly: list[Paragraph] = Field(default_factory=list, max_length=12, description=(
        "how to put the parts together: printed with a side view of the stack where a page names `assembly` "
        "(left out there: the kind writes how to cut out, pierce, stack and pin the parts)"))
    rule: HexRule | None = None
    pages: list[SheetPage] = Field(default_factory=list, max_length=6, description=(
        "the parts each page holds; without it the discs are flowed down the pages"))

    @property
    def assembled(self) -> bool:
        return bool(self.pages)

    @property
    def adding(self) -> bool:
        """Whether its bands add up (`adds`): the kind works out where their marks and the pointers stand."""
        return any(b.adds for d in self.discs for b in d.bands)

    @property
    def marks(self) -> bool:
        words = [line for d in self.discs for b in d.bands for m in b.marks for line in m.lines]
        words += [values for d in self.discs if d.tab for _, values in d.tab.legend]
        return any(MARK in w for w in words)

    @model_validator(mode="after")
    def _stacked(self) -> "VolvelleSheet":
        if self.assembled:
            return self._parts_named()
        for disc in self.discs:
            if disc.bands or disc.radius is None:
                raise ValueError(f"disc {disc.name!r}: bands and a radius left out need the sheet's `pages`")
        for lower, upper in zip(self.discs, self.discs[1:]):
            if not upper.radius < lower.radius:
                raise ValueError(f"disc {upper.name!r} ({upper.radius:g} mm) must be smaller than {lower.name!r} "
                                 f"({lower.radius:g} mm) under it")
        return self  # whether the marks fit their rings and the discs the paper: problems.py

    def _parts_named(self) -> "VolvelleSheet":
        if self.discs[0].radius is None or not all(d.bands for d in self.discs):
            raise ValueError("on pages, the bottom disc gives its radius and every disc has bands")
        names = [d.name for d in self.discs] + ([self.arm.name] if self.arm else [])
        known = set(names) | {"assembly", "rule"}
        for page in self.pages:
            for part in page.parts:
                if part not in known:
                    raise ValueError(f"page {page.label!r}: no part is named {part!r} (the parts: {', '.join(known)})")
        discs = {d.name for d in self.discs}
        for page in self.pages:
            on = [p for p in page.parts if p in discs]
            if len(on) > 2 or ("assembly" in page.parts and len(on) != 2):
                raise ValueError(f"page {page.label!r}: a page holds one or two discs, and the assembly notes go "
                                 "beside two")
            if "rule" in page.parts and self.rule is None:
                raise ValueError(f"page {page.label!r} holds the rule, and the sheet gives no `rule`")
        placed = [p for page in self.pages for p in page.parts]
        if (self.assembly and "assembly" not in placed) or bool(self.rule) != ("rule" in placed):
            raise ValueError("the assembly notes and the rule are each given and on a page, or neither (a page "
                             "naming `assembly` without notes given gets the kind's)")
        missing = [n for n in names if n not in placed]
        if missing:
            raise ValueError(f"{', '.join(missing)} on no page")
        if self.arm is None:
            raise ValueError("a volvelle on pages has an arm on top")
        for disc in self.discs[1:]:
            if len(disc.bands) != 1 or disc.bands[0].read != "tick" or not isinstance(disc.pointer, Pointer):
                raise ValueError(f"disc {disc.name!r}: a disc above the bottom one carries one tick band and a "
                                 "pointer (`pointer: {at: ..., label: ...}`)")
        slot = [self.discs[-1].bands[0].name]
        seen = [b.name for b in self.discs[0].bands if b.read == "window"]
        if sorted(w.bands for w in self.arm.windows) != sorted([slot, seen]) or not seen:
            raise ValueError(f"the arm has a slot over the top disc's band ({slot[0]!r}) and a window over the bottom "
                             f"disc's window bands ({', '.join(seen) or 'it has none'})")
        prompts = [isinstance(d.pointer, Pointer) and d.pointer.points_at for d in self.discs[1:]]
        prompts += [w.shows for w in self.arm.windows if w.bands == slot]
        if any(w.shows for w in self.arm.windows if w.bands != slot) or \
                (any(prompts) and not (all(prompts) and self.discs[0].tab)):
            raise ValueError("the procedure the kind writes on the bottom disc's tab needs every pointer's `points_at` "
                             "and the slot's `shows` (the large window shows nothing to set), and the tab")
        return self._adds_up() if self.adding else self._placed()

    def _placed(self) -> "VolvelleSheet":
        for disc in self.discs:
            if any(m.at is None for b in disc.bands for m in b.marks) or \
                    (isinstance(disc.pointer, Pointer) and disc.pointer.at is None):
                raise ValueError(f"disc {disc.name!r}: every mark and pointer gives its angle (`at`), or every band "
                                 "says what it `adds` (an adding volvelle)")
        return self

    def _adds_up(self) -> "VolvelleSheet":
        for disc in self.discs:
            for band in disc.bands:
                read, want = (("through the window", ("total",)) if band.read == "window" else
                              ("by a pointer", ("plus", "minus")))
                if band.adds not in want:
                    raise ValueError(f"disc {disc.name!r}, band {band.name!r}: on an adding volvelle a band read "
                                     f"{read} adds {' or '.join(want)}")
                if any(m.value is None for m in band.marks):
                    raise ValueError(f"disc {disc.name!r}, band {band.name!r}: on an adding volvelle every mark gives "
                                     "its `value`, and the kind works out its angle")
            if isinstance(disc.pointer, Pointer) and disc.pointer.at is not None:
                raise ValueError(f"disc {disc.name!r}: an adding volvelle works out where its pointers stand: leave "
                                 "out the pointer's `at`")
        return self
