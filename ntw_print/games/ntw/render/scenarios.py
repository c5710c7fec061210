"""`scenarios.pdf`: one sheet per scenario, with its briefing, forces, rules and a map of the action.

The sheet is planned before it is drawn: every text block is wrapped and measured, and when the
texts leave too little room for the map the build fails naming the scenario. The map is the board
itself (the same data as the board sheets) with the scenario drawn over it (`scenario_map`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable

from ....core.errors import LayoutError
from ....print.layout.sheet import HOME_PAPERS, Box, paper_size
from ..model.scenario import ScenarioFile
from ..rules.scenario_forces import UnitInPlay, forces, start_text
from ..rules.scenario_prose import (board_words, mission_text, objectives_text, prose, rule_text, sheet_marked,
                                    victory_lines)
from ..rules.scenario_setup import setup_steps
from ..rules import scenarios as rules
from ....print.render.blocks import Block, Panel, column, fit_column, paragraph, row, style
from ....print.render.draw import GREY, INK, NEUTRAL_DARK, PAPER, beside_scale_bar, colour, fitted_text, rect, text
from ....print.render.pdf import FONT_BOLD, Page, centred, text_width
from ....core.marks import KEY
from .scenario_legend import LEGEND_ROW, draw_legend, legend_rows
from .scenario_map import draw_scenario_map, draw_unit_token, fit_map_box, map_scale

if TYPE_CHECKING:
    from ..loader import Game

MARGIN = 10.0  # page edge to content, mm (home printers print from about 6 mm)
GAP = 4.0  # between blocks
TITLE_HEIGHT = 21.0
MIN_MAP_HEIGHT = 72.0
BODY_PT = 8.0
SMALL_PT = 7.0
BAND = HexColor("#2d2c28")
BAND_SOFT = HexColor("#d6d2c4")
RULE_LINE = HexColor("#c9c6bb")
FOR_FUN = HexColor("#e8b230")

BODY = style("body", BODY_PT)
LIST = style("list", BODY_PT, indent=4.2)
MISSION = style("mission", BODY_PT, bold=True)
CELL = style("cell", SMALL_PT)
CELL_BOLD = style("cell-bold", SMALL_PT, bold=True)
SIDE_HEAD = style("side-head", SMALL_PT, bold=True, ink=PAPER)
KEY_STYLE = style("key", SMALL_PT, ink=NEUTRAL_DARK)


class ForcesTable(Flowable):
    """Each side's units: sign, section, tile («n»: infantry units aboard), figures, start."""

    PAD = 0.7
    ICON = 4.2

    def __init__(self, game: Game, scenario: ScenarioFile, piece: str):
        super().__init__()
        self.game = game
        self.scenario = scenario
        self.piece = piece
        self.forces = forces(game, scenario)

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        self.width = avail_width
        fixed = (self.ICON + 1.8, 7.0, 0.0, 11.0, 0.0)
        flexible = avail_width - sum(fixed)
        self.columns = (fixed[0], fixed[1], flexible * 0.47, fixed[3], flexible * 0.53)
        self.rows: list[tuple[str, object, list, float]] = []
        for force in self.forces:
            side = self.game.sides[force.side]
            pieces = [f"{force.infantry_figures} figure{'s' if force.infantry_figures != 1 else ''}"
                      if force.infantry_figures else "",
                      f"{force.vehicles} vehicle{'s' if force.vehicles != 1 else ''}" if force.vehicles else ""]
            summary = (f"{side.name} · {len(force.sections)} section{'s' if len(force.sections) > 1 else ''}, "
                       f"{force.section_tiles} section tiles · {', '.join(p for p in pieces if p)}")
            head = paragraph(summary, SIDE_HEAD, self.piece)
            self.rows.append(("side", force.side, [head], head.wrap(avail_width - 3, 1000)[1] + 2 * self.PAD + 0.6))
            for section in force.sections:
                for i, unit in enumerate(section.units):
                    cells = [paragraph(str(section.number) if i == 0 else "", CELL_BOLD, self.piece),
                             paragraph(self._name(unit), CELL, self.piece),
                             paragraph(self._figures(unit), CELL, self.piece),
                             paragraph(start_text(self.game, self.scenario, unit), CELL, self.piece)]
                    heights = [c.wrap(w - 1.0, 1000)[1] for c, w in zip(cells, self.columns[1:])]
                    self.rows.append(("unit" if i else "first", unit, cells,
                                      max(heights + [self.ICON * 0.68]) + 2 * self.PAD))
        self.height = sum(r[3] for r in self.rows) + 6.0
        return self.width, self.height

    @staticmethod
    def _name(unit: UnitInPlay) -> str:
        name = unit.name
        if unit.passengers:
            name += f" «{len(unit.passengers)}»"
        if unit.role:
            name += f" ({unit.role})"
        return name

    @staticmethod
    def _figures(unit: UnitInPlay) -> str:
        return "vehicle" if unit.category == "vehicle" else f"{unit.figures} fig."

    def draw(self) -> None:
        canvas = self.canv
        y = self.height
        text(canvas, self.columns[0], y - 2.6, "SEC.", 5.5, bold=True, fill=NEUTRAL_DARK, anchor="start")
        labels = (("TILE", 2), ("FIGURES", 3), ("STARTS", 4))
        for label, index in labels:
            text(canvas, sum(self.columns[:index]), y - 2.6, label, 5.5, bold=True, fill=NEUTRAL_DARK,
                 anchor="start")
        y -= 4.0
        for kind, subject, cells, height in self.rows:
            if kind == "side":
                y -= 0.6 if y < self.height - 4.0 else 0.0
                band = Box(0, y - height + 0.6, self.width, height - 0.6)
                rect(canvas, band, fill=colour(self.game.sides[subject].colour))
                _, h = cells[0].wrap(self.width - 3, 1000)
                cells[0].drawOn(canvas, 1.5, band.y + (band.height - h) / 2)
                y -= height - 0.6
                continue
            unit = subject
            canvas.setStrokeColor(RULE_LINE)
            canvas.setLineWidth(0.4 if kind == "first" else 0.15)
            canvas.line(0, y, self.width, y)
            token = colour(self.game.sides[unit.side].colour)
            draw_unit_token(canvas, unit, self.ICON / 2 + 0.3, y - self.PAD - self.ICON * 0.34, self.ICON, token)
            x = self.columns[0]
            for cell, width in zip(cells, self.columns[1:]):
                _, h = cell.wrap(width - 1.0, 1000)
                cell.drawOn(canvas, x, y - self.PAD - h)
                x += width
            y -= height


