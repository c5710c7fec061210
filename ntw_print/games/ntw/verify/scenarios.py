"""`scenarios.pdf`: one sheet per scenario of the data, in book order, with its start and end turn and
objective under their labels, every unit of its forces with figures and start, the forces' totals,
and on the map each shown hex labelled once (one consistent grid), each placed unit and objective
standing at its hex.

Values come from the scenario files through the rules module; places are relative to printed
anchors (the value under "START TURN", a unit's row in the forces table, the coordinate label of a
hex on the map).
"""

from __future__ import annotations

import math
import re
import statistics
from collections import defaultdict
from typing import TYPE_CHECKING

from ..rules.scenario_forces import forces, start_text
from ..rules.scenario_prose import prose, rule_values
from ....core.marks import KEY, MARK
from ..rules.scenario_map import shown_hexes
from ..rules import scenarios as rules
from ..rules.grid import board_grid
from ....print.readback.pdfread import PageRead, PdfRead, TextRun
from ....print.readback.report import FileReport
from .credit import check_credit

if TYPE_CHECKING:
    from ..loader import Game

KICKER = re.compile(r"^SCENARIO (\d+) OF (\d+)$")
HEX_LABEL = re.compile(r"[A-Z]{1,3}\d{1,3}")
SUMMARY = re.compile(r"^(\S+) · (\d+) sections?, (\d+) section tiles?(?: · (\d+) figures?)?(?:(?:, | · )(\d+) vehicles?)?$")
MAP_LABEL_PT = 3.0  # coordinates on a scenario map are set smaller than this


def check(game: Game, pdf: PdfRead, options, report: FileReport) -> None:
    check_credit(game, pdf, report)
    scenarios = rules.scenarios(game)
    pages: dict[int, PageRead] = {}
    for page in pdf.pages:
        kicker = next((KICKER.match(t.text) for t in page.texts if KICKER.match(t.text)), None)
        if kicker is None:
            report.fail("scenarios", "a page without a 'SCENARIO n OF N' heading", page.number)
            continue
        number, total = int(kicker.group(1)), int(kicker.group(2))
        report.compare_number("scenarios", str(len(scenarios)), str(total), "number of scenarios", page.number, None)
        pages[number] = page
    for index, scenario in enumerate(scenarios, start=1):
        page = pages.get(scenario.number)
        if page is None:
            report.fail("scenarios", f"scenario {scenario.number} ({scenario.title}) has no sheet")
            continue
        report.checked("scenarios")
        if page.number != index:
            report.fail("scenarios", f"scenario {scenario.number} is on page {page.number}; in book order it is page "
                        f"{index}", page.number)
        if not any(t.text == scenario.title.upper() for t in page.texts):
            report.fail("scenarios", f"the sheet of scenario {scenario.number} is not titled "
                        f"'{scenario.title.upper()}'", page.number)
        _check_header(game, scenario, page, report)
        _check_marks(game, scenario, page, report)
        _check_forces(game, scenario, page, report)
        _check_map(game, scenario, page, report)
    for number in sorted(set(pages) - {s.number for s in scenarios}):
        report.fail("scenarios", f"a sheet for scenario {number}, which the data does not define", pages[number].number)


def _under(page: PageRead, label: str) -> TextRun | None:
    """The value printed right under a label (the nearest text below it, level with its middle)."""
    anchor = next((t for t in page.texts if t.text == label), None)
    if anchor is None:
        return None
    below = [t for t in page.texts if t.centre[1] < anchor.centre[1] - 0.5 and abs(t.centre[0] - anchor.centre[0]) < 4
             and anchor.centre[1] - t.centre[1] < 15]
    return max(below, key=lambda t: t.centre[1], default=None)


def _check_header(game: Game, scenario, page: PageRead, report: FileReport) -> None:
    for label, want in (("START TURN", str(scenario.turns.start)), ("END TURN", str(scenario.turns.end))):
        value = _under(page, label)
        report.compare_number("turns", want, value.text if value else "", f"{scenario.title}: {label.lower()}",
                              page.number, value.centre if value else None)
    value = _under(page, "OBJECTIVE")
    grid = board_grid(game)
    want = sorted({label for o in scenario.objectives for label in
                   ([o.hex] if o.hex else list(o.stretch))})
    got = sorted(set(HEX_LABEL.findall(value.text))) if value else []
    report.numbers += len(want)
    report.checked("objectives", len(want))
    if got != want:
        report.fail("objectives", f"{scenario.title}: the objective reads {value.text if value else 'nothing'!r}; the "
                    f"data says {', '.join(want)}", page.number, value.centre if value else None)
    for label in want:
        if not grid.labels.contains(label):
            report.fail("objectives", f"{scenario.title}: objective {label} is not a hex of the board", page.number)


