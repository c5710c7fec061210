"""`scenarios.pdf`: the shared sheet's check (kinds/board/map_sheet_verify), then New Techno War's own,
each value worked out again from the scenario files through the rules: one sheet per scenario in book
order, "Scenario n of N"; its turns and objective; each side's totals and each unit's row in the forces
tables; designer marks where the data has them (and the key); on the map, the overlay's words at their
hexes (the board kind's check), then a coordinate for every hex it must show, each placed unit (and the
count of units aboard it) and objective at its hex, each later arrival's turn at its entry hex."""

from __future__ import annotations

import math
import re
from typing import TYPE_CHECKING

from ....kinds.board.map_sheet import map_page
from ....kinds.board.map_sheet_verify import check_map_page
from ....kinds.board.overlay_verify import MapWords, check_overlay, read_map
from ....kinds.readback import cell_at, cells_after, check_credit, key_problem, lines_from, marks_problems
from ....print.readback.pdfread import PageRead, PdfRead
from ....print.readback.report import FileReport
from ....print.render.pdf import measure
from ..render.scenarios import layout_paper, sheet
from ..rules import scenarios as rules
from ..rules.grid import board_grid
from ..model.scenario import ArrivesRule
from ..rules.scenario_forces import forces, start_text
from ..rules.scenario_map import shown_hexes
from ..rules.scenario_overlay import map_items
from ..rules.scenario_prose import prose, rule_values

if TYPE_CHECKING:
    from ..loader import Game

TITLE = re.compile(r"^Scenario (\d+) of (\d+): ")
TURNS = re.compile(r"^(\d+)\u2013(\d+)$")
HEX_LABEL = re.compile(r"[A-Z]{1,3}\d{1,3}")
SUMMARY = re.compile(r"^(\S+) · (\d+) sections?, (\d+) section tiles?(?: · (\d+) figures?)?(?:(?:, | · )(\d+) vehicles?)?$")
MAP_LABEL_PT = 3.0  # coordinates on a scenario map are set smaller than this


def check(game: Game, pdf: PdfRead, options, report: FileReport) -> None:
    check_credit(game.info.credit, pdf.pages, report)
    book = rules.scenarios(game)
    if len(pdf.pages) != len(book):
        report.fail("scenarios", f"{len(pdf.pages)} sheets; the data has {len(book)} scenarios")
    for scenario, page in zip(book, pdf.pages):
        report.checked("scenarios")
        placed = map_page(sheet(game, scenario), layout_paper(options.paper), measure)
        box = check_map_page(placed, page, report, "scenario sheets", scenario.title)
        _check_header(game, scenario, len(book), page, report)
        _check_marks(game, scenario, page, report)
        _check_forces(game, scenario, page, report)
        found = read_map(page, box, HEX_LABEL, MAP_LABEL_PT, board_grid(game).labels)
        check_overlay(map_items(game, scenario), found, report, "map overlay", scenario.title, page.number)
        _check_map(game, scenario, page, found, report)


def _check_header(game: Game, scenario, book: int, page: PageRead, report: FileReport) -> None:
    """The title's "Scenario n of N", the turns and the objective's hexes in the table under it."""
    title = next((TITLE.match(t.text) for t in page.texts if TITLE.match(t.text)), None)
    report.compare_number("scenarios", f"{scenario.number} of {book}", " of ".join(title.groups()) if title else "",
                          f"{scenario.title}: the sheet's number in the book", page.number, None)
    turns = next((t for t in page.texts if TURNS.match(t.text)), None)
    got = TURNS.match(turns.text).groups() if turns else ("", "")
    for label, want, value in (("start turn", scenario.turns.start, got[0]), ("end turn", scenario.turns.end, got[1])):
        report.compare_number("turns", str(want), value, f"{scenario.title}: {label}", page.number,
                              turns.centre if turns else None)
    box = cell_at(page, *turns.centre, MAP_LABEL_PT)[0] if turns else None
    words = " ".join(cells_after(page, box, MAP_LABEL_PT)[:1]) if box else ""
    want = sorted({label for o in scenario.objectives for label in ([o.hex] if o.hex else list(o.stretch))})
    got = sorted(set(HEX_LABEL.findall(words)))
    report.numbers += len(want)
    report.checked("objectives", len(want))
    if got != want:
        report.fail("objectives", f"{scenario.title}: the objective reads {', '.join(got) or 'nothing'}; the data "
                    f"says {', '.join(want)}", page.number, turns.centre if turns else None)


def _check_marks(game: Game, scenario, page: PageRead, report: FileReport) -> None:
    """The board's name, each mission, special rule and victory condition carry the designer mark exactly
    where the scenario's data marks them designer, and a sheet with a mark carries the key."""
    words = " ".join(" ".join(t.text for t in page.texts).split())
    wanted = [(f"the board «{rules.board_name(game, scenario)}»", f"«{rules.board_name(game, scenario)}»",
               "board" in scenario.designer)]
    wanted += [(f"{m.side}'s mission", prose(game, scenario, m.text, m.side), "text" in m.designer)
               for m in scenario.missions]
    wanted += [(f"special rule {n}", r.text.format(**rule_values(game, scenario, r)), "text" in r.designer)
               for n, r in enumerate(scenario.special_rules, start=1)]
    wanted += [(f"victory condition {n}", prose(game, scenario, note), "conditions" in scenario.victory.designer)
               for n, note in enumerate(scenario.victory.conditions, start=1)]
    report.checked("designer marks", len(wanted))
    for problem in marks_problems(words, wanted):
        report.fail("designer marks", f"{scenario.title}: {problem}", page.number)
    report.checked("designer marks' key")
    if (problem := key_problem(words)) is not None:
        report.fail("designer marks' key", f"{scenario.title}: {problem}", page.number)