@dataclass
class SheetPlan:
    """Everything on one scenario sheet, placed."""

    title: Box
    blocks: list[Block]
    map_box: Box
    legend_box: Box


def plan_sheet(game: Game, scenario: ScenarioFile, width: float, height: float) -> SheetPlan:
    """Place every part of the sheet. Below the briefing, the map goes either across the page above
    the forces and rules (a wide map) or beside them (a tall one): whichever shows larger hexes.
    LayoutError, naming the scenario, when the texts leave the map too little room either way."""
    piece = f"scenario '{scenario.id}'"
    content = Box(MARGIN, MARGIN, width - 2 * MARGIN, height - 2 * MARGIN)
    title = Box(content.x, content.top - TITLE_HEIGHT, content.width, TITLE_HEIGHT)
    briefing, top = _briefing(game, scenario, content, title.y - GAP, piece)
    plans, faults = [], []
    for layout in (_across, _beside):
        try:
            plans.append(layout(game, scenario, Box(content.x, content.y, content.width, top - content.y), piece))
        except LayoutError as exc:
            faults.append(exc)
    if not plans:
        raise faults[0]
    blocks, map_box, legend_box = max(plans, key=lambda plan: map_scale(game, scenario, plan[1]))
    return SheetPlan(title, briefing + blocks, map_box, legend_box)


def _half(area: Box) -> float:
    return (area.width - GAP) / 2


