"""Face templates resolved into concrete boxes, and text and art placed in them (pure geometry, mm).

`extends` is resolved into a chain of box specs, oldest first; folding the chain on a face of a
given size gives each box's place (origin at the face's bottom-left trim corner) and its content.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, fields, replace

from ...core.errors import LayoutError
from ...grids.hex import Hex, Layout, ring
from ...print.layout.display import Words
from ...print.layout.sheet import Box
from ...core.geometry import MM_PER_PT as PT_IN_MM
from ...print.layout.text import CAP_HEIGHT, Measure, wrap
from ...core.marks import MARK
from .items import COPY, FaceCall
from .schema import FIELD, NONE, BoxSpec, Templates, fill_in

LEADING = 1.2  # line pitch, of the type size
SIZE_STEP = 0.25  # points, when shrinking wrapped text to fit
INK = "#1a1a1a"
WHITE = "#ffffff"
CUT_GUIDE = "#9a9a9a"  # the cut line around a round token, and a hex piece's by default
GEOMETRY = ("x", "y", "width", "height")
NUMBERED = ("text", "colour", "fill", "stroke", "symbol", "picture")  # what a repeated box's `#` numbers
ANCHORS = {  # share of the box's width and height between its top-left corner and the anchor
    "top-left": (0, 0), "top": (0.5, 0), "top-right": (1, 0), "left": (0, 0.5), "centre": (0.5, 0.5),
    "right": (1, 0.5), "bottom-left": (0, 1), "bottom": (0.5, 1), "bottom-right": (1, 1),
}
DEFAULTS = {"anchor": "top-left", "layer": 0, "size": 10.0, "min_size": 6.0, "bold": False, "align": "centre",
            "valign": "middle", "wrap": False, "colour": INK, "shape": "rect", "stroke_width": 0.3,
            "radius": 0.0}


class TemplateError(ValueError):
    """A template names a template or box that does not exist, or extends itself in a ring."""


@dataclass(frozen=True)
class Content:
    """Everything a box shows, its chain folded and defaults filled in ({field}s still unfilled)."""

    anchor: str
    layer: int
    text: str | None
    size: float
    min_size: float
    bold: bool
    align: str
    valign: str
    wrap: bool
    wrap_at: float | None
    colour: str
    shape: str
    fill: str | None
    stroke: str | None
    stroke_width: float
    radius: float
    dash: tuple[float, float] | None
    symbol: str | None
    picture: str | None


@dataclass(frozen=True)
class Placed:
    name: str
    box: Box  # mm from the face's bottom-left trim corner
    content: Content


def template_chain(templates: Templates, name: str, trail: tuple[str, ...] = ()) -> list[str]:
    """The template and those it extends, the oldest first."""
    if name not in templates:
        raise TemplateError(f"no template '{name}' (templates: {', '.join(sorted(templates))})")
    if name in trail:
        raise TemplateError(f"templates extend each other in a ring: {' -> '.join(trail + (name,))}")
    parent = templates[name].extends
    return (template_chain(templates, parent, trail + (name,)) if parent else []) + [name]


def background(templates: Templates, name: str) -> str:
    """The face's background colour (a {field} still unfilled): the nearest template in the chain that
    gives one, white when none does."""
    return _nearest(templates, name, "background") or WHITE


def cut_line(templates: Templates, name: str) -> str:
    """The colour of a hex piece's cut line and seams (a {field} still unfilled), the grey cut guide when
    no template in the chain gives one."""
    return _nearest(templates, name, "cut_line") or CUT_GUIDE


def _nearest(templates: Templates, name: str, field: str) -> str | None:
    given = [getattr(templates[t], field) for t in template_chain(templates, name) if getattr(templates[t], field)]
    return given[-1] if given else None


def face_texts(templates: Templates, name: str, boxes: list["Placed"]) -> list[str]:
    """Everything of a face that may read a {field}: its background, and each box's words, colours and art."""
    return [background(templates, name)] + [t for p in boxes for t in (
        p.content.text, p.content.colour, p.content.fill, p.content.stroke, p.content.symbol, p.content.picture) if t]


def prints_copy(templates: Templates, name: str) -> bool:
    """Whether the template reads {copy}: each copy of a row is then a face of its own."""
    return any(COPY in FIELD.findall(t) for t in face_texts(templates, name, face_boxes(templates, name, 10.0, 10.0)))


def prints_mark(templates: Templates, call: FaceCall) -> bool:
    """Whether the face, filled in with its values, prints the designer mark."""
    boxes = face_boxes(templates, call.template, 10.0, 10.0)
    return any(MARK in fill_in(p.content.text, call.values) for p in boxes if p.content.text)


