"""The map on a scenario sheet: a window of the board with the scenario drawn over it.

Over the board go, bottom to top: zones (tinted hexes with a side-coloured outline), terrain
pieces, the objective, markers (civilians, the sniper), hidden set-ups (a fog-of-war badge with
its count), arrivals (an arrow onto the board) and the units (side-coloured tokens, with «n»
beside a vehicle carrying n infantry units).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable

from reportlab.lib.colors import Color, HexColor
from reportlab.pdfgen.canvas import Canvas

from ....core.geometry import Point
from ....print.layout.sheet import Box
from ..model.scenario import ArrivesRule, HiddenRule, ScenarioFile, SniperRule
from ..rules.scenario_forces import UnitInPlay, forces, unit_refs
from ..rules.scenario_map import badge_hex, map_frame, outline_segments, placed_pieces, sniper_reach
from ..rules import scenarios as rules
from ..rules.grid import board_grid
from ....grids.hex import Hex
from ....print.render.draw import INK, NEUTRAL, PAPER, cap_height, colour, fitted_text, polygon, rect, text
from ....print.render.pdf import FONT_BOLD, text_width
from ....print.symbols.pictograms import draw_symbol
OBJECTIVE_GOLD = HexColor("#f2c230")
ZONE_ALPHA = 0.2
MARKER_FILL = HexColor("#f4f1e6")


@dataclass(frozen=True)
class HexView:
    """Where the board window landed on the page: hex -> centre point, corners, size."""

    point: Callable[[Hex], Point]
    corners: Callable[[Hex], list[Point]]
    radius: float  # centre to corner, mm
    bounds: Box  # the map's box on the page


def draw_scenario_map(canvas: Canvas, game, scenario: ScenarioFile, box: Box, piece: str) -> None:
    """The board window framing the scenario's action (the board kind's window of the board), with the
    scenario drawn over it."""
    from .board import draw_board_window

    grid = board_grid(game)
    centres = _centres(game, scenario.board)

    def overlays(canvas: Canvas, board_view) -> None:
        def point(hex_: Hex) -> Point:
            return board_view.to_page(centres[grid.label_of(hex_)][0])

        def corners(hex_: Hex) -> list[Point]:
            return [board_view.to_page(p) for p in centres[grid.label_of(hex_)][1]]

        view = HexView(point, corners, game.info.grid.hex_size * board_view.scale / math.sqrt(3.0), box)
        _zones(canvas, game, scenario, view, grid)
        _pieces(canvas, game, scenario, view)
        _objectives(canvas, game, scenario, view, grid)
        _markers(canvas, game, scenario, view, grid)
        _hidden(canvas, game, scenario, view, grid)
        _snipers(canvas, game, scenario, view, grid)
        _arrivals(canvas, game, scenario, view, grid)
        _units(canvas, game, scenario, view, grid, piece)

    draw_board_window(canvas, game, scenario.board, board_window(game, scenario, box), box, overlays)
    rect(canvas, box, stroke=INK, width=0.35)


def _centres(game, board_id: str) -> dict[str, tuple[Point, tuple[Point, ...]]]:
    """Each hex's centre and corners on the board (board mm), by label."""
    from ....kinds.board.layout import plan
    from ....print.render.pdf import measure
    from ..layout.board import board_spec

    return {cell.label: (cell.centre, cell.corners) for cell in plan(board_spec(game, board_id), measure).cells}


