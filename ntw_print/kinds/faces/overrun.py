"""Where a face's words and art overrun the room its template gives them (pure geometry, mm).

Three overruns, each measured in mm: a box of text or art reaching outside the face, words too
long for their box at their smallest size, and words crossing the edge of a shape drawn on the
face (a name over a token's rim). `reported` gathers them by the template's box and the face's
size, so that a counter made too small is one fault at the box that overruns, naming the row that
overruns most and the smallest face that holds every row, not one fault per row of the table.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable

from ...print.layout.sheet import Box
from ...print.layout.text import Measure
from .layout import Content, Placed, SetText, box_named, face_boxes, ink_boxes, text_need, template_chain
from .schema import NONE, Templates, fill_in

EDGE_MM = 0.01  # rounding, when a box is measured to the face's edge
CROSSING_MM = 0.2  # words may touch a shape's edge this far (a letter's side bearing is about as wide)
FACE_STEP_MM = 0.1  # the smallest face is given to this
SHAPES = {"rect": "a rectangle", "ellipse": "an ellipse"}
PLACE = ("x", "y", "width", "height", "anchor")

Fits = Callable[[float, float], bool]  # whether a face of this width and height holds what overran


@dataclass(frozen=True)
class Overrun:
    kind: str  # what overruns: outside, words, or crossing:<the shape's box>
    path: tuple  # where the template writes the box (or its words)
    box: str
    face: tuple[float, float]
    where: tuple | None  # the row's path; None: every row alike (the box's place)
    label: str  # the row's name
    amount: float  # mm past the room
    what: str  # what overruns and where to, for this row
    fits: Fits | None = None  # None: no face size cures it


def outside(templates: Templates, name: str, width: float, height: float) -> list[Overrun]:
    """Boxes of text or art of the template reaching outside a face of this size (only a shape may run
    into the bleed): the same for every row, so given once, at the box."""
    found = []
    for placed in face_boxes(templates, name, width, height):
        amount = _past_face(placed.box, width, height)
        if (placed.content.text or placed.content.symbol or placed.content.picture) and amount > EDGE_MM:
            found.append(Overrun("outside", box_path(templates, name, placed.name), placed.name, (width, height),
                                 None, "", amount, f"reaches {amount:.1f} mm outside the {width:g} x {height:g} mm "
                                                   "face (only a shape may run into the bleed)",
                                 _box_inside(templates, name, placed.name)))
    return found


def words_overrun(templates: Templates, name: str, placed: Placed, words: str, face: tuple[float, float],
                  where: tuple | None, label: str, measure: Measure, shown: str = "") -> Overrun:
    """Words too long for their box at its smallest size: by how much, and what would hold them (`where`
    None: the same words on every row; `shown`: how the message names them, by default quoted)."""
    box, content = placed.box, placed.content
    wide, tall = text_need(words, box, content, measure)
    amount = max(wide - box.width, tall - box.height)

    def fits(width: float, height: float) -> bool:
        grown = _named(face_boxes(templates, name, width, height), placed.name)
        need = text_need(words, grown.box, grown.content, measure)
        return need[0] <= grown.box.width + 1e-6 and need[1] <= grown.box.height + 1e-6

    named = shown or f"'{words}'"
    return Overrun("words", text_path(templates, name, placed.name), placed.name, face, where, label, amount,
                   f"{named} needs {wide:.1f} x {tall:.1f} mm at {content.min_size:g} pt, the smallest size allowed: "
                   f"{amount:.1f} mm more than its {box.width:.1f} x {box.height:.1f} mm box", fits)


def crossings(templates: Templates, name: str, boxes: list[Placed], laid: dict[str, SetText], values: dict,
              face: tuple[float, float], where: tuple, label: str, measure: Measure, ground: str) -> list[Overrun]:
    """Words of the face (`laid`: each text box's, as set in it) that cross the edge of a shape drawn on
    it (a name over a token's rim): the words must stand inside the shape or clear of it. `ground` is
    the face's colour: a shape filled with it and not outlined shows no edge."""
    shapes = [(p, _edge(p.content, values, ground)) for p in boxes]
    shapes = [(p, edge) for p, edge in shapes if edge is not None]
    found = []
    for placed in boxes:
        if placed.name not in laid or not shapes:
            continue
        words = fill_in(placed.content.text, values)
        lines = ink_boxes(laid[placed.name], measure)
        for shape, (edge, half) in shapes:
            depth = max((_crossing(line, shape.box, shape.content.shape, half) for line in lines), default=0.0)
            if depth > CROSSING_MM:
                found.append(Overrun(f"crossing:{shape.name}", text_path(templates, name, placed.name), placed.name,
                                     face, where, label, depth,
                                     f"'{words}' crosses the {edge} of box '{shape.name}' "
                                     f"({SHAPES[shape.content.shape]}) by {depth:.1f} mm: keep the words inside it "
                                     "or clear of it"))
    return found


def reported(overruns: list[Overrun], largest: Callable[[float, float], float]) -> list[tuple[tuple, str]]:
    """One fault per template box, face size and kind of overrun: at the row when one row alone
    overruns, else at the box, with the row that overruns most; and the smallest face (of the same
    proportions, up to `largest(width, height)` times as big) that holds every row, when one does."""
    groups: dict[tuple, list[Overrun]] = {}
    for overrun in overruns:
        groups.setdefault((overrun.kind, overrun.path, overrun.face), []).append(overrun)
    found = []
    for group in groups.values():
        worst = max(group, key=lambda o: o.amount)
        rows = {o.where for o in group}
        smallest = _smallest_face(group, largest(*worst.face))
        if len(rows) == 1 and worst.where is not None:
            found.append((worst.where, f"{worst.label}: box '{worst.box}': {worst.what}{smallest}"))
        elif worst.where is None:
            joined = ": " if worst.kind == "words" else " "  # box 'x': 'WORDS' needs ...; box 'x' reaches ...
            found.append((worst.path, f"box '{worst.box}'{joined}{worst.what}{smallest}"))
        else:
            found.append((worst.path, f"box '{worst.box}', {len(rows)} rows overrun; the most, row "
                                      f"{worst.where[-1] + 1} ({worst.label}): {worst.what}{smallest}"))
    return found


def _smallest_face(group: list[Overrun], most: float) -> str:
    """`; a face of at least 15.2 x 15.2 mm holds it` (every row of the group), or what to change."""
    if any(o.fits is None for o in group):
        return ""
    width, height = group[0].face

    def holds(scale: float) -> bool:
        return all(o.fits(width * scale, height * scale) for o in group)

    if most <= 1 or not holds(most):
        return "; no face of these proportions that fits a page holds it: change the box"
    low, high = 1.0, most
    while (high - low) * width > FACE_STEP_MM / 4:
        middle = (low + high) / 2
        low, high = (low, middle) if holds(middle) else (middle, high)
    fit = math.ceil(round(width * low / FACE_STEP_MM, 6)) * FACE_STEP_MM
    while not holds(fit / width):
        fit += FACE_STEP_MM
    rows = {o.where for o in group}
    held = "every row's words" if len(rows) > 1 else "its words" if group[0].where is not None else "it"
    return f"; a face of at least {fit:.1f} x {height * fit / width:.1f} mm holds {held}"


def box_path(templates: Templates, name: str, box: str) -> tuple:
    """Where the box is placed: the nearest template (`name` or one it extends) whose box gives its
    place or size, else the nearest that has the box."""
    chain = list(reversed(template_chain(templates, name)))
    box = box_named(box)
    for owner in chain:
        spec = templates[owner].boxes.get(box)
        if spec is not None and any(getattr(spec, key) is not None for key in PLACE):
            return ("templates", owner, "boxes", box)
    return next((("templates", owner, "boxes", box) for owner in chain if box in templates[owner].boxes),
                ("templates", name))


def text_path(templates: Templates, name: str, box: str) -> tuple:
    """Where the box's words are written: the nearest template whose box gives `text`."""
    box = box_named(box)
    for owner in reversed(template_chain(templates, name)):
        spec = templates[owner].boxes.get(box)
        if spec is not None and spec.text is not None:
            return ("templates", owner, "boxes", box, "text")
    return box_path(templates, name, box)


def _named(boxes: list[Placed], name: str) -> Placed:
    return next(p for p in boxes if p.name == name)


def _box_inside(templates: Templates, name: str, box: str) -> Fits:
    def fits(width: float, height: float) -> bool:
        return _past_face(_named(face_boxes(templates, name, width, height), box).box, width, height) <= EDGE_MM
    return fits


def _past_face(box: Box, width: float, height: float) -> float:
    return max(-box.x, -box.y, box.right - width, box.top - height, 0.0)


def _edge(content: Content, values: dict, ground: str) -> tuple[str, float] | None:
    """The edge a shape shows ('outline' or 'edge') and how far its ink reaches either side of it;
    None when it shows none."""
    stroke = fill_in(content.stroke, values) if content.stroke else NONE
    if stroke != NONE:
        return "outline", content.stroke_width / 2
    fill = fill_in(content.fill, values) if content.fill else NONE
    return ("edge", 0.0) if fill not in (NONE, ground) else None


def _crossing(line: Box, shape: Box, kind: str, half: float) -> float:
    """How far a line of words crosses the edge of a shape: the least it must move to stand wholly
    inside the shape's edge (and its ink) or wholly clear of it; 0 when it does already."""
    if kind == "ellipse":
        return min(_out_of_ellipse(line, shape.grow(-half)), _into_ellipse(line, shape.grow(half)))
    inner, outer = shape.grow(-half), shape.grow(half)
    out = max(inner.x - line.x, line.right - inner.right, inner.y - line.y, line.top - inner.top, 0.0)
    into = max(min(line.right - outer.x, outer.right - line.x, line.top - outer.y, outer.top - line.y), 0.0)
    return min(out, into)


def _ellipse_reach(box: Box, x: float, y: float) -> tuple[float, float]:
    """How far the point (x, y) is from the ellipse's centre, and how far its edge is in that direction."""
    cx, cy, a, b = box.x + box.width / 2, box.y + box.height / 2, box.width / 2, box.height / 2
    dx, dy = x - cx, y - cy
    distance = math.hypot(dx, dy)
    if distance == 0 or a <= 0 or b <= 0:
        return distance, max(a, b, 0.0)
    return distance, distance / math.sqrt((dx / a) ** 2 + (dy / b) ** 2)


def _out_of_ellipse(line: Box, ellipse: Box) -> float:
    """How far the line's farthest corner stands outside the ellipse."""
    corners = [(x, y) for x in (line.x, line.right) for y in (line.y, line.top)]
    return max(max(d - edge, 0.0) for d, edge in (_ellipse_reach(ellipse, x, y) for x, y in corners))


def _into_ellipse(line: Box, ellipse: Box) -> float:
    """How far the line's nearest point to the ellipse's centre stands inside the ellipse."""
    cx, cy = ellipse.x + ellipse.width / 2, ellipse.y + ellipse.height / 2
    x, y = min(max(cx, line.x), line.right), min(max(cy, line.y), line.top)
    distance, edge = _ellipse_reach(ellipse, x, y)
    return max(edge - distance, 0.0)