def _check_marks(game: Game, scenario, page: PageRead, report: FileReport) -> None:
    """The board's name, each mission, special rule and victory condition carry the designer mark exactly
    where the scenario's data marks them designer, and a sheet with a mark carries the key."""
    words = " ".join(" ".join(t.text for t in page.texts).split())
    board = next((t.text for t in page.texts if t.text.startswith("Board ")), "")
    wanted = [(f"the board {board!r}", f"«{rules.board_name(game, scenario)}»", "board" in scenario.designer, board)]
    wanted += [(f"{m.side}'s mission", prose(game, scenario, m.text, m.side), "text" in m.designer, words)
               for m in scenario.missions]
    wanted += [(f"special rule {n}", r.text.format(**rule_values(game, scenario, r)), "text" in r.designer, words)
               for n, r in enumerate(scenario.special_rules, start=1)]
    wanted += [(f"victory condition {n}", prose(game, scenario, note), "conditions" in scenario.victory.designer,
                words) for n, note in enumerate(scenario.victory.conditions, start=1)]
    for what, want, chosen, where in wanted:
        report.checked("designer marks")
        want = " ".join(want.split())
        at = where.find(want)
        if at < 0:
            report.fail("designer marks", f"{scenario.title}: {what} is not printed as the data gives it ({want!r})",
                        page.number)
        elif where[at + len(want):].startswith(MARK) != chosen:
            report.fail("designer marks", f"{scenario.title}: {what} " + (
                "lacks the designer mark, which the data gives it" if chosen else
                "carries the designer mark, but the data gives it as stated"), page.number)
    report.checked("designer marks' key")
    if (KEY in words) != (MARK in words.replace(KEY, "")):
        report.fail("designer marks' key", f"{scenario.title}: the key {KEY!r} is " + (
            "printed, but nothing on the sheet carries the mark" if KEY in words else
            "missing (a value on the sheet carries the mark)"), page.number)


def _check_forces(game: Game, scenario, page: PageRead, report: FileReport) -> None:
    """Each side's block of the forces table: its totals, then each unit's row (its name, then its
    figures and its start on the same line)."""
    texts = page.texts
    in_play = forces(game, scenario)
    summaries = {}
    for force in in_play:
        side = game.sides[force.side].name
        summaries[force.side] = next((t for t in texts if t.text.startswith(f"{side} · ") and SUMMARY.match(t.text)),
                                     None)
    tops = sorted((run.y for run in summaries.values() if run is not None), reverse=True)
    for force in in_play:
        side = game.sides[force.side].name
        summary = summaries[force.side]
        if summary is None:
            report.fail("forces", f"{scenario.title}: no summary line for {side}'s force", page.number)
            continue
        match = SUMMARY.match(summary.text)
        for got, want, what in ((match.group(2), len(force.sections), "sections"),
                                (match.group(3), force.section_tiles, "section tiles"),
                                (match.group(4) or "0", force.infantry_figures, "figures"),
                                (match.group(5) or "0", force.vehicles, "vehicles")):
            report.compare_number("forces", str(want), got, f"{scenario.title}: {side} {what}", page.number,
                                  summary.centre)
        lower = max((y for y in tops if y < summary.y), default=-1.0)
        block = [t for t in texts if lower < t.y < summary.y and t.x < summary.x + 60]
        for section in force.sections:
            for unit in section.units:
                _check_unit_row(game, scenario, unit, side, block, page, report)


def _check_unit_row(game: Game, scenario, unit, side: str, block: list[TextRun], page: PageRead,
                    report: FileReport) -> None:
    row = next((t for t in block if t.text == unit.name or t.text.startswith(unit.name + " ")
                or unit.name.startswith(t.text + " ")), None)
    if row is None:
        report.fail("forces", f"{scenario.title}: {side} {unit.name} is not in the forces table", page.number)
        return
    line = sorted((t for t in block if abs(t.y - row.y) < 0.3 and t.x > row.x + 1), key=lambda t: t.x)
    words = " ".join(t.text for t in line + _more_lines(line, block, row.y))
    figures = "vehicle" if unit.category == "vehicle" else f"{unit.figures} fig."
    start = start_text(game, scenario, unit)
    report.numbers += 1 + bool(any(c.isdigit() for c in start))
    report.checked("forces")
    if figures not in words or start.split(",")[0] not in words:
        report.fail("forces", f"{scenario.title}: {side} {unit.name} reads {words!r}; the data says "
                    f"{figures!r}, {start!r}", page.number, row.centre)


def _more_lines(line: list[TextRun], block: list[TextRun], y: float) -> list[TextRun]:
    """The lines a long start ("aboard <vehicle> 1") wraps onto in its cell: under the row's last
    cell, above the next row (whose figures cell, one line in every row, marks its top)."""
    if len(line) < 2:
        return []
    figures, start = line[0].x, line[-1].x
    floor = max((t.y for t in block if abs(t.x - figures) < 0.5 and t.y < y - 0.3), default=-1e9)
    return sorted((t for t in block if abs(t.x - start) < 0.5 and floor < t.y < y - 0.3), key=lambda t: -t.y)