def _frame(game, scenario: ScenarioFile) -> tuple[Box, Box]:
    """The box of board space the scenario's map frames, and the board's playfield (the trim below its
    band), worked out once per scenario: a sheet tries several layouts."""
    known = game.cache.setdefault("scenario_map_frames", {})
    if scenario.id not in known:
        from ....kinds.board.layout import plan
        from ....print.render.pdf import measure
        from ..layout.board import board_spec

        laid = plan(board_spec(game, scenario.board), measure)
        grid, centres = board_grid(game), _centres(game, scenario.board)
        points = [p for hex_ in map_frame(game, scenario) for p in centres[grid.label_of(hex_)][1]]
        xs, ys = [x for x, _ in points], [y for _, y in points]
        frame = Box(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
        known[scenario.id] = (frame, Box(0.0, 0.0, laid.width, laid.band.y if laid.band else laid.height))
    return known[scenario.id]


def board_window(game, scenario: ScenarioFile, box: Box) -> Box:
    """The part of the board (board space, mm) the map shows: the scenario's frame of hexes widened
    to the box's proportions and slid back onto the board where it would run past an edge."""
    frame, board = _frame(game, scenario)
    scale = min(box.width / frame.width, box.height / frame.height)
    width, height = box.width / scale, box.height / scale
    x = _slide(frame.x - (width - frame.width) / 2, width, board.x, board.right)
    y = _slide(frame.y - (height - frame.height) / 2, height, board.y, board.top)
    return Box(x, y, width, height)


def fit_map_box(game, scenario: ScenarioFile, box: Box) -> Box:
    """The part of `box` the map really fills: narrower or shorter (kept at the top, centred across)
    when the board itself, at the scale that frames the scenario, is smaller than the box."""
    board = _frame(game, scenario)[1]
    scale = map_scale(game, scenario, box)
    width, height = min(box.width, board.width * scale), min(box.height, board.height * scale)
    return Box(box.x + (box.width - width) / 2, box.top - height, width, height)


def _slide(start: float, size: float, low: float, high: float) -> float:
    """Move a span of `size` from `start` so it stays within low..high (centred when it cannot)."""
    if size >= high - low:
        return low - (size - (high - low)) / 2
    return min(max(start, low), high - size)


def _zones(canvas, game, scenario, view: HexView, grid) -> None:
    for zone in scenario.zones:
        side = game.sides[zone.side]
        hexes = rules.zone_hexes(game, scenario, zone)
        base = colour(side.colour)
        wash = Color(base.red, base.green, base.blue, alpha=ZONE_ALPHA)
        for hex_ in hexes:
            polygon(canvas, view.corners(hex_), fill=wash)
        canvas.saveState()
        canvas.setStrokeColor(colour(side.colour))
        canvas.setLineWidth(max(0.5, view.radius * 0.12))
        canvas.setLineCap(1)
        for (x0, y0), (x1, y1) in outline_segments(hexes, view.corners):
            canvas.line(x0, y0, x1, y1)
        canvas.restoreState()
        label_hex = min(hexes, key=lambda h: (-round(view.point(h)[1], 6), round(view.point(h)[0], 6)))
        x, y = view.point(label_hex)
        _tag(canvas, view, x, y + view.radius * 0.15, zone.name.removeprefix("the ").upper(), colour(side.colour),
             PAPER)


def _tag(canvas, view: HexView, x: float, y: float, words: str, fill: Color, ink: Color,
         anchor: str = "start") -> None:
    """A small label on a coloured slip, its left edge (or centre) at x, kept inside the map."""
    size = max(4.5, min(7.0, view.radius * 1.1))
    width = text_width(words, FONT_BOLD, size) + 1.6
    height = cap_height(size) + 1.4
    left = x - width / 2 if anchor == "middle" else x - view.radius * 0.5
    left = min(max(left, view.bounds.x + 0.8), view.bounds.right - width - 0.8)
    rect(canvas, Box(left, y - height / 2, width, height), fill=fill, radius=0.5)
    text(canvas, left + width / 2, y - cap_height(size) / 2, words, size, bold=True, fill=ink)


def _pieces(canvas, game, scenario, view: HexView) -> None:
    if not scenario.pieces:
        return
    pieces = game.extras[rules.PIECES_FILE]
    for piece_id, face_id, cells in placed_pieces(game, scenario):
        kind = pieces.piece(piece_id)
        face = next(f for f in kind.faces if f.id == face_id)
        fill = colour(game.terrain[face.terrain].colour) if face.terrain else NEUTRAL
        for hex_ in cells:
            polygon(canvas, _inset(view, hex_, 0.88), fill=fill, stroke=INK, width=0.35)
            if face.symbol:
                x, y = view.point(hex_)
                draw_symbol(canvas, face.symbol, x, y, view.radius * 0.9, INK, game.symbols)


def _inset(view: HexView, hex_: Hex, factor: float) -> list[Point]:
    cx, cy = view.point(hex_)
    return [(cx + (x - cx) * factor, cy + (y - cy) * factor) for x, y in view.corners(hex_)]


def _objectives(canvas, game, scenario, view: HexView, grid) -> None:
    for objective in scenario.objectives:
        labels = rules.objective_labels(grid, objective)
        hexes = [grid.hex_of(label) for label in labels]
        for hex_ in hexes:
            polygon(canvas, _inset(view, hex_, 0.92), stroke=OBJECTIVE_GOLD, width=max(0.6, view.radius * 0.16))
        if len(hexes) > 1:
            canvas.saveState()
            canvas.setStrokeColor(OBJECTIVE_GOLD)
            canvas.setLineWidth(view.radius * 0.35)
            canvas.setLineCap(1)
            points = [view.point(h) for h in hexes]
            for a, b in zip(points, points[1:]):
                canvas.line(*a, *b)
            canvas.restoreState()
        x, y = view.point(hexes[0])
        size = view.radius * 1.15
        rect(canvas, Box(x - size / 2, y - size / 2, size, size), fill=OBJECTIVE_GOLD, stroke=INK, width=0.3,
             radius=0.6)
        draw_symbol(canvas, "objective", x, y, size * 0.8, INK)
        owner = game.sides[objective.side] if objective.side else None
        label = f"{owner.name.upper()} EXIT" if owner else "OBJECTIVE"
        below = y - view.radius * 1.05
        _tag(canvas, view, x, below if below - view.radius * 0.6 > view.bounds.y else y + view.radius * 1.05, label,
             OBJECTIVE_GOLD if owner is None else colour(owner.colour), INK if owner is None else PAPER, anchor="middle")


def marker_square(canvas, x: float, y: float, size: float, fill: Color, symbol: str, ink: Color,
                   symbols=None) -> None:
    rect(canvas, Box(x - size / 2, y - size / 2, size, size), fill=fill, stroke=INK, width=0.25, radius=0.5)
    draw_symbol(canvas, symbol, x, y, size * 0.78, ink, symbols)


def _markers(canvas, game, scenario, view: HexView, grid) -> None:
    for placement in scenario.markers:
        marker = game.markers[placement.marker]
        face = getattr(marker, placement.face)
        x, y = view.point(grid.hex_of(placement.at))
        fill = colour(game.sides[face.colour].colour) if face.colour in game.sides else MARKER_FILL
        marker_square(canvas, x, y, view.radius * 1.1, fill, face.symbol or "zone",
                       PAPER if face.colour in game.sides else INK, game.symbols)


def _hidden(canvas, game, scenario, view: HexView, grid) -> None:
    for rule in scenario.special_rules:
        if not isinstance(rule, HiddenRule):
            continue
        zone = next(z for z in scenario.zones if z.id == rule.zone)
        centre = badge_hex(game, scenario, zone)
        x, y = view.point(centre)
        marker = game.markers[rule.marker]
        marker_square(canvas, x, y, view.radius * 1.3, MARKER_FILL, marker.front.symbol or "fog", INK, game.symbols)
        _tag(canvas, view, x, y - view.radius * 1.15, f"{rule.count} × {marker.name.upper()}", INK, PAPER,
             anchor="middle")


def _snipers(canvas, game, scenario, view: HexView, grid) -> None:
    """The sniper's reach: a dashed outline in his side's colour round the hexes he can hit."""
    refs = unit_refs(scenario)
    for rule in scenario.special_rules:
        if not isinstance(rule, SniperRule):
            continue
        ink = colour(game.sides[refs[rule.unit][0]].colour)
        canvas.saveState()
        canvas.setStrokeColor(ink)
        canvas.setLineWidth(max(0.4, view.radius * 0.1))
        canvas.setDash(1.2, 0.8)
        for (x0, y0), (x1, y1) in outline_segments(sniper_reach(game, scenario, rule), view.corners):
            canvas.line(x0, y0, x1, y1)
        canvas.restoreState()


def _arrivals(canvas, game, scenario, view: HexView, grid) -> None:
    refs = unit_refs(scenario)
    for rule in scenario.special_rules:
        if not isinstance(rule, ArrivesRule):
            continue
        side, _ = refs[rule.unit]
        hex_ = grid.hex_of(rule.at)
        x, y = view.point(hex_)
        ink = colour(game.sides[side].colour)
        polygon(canvas, _inset(view, hex_, 0.9), stroke=ink, width=max(0.5, view.radius * 0.12))
        _tag(canvas, view, x, y + view.radius * 1.05, f"TURN {rule.turn}", ink, PAPER, anchor="middle")


def draw_unit_token(canvas: Canvas, unit: UnitInPlay, cx: float, cy: float, size: float, fill: Color,
                    dashed: bool = False) -> None:
    """A unit as a side-coloured block with the military sign of its kind: a cross for infantry,
    a track for a vehicle. `size` is the token's width."""
    w, h = size, size * 0.68
    canvas.saveState()
    if dashed:
        canvas.setDash(0.6, 0.4)
    rect(canvas, Box(cx - w / 2, cy - h / 2, w, h), fill=fill, stroke=INK, width=max(0.15, size * 0.04),
         radius=size * 0.08)
    canvas.restoreState()
    canvas.saveState()
    canvas.setStrokeColor(PAPER)
    canvas.setLineWidth(max(0.18, size * 0.07))
    inner_w, inner_h = w * 0.62, h * 0.56
    if unit.category == "infantry":
        canvas.line(cx - inner_w / 2, cy - inner_h / 2, cx + inner_w / 2, cy + inner_h / 2)
        canvas.line(cx - inner_w / 2, cy + inner_h / 2, cx + inner_w / 2, cy - inner_h / 2)
    else:
        canvas.roundRect(cx - inner_w / 2, cy - inner_h / 2, inner_w, inner_h, inner_h / 2, stroke=1, fill=0)
    canvas.restoreState()


def _units(canvas, game, scenario, view: HexView, grid, piece: str) -> None:
    placed: dict[str, list[UnitInPlay]] = {}
    for force in forces(game, scenario):
        for unit in force.units:
            where = unit.at or (unit.arrives[1] if unit.arrives else None)
            if where is not None:
                placed.setdefault(where, []).append(unit)
    for label, units in placed.items():
        cx, cy = view.point(grid.hex_of(label))
        for i, unit in enumerate(units):
            shift = (i - (len(units) - 1) / 2) * view.radius * 0.7
            x, y = cx + shift, cy + view.radius * 0.18 - abs(shift) * 0.3
            fill = colour(game.sides[unit.side].colour)
            draw_unit_token(canvas, unit, x, y, view.radius * 1.15, fill, dashed=unit.arrives is not None)
            size = max(4.0, min(6.0, view.radius * 0.95))
            label = unit.role.capitalize() if unit.role and unit.role != "fire support" else short_name(unit)
            fitted_text(canvas, x, y - view.radius * 0.72, label, view.radius * 1.7, size, 3.5, piece,
                        bold=True, fill=INK)
            if unit.passengers:
                passenger_badge(canvas, x + view.radius * 0.78, y + view.radius * 0.35, len(unit.passengers),
                                 view.radius, piece)


def passenger_badge(canvas, x: float, y: float, count: int, radius: float, piece: str) -> None:
    """«n» beside a vehicle: n infantry units ride in it."""
    r = radius * 0.36
    canvas.saveState()
    canvas.setFillColor(PAPER)
    canvas.setStrokeColor(INK)
    canvas.setLineWidth(0.25)
    canvas.circle(x, y, r, stroke=1, fill=1)
    canvas.restoreState()
    size = r * 2.2 / 0.3528  # a rounded mm per pt: MM_PER_PT would move the PDF's bytes
    fitted_text(canvas, x, y - cap_height(size) / 2, str(count), r * 1.7, size, 3.5, piece, bold=True)


def short_name(unit: UnitInPlay) -> str:
    """A unit's name in a few letters for the map: "Tank 1", "Inf 2", "APC 1"."""
    words = unit.name.rsplit(" ", 1)[0].split()
    name = "".join(w[0].upper() for w in words) if len(words) > 1 else words[0]
    return f"{name[:3] if len(name) > 5 else name} {unit.tile}"


def map_scale(game, scenario: ScenarioFile, box: Box) -> float:
    """Page mm per board mm when the scenario's map fills `box` (bigger: larger hexes)."""
    frame = _frame(game, scenario)[0]
    return min(box.width / frame.width, box.height / frame.height)
