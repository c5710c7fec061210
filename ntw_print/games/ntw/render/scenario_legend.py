"""The key under a scenario's map: each kind of thing the map shows (objective, zones, units,
riders, fog of war, pieces, markers, the sniper's reach, arrivals) with its words, in rows."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from reportlab.pdfgen.canvas import Canvas

from ....core.errors import LayoutError
from ....print.layout.sheet import Box
from ..model.scenario import ArrivesRule, HiddenRule, ScenarioFile, SniperRule
from ..rules import scenarios as rules
from ..rules.scenario_forces import UnitInPlay, forces, unit_refs
from ..rules.scenario_map import placed_pieces
from ....print.render.draw import INK, NEUTRAL, NEUTRAL_DARK, cap_height, colour, rect, text
from ....print.render.pdf import FONT, text_width
from .scenario_map import MARKER_FILL, OBJECTIVE_GOLD, draw_unit_token, marker_square, passenger_badge
from ....print.symbols.pictograms import draw_symbol

if TYPE_CHECKING:
    from ..loader import Game

LEGEND_ROW = 7.0


@dataclass(frozen=True)
class LegendEntry:
    kind: str  # objective, zone, unit-infantry, unit-vehicle, passengers, fog, piece, marker, arrival
    words: str
    side: str | None = None
    symbol: str | None = None
    fill: str | None = None


def legend_entries(game: Game, scenario: ScenarioFile) -> list[LegendEntry]:
    """The symbols this scenario's map uses, and what each means."""
    entries = [LegendEntry("objective", "objective")]
    for zone in scenario.zones:
        entries.append(LegendEntry("zone", zone.name.removeprefix("the "), side=zone.side))
    in_play = forces(game, scenario)
    categories = {u.category for f in in_play for u in f.units}
    if "infantry" in categories:
        entries.append(LegendEntry("unit-infantry", "infantry", side=game.attacker))
    if "vehicle" in categories:
        entries.append(LegendEntry("unit-vehicle", "vehicle", side=game.attacker))
    if any(u.passengers for f in in_play for u in f.units):
        entries.append(LegendEntry("passengers", "infantry units aboard"))
    seen = set()
    for piece_id, face_id, _ in (placed_pieces(game, scenario) if scenario.pieces else []):
        if (piece_id, face_id) not in seen:
            seen.add((piece_id, face_id))
            face = next(f for f in game.extras[rules.PIECES_FILE].piece(piece_id).faces if f.id == face_id)
            entries.append(LegendEntry("piece", (face.text or face_id).lower(), symbol=face.symbol,
                                       fill=game.terrain[face.terrain].colour if face.terrain else None))
    for rule in scenario.special_rules:
        if isinstance(rule, HiddenRule):
            entries.append(LegendEntry("fog", f"hidden {game.sides[rule.side].name} units"))
        if isinstance(rule, ArrivesRule):
            entries.append(LegendEntry("arrival", "enters later"))
        if isinstance(rule, SniperRule):
            entries.append(LegendEntry("sniper", f"{game.markers[rule.marker].name.lower()}'s reach",
                                       side=unit_refs(scenario)[rule.unit][0]))
    for marker_id in dict.fromkeys(m.marker for m in scenario.markers):
        marker = game.markers[marker_id]
        entries.append(LegendEntry("marker", marker.name.lower(), symbol=marker.front.symbol))
    return entries


LEGEND_ICON = LEGEND_ROW * 0.78
LEGEND_PT = 6.5
LEGEND_GAP = 4.0


def legend_width(entry: LegendEntry) -> float:
    """Width of one key entry: its icon, a gap and its words."""
    return LEGEND_ICON + 1.2 + text_width(entry.words, FONT, LEGEND_PT)


def legend_rows(game: Game, scenario: ScenarioFile, width: float) -> list[list[LegendEntry]]:
    """The key's entries broken into rows no wider than `width`."""
    rows: list[list[LegendEntry]] = [[]]
    used = 0.0
    for entry in legend_entries(game, scenario):
        need = legend_width(entry)
        if rows[-1] and used + LEGEND_GAP + need > width:
            rows.append([])
            used = 0.0
        used += (LEGEND_GAP if rows[-1] else 0.0) + need
        rows[-1].append(entry)
    return rows


def draw_legend(canvas: Canvas, game: Game, scenario: ScenarioFile, box: Box, piece: str) -> None:
    """The key to the map's symbols, in rows from the top of `box`."""
    for i, entries in enumerate(legend_rows(game, scenario, box.width)):
        x = box.x
        row = Box(box.x, box.top - (i + 1) * LEGEND_ROW, box.width, LEGEND_ROW)
        for entry in entries:
            x = draw_legend_entry(canvas, game, entry, x, row, piece) + LEGEND_GAP
        if x - LEGEND_GAP > box.right + 1e-6:
            raise LayoutError(f"{piece}: a map key entry needs {x - LEGEND_GAP - box.x:.0f} mm, "
                              f"the key has {box.width:.0f} mm")


def draw_legend_entry(canvas: Canvas, game: Game, entry: LegendEntry, x: float, box: Box, piece: str) -> float:
    """Draw one legend entry from x in its row; return where its words end."""
    cy = box.y + box.height / 2
    s = LEGEND_ICON
    icon = x + s / 2
    if entry.kind == "objective":
        rect(canvas, Box(x, cy - s / 2, s, s), fill=OBJECTIVE_GOLD, stroke=INK, width=0.25, radius=0.5)
        draw_symbol(canvas, "objective", icon, cy, s * 0.8, INK)
    elif entry.kind == "zone":
        side = game.sides[entry.side]
        rect(canvas, Box(x, cy - s / 2, s, s), fill=colour(side.tint), stroke=colour(side.colour), width=0.6)
    elif entry.kind.startswith("unit-"):
        unit = UnitInPlay("", entry.side, 0, "", 0, "", entry.kind.removeprefix("unit-"), 0, None, None,
                                None, (), None, None, None)
        draw_unit_token(canvas, unit, icon, cy, s * 1.1, colour(game.sides[entry.side].colour))
        icon = x + s * 0.55
    elif entry.kind == "passengers":
        passenger_badge(canvas, icon, cy, 2, s * 1.1, piece)
    elif entry.kind == "fog":
        marker_square(canvas, icon, cy, s, MARKER_FILL, "fog", INK)
    elif entry.kind == "piece":
        fill = colour(entry.fill) if entry.fill else NEUTRAL
        rect(canvas, Box(x, cy - s / 2, s, s), fill=fill, stroke=INK, width=0.25)
        if entry.symbol:
            draw_symbol(canvas, entry.symbol, icon, cy, s * 0.8, INK, game.symbols)
    elif entry.kind == "sniper":
        canvas.saveState()
        canvas.setDash(1.2, 0.8)
        rect(canvas, Box(x, cy - s / 2, s, s), stroke=colour(game.sides[entry.side].colour), width=0.5)
        canvas.restoreState()
    elif entry.kind == "arrival":
        canvas.saveState()
        canvas.setDash(0.6, 0.4)
        rect(canvas, Box(x, cy - s * 0.34, s, s * 0.68), stroke=INK, width=0.3)
        canvas.restoreState()
    else:
        marker_square(canvas, icon, cy, s, MARKER_FILL, entry.symbol or "zone", INK, game.symbols)
    words_x = x + LEGEND_ICON + 1.2
    text(canvas, words_x, cy - cap_height(LEGEND_PT) / 2, entry.words, LEGEND_PT, fill=NEUTRAL_DARK, anchor="start")
    return words_x + text_width(entry.words, FONT, LEGEND_PT)
