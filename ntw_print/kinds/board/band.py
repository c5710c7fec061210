"""The band along the top of a board (`band:`): the title in spaced capitals, a second line and, when a designer mark is
printed in it, what the mark means; then the key in one row (terrain, roads, bridges, the badges and
floor plans, the game's own entries, the half hexes) and at the right end a north arrow and one hex at
full size with the ground it stands for."""

from __future__ import annotations

import math
from collections.abc import Callable

from reportlab.lib.colors import Color
from reportlab.pdfgen.canvas import Canvas

from ...core.geometry import MM_PER_PT, Point
from ...core.marks import KEY, MARK
from ...print.render.draw import colour
from ...print.render.pdf import FONT, FONT_BOLD, text_width
from .ground import WASH, terrain_by_centre
from .layout import BoardPlan
from .paint import Patch, fill_cells, path_of_cells, stroke
from .plan_render import draw_badge
from .plan_schema import FloorPlan
from .plans import BADGE_DROP, PlanShapes, plan_shapes
from .roads import draw_bridge, roads_of
from .schema import BoardSheet
from .textures import paint_texture

BAND_TEXT = colour("#ffffff")
SWATCH = 11.0  # a key's hex, across the flats
Entry = Callable[[Canvas, float, float], float]  # draws at (x, the band's middle), returns where the next starts


def draw_band(canvas: Canvas, spec: BoardSheet, laid: BoardPlan, hooks=None) -> None:
    """The band over `laid.band`, its colour running 10 mm into the bleed."""
    band, style = laid.band, spec.band
    assert band is not None and style is not None
    canvas.saveState()
    canvas.setFillColor(colour(style.colour))
    canvas.rect(band.x - 10, band.y, band.width + 20, band.height + 10, stroke=0, fill=1)
    mid = band.y + band.height / 2
    first = min(cell.centre[0] for cell in laid.cells)
    x = first + 2
    title = (spec.title or "").upper()
    key = KEY if MARK in title + style.subtitle + "".join(t.caption for t in spec.terrain) else ""
    band_text(canvas, x, mid + 1.2, title, 15, FONT_BOLD, spacing=0.8)
    band_text(canvas, x, mid - 6.2, style.subtitle, 10)
    if key:
        band_text(canvas, x, mid - 10.0, key, 6)
    x += max(text_width(title, FONT_BOLD, 15) + 0.8 * len(title), text_width(style.subtitle, FONT, 10),
             text_width(key, FONT, 6)) + 14
    for entry in _entries(spec, laid, hooks):
        x = entry(canvas, x, mid) + 7
    _compass_and_scale(canvas, spec, laid, mid)
    canvas.restoreState()


def band_text(canvas: Canvas, x: float, y: float, value: str, points: float, font: str = FONT,
              spacing: float = 0.0, ink: Color = BAND_TEXT, anchor: str = "start") -> float:
    """Words in the band (letters `spacing` mm apart); returns their width."""
    width = text_width(value, font, points) + spacing * max(len(value) - 1, 0)
    if not value:
        return width
    text = canvas.beginText()
    text.setFont(font, points * MM_PER_PT)
    text.setCharSpace(spacing)
    text.setFillColor(ink)
    text.setTextOrigin(x - (width / 2 if anchor == "middle" else 0), y)
    text.textOut(value)
    canvas.drawText(text)
    return width


def two_lines(canvas: Canvas, x: float, y: float, first: str, second: str) -> float:
    """A key entry's words: its name, and under it what it means; returns where they end."""
    a = band_text(canvas, x, y + 1.0, first, 6.5, FONT_BOLD)
    b = band_text(canvas, x, y - 3.6, second, 6.0)
    return x + max(a, b)


def hex_swatch(x: float, y: float, size: float = SWATCH) -> Patch:
    """A flat hex `size` across the flats centred on (x, y)."""
    radius = size / math.sqrt(3)
    corners = tuple((x + radius * math.cos(math.radians(60 * k)), y - radius * math.sin(math.radians(60 * k)))
                    for k in range(6))
    return Patch((3, -5), (x, y), corners)


