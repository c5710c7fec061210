"""Every number of the quick reference held to the rules and to the other tables.

- class tables: movement in rough terrain is half the move, on roads double it;
- fire chart: a class reaches every range up to its longest and no further, and the roll it needs
  never falls as the range grows; a class with no rate of fire hits nothing;
- fire results: every modified roll, however high or low, has exactly one result;
- fire and melee modifiers name classes of the class tables and morales of 1 to 5;
- melee factors: one for every class (charts.py); each melee value shown adds up;
- melee results: the bands meet without gap or overlap and read the rules' results (melee.py);
- unit codes: each example reads, and its words are those of the class tables;
- rolls of one d6 are 1 to 6; the phases of a round are numbered 1, 2, 3 ...

Each problem is (path in the quick-reference file, message).
"""

from __future__ import annotations

import re

from ...sheets.cells import cannot, number, text, whole
from .charts import DIE, MORALE, ChartError, Charts, Located, Problem, columns_are, find, read_charts
from .codes import CodeError, parse_code
from .decode import decoded_words
from .melee import read_bands, stated_results

OPEN_RANGE = re.compile(r"^(\d+)([+-])$")
RANGE = re.compile(r"^(\d+)\s*[-\u2013]\s*(\d+)$")


def check_charts(sheet) -> list[Problem]:
    """What is wrong with the quick reference, every problem at its cell (none: every number holds)."""
    try:
        charts = read_charts(sheet)
    except ChartError as exc:
        return exc.problems
    problems = _movement(sheet) + _fire(charts, sheet) + _results(sheet) + _melee_values(charts, sheet)
    problems += _modifiers(charts, sheet, "fire-modifiers") + _modifiers(charts, sheet, "melee-modifiers")
    bands, found = read_bands(sheet)
    problems += (found or stated_results(sheet, bands)) + _unit_codes(charts, sheet) + _rolls(sheet) + _sequence(sheet)
    return problems


def _movement(sheet) -> list[Problem]:
    located = find(sheet, "movement-classes")
    problems = []
    for r, row in enumerate(located.table.rows):
        move = number(row[2])
        for column, wanted, how in ((3, move / 2, "half"), (4, move * 2, "double")):
            if number(row[column]) != wanted:
                problems.append((located.cell(r, column), f"movement class {text(row[0])}: {how} its {move:g} inches "
                                                          f"is {wanted:g}, not {row[column]}"))
    return problems


def _fire(charts: Charts, sheet) -> list[Problem]:
    located = find(sheet, "fire-chart")
    row_of = {text(row[0]): r for r, row in enumerate(located.table.rows)}
    column_of = {inches: c for c, inches in enumerate(charts.ranges, start=1)}
    problems = []
    for code, rolls in charts.fire.items():
        nearest_first = sorted(rolls)
        reached = [inches for inches in nearest_first if rolls[inches] is not None]
        gap = [inches for inches in nearest_first if rolls[inches] is None and reached and inches < max(reached)]
        if gap:
            problems.append((located.cell(row_of[code], column_of[gap[0]]), f"class {code} hits at "
                             f'{max(reached)}" but not at {gap[0]}": a class reaches every range up to its longest'))
        for near, far in zip(reached, reached[1:]):
            if rolls[far] < rolls[near]:
                problems.append((located.cell(row_of[code], column_of[far]), f"class {code} needs {rolls[far]} at "
                                 f'{far}" but {rolls[near]} at {near}": the roll never falls as the range grows'))
        if charts.firepower[code].rate == 0 and reached:
            problems.append((located.cell(row_of[code], column_of[reached[0]]), f"class {code} has no rate of fire "
                             "in the firepower table, so it hits at no range (x)"))
    return problems


def _results(sheet) -> list[Problem]:
    """The fire result chart covers every roll once: an open top (6+), an open bottom (2-) and
    the rolls between, each once."""
    located = find(sheet, "fire-results")
    problems = columns_are(located, ["range", "text"], "the fire result chart")
    if problems:
        return problems
    covered: dict[int, int] = {}
    top = bottom = None
    for r, row in enumerate(located.table.rows):
        low, high, problem = _span(row[0])
        if problem:
            problems.append((located.cell(r, 0), problem))
            continue
        if high is None:
            top = r if top is None else top
        if low is None:
            bottom = r if bottom is None else bottom
        for roll in range(low or DIE[0], (high or DIE[-1]) + 1):
            if roll in covered:
                problems.append((located.cell(r, 0), f"the roll {roll} already has a result"))
            covered[roll] = r
    missing = [roll for roll in DIE if roll not in covered]
    if missing:
        problems.append((located.path("rows"), f"no result for a roll of {', '.join(map(str, missing))}"))
    if top is None or bottom is None:
        problems.append((located.path("rows"), "modifiers carry a roll past 6 and below 1: the highest result is "
                                               "written 6+ and the lowest as 2- (or 1-)"))
    return problems