def box_chains(templates: Templates, name: str) -> dict[str, tuple[BoxSpec, ...]]:
    """Each box of the template, in drawing order, as the chain of specs that make it."""
    template_chain(templates, name)  # the templates it extends exist and make no ring
    template = templates[name]
    inherited = box_chains(templates, template.extends) if template.extends else {}
    chains = dict(inherited)
    done: dict[str, tuple[BoxSpec, ...]] = {}

    def chain(box: str, trail: tuple[str, ...]) -> tuple[BoxSpec, ...]:
        if box in done:
            return done[box]
        spec = template.boxes.get(box)
        if spec is None:
            if box not in inherited:
                raise TemplateError(f"template '{name}': no box '{box}' to extend "
                                    f"(boxes: {', '.join(sorted(set(template.boxes) | set(inherited)))})")
            return inherited[box]
        if box in trail:
            raise TemplateError(f"template '{name}': boxes extend each other in a ring: "
                                f"{' -> '.join(trail + (box,))}")
        if spec.extends == box:  # the parent template's box of the same name
            base = chain_of_parent(box)
        elif spec.extends:
            base = chain(spec.extends, trail + (box,))
        else:
            base = inherited.get(box, ())
        done[box] = base + (spec,)
        return done[box]

    def chain_of_parent(box: str) -> tuple[BoxSpec, ...]:
        if box not in inherited:
            raise TemplateError(f"template '{name}': box '{box}' extends itself, but no parent template has it")
        return inherited[box]

    for box in template.boxes:
        chains[box] = chain(box, ())
    return chains


def fold(chain: tuple[BoxSpec, ...], width: float, height: float) -> tuple[Box, Content]:
    """The box on a face `width` x `height` mm, and what it shows, from its chain of specs."""
    geometry = {"x": 0.0, "y": 0.0, "width": width, "height": height}
    across = {"x": width, "width": width, "y": height, "height": height}
    values = dict(DEFAULTS)
    for spec in chain:
        for field in fields(Content):
            value = getattr(spec, field.name)
            if value is not None:
                values[field.name] = None if value == NONE and field.name in ("fill", "stroke") else value
        for key in GEOMETRY:
            coord = getattr(spec, key)
            if coord is not None:
                geometry[key] = coord.value(across[key], geometry[key])
    content = Content(**{f.name: values.get(f.name) for f in fields(Content)})
    content = _capped(content)
    share_x, share_y = ANCHORS[content.anchor]
    left = geometry["x"] - share_x * geometry["width"]
    top = geometry["y"] - share_y * geometry["height"]
    return Box(left, height - top - geometry["height"], geometry["width"], geometry["height"]), content


def _capped(content: Content) -> Content:
    """A minimum size above the size is the size."""
    if content.min_size > content.size:
        return replace(content, min_size=content.size)
    return content


def face_boxes(templates: Templates, name: str, width: float, height: float,
               cells: tuple[Box, ...] | None = None) -> list[Placed]:
    """Every box of template `name` on a face of this size, in drawing order (layer, then order); a box
    on a hex (`cell`) measured in that hex's box of `cells` (on the whole face when none are given).
    Worked out once per templates, template, size and cells (a sheet has hundreds of faces of a few kinds)."""
    key = (id(templates), name, width, height, cells)
    known = _BOXES.get(key)
    if known is None or known[0] is not templates:
        placed = []
        for box, chain in box_chains(templates, name).items():
            cell = next((spec.cell for spec in reversed(chain) if spec.cell is not None), None)
            frame = Box(0.0, 0.0, width, height) if cell is None or cells is None else \
                cells[cell] if cell < len(cells) else None
            if frame is not None:
                where, content = fold(chain, frame.width, frame.height)
                placed += _copies(box, chain, shifted(where, frame), content, frame.width, frame.height)
        if len(_BOXES) > 1000:
            _BOXES.clear()
        known = _BOXES[key] = (templates, sorted(placed, key=lambda p: p.content.layer))
    return list(known[1])


_BOXES: dict[tuple, tuple[Templates, list[Placed]]] = {}  # keeps its templates, so an id is not reused


def _copies(name: str, chain: tuple[BoxSpec, ...], box: Box, content: Content, width: float,
            height: float) -> list[Placed]:
    """The box, or its copies where its chain repeats it: each moved by its steps, its name and its
    {field}s numbered."""
    steps = next((spec.repeat for spec in reversed(chain) if spec.repeat is not None), None)
    if not steps:
        return [Placed(name, box, content)]
    places: list[tuple[tuple[int, ...], float, float]] = [((), 0.0, 0.0)]
    for step in steps:
        offsets = _hex_offsets(step.rings, box.height) if step.rings else [
            (n * (step.x.value(width, 0.0) if step.x else 0.0), n * (step.y.value(height, 0.0) if step.y else 0.0))
            for n in range(step.count or 1)]
        places = [(numbers + (n,), x + dx, y + dy) for numbers, x, y in places
                  for n, (dx, dy) in enumerate(offsets, start=1)]
    return [Placed(f"{name}[{','.join(map(str, numbers))}]", Box(box.x + dx, box.y - dy, box.width, box.height),
                   _numbered(content, numbers)) for numbers, dx, dy in places]


