"""Draws a map overlay (overlay.py) over a window of a board, in the order of its items; and a map
key's samples of what it shows."""

from __future__ import annotations

import math
from typing import Callable, Hashable, Sequence

from reportlab.lib.colors import Color
from reportlab.pdfgen.canvas import Canvas

from ...core import colours
from ...core.geometry import Point
from ...print.layout.sheet import Box
from ...print.render.draw import INK, PAPER, cap_height, colour, fitted_text, polygon, rect, text
from ...print.render.pdf import FONT_BOLD, text_width
from ...print.symbols.pictograms import draw_symbol
from .layout import BoardPlan
from ..overlay import TAG_ANCHOR, Item, Marker, Piece, Ring, Sample, Swatch, Tag, Token, Zone, outline, stacks
from .render import View

Icon = Callable[[Canvas, Hashable, float, float, float, float], None]
"""The game's art hook for a token's icon: (canvas, icon, centre x, centre y, width, height)."""


KEY_TOKEN = 1.1  # a token or badge in a key: this much wider than the key's icon box is high
KEY_SYMBOL = 0.8  # a swatch's symbol: this share of the swatch
ACROSS = {6: math.sqrt(3.0), 4: math.sqrt(2.0)}  # a cell's size across (its flats, its side) per radius


class OnMap:
    """Where the board's cells landed on the page, and what the items draw with."""

    def __init__(self, laid: BoardPlan, view: View, name: str, symbols, icon: Icon | None):
        self.cells = {cell.label: cell for cell in laid.cells}
        self.view, self.bounds, self.name, self.symbols, self.icon = view, view.box, name, symbols, icon
        self.radius = laid.cell * view.scale / ACROSS[len(laid.cells[0].corners)]

    def point(self, label: str) -> Point:
        return self.view.to_page(self.cells[label].centre)

    def corners(self, label: str) -> list[Point]:
        return [self.view.to_page(p) for p in self.cells[label].corners]

    def inset(self, label: str, share: float) -> list[Point]:
        cx, cy = self.point(label)
        return [(cx + (x - cx) * share, cy + (y - cy) * share) for x, y in self.corners(label)]


def draw_overlay(canvas: Canvas, laid: BoardPlan, view: View, items: Sequence[Item], name: str, symbols=None,
                 icon: Icon | None = None) -> None:
    """Every item over the window `view` shows of the board `laid`; `name` names the map in a fault
    (words that cannot shrink to fit), `symbols` the game's own symbols, `icon` its token art hook."""
    on = OnMap(laid, view, name, symbols, icon)
    stacked = stacks(items)
    for index, item in enumerate(items):
        if isinstance(item, Zone):
            _zone(canvas, on, item)
        elif isinstance(item, Ring):
            _ring(canvas, on, item)
        elif isinstance(item, Piece):
            for label in item.cells:
                polygon(canvas, on.inset(label, item.inset), fill=colour(item.fill), stroke=INK, width=0.35)
                if item.symbol:
                    draw_symbol(canvas, item.symbol, *on.point(label), on.radius * 0.9, INK, symbols)
        elif isinstance(item, Marker):
            draw_marker(canvas, *on.point(item.cell), on.radius * item.size, item, symbols)
        elif isinstance(item, Tag):
            x, y = on.point(item.cell)
            rise = item.rise
            if item.flip and y + rise * on.radius - on.radius * 0.6 <= on.bounds.y:
                rise = -rise
            _tag(canvas, on, x, y + rise * on.radius, item.words, item.fill, item.ink, item.anchor)
        else:
            _token(canvas, on, item, *stacked[index])


def _zone(canvas: Canvas, on: OnMap, zone: Zone) -> None:
    base = colour(zone.colour)
    if zone.wash:
        wash = Color(base.red, base.green, base.blue, alpha=zone.wash)
        for label in zone.cells:
            polygon(canvas, on.corners(label), fill=wash)
    canvas.saveState()
    canvas.setStrokeColor(base)
    canvas.setLineWidth(max(zone.width, on.radius * zone.weight))
    if zone.dashed:
        canvas.setDash(1.2, 0.8)
    else:
        canvas.setLineCap(1)
    for (x0, y0), (x1, y1) in outline(zone.cells, on.corners):
        canvas.line(x0, y0, x1, y1)
    canvas.restoreState()
    if zone.label:
        top = min(zone.cells, key=lambda c: (-round(on.point(c)[1], 6), round(on.point(c)[0], 6)))
        x, y = on.point(top)
        _tag(canvas, on, x, y + on.radius * TAG_ANCHOR[1], zone.label, zone.colour, colours.PAPER, "start")


def _ring(canvas: Canvas, on: OnMap, ring: Ring) -> None:
    width = max(ring.width, on.radius * ring.weight)
    for label in ring.cells:
        points = on.inset(label, ring.inset)
        if ring.halo:  # so that the ring reads on any colour
            polygon(canvas, points, stroke=PAPER, width=width * 1.8)
        polygon(canvas, points, stroke=colour(ring.colour), width=width)
    if ring.joined and len(ring.cells) > 1:
        canvas.saveState()
        canvas.setStrokeColor(colour(ring.colour))
        canvas.setLineWidth(on.radius * ring.joined)
        canvas.setLineCap(1)
        points = [on.point(label) for label in ring.cells]
        for a, b in zip(points, points[1:]):
            canvas.line(*a, *b)
        canvas.restoreState()


