"""`scenarios.pdf`: one sheet per scenario, the shared sheet of text beside a map (kinds/board/map_sheet):
its board, turns and objective, briefing and missions, forces, victory, special rules and set-up in
two columns of panel blocks, then the map of the action (a window of the board with the scenario's
overlay, kinds/board/overlay) and its key. New Techno War's art: the sign on a unit's token, on the map
and at the start of each unit's row of the forces tables. What is
printed comes from the rules (`rules/scenario_*.py`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from reportlab.pdfgen.canvas import Canvas

from ....kinds.board.layout import plan
from ....kinds.board.map_sheet import KeyEntry, MapHead, MapSheet, map_page
from ....kinds.board.map_sheet_render import draw_map_page
from ....kinds.board.framing import Framing, framing
from ....kinds.board.overlay_render import draw_overlay, draw_sample
from ....kinds.overlay import Token
from ....kinds.screen.schema import Block
from ....kinds.table.schema import Table
from ....print.layout.sheet import HOME_PAPERS, Box, paper_size
from ....print.render.draw import INK, PAPER, rect
from ....print.render.pdf import Page, centred, measure
from ..model.scenario import ScenarioFile
from ..rules import scenarios as rules
from ..rules.scenario_forces import force_rows, force_totals, forces
from ..rules.scenario_overlay import map_frame, map_items, map_key
from ..rules.scenario_prose import (board_line, mission_text, objectives_text, prose, rule_text, sheet_marked,
                                    victory_lines)
from ..rules.scenario_setup import setup_steps
from ..layout.board import board_spec
from .board import draw_board_window

if TYPE_CHECKING:
    from ..loader import Game

MAP_SHARE = 0.25  # of the body (of the right column, beside) kept at least for the map and its key
PAD = 2.0  # mm clear inside each column
TABLE = "85mm"  # the tables across a column (of A4 or Letter)
FORCES = ["Sec.", "Tile", "Figures", "Starts"]


def sheet(game: Game, scenario: ScenarioFile) -> MapSheet:
    """The scenario's sheet: what it prints, in the shared sheet's blocks, in reading order."""
    facts = Table(columns=["text"] * 3, width=TABLE, header=[["Board", "Turns", "Objective"]],
                  rows=[[board_line(game, scenario), f"{scenario.turns.start}\u2013{scenario.turns.end}",
                         objectives_text(game, scenario)]])
    groups = [[Block(table=facts)]] + [[Block(heading=heading), Block(text=prose(game, scenario, words))] for heading, words
                                       in (("General situation", scenario.general_situation),
                                           ("Specific situation", scenario.specific_situation))]
    groups.append([block for mission in sorted(scenario.missions, key=lambda m: list(game.sides).index(m.side))
                   for block in (Block(heading=f"{game.sides[mission.side].name} · {game.sides[mission.side].role} · "
                                               "mission"), Block(text=mission_text(game, scenario, mission)))])
    row_icons = {}
    for index, force in enumerate(forces(game, scenario)):
        table = Block(table=Table(id=f"forces-{force.side}", title=force_totals(game, force), columns=["text"] * 4,
                                  header=[FORCES], rows=force_rows(game, scenario, force), width=TABLE))
        row_icons[f"forces-{force.side}"] = [Token("", game.sides[force.side].colour, icon=unit.category)
                                             for unit in force.units]
        groups.append([Block(heading="Forces"), table] if index == 0 else [table])
    groups.append([Block(heading="Victory"), Block(bullets=victory_lines(game, scenario))])
    if scenario.special_rules:
        groups.append([Block(heading="Special rules"), Block(bullets=[rule_text(game, scenario, r)
                                                                      for r in scenario.special_rules])])
    groups.append([Block(heading="Set-up"), Block(bullets=setup_steps(game, scenario))])
    number = f"Scenario {scenario.number} of {len(rules.scenarios(game))}"
    head = MapHead(title=f"{number}: {scenario.title}" + (" (just for fun)" if scenario.kind == "for-fun" else ""),
                   credit=game.info.credit, keyed=sheet_marked(game, scenario))
    framed = map_framing(game, scenario)
    return MapSheet(f"scenario '{scenario.id}'", head, tuple(groups), framed.fit,
                    tuple(KeyEntry(words, icon=icon) for words, icon in map_key(game, scenario)),
                    colour=game.sides[game.attacker].colour, map_share=MAP_SHARE, ways=("across", "beside"),
                    scale=framed.scale, pad=PAD, row_icons=row_icons)


def map_framing(game: Game, scenario: ScenarioFile) -> Framing:
    """The map's window round the hexes the scenario must frame."""
    laid = plan(board_spec(game, scenario.board), measure)
    return framing(laid, map_frame(game, scenario))


def draw_map(canvas: Canvas, game: Game, scenario: ScenarioFile, box: Box) -> None:
    """The board window framing the scenario's action, its overlay over it, and its frame."""
    laid = plan(board_spec(game, scenario.board), measure)
    items = map_items(game, scenario)
    draw_board_window(canvas, game, scenario.board, map_framing(game, scenario).window(box), box,
                      lambda c, view: draw_overlay(c, laid, view, items, f"scenario '{scenario.id}'", game.symbols,
                                                   unit_sign))
    rect(canvas, box, stroke=INK, width=0.35)


def unit_sign(canvas: Canvas, category, x: float, y: float, width: float, height: float) -> None:
    """The art hook on a unit's token: the military sign of its kind, a cross for infantry, a track
    for a vehicle."""
    canvas.saveState()
    canvas.setStrokeColor(PAPER)
    canvas.setLineWidth(max(0.18, width * 0.07))
    inner_w, inner_h = width * 0.62, height * 0.56
    if category == "infantry":
        canvas.line(x - inner_w / 2, y - inner_h / 2, x + inner_w / 2, y + inner_h / 2)
        canvas.line(x - inner_w / 2, y + inner_h / 2, x + inner_w / 2, y - inner_h / 2)
    else:
        canvas.roundRect(x - inner_w / 2, y - inner_h / 2, inner_w, inner_h, inner_h / 2, stroke=1, fill=0)
    canvas.restoreState()


def layout_paper(paper: str) -> str:
    """A sheet is laid out for A4 or Letter (the size a player holds); on larger paper it stands in the middle."""
    return paper if paper in HOME_PAPERS else "a4"


def scenario_sheets(game: Game, options) -> list[Page]:
    """`scenarios.pdf`: every scenario of the game, one sheet each, in book order."""
    paper = layout_paper(options.paper)
    pages = []
    for scenario in rules.scenarios(game):
        placed = map_page(sheet(game, scenario), paper, measure)

        def draw(canvas: Canvas, placed=placed, scenario=scenario) -> None:
            draw_map_page(canvas, placed, lambda c, box: draw_map(c, game, scenario, box),
                          lambda c, entry, box: draw_sample(c, entry.icon, box, "the map's key", game.symbols,
                                                            unit_sign),
                          lambda c, token, box: draw_sample(c, token, box, "the forces", game.symbols, unit_sign))
        pages.append(Page(placed.frame.width, placed.frame.height, draw,
                          label=f"Scenario {scenario.number}: {scenario.title}"))
    size = paper_size(options.paper)
    return pages if paper == options.paper else [centred(page, *size) for page in pages]