def _entries(spec: BoardSheet, laid: BoardPlan, hooks) -> list[Entry]:
    used = {cell.terrain for cell in laid.cells}
    entries: list[Entry] = []
    named: set[str] = set()
    for record in spec.terrain:  # terrain sharing a name (each building its own id) shares one entry
        if record.id in used and record.name not in named:
            named.add(record.name)
            entries.append(lambda c, x, y, t=record: _terrain_key(c, x, y, t))
    drawn = {feature_id for feature_id, _ in laid.paths} | {feature_id for feature_id, _, _ in laid.sides}
    groups: dict[str, list] = {}
    for feature in spec.features:
        if feature.id in drawn:
            groups.setdefault(feature.name, []).append(feature)
    entries += [lambda c, x, y, g=group: _feature_key(c, x, y, g) for group in groups.values()]
    bridged = [f for f in spec.features if f.id in drawn and f.bridge and _crosses(spec, laid, f)]
    entries += [lambda c, x, y, f=feature: _bridge_key(c, x, y, f) for feature in bridged[:1]]
    entries += _plan_entries(spec, laid)
    entries += list(getattr(hooks, "key_entries", lambda: [])())
    if laid.beyond:
        entries.append(lambda c, x, y: _edge_key(c, x, y, spec.band.edge))
    return entries


def _plan_entries(spec: BoardSheet, laid: BoardPlan) -> list[Entry]:
    """The badges' entry (whenever `badges:` is given), then one for each name of the floor plans: the
    colours of their rooms' floors side by side, and the words."""
    entries: list[Entry] = []
    if (badges := spec.badges) is not None:
        entries.append(lambda c, x, y: (draw_badge(c, (x + 5, y + 2.2 - laid.cell * BADGE_DROP), badges.sample,
                                                   laid.cell, badges.ink),
                                        two_lines(c, x + 11, y, badges.name, badges.caption))[1])
    named: dict[str, list[PlanShapes]] = {}
    for shapes in plan_shapes(spec, laid)[0] if spec.plans else ():
        named.setdefault(shapes.plan.name, []).append(shapes)
    for group in named.values():
        floors = list(dict.fromkeys(cell.fill for shapes in group for cell in shapes.cells))
        entries.append(lambda c, x, y, p=group[0].plan, f=floors: _plan_key(c, x, y, p, f))
    return entries


def _plan_key(canvas: Canvas, x: float, y: float, plan: FloorPlan, floors: list[str]) -> float:
    for i, fill in enumerate(floors):
        canvas.setFillColor(colour(fill))
        canvas.setStrokeColor(colour(plan.ink))
        canvas.setLineWidth(0.6)
        canvas.rect(x + 7 * i, y - 5, 7, 9, stroke=1, fill=1)
    return two_lines(canvas, x + 7 * len(floors) + 3, y, plan.name, plan.caption)


def _crosses(spec: BoardSheet, laid: BoardPlan, feature) -> bool:
    over = set(feature.bridge.over)
    terrain = terrain_by_centre(laid)
    return any(terrain.get(point) in over for feature_id, points in laid.paths if feature_id == feature.id
               for point in points)


def _terrain_key(canvas: Canvas, x: float, y: float, record) -> float:
    cell = hex_swatch(x + SWATCH * 0.58, y)
    base = colour(record.colour)
    fill_cells(canvas, [cell], base)
    canvas.saveState()
    canvas.clipPath(path_of_cells(canvas, [cell]), stroke=0, fill=0)
    paint_texture(canvas, record.texture, [cell], SWATCH, base)
    canvas.restoreState()
    _outline(canvas, cell)
    return two_lines(canvas, x + SWATCH * 1.25, y, record.name, record.caption)


def _outline(canvas: Canvas, cell: Patch) -> None:
    canvas.setStrokeColor(BAND_TEXT)
    canvas.setLineWidth(0.3)
    canvas.drawPath(path_of_cells(canvas, [cell]), stroke=1, fill=0)