def _briefing(game: Game, scenario: ScenarioFile, content: Box, top: float, piece: str) -> tuple[list[Block], float]:
    """The situations side by side, then the missions in the sides' colours; returns the blocks and
    the y below them."""
    half = _half(content)
    situation = [Panel(heading, [paragraph(prose(game, scenario, words), BODY, piece)])
                 for heading, words in (("General situation", scenario.general_situation),
                                        ("Specific situation", scenario.specific_situation))]
    blocks, used = row(situation, content.x, top, half, GAP)
    top -= used + GAP
    missions = []
    for mission in sorted(scenario.missions, key=lambda m: list(game.sides).index(m.side)):
        side = game.sides[mission.side]
        words = mission_text(game, scenario, mission)
        missions.append(Panel(f"{side.name} · {side.role} · mission", [paragraph(words, MISSION, piece)],
                              bar=colour(side.colour), tint=colour(side.tint), heading_ink=colour(side.colour),
                              pad=1.8))
    mission_blocks, used = row(missions, content.x, top, half, GAP)
    return blocks + mission_blocks, top - used - GAP


def _forces_and_rules(game: Game, scenario: ScenarioFile, piece: str) -> tuple[list[Flowable], list[Flowable]]:
    """The forces table with the victory conditions, and the special rules with the set-up."""
    left = [ForcesTable(game, scenario, piece),
            Panel("Victory", [paragraph(line, LIST, piece, bullet="•") for line in victory_lines(game, scenario)])]
    right = []
    if scenario.special_rules:
        right.append(Panel("Special rules", [paragraph(rule_text(game, scenario, r), LIST, piece, bullet="•")
                                             for r in scenario.special_rules]))
    right.append(Panel("Set-up", [paragraph(step, LIST, piece, bullet=f"{i}.")
                                  for i, step in enumerate(setup_steps(game, scenario), start=1)]))
    if sheet_marked(game, scenario):  # the key, under the last words of the sheet
        right.append(paragraph(KEY, KEY_STYLE, piece))
    return left, right


def _legend_height(game: Game, scenario: ScenarioFile, width: float) -> float:
    return len(legend_rows(game, scenario, width)) * LEGEND_ROW


def _map_room(map_box: Box, piece: str) -> None:
    if map_box.height < MIN_MAP_HEIGHT:
        raise LayoutError(f"{piece}: the texts leave {map_box.height:.0f} mm for the map, at least "
                          f"{MIN_MAP_HEIGHT:.0f} mm are needed; shorten the briefing, rules or set-up")


def _across(game: Game, scenario: ScenarioFile, area: Box, piece: str) -> tuple[list[Block], Box, Box]:
    """The map across the page; forces and victory, rules and set-up in two columns under it."""
    half = _half(area)
    left, right = _forces_and_rules(game, scenario, piece)
    left_blocks, left_used = column(left, area.x, 0.0, half, GAP)
    right_blocks, right_used = column(right, area.x + half + GAP, 0.0, half, GAP)
    bottom = max(left_used, right_used)
    blocks = [b.moved(area.y + bottom) for b in left_blocks + right_blocks]
    legend_height = _legend_height(game, scenario, area.width)
    room = Box(area.x, area.y + bottom + GAP + legend_height + 1.0, area.width,
               area.top - (area.y + bottom + GAP + legend_height + 1.0))
    _map_room(room, piece)
    map_box = fit_map_box(game, scenario, room)
    legend_box = Box(area.x, map_box.y - 1.0 - legend_height, area.width, legend_height)
    return blocks, map_box, legend_box


def _beside(game: Game, scenario: ScenarioFile, area: Box, piece: str) -> tuple[list[Block], Box, Box]:
    """Forces, victory, rules and set-up down the left half; the map down the right half."""
    half = _half(area)
    left, right = _forces_and_rules(game, scenario, piece)
    blocks, used = column(left + right, area.x, area.top, half, GAP)
    fit_column(used, area.height, piece, "the forces, rules and set-up beside the map")
    x = area.x + half + GAP
    legend_height = _legend_height(game, scenario, half)
    room = Box(x, area.y + legend_height + 1.0, half, area.height - legend_height - 1.0)
    _map_room(room, piece)
    map_box = fit_map_box(game, scenario, room)
    legend_box = Box(map_box.x, map_box.y - 1.0 - legend_height, half, legend_height)
    return blocks, map_box, legend_box


