"""`scenarios.pdf`: one sheet per scenario, the shared sheet of text beside a map (kinds/board/map_sheet):
its board, turns and objective, briefing and missions, forces, victory, special rules and set-up in
two columns of panel blocks, then the map of the action (`scenario_map`) and its key, whose icons
New Techno War draws. What is printed comes from the rules (`rules/scenario_*.py`)."""

from __future__ import annotations

from types import SimpleNamespace

from reportlab.pdfgen.canvas import Canvas

from ....kinds.board.map_sheet import KeyEntry, MapHead, MapSheet, map_page
from ....kinds.board.map_sheet_render import draw_map_page
from ....kinds.screen.schema import Block
from ....kinds.table.schema import Table
from ....print.layout.sheet import HOME_PAPERS, Box, paper_size
from ....print.render.draw import INK, NEUTRAL, colour, rect
from ....print.render.pdf import Page, centred, measure
from ..model.scenario import ScenarioFile
from ..rules import scenarios as rules
from ..rules.scenario_forces import force_rows, force_totals, forces
from ..rules.scenario_map import KeyIcon, map_key
from ..rules.scenario_prose import (board_line, mission_text, objectives_text, prose, rule_text, sheet_marked,
                                    victory_lines)
from ..rules.scenario_setup import setup_steps
from .scenario_map import (MARKER_FILL, OBJECTIVE_GOLD, draw_scenario_map, draw_unit_token, fit_map_box, map_scale,
                           marker_square, passenger_badge)
from ....print.symbols.pictograms import draw_symbol

MAP_SHARE = 0.25  # of the body (of the right column, beside) kept at least for the map and its key
PAD = 2.0  # mm clear inside each column
TABLE = "85mm"  # the tables across a column (of A4 or Letter)
FORCES = ["Sec.", "Tile", "Figures", "Starts"]


def sheet(game, scenario: ScenarioFile) -> MapSheet:
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
    for index, force in enumerate(forces(game, scenario)):
        table = Block(table=Table(title=force_totals(game, force), columns=["text"] * 4, header=[FORCES],
                                  rows=force_rows(game, scenario, force), width=TABLE))
        groups.append([Block(heading="Forces"), table] if index == 0 else [table])
    groups.append([Block(heading="Victory"), Block(bullets=victory_lines(game, scenario))])
    if scenario.special_rules:
        groups.append([Block(heading="Special rules"), Block(bullets=[rule_text(game, scenario, r)
                                                                      for r in scenario.special_rules])])
    groups.append([Block(heading="Set-up"), Block(bullets=setup_steps(game, scenario))])
    number = f"Scenario {scenario.number} of {len(rules.scenarios(game))}"
    head = MapHead(title=f"{number}: {scenario.title}" + (" (just for fun)" if scenario.kind == "for-fun" else ""),
                   credit=game.info.credit, keyed=sheet_marked(game, scenario))
    return MapSheet(f"scenario '{scenario.id}'", head, tuple(groups), lambda room: fit_map_box(game, scenario, room),
                    tuple(KeyEntry(words, icon=icon) for words, icon in map_key(game, scenario)),
                    colour=game.sides[game.attacker].colour, map_share=MAP_SHARE, ways=("across", "beside"),
                    scale=lambda box: map_scale(game, scenario, box), pad=PAD)


def draw_icon(canvas: Canvas, game, icon: KeyIcon, box: Box) -> None:
    """The art hook: a key's icon as the map draws the thing, in `box`."""
    s, (x, y) = box.height, (box.x + box.width / 2, box.y + box.height / 2)
    side = colour(game.sides[icon.side].colour) if icon.side else INK
    if icon.kind in ("objective", "zone", "piece"):
        fill = {"objective": OBJECTIVE_GOLD, "zone": colour(game.sides[icon.side].tint) if icon.side else None,
                "piece": colour(icon.fill) if icon.fill else NEUTRAL}[icon.kind]
        rect(canvas, box, fill=fill, stroke=side, width=0.6 if icon.kind == "zone" else 0.25)
        if icon.kind != "zone" and (icon.symbol or icon.kind == "objective"):
            draw_symbol(canvas, icon.symbol or "objective", x, y, s * 0.8, INK, game.symbols)
    elif icon.kind.startswith("unit-"):
        draw_unit_token(canvas, SimpleNamespace(category=icon.kind.removeprefix("unit-")), x, y, s * 1.1, side)
    elif icon.kind == "passengers":
        passenger_badge(canvas, x, y, 2, s * 1.1, "the map's key")
    elif icon.kind in ("sniper", "arrival"):
        canvas.saveState()
        canvas.setDash(*((1.2, 0.8) if icon.kind == "sniper" else (0.6, 0.4)))
        rect(canvas, box, stroke=side, width=0.5 if icon.kind == "sniper" else 0.3)
        canvas.restoreState()
    else:  # fog of war, a marker
        marker_square(canvas, x, y, s, MARKER_FILL, icon.symbol or ("fog" if icon.kind == "fog" else "zone"), INK,
                      game.symbols)


def layout_paper(paper: str) -> str:
    """A sheet is laid out for A4 or Letter (the size a player holds); on larger paper it stands in the middle."""
    return paper if paper in HOME_PAPERS else "a4"


def scenario_sheets(game, options) -> list[Page]:
    """`scenarios.pdf`: every scenario of the game, one sheet each, in book order."""
    paper = layout_paper(options.paper)
    pages = []
    for scenario in rules.scenarios(game):
        placed = map_page(sheet(game, scenario), paper, measure)
        piece = f"scenario '{scenario.id}'"

        def draw(canvas: Canvas, placed=placed, scenario=scenario, piece=piece) -> None:
            draw_map_page(canvas, placed, lambda c, box: draw_scenario_map(c, game, scenario, box, piece),
                          lambda c, entry, box: draw_icon(c, game, entry.icon, box))
        pages.append(Page(placed.frame.width, placed.frame.height, draw,
                          label=f"Scenario {scenario.number}: {scenario.title}"))
    size = paper_size(options.paper)
    return pages if paper == options.paper else [centred(page, *size) for page in pages]