def _span(value) -> tuple[int | None, int | None, str | None]:
    """(lowest, highest) roll of a cell: 6+ has no highest, 2- no lowest; a problem when it is no roll."""
    written = text(value)
    if match := OPEN_RANGE.match(written):
        roll = int(match.group(1))
        if roll not in DIE:
            return None, None, f"a roll of one d6 is 1 to 6 (got {written})"
        return (roll, None, None) if match.group(2) == "+" else (None, roll, None)
    low, high = _roll_range(written)
    if low is None:
        return None, None, f"expected a roll such as 3, 5-6, 6+ or 2- (got {written})"
    if low not in DIE or high not in DIE:
        return None, None, f"a roll of one d6 is 1 to 6 (got {written})"
    return low, high, None


def _roll_range(written: str) -> tuple[int | None, int | None]:
    if match := RANGE.match(written):
        return int(match.group(1)), int(match.group(2))
    roll = whole(written)
    return roll, roll


def _modifiers(charts: Charts, sheet, table_id: str) -> list[Problem]:
    """Each modifier names a defensive class or a span of morale, and changes the roll."""
    located = find(sheet, table_id)
    problems = columns_are(located, ["text", "range", "modifier"], f"the table {table_id}")
    if problems:
        return problems
    for r, row in enumerate(located.table.rows):
        what = text(row[0]).lower()
        if whole(row[2]) in (None, 0):
            problems.append((located.cell(r, 2), f"a modifier is a whole number other than 0 (got {row[2]!r})"))
        if cannot(row[1]):
            continue
        if "morale" in what:
            low, high = _roll_range(text(row[1]))
            if low is None or low not in MORALE or high not in MORALE:
                problems.append((located.cell(r, 1), f"a morale is {MORALE[0]} to {MORALE[-1]} (got {row[1]!r})"))
        elif text(row[1]) not in charts.defensive:
            problems.append((located.cell(r, 1), f"no defensive class {text(row[1])} in the defensive table "
                                                 f"({', '.join(charts.defensive)})"))
    return problems


def _melee_values(charts: Charts, sheet) -> list[Problem]:
    """Each worked melee value is the firepower and defensive factors plus morale less casualties."""
    located = find(sheet, "melee-value")
    problems = columns_are(located, ["code", "code", "number", "number", "number"], "the melee value table")
    if problems:
        return problems
    for r, row in enumerate(located.table.rows):
        firepower, defensive, morale, casualties = text(row[0]), text(row[1]), whole(row[2]), whole(row[3])
        if firepower not in charts.firepower or defensive not in charts.defensive:
            problems.append((located.cell(r, 0), f"{firepower}{defensive} names no firepower and defensive class"))
            continue
        if morale not in MORALE or casualties is None or casualties < 0:
            problems.append((located.cell(r, 2), f"a morale of {MORALE[0]} to {MORALE[-1]} and casualties of 0 or "
                                                 "more"))
            continue
        factors = charts.melee_factor
        value = factors[firepower] + factors[defensive] + morale - casualties
        if whole(row[4]) != value:
            problems.append((located.cell(r, 4), f"{firepower} ({factors[firepower]}) + {defensive} "
                             f"({factors[defensive]}) + morale {morale} - {casualties} casualties is {value}, "
                             f"not {row[4]}"))
    return problems


def _unit_codes(charts: Charts, sheet) -> list[Problem]:
    """Each example code reads, and its words are the class tables' (as decode.py words them)."""
    located = find(sheet, "unit-codes")
    problems = columns_are(located, ["text", "code", "text", "text", "text", "number"], "the unit-code table")
    if problems:
        return problems
    for r, row in enumerate(located.table.rows):
        try:
            code = parse_code(text(row[1]), charts)
        except CodeError as exc:
            problems.append((located.cell(r, 1), str(exc)))
            continue
        wanted = (*decoded_words(code, charts), code.morale)
        for column, words in enumerate(wanted, start=2):
            if text(row[column]) != str(words):
                problems.append((located.cell(r, column), f"{code} reads {words!r} here (the class tables), "
                                                          f"not {text(row[column])!r}"))
    return problems


def _rolls(sheet) -> list[Problem]:
    """Every roll of one d6 in a table of rolls is 1 to 6."""
    problems = []
    for index, table in enumerate(sheet.tables):
        located = Located(index, table)
        for r, row in enumerate(table.rows):
            for c, kind in enumerate(table.columns):
                if kind == "range" and table.id != "fire-results" and not cannot(row[c]):
                    _, _, problem = _span(row[c])
                    if problem:
                        problems.append((located.cell(r, c), problem))
    return problems


def _sequence(sheet) -> list[Problem]:
    located = find(sheet, "sequence")
    phases = [whole(row[0]) for row in located.table.rows]
    if phases != list(range(1, len(phases) + 1)):
        return [(located.path("rows"), f"the phases of a round are numbered 1 to {len(phases)} in order "
                                       f"(got {', '.join(map(str, phases))})")]
    return []