def _check_forces(game: Game, scenario, page: PageRead, report: FileReport) -> None:
    """Each side's table: its totals in its title, then each unit's row (its name, then its figures and
    its start on the same line)."""
    in_play = forces(game, scenario)
    titles = {f.side: next((t for t in page.texts if re.match(rf"{re.escape(game.sides[f.side].name)} · \d", t.text)),
                           None) for f in in_play}
    for force in in_play:
        side, title = game.sides[force.side].name, titles[force.side]
        match = SUMMARY.match(lines_from(page, title))
        if match is None:
            report.fail("forces", f"{scenario.title}: no totals over {side}'s forces", page.number)
            continue
        for got, want, what in ((match.group(2), len(force.sections), "sections"),
                                (match.group(3), force.section_tiles, "section tiles"),
                                (match.group(4) or "0", force.infantry_figures, "figures"),
                                (match.group(5) or "0", force.vehicles, "vehicles")):
            report.compare_number("forces", str(want), got, f"{scenario.title}: {side} {what}", page.number,
                                  title.centre)
        lower = max((t.y for t in titles.values() if t and abs(t.x - title.x) < 1 and t.y < title.y), default=-1.0)
        table = [t for t in page.texts if lower < t.y < title.y and title.x - 1 < t.x < title.x + 90]
        for unit in force.units:
            name = re.compile(rf"{re.escape(unit.name)}(?: «(\d+)»)?(?: \(.*\))?$")
            cells = [cell for t in table if unit.name.startswith(t.text.split(" «")[0].split(" (")[0])
                     and name.match((cell := cell_at(page, *t.centre, MAP_LABEL_PT))[1])]
            tile, words = max(cells, key=lambda cell: cell[0].y, default=(None, ""))
            row = " ".join(cells_after(page, tile, MAP_LABEL_PT)) if tile else ""
            figures, start = "vehicle" if unit.category == "vehicle" else f"{unit.figures} fig.", start_text(game, scenario, unit)
            report.numbers += 1 + bool(any(c.isdigit() for c in start))
            report.checked("forces")
            if row != f"{figures} {start}":
                report.fail("forces", f"{scenario.title}: {side} {unit.name} reads {row!r}; the data says "
                            f"{figures!r}, {start!r}", page.number, (tile.x, tile.y) if tile else None)
            elif unit.passengers:
                report.compare_number("forces", str(len(unit.passengers)), name.match(words).group(1) or "",
                                      f"{scenario.title}: units aboard {unit.name}", page.number, (tile.x, tile.y))


def _check_map(game: Game, scenario, page: PageRead, found: MapWords, report: FileReport) -> None:
    """The map's coordinates, each printed once, hold every hex the scenario needs shown; units with a
    start hex (and the count of units aboard), arrivals' turns and the objectives stand at their hex."""
    grid = board_grid(game)
    for label in [grid.label_of(h) for h in shown_hexes(game, scenario)]:
        report.numbers += 1
        report.checked("map")
        if len(found.labels.get(label, ())) != 1:
            report.fail("map", f"{scenario.title}: hex {label} must show on the map once, with its coordinate; it "
                        f"is labelled {len(found.labels.get(label, ()))} times", page.number)
    for unit in (u for f in forces(game, scenario) for u in f.units if u.at in found.labels and found.pitch):
        report.checked("map units")
        words = found.in_cell(unit.at)
        if not any(_names(word, unit) or word.lower() == unit.role for word in words):
            report.fail("map", f"{scenario.title}: {unit.name} does not stand at {unit.at} on the map", page.number,
                        found.labels[unit.at][0].centre)
        elif unit.passengers:  # the badge beside it
            want = str(len(unit.passengers))
            near = [w for w in found.near(unit.at) if w.isdigit()]
            report.compare_number("map units", want, want if want in near else " ".join(near),
                                  f"{scenario.title}: units aboard {unit.name}", page.number,
                                  found.labels[unit.at][0].centre)
    for rule in (r for r in scenario.special_rules if isinstance(r, ArrivesRule) and r.at in found.labels):
        report.checked("map arrivals")
        report.numbers += 1
        if f"TURN {rule.turn}" not in found.beside(rule.at):
            report.fail("map", f"{scenario.title}: no 'TURN {rule.turn}' by {rule.at}, where {rule.unit} enters",
                        page.number, found.labels[rule.at][0].centre)
    for label in (h for o in scenario.objectives for h in ([o.hex] if o.hex else list(o.stretch)) if h in found.labels
                  and found.pitch):
        report.checked("map objectives")
        at = found.labels[label][0].centre
        if not any(w.upper().startswith("OBJECTIVE") for w in found.beside(label)) and not any(
                s.fill and 0.3 * found.pitch < s.box.width < 1.5 * found.pitch and math.dist(
                    (s.box.x + s.box.width / 2, s.box.y + s.box.height / 2), at) <= found.pitch for s in page.shapes):
            report.fail("map", f"{scenario.title}: no objective at {label} on the map", page.number, at)


def _names(token: str, unit) -> bool:
    """Whether a map token ("Inf 5", "APC 1") names this unit: its number, and the start or the
    initials of its name."""
    word, _, number = token.rpartition(" ")
    words = unit.name.rsplit(" ", 1)[0].split()
    return number == str(unit.tile) and bool(word) and (unit.name.lower().startswith(word.lower())
                                                        or word.lower() == "".join(w[0] for w in words).lower())