def _tag(canvas: Canvas, on: OnMap, x: float, y: float, words: str, fill: str, ink: str, anchor: str) -> None:
    """A small label on a coloured slip, its left edge (or centre) at x, kept inside the map."""
    size = max(4.5, min(7.0, on.radius * 1.1))
    width = text_width(words, FONT_BOLD, size) + 1.6
    height = cap_height(size) + 1.4
    left = x - width / 2 if anchor == "middle" else x - on.radius * TAG_ANCHOR[0]
    left = min(max(left, on.bounds.x + 0.8), on.bounds.right - width - 0.8)
    rect(canvas, Box(left, y - height / 2, width, height), fill=colour(fill), radius=0.5)
    text(canvas, left + width / 2, y - cap_height(size) / 2, words, size, bold=True, fill=colour(ink))


def _token(canvas: Canvas, on: OnMap, token: Token, place: int, count: int) -> None:
    cx, cy = on.point(token.cell)
    r = on.radius
    shift = (place - (count - 1) / 2) * r * 0.7
    x, y = cx + shift, cy + r * 0.18 - abs(shift) * 0.3
    draw_token(canvas, x, y, r * token.size, token, on.icon)
    if token.words:
        size = max(4.0, min(6.0, r * 0.95))
        fitted_text(canvas, x, y - r * 0.72, token.words, r * 1.7, size, 3.5, on.name, bold=True, fill=INK)
    if token.badge:
        draw_badge(canvas, x + r * 0.78, y + r * 0.35, token.badge, r, on.name)


def draw_token(canvas: Canvas, x: float, y: float, size: float, token: Token, icon: Icon | None = None) -> None:
    """A token's body centred on x, y, `size` mm wide, and its icon through the art hook."""
    height = size * {"block": 0.68, "square": 1.0, "disc": 1.0}[token.shape]
    canvas.saveState()
    if token.dashed:
        canvas.setDash(0.6, 0.4)
    edge = max(0.15, size * 0.04)
    if token.shape == "disc":
        canvas.setFillColor(colour(token.fill))
        canvas.setStrokeColor(INK)
        canvas.setLineWidth(edge)
        canvas.circle(x, y, size / 2, stroke=1, fill=1)
    else:
        rect(canvas, Box(x - size / 2, y - height / 2, size, height), fill=colour(token.fill), stroke=INK,
             width=edge, radius=size * 0.08)
    canvas.restoreState()
    if icon is not None and token.icon is not None:
        icon(canvas, token.icon, x, y, size, height)


def draw_badge(canvas: Canvas, x: float, y: float, words: str, radius: float, name: str) -> None:
    """A badge: `words` on a paper disc edged in ink, 0.36 of a cell's `radius` round, centred on x, y."""
    r = radius * 0.36
    canvas.saveState()
    canvas.setFillColor(PAPER)
    canvas.setStrokeColor(INK)
    canvas.setLineWidth(0.25)
    canvas.circle(x, y, r, stroke=1, fill=1)
    canvas.restoreState()
    size = r * 2.2 / 0.3528  # a rounded mm per pt: MM_PER_PT would move the PDF's bytes
    fitted_text(canvas, x, y - cap_height(size) / 2, words, r * 1.7, size, 3.5, name, bold=True)


def draw_marker(canvas: Canvas, x: float, y: float, size: float, marker: Marker, symbols=None) -> None:
    """A marker's square, `size` mm across, centred on x, y, and its symbol."""
    rect(canvas, Box(x - size / 2, y - size / 2, size, size), fill=colour(marker.fill), stroke=INK,
         width=marker.edge, radius=marker.corner)
    draw_symbol(canvas, marker.symbol, x, y, size * marker.symbol_share, colour(marker.ink), symbols)


def draw_sample(canvas: Canvas, sample: Sample, box: Box, name: str, symbols=None, icon: Icon | None = None) -> None:
    """A map key's sample in its icon `box`: a swatch filling it, or a marker, token or badge centred on it."""
    s, x, y = box.height, box.x + box.width / 2, box.y + box.height / 2
    if isinstance(sample, Swatch):
        if sample.dash:
            canvas.saveState()
            canvas.setDash(*sample.dash)
        rect(canvas, box, fill=colour(sample.fill) if sample.fill else None, stroke=colour(sample.edge),
             width=sample.width)
        if sample.dash:
            canvas.restoreState()
        if sample.symbol:
            draw_symbol(canvas, sample.symbol, x, y, s * KEY_SYMBOL, INK, symbols)
    elif isinstance(sample, Marker):
        draw_marker(canvas, x, y, s, sample, symbols)
    elif isinstance(sample, Token):
        draw_token(canvas, x, y, s * KEY_TOKEN, sample, icon)
    else:
        draw_badge(canvas, x, y, sample.words, s * KEY_TOKEN, name)