def _feature_key(canvas: Canvas, x: float, y: float, group) -> float:
    """A sample of each feature sharing the name, stacked, and the name with the first caption."""
    step = 6.0
    top = y + step * (len(group) - 1) / 2 - 1
    for i, feature in enumerate(group):
        line: list[Point] = [(x, top - i * step), (x + 12, top - i * step)]
        if feature.casing:
            stroke(canvas, _line(canvas, line), colour(feature.casing), max(feature.casing_width, feature.width), cap=0)
        stroke(canvas, _line(canvas, line), colour(feature.colour), feature.width, cap=0)
    return two_lines(canvas, x + 15, y, group[0].name, next((f.caption for f in group if f.caption), ""))


def _line(canvas: Canvas, points: list[Point]):
    path = canvas.beginPath()
    path.moveTo(*points[0])
    for point in points[1:]:
        path.lineTo(*point)
    return path


def _bridge_key(canvas: Canvas, x: float, y: float, feature) -> float:
    canvas.setFillColor(colour("#a9cfe8"))
    canvas.rect(x + 2, y - 6, 8, 10, stroke=0, fill=1)
    roads, _ = roads_of([(feature.id, ((x, y - 1), (x + 12, y - 1)))], {feature.id: feature}, lambda _: None, SWATCH)
    style = roads[0].style
    draw_bridge(canvas, [((x, y - 1), (x + 4, y - 1), (x + 8, y - 1), (x + 12, y - 1))], style)
    stroke(canvas, _line(canvas, [(x, y - 1), (x + 12, y - 1)]), style.surface, style.surface_width, cap=0)
    return two_lines(canvas, x + 15, y, feature.bridge.name, feature.bridge.caption)


def _edge_key(canvas: Canvas, x: float, y: float, words: tuple[str, str]) -> float:
    cell = hex_swatch(x + SWATCH * 0.58, y)
    fill_cells(canvas, [cell], colour("#eef0d6"))
    canvas.saveState()
    canvas.setFillColor(colour("#ffffff"))
    canvas.setFillAlpha(WASH)
    canvas.drawPath(path_of_cells(canvas, [cell]), stroke=0, fill=1)
    canvas.restoreState()
    _outline(canvas, cell)
    return two_lines(canvas, x + SWATCH * 1.25, y, *words)


def _compass_and_scale(canvas: Canvas, spec: BoardSheet, laid: BoardPlan, mid: float) -> None:
    """A north arrow and one hex at full size with the ground it stands for, at the right end."""
    if not spec.band.scale:
        return
    size = laid.cell
    right = max(cell.centre[0] for cell in laid.cells) - 2
    cell = hex_swatch(right - size / math.sqrt(3), mid, size)
    _outline(canvas, cell)
    cx = cell.center[0]
    path = canvas.beginPath()
    path.moveTo(cx - size / 2, mid - size * 0.2)
    path.lineTo(cx + size / 2, mid - size * 0.2)
    for end in (cx - size / 2, cx + size / 2):
        path.moveTo(end, mid - size * 0.2 - 0.8)
        path.lineTo(end, mid - size * 0.2 + 0.8)
    canvas.drawPath(path, stroke=1, fill=0)
    band_text(canvas, cx, mid + 0.6, spec.band.scale, 6.5, FONT_BOLD, anchor="middle")
    band_text(canvas, cx, mid - size * 0.2 - 3.2, f"{size:g} mm", 5.5, anchor="middle")
    north_x = cell.center[0] - size / math.sqrt(3) - 9
    arrow = canvas.beginPath()
    arrow.moveTo(north_x, mid + 6)
    arrow.lineTo(north_x + 3, mid - 4)
    arrow.lineTo(north_x, mid - 2)
    arrow.lineTo(north_x - 3, mid - 4)
    arrow.close()
    canvas.setFillColor(BAND_TEXT)
    canvas.drawPath(arrow, stroke=0, fill=1)
    band_text(canvas, north_x, mid + 7.6, spec.band.north, 8, FONT_BOLD, anchor="middle")