def draw_title(canvas: Canvas, game: Game, scenario: ScenarioFile, box: Box, piece: str) -> None:
    """The dark band: number, title and board side; then start turn, end turn and objective."""
    rect(canvas, box, fill=BAND)
    cell = 19.0
    objective = objectives_text(game, scenario)
    objective_width = min(64.0, max(cell * 1.7, text_width(objective, FONT_BOLD, 15) + 6))
    right = box.right - 2.5
    for label, value, width in reversed([("start turn", str(scenario.turns.start), cell),
                                         ("end turn", str(scenario.turns.end), cell),
                                         ("objective", objective, objective_width)]):
        cell_box = Box(right - width, box.y + 2.5, width, box.height - 5)
        rect(canvas, cell_box, fill=PAPER, radius=1.0)
        fitted_text(canvas, cell_box.x + width / 2, cell_box.top - 4.2, label.upper(), width - 2, 6, 4.5, piece,
                    bold=True, fill=NEUTRAL_DARK)
        fitted_text(canvas, cell_box.x + width / 2, cell_box.y + 3.4, value, width - 3, 17, 7, piece, bold=True)
        right -= width + 2.0
    kicker = f"SCENARIO {scenario.number} OF {len(rules.scenarios(game))}"
    text(canvas, box.x + 4, box.top - 6, kicker, 7, bold=True, fill=BAND_SOFT, anchor="start")
    if scenario.kind == "for-fun":
        badge = Box(box.x + 4 + text_width(kicker, FONT_BOLD, 7) + 2.5, box.top - 7.1, 20.5, 3.9)
        rect(canvas, badge, fill=FOR_FUN, radius=0.8)
        text(canvas, badge.x + badge.width / 2, badge.y + 1.15, "JUST FOR FUN", 5.8, bold=True, fill=INK)
    fitted_text(canvas, box.x + 4, box.y + 7.4, scenario.title.upper(), right - box.x - 6, 20, 11, piece,
                bold=True, fill=PAPER, anchor="start")
    side = getattr(game.folder(rules.BOARD_FOLDER).get(scenario.board), "side", "")
    board = board_words(game, scenario)
    text(canvas, box.x + 4, box.y + 2.8, f"Board side {side} {board}" if side else f"Board {board}", 7,
         fill=BAND_SOFT, anchor="start")


def scenario_page(game: Game, scenario: ScenarioFile, width: float, height: float, stamp: tuple[str, ...] = ()) -> Page:
    """One scenario sheet (planned now, so a text that does not fit fails before anything is written).
    The print stamp, if any, ends the sheet's name at its foot (the row of the scale bar is full)."""
    plan = plan_sheet(game, scenario, width, height)
    piece = f"scenario '{scenario.id}'"

    def draw(canvas: Canvas) -> None:
        draw_title(canvas, game, scenario, plan.title, piece)
        for block in plan.blocks:
            block.draw(canvas)
        draw_scenario_map(canvas, game, scenario, plan.map_box, piece)
        draw_legend(canvas, game, scenario, plan.legend_box, piece)
        foot = [" · ".join([f"{game.info.name} · scenario {scenario.number}: {scenario.title}", *stamp]),
                game.info.credit]
        beside_scale_bar(canvas, width - MARGIN, [line for line in foot if line], piece)

    return Page(width, height, draw, label=f"Scenario {scenario.number}: {scenario.title}", own_stamp=bool(stamp))


def scenario_sheets(game: Game, options) -> list[Page]:
    """`scenarios.pdf`: every scenario of the game, one sheet each, in book order. A sheet is laid
    out for A4 or Letter (the size a player holds); on larger paper it stands in the middle."""
    page_w, page_h = paper_size(options.paper)
    width, height = paper_size(options.paper if options.paper in HOME_PAPERS else "a4")
    pages = [scenario_page(game, scenario, width, height, options.stamp) for scenario in rules.scenarios(game)]
    return [centred(page, page_w, page_h) for page in pages] if (width, height) != (page_w, page_h) else pages
