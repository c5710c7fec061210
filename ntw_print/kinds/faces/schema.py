"""Face templates in data: named boxes of text, shapes and art, that may extend one another.

A template is a set of named boxes measured from the top-left corner of the face's trim:

    templates:
      counter:
        background: "{colour}"          # the face's colour, running into the bleed
        boxes:
          strength: {x: 10%, y: 60%, width: 35%, height: 30%, text: "{strength}", size: 11, bold: true}
          movement: {extends: strength, x: +=45%, text: "{movement}"}
      counter-reduced:
        extends: counter                # every box of `counter`, and these changes
        boxes:
          strength: {colour: "#c8102e"}

A coordinate or size is a length ("12mm", "0.5in", "9pt"), a share of the face ("50%": of its
width for x and width, of its height for y and height), or a change to the value the box
extends: "+=2mm", "-=10%". A box that names a box of its own template, or of the template its
template extends, in `extends:` starts from that box's values; a box with the name of one in the
parent template changes that box (keeping its place in the drawing order; new boxes are drawn after
the inherited ones, unless a lower `layer` puts them beneath). `{field}` in text, colours, symbols and pictures is the value
of that field of the row being printed.

A box may be repeated: `repeat: [{count: 5, y: 12mm}]` draws it five times, each 12 mm below the
one before; a second step repeats each of those (`[{count: 5, y: 12mm}, {count: 8, x: 9mm}]`, a
table), and `[{rings: 2}]` draws a hexagon's neighbours ring by ring around it. In a copy's
`{field}`s each `#` is its number, counting from 1 (`{attack#}` reads `attack1`, `attack2`, ...),
and its name is the box's with its numbers (`attack[2]`, `ammo[2,5]`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Annotated, Literal

from pydantic import BeforeValidator, Field, WithJsonSchema, model_validator

from ...core.lengths import parse_length
from ...core.numbers import number_text
from ...core.model.choice import exactly_one
from ...core.model.common import PATTERN_WORDS, Model, Sourced  # noqa: F401 - the kinds of pieces and cards take it from here

FIELD = re.compile(r"\{((?:mark:)?[A-Za-z0-9_#-]+)\}")  # {title}, {mark:title} (the designer mark of a value);
# a repeated box's `#` stands for the number of its copy ({attack#} reads attack1, attack2, ...)
_COORD = re.compile(r"^\s*(\+=|-=)?\s*(\d+(?:\.\d+)?)\s*(%|mm|cm|in|pt)\s*$")
_COLOUR = r"^(#[0-9a-fA-F]{6}|\{[A-Za-z0-9_#-]+\}|none)$"
NONE = "none"  # a fill or stroke a box turns off

Anchor = Literal["top-left", "top", "top-right", "left", "centre", "right", "bottom-left", "bottom",
                 "bottom-right"]


@dataclass(frozen=True)
class Coord:
    """One coordinate as written: set (`op` "=") or changed ("+", "-") by mm or by a share of the face."""

    op: str
    mm: float = 0.0
    share: float = 0.0  # of the face's width (x, width) or height (y, height), 1.0 = all of it

    def value(self, face: float, base: float) -> float:
        """The coordinate in mm on a face `face` mm across, changing `base` (the extended value)."""
        amount = self.mm + self.share * face
        return {"=": amount, "+": base + amount, "-": base - amount}[self.op]


def parse_coord(value: object) -> Coord:
    if isinstance(value, Coord):
        return value
    match = _COORD.match(value) if isinstance(value, str) else None
    if not match:
        raise ValueError(f"expected a length or share such as '12mm', '0.5in', '50%', '+=2mm' or '-=10%', "
                         f"got {value!r}")
    op, number, unit = match.groups()
    sign = {"+=": "+", "-=": "-", None: "="}[op]
    if unit == "%":
        return Coord(sign, share=float(number) / 100)
    return Coord(sign, mm=parse_length(f"{number}{unit}"))


Position = Annotated[Coord, BeforeValidator(parse_coord), WithJsonSchema({
    "type": "string", "pattern": _COORD.pattern, "examples": ["12mm", "50%", "+=2mm"]})]
ColourRef = Annotated[str, Field(pattern=_COLOUR, description="#rrggbb, {field}, or none (fill and stroke)")]
PATTERN_WORDS[_COLOUR] = "expected a colour as #rrggbb (such as '#3b7dd8'), a {field} of the row, or none"
TypeSize = Annotated[float, Field(ge=3, le=96, description="type size in points")]


class Repeat(Model):
    """Copies of a box: `count` of them a step apart (`x` right, `y` down), or a target hex and `rings`
    of hexes around it (each the box's size: its height across the flats)."""

    count: Annotated[int, Field(ge=1, le=99)] | None = None
    x: Position | None = Field(None, description="how far right each copy stands from the one before")
    y: Position | None = Field(None, description="how far down each copy stands from the one before")
    rings: Annotated[int, Field(ge=1, le=6)] | None = Field(None, description="hexes around the first, ring by ring")

    @model_validator(mode="after")
    def _one_way(self) -> "Repeat":
        exactly_one(self, "count", "rings", what="a repeat gives", notes={"count": "with a step x or y"})
        return self


class BoxSpec(Model):
    """One named box. Every value is optional so that a box can change only what it must."""

    extends: str | None = Field(None, description="the box this one starts from")
    x: Position | None = None
    y: Position | None = None
    width: Position | None = None
    height: Position | None = None
    anchor: Anchor | None = Field(None, description="which point of the box x and y place (default top-left)")
    cell: Annotated[int, Field(ge=0, le=19)] | None = Field(
        None, description="on a piece cut as hexes: the hex (0 the anchor, in the order of its `hexes`) whose box "
        "x, y, width and height are measured in; a piece with fewer hexes does not draw the box")
    layer: Annotated[int, Field(ge=-9, le=9)] | None = Field(
        None, description="boxes are drawn by layer (default 0), then in order: -1 goes under the rest")
    text: str | None = Field(None, description="words to print; {field} is the row's value")
    size: TypeSize | None = None
    min_size: TypeSize | None = Field(None, description="the smallest size text may shrink to, to fit")
    bold: bool | None = None
    align: Literal["left", "centre", "right"] | None = None
    valign: Literal["top", "middle", "bottom"] | None = None
    wrap: bool | None = Field(None, description="break the text into lines to fit the box")
    wrap_at: TypeSize | None = Field(None, description="with wrap: the text first shrinks on one line down to this "
                                     "size, and breaks into lines of this size (or smaller) only below it")
    colour: ColourRef | None = Field(None, description="colour of the text, and of a pictogram (symbol: tree)")
    shape: Literal["rect", "ellipse", "hexagon"] | None = Field(None, description="a hexagon is flat-topped, "
                                                                     "its corners on the box's sides")
    fill: ColourRef | None = None
    stroke: ColourRef | None = None
    stroke_width: Annotated[float, Field(gt=0, le=5)] | None = Field(None, description="in mm")
    radius: Annotated[float, Field(ge=0, le=20)] | None = Field(None, description="corner radius in mm")
    dash: Annotated[tuple[Annotated[float, Field(gt=0, le=20)], Annotated[float, Field(gt=0, le=20)]], Field()] | None \
        = Field(None, description="a dashed stroke: mm of line, then mm of gap")
    symbol: str | None = Field(None, description=(
        "an SVG of the game's symbols/ folder by name, one of ntw-print's pictograms (tree; drawn in the "
        "box's colour), or a NATO unit symbol by code (nato:infantry; docs/symbols.md)"))
    picture: str | None = Field(None, description="a PNG or JPEG of the game's pictures/ folder, by file name")
    repeat: list[Repeat] | None = Field(None, max_length=2, description=(
        "copies of the box (a second step repeats each copy of the first: a table of rows and columns); "
        "`#` in a {field} is the copy's number, the first step's first ({ammo#_#})"))


class Template(Model):
    extends: str | None = Field(None, description="the template whose boxes this one starts from")
    background: ColourRef | None = Field(None, description="the face's colour, into the bleed (default white)")
    cut_line: ColourRef | None = Field(None, description="on a piece cut as hexes: the colour of its outline "
                                       "and of the dashed seams between its hexes (default the grey cut guide)")
    boxes: dict[str, BoxSpec] = Field(default_factory=dict)


Templates = dict[str, Template]


class FaceTemplates(Model):
    """A file of face templates that a game's own code fills in with the rows it derives (New Techno War's
    markers and terrain pieces: templates/marker-face.yaml, templates/piece-face.yaml)."""

    templates: Templates


def fields_named(text: str | None) -> set[str]:
    return set(FIELD.findall(text or ""))


def fill_in(text: str, values: dict) -> str:
    """`text` with each {field} replaced by the row's value, as it is printed."""
    return FIELD.sub(lambda m: printed(values[m.group(1)]), text)


def printed(value: object) -> str:
    """How a row's value reads on a face: whole numbers without a decimal point."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float):
        return number_text(value)
    return str(value)
