"""`scenarios.pdf`: the shared sheet's check (every word of each column and of the map's key inside its
place), then New Techno War's own, each value worked out again from the scenario files through the rules:
one sheet per scenario in book order, titled "Scenario n of N"; its turns and objective; each side's
totals and each unit's figures and start in the forces tables; designer marks where the data has them
(and the key when one is printed); on the map, a coordinate for every hex it must show, and each placed
unit and objective at its hex."""

from __future__ import annotations

import math
import re
import statistics

from ....core.marks import KEY, MARK
from ....kinds.board.map_sheet import map_page
from ....kinds.board.map_sheet_verify import check_map_page
from ....print.layout.sheet import Box
from ....print.readback.pdfread import PageRead, PdfRead, TextRun
from ....print.readback.report import FileReport
from ....print.render.pdf import measure
from ..render.scenarios import layout_paper, sheet
from ..rules import scenarios as rules
from ..rules.grid import board_grid
from ..rules.scenario_forces import forces, start_text
from ..rules.scenario_map import shown_hexes
from ..rules.scenario_prose import prose, rule_values
from .credit import check_credit

TITLE = re.compile(r"^Scenario (\d+) of (\d+): ")
TURNS = re.compile(r"^(\d+)\u2013(\d+)$")
HEX_LABEL = re.compile(r"[A-Z]{1,3}\d{1,3}")
SUMMARY = re.compile(r"^(\S+) · (\d+) sections?, (\d+) section tiles?(?: · (\d+) figures?)?(?:(?:, | · )(\d+) vehicles?)?$")
MAP_LABEL_PT = 3.0  # coordinates on a scenario map are set smaller than this


def check(game, pdf: PdfRead, options, report: FileReport) -> None:
    check_credit(game, pdf, report)
    book = rules.scenarios(game)
    if len(pdf.pages) != len(book):
        report.fail("scenarios", f"{len(pdf.pages)} sheets; the data has {len(book)} scenarios")
    for scenario, page in zip(book, pdf.pages):
        report.checked("scenarios")
        if layout_paper(options.paper) == options.paper:
            check_map_page(map_page(sheet(game, scenario), options.paper, measure), page, report, "scenario sheets",
                           scenario.title)
        title = next((TITLE.match(t.text) for t in page.texts if TITLE.match(t.text)), None)
        report.compare_number("scenarios", f"{scenario.number} of {len(book)}", " of ".join(title.groups()) if title
                              else "", f"{scenario.title}: the sheet's number in the book", page.number, None)
        _check_header(game, scenario, page, report)
        _check_marks(game, scenario, page, report)
        _check_forces(game, scenario, page, report)
        _check_map(game, scenario, page, report)


def _lines(page: PageRead, first: TextRun | None) -> str:
    """The words of a cell or a title from its first line on: the lines under it, set at its x."""
    lines = [first] if first else []
    while lines and (below := [t for t in page.texts if abs(t.x - lines[-1].x) < 0.3
                               and 0.1 < lines[-1].y - t.y < lines[-1].size_pt * 0.53]):
        lines.append(max(below, key=lambda t: t.y))
    return " ".join(t.text for t in lines)


def _cell(page: PageRead, x: float, y: float) -> tuple[Box | None, str]:
    """The ruled table cell at (x, y) and its words, top line first (not the map's coordinates, which
    run on under the page's other parts where the map's clipping hides them)."""
    box = min((s.box for s in page.shapes if s.box.x < x < s.box.right and s.box.y < y < s.box.top
               and s.box.height < 40), key=lambda b: b.width * b.height, default=None)
    runs = sorted((t for t in page.texts_in(box, 0.1) if t.size_pt >= MAP_LABEL_PT), key=lambda t: -t.y) if box else []
    return box, " ".join(t.text for t in runs)


def _check_header(game, scenario, page: PageRead, report: FileReport) -> None:
    turns = next((t for t in page.texts if TURNS.match(t.text)), None)
    got = TURNS.match(turns.text).groups() if turns else ("", "")
    for label, want, value in (("start turn", scenario.turns.start, got[0]), ("end turn", scenario.turns.end, got[1])):
        report.compare_number("turns", str(want), value, f"{scenario.title}: {label}", page.number,
                              turns.centre if turns else None)
    box = _cell(page, *turns.centre)[0] if turns else None
    cell, words = _cell(page, box.right + 1.0, turns.centre[1]) if box else (None, "")
    want = sorted({label for o in scenario.objectives for label in ([o.hex] if o.hex else list(o.stretch))})
    got = sorted(set(HEX_LABEL.findall(words)))
    report.numbers += len(want)
    report.checked("objectives", len(want))
    if got != want:
        report.fail("objectives", f"{scenario.title}: the objective reads {', '.join(got) or 'nothing'}; the data "
                    f"says {', '.join(want)}", page.number, turns.centre if turns else None)


def _check_marks(game, scenario, page: PageRead, report: FileReport) -> None:
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
    for what, want, chosen in wanted:
        report.checked("designer marks")
        want = " ".join(want.split())
        ends = [words[at + len(want):at + len(want) + 1] for at in range(len(words)) if words.startswith(want, at)]
        if not ends:
            report.fail("designer marks", f"{scenario.title}: {what} is not printed as the data gives it ({want!r})",
                        page.number)
        elif any((end == MARK) != chosen for end in ends):
            report.fail("designer marks", f"{scenario.title}: {what} " + (
                "lacks the designer mark, which the data gives it" if chosen else
                "carries the designer mark, but the data gives it as stated"), page.number)
    report.checked("designer marks' key")
    if (KEY in words) != (MARK in words.replace(KEY, "")):
        report.fail("designer marks' key", f"{scenario.title}: the key {KEY!r} is " + (
            "printed, but nothing on the sheet carries the mark" if KEY in words else
            "missing (a value on the sheet carries the mark)"), page.number)