def _hex_offsets(rings: int, across_flats: float) -> list[tuple[float, float]]:
    """A hex and `rings` rings around it (flat-topped, `across_flats` mm), each centre's offset (right, down)."""
    layout = Layout.flat_from_flat_to_flat(across_flats)
    hexes = [Hex(0, 0, 0)] + [h for radius in range(1, rings + 1) for h in ring(Hex(0, 0, 0), radius)]
    return [layout.hex_to_point(h) for h in hexes]


def _numbered(content: Content, numbers: tuple[int, ...]) -> Content:
    """The copy's content: each `#` of a {field} its number, the first step's first."""
    def field(match: re.Match) -> str:
        name = match.group(1)
        for number in numbers:
            name = name.replace("#", str(number), 1)
        return "{" + name + "}"
    return replace(content, **{key: FIELD.sub(field, getattr(content, key)) for key in NUMBERED
                               if getattr(content, key)})


def box_named(name: str) -> str:
    """The template's box a placed box comes from: `attack` for its copy `attack[2]`."""
    return name.partition("[")[0]


def shifted(box: Box, by: Box) -> Box:
    """A face box moved onto the face whose trim is `by`."""
    return Box(by.x + box.x, by.y + box.y, box.width, box.height)


@dataclass(frozen=True)
class SetText:
    lines: tuple[Words, ...]  # in the box's colour: the face fills it in
    size: float


def set_text(words: str, box: Box, content: Content, measure: Measure, where: str) -> SetText:
    """Lines of `words` in `box`, at the largest size from `content.size` down to its minimum at
    which they fit; LayoutError (naming `where`) when even the minimum does not fit."""
    size = content.size
    if not words.strip():
        return SetText((), size)
    if content.wrap and content.wrap_at is not None and content.wrap_at < size:  # one line, shrinking, first
        try:
            return set_text(words, box, replace(content, wrap=False, min_size=content.wrap_at), measure, where)
        except LayoutError:
            size = content.wrap_at
    while True:
        lines = _lines(words, box.width, size, content, measure)
        wide, tall = _extent(lines, size, content, measure)
        if wide <= box.width + 1e-6 and tall <= box.height + 1e-6:
            return SetText(tuple(_placed_lines(lines, box, size, content)), size)
        smaller = size - SIZE_STEP if content.wrap else min(size * box.width / wide, size * box.height / tall)
        if smaller < content.min_size - 1e-6:
            raise LayoutError(f"{where}: '{words}' does not fit its {box.width:.1f} x {box.height:.1f} mm box "
                              f"at {content.min_size:g} pt, the smallest size allowed")
        size = max(smaller, content.min_size) if content.wrap else smaller


def text_need(words: str, box: Box, content: Content, measure: Measure) -> tuple[float, float]:
    """The width and height (mm) `words` take in `box` at the smallest size allowed, broken into lines
    as `set_text` breaks them: more than the box's when they do not fit it."""
    return _extent(_lines(words, box.width, content.min_size, content, measure), content.min_size, content, measure)


def ink_boxes(lines: SetText, measure: Measure, descent: float = 0.0) -> list[Box]:
    """The box each set line's letters stand in, from `descent` (a share of the type size) below its
    baseline to its capitals (by default, descenders left out)."""
    boxes = []
    for line in lines.lines:
        wide = measure(line.text, line.size, line.bold)
        left = line.x - {"start": 0.0, "middle": wide / 2, "end": wide}[line.anchor]
        low = line.y - descent * line.size * PT_IN_MM
        boxes.append(Box(left, low, wide, line.y + CAP_HEIGHT * line.size * PT_IN_MM - low))
    return boxes


def _extent(lines: list[str], size: float, content: Content, measure: Measure) -> tuple[float, float]:
    wide = max(measure(line, size, content.bold) for line in lines)
    return wide, (CAP_HEIGHT + LEADING * (len(lines) - 1)) * size * PT_IN_MM


def _lines(words: str, width: float, size: float, content: Content, measure: Measure) -> list[str]:
    if not content.wrap:
        return [words]
    return wrap(words, width, size, content.bold, measure) or [""]


def _placed_lines(lines: list[str], box: Box, size: float, content: Content) -> list[Words]:
    cap, pitch = CAP_HEIGHT * size * PT_IN_MM, LEADING * size * PT_IN_MM
    block = cap + pitch * (len(lines) - 1)
    first = {"top": box.top - cap,
             "middle": box.y + box.height / 2 + block / 2 - cap,
             "bottom": box.y + block - cap}[content.valign]
    x, anchor = {"left": (box.x, "start"), "centre": (box.x + box.width / 2, "middle"),
                 "right": (box.right, "end")}[content.align]
    return [Words(line, x, first - i * pitch, size, content.bold, anchor) for i, line in enumerate(lines)]


def fit_art(box: Box, art_width: float, art_height: float) -> Box:
    """The largest box of the art's proportions inside `box`, centred in it."""
    return box.fitted(art_width, art_height)