def _check_map(game: Game, scenario, page: PageRead, report: FileReport) -> None:
    """The map's coordinates form one even grid holding every hex the scenario needs shown; units
    with a start hex and the objectives stand at their hex's label."""
    grid = board_grid(game)
    labels: dict[str, list[TextRun]] = defaultdict(list)
    for run in page.texts:
        if run.size_pt < MAP_LABEL_PT and not run.stroked_only and HEX_LABEL.fullmatch(run.text):
            labels[run.text].append(run)
    if not labels:
        report.fail("map", f"{scenario.title}: the map shows no coordinates", page.number)
        return
    for label, runs in labels.items():
        if len(runs) > 1:
            report.fail("map", f"{scenario.title}: hex {label} is labelled {len(runs)} times on the map", page.number,
                        runs[1].centre)
    steps = []
    for label, runs in labels.items():
        col, row = grid.labels.parse(label)
        below = grid.labels.format(col, row + 1) if grid.labels.in_range(col, row + 1) else None
        if below in labels and abs(runs[0].x - labels[below][0].x) < 1e-3:
            steps.append(runs[0].y - labels[below][0].y)
    pitch = statistics.median(steps) if steps else None
    for hex_ in shown_hexes(game, scenario):
        label = grid.label_of(hex_)
        report.numbers += 1
        report.checked("map")
        if label not in labels:
            report.fail("map", f"{scenario.title}: hex {label} must show on the map but has no coordinate there",
                        page.number)
    if pitch is None:
        return
    small = [t for t in page.texts if t.size_pt < 6 and not HEX_LABEL.fullmatch(t.text)]  # tokens, not coordinates
    for force in forces(game, scenario):
        for section in force.sections:
            for unit in section.units:
                if not unit.at or unit.at not in labels:
                    continue
                anchor = labels[unit.at][0]
                tokens = [t for t in small if _names(t.text, unit.name, unit.tile) or t.text.lower() == unit.role]
                report.checked("map units")
                placed = [t for t in tokens if _in_hex_of(t.centre, anchor, pitch)]
                if not placed:
                    report.fail("map", f"{scenario.title}: {unit.name} does not stand at {unit.at} on the map",
                                page.number, anchor.centre)
                elif unit.passengers:
                    _check_passengers(scenario, unit, placed[0], page, pitch, report)
    for objective in scenario.objectives:
        for label in ([objective.hex] if objective.hex else list(objective.stretch)):
            if label not in labels:
                continue
            anchor = labels[label][0]
            report.checked("map objectives")
            tags = [t for t in page.texts if t.text.upper().startswith("OBJECTIVE") and t.size_pt < 6
                    and math.dist(t.centre, anchor.centre) <= 2 * pitch]
            if not tags and not _objective_symbol_near(page, anchor, pitch):
                report.fail("map", f"{scenario.title}: no objective at {label} on the map", page.number, anchor.centre)


def _check_passengers(scenario, unit, token: TextRun, page: PageRead, pitch: float, report: FileReport) -> None:
    """A vehicle carrying infantry shows how many units ride in it, beside its token."""
    badges = [t for t in page.texts if t.text.isdigit() and not t.stroked_only and t.size_pt >= MAP_LABEL_PT
              and math.dist(t.centre, token.centre) <= pitch]
    got = min(badges, key=lambda t: math.dist(t.centre, token.centre)).text if badges else ""
    report.compare_number("map", str(len(unit.passengers)), got, f"{scenario.title}: units aboard {unit.name}",
                          page.number, token.centre)


def _in_hex_of(point: tuple[float, float], label: TextRun, pitch: float) -> bool:
    """Whether a point lies in the hex whose coordinate is `label` (printed near the hex's top edge)."""
    dx, dy = point[0] - label.centre[0], label.centre[1] - point[1]
    return abs(dx) <= 0.6 * pitch and -0.2 * pitch <= dy <= 1.05 * pitch


def _names(token: str, name: str, tile: int) -> bool:
    """Whether a map token ("Inf 5", "APC 1") names this unit: its number, and the start or the
    initials of its name."""
    word, _, number = token.rpartition(" ")
    if number != str(tile) or not word:
        return False
    words = name.rsplit(" ", 1)[0].split()
    initials = "".join(w[0] for w in words).lower()
    return name.lower().startswith(word.lower()) or word.lower() == initials


def _objective_symbol_near(page: PageRead, anchor: TextRun, pitch: float) -> bool:
    """Some objectives are drawn without words: a filled shape about a hex big at the label."""
    return any(s.fill is not None and 0.3 * pitch < s.box.width < 1.5 * pitch
               and math.dist((s.box.x + s.box.width / 2, s.box.y + s.box.height / 2), anchor.centre) <= pitch
               for s in page.shapes)