def _check_forces(game, scenario, page: PageRead, report: FileReport) -> None:
    """Each side's table: its totals in its title, then each unit's row (its name, then its figures and
    its start on the same line)."""
    in_play = forces(game, scenario)
    titles = {f.side: next((t for t in page.texts if re.match(rf"{re.escape(game.sides[f.side].name)} · \d", t.text)),
                           None) for f in in_play}
    for force in in_play:
        side, title = game.sides[force.side].name, titles[force.side]
        match = SUMMARY.match(_lines(page, title))
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
            named = [cell for t in table if unit.name.startswith(t.text.split(" «")[0].split(" (")[0])
                     and ((cell := _cell(page, *t.centre))[1] == unit.name or cell[1].startswith((unit.name + " «",
                                                                                                unit.name + " (")))]
            tile = max((box for box, _ in named), key=lambda box: box.y, default=None)
            figures_cell, words = _cell(page, tile.right + 1.0, tile.y + tile.height / 2) if tile else (None, "")
            words += " " + _cell(page, figures_cell.right + 1.0, tile.y + tile.height / 2)[1] if figures_cell else ""
            figures = "vehicle" if unit.category == "vehicle" else f"{unit.figures} fig."
            start = start_text(game, scenario, unit)
            report.numbers += 1 + bool(any(c.isdigit() for c in start))
            report.checked("forces")
            if tile is None or figures not in words or start not in words:
                report.fail("forces", f"{scenario.title}: {side} {unit.name} reads {words!r}; the data says "
                            f"{figures!r}, {start!r}", page.number, (tile.x, tile.y) if tile else None)


def _check_map(game, scenario, page: PageRead, report: FileReport) -> None:
    """The map's coordinates, each printed once, hold every hex the scenario needs shown; units with a
    start hex and the objectives stand at their hex's label."""
    grid = board_grid(game)
    labels: dict[str, list[TextRun]] = {}
    for run in page.texts:
        if run.size_pt < MAP_LABEL_PT and not run.stroked_only and HEX_LABEL.fullmatch(run.text):
            labels.setdefault(run.text, []).append(run)
    for label in [grid.label_of(h) for h in shown_hexes(game, scenario)]:
        report.numbers += 1
        report.checked("map")
        if len(labels.get(label, ())) != 1:
            report.fail("map", f"{scenario.title}: hex {label} must show on the map once, with its coordinate; it "
                        f"is labelled {len(labels.get(label, ()))} times", page.number)
    steps = [runs[0].y - labels[below][0].y for label, runs in labels.items()
             if (below := _below(grid, label)) in labels and abs(runs[0].x - labels[below][0].x) < 1e-3]
    if not steps:
        return
    pitch = statistics.median(steps)
    small = [t for t in page.texts if t.size_pt < 6 and not HEX_LABEL.fullmatch(t.text)]  # tokens, not coordinates
    for unit in (u for f in forces(game, scenario) for u in f.units if u.at in labels):
        report.checked("map units")
        anchor = labels[unit.at][0]
        if not any(_in_hex_of(t.centre, anchor, pitch) and (_names(t.text, unit.name, unit.tile) or t.text.lower() ==
                                                             unit.role) for t in small):
            report.fail("map", f"{scenario.title}: {unit.name} does not stand at {unit.at} on the map", page.number,
                        anchor.centre)
    for label in (h for o in scenario.objectives for h in ([o.hex] if o.hex else list(o.stretch)) if h in labels):
        report.checked("map objectives")
        anchor = labels[label][0]
        if not any(t.text.upper().startswith("OBJECTIVE") and math.dist(t.centre, anchor.centre) <= 2 * pitch
                   for t in small) and not any(s.fill is not None and 0.3 * pitch < s.box.width < 1.5 * pitch and
                                               math.dist((s.box.x + s.box.width / 2, s.box.y + s.box.height / 2), anchor.centre) <= pitch for s in page.shapes):
            report.fail("map", f"{scenario.title}: no objective at {label} on the map", page.number, anchor.centre)


def _below(grid, label: str) -> str | None:
    col, row = grid.labels.parse(label)
    return grid.labels.format(col, row + 1) if grid.labels.in_range(col, row + 1) else None


def _in_hex_of(point: tuple[float, float], label: TextRun, pitch: float) -> bool:
    """Whether a point lies in the hex whose coordinate is `label` (printed near the hex's top edge)."""
    dx, dy = point[0] - label.centre[0], label.centre[1] - point[1]
    return abs(dx) <= 0.6 * pitch and -0.2 * pitch <= dy <= 1.05 * pitch


def _names(token: str, name: str, tile: int) -> bool:
    """Whether a map token ("Inf 5", "APC 1") names this unit: its number, and the start or the
    initials of its name."""
    word, _, number = token.rpartition(" ")
    words = name.rsplit(" ", 1)[0].split()
    return number == str(tile) and bool(word) and (name.lower().startswith(word.lower())
                                                   or word.lower() == "".join(w[0] for w in words).lower())
