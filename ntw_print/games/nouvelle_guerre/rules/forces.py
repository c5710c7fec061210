"""What the sheets must agree on across files.

- A battle's order of battle (`order-of-battle-<battle>.yaml`, one table `forces-<side>` per side:
  units, unit, code, notes), its labels (the set `<battle>` of `unit-labels.yaml`: a label per unit,
  rows with side, name and code) and its unit cards (the deck `<battle>` of `unit-cards.yaml`, one
  card per line of the order of battle) list the same units: every code reads, and the counts match.
- The range ruler's bands are the fire chart's reaches: a band ends where a class stops reaching,
  and its name starts with the classes that can still fire there (`A–E`, `A–D` ...).
- Every sheet carries the credit the original's licence asks for.

Each finding is (file, path in it, message).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ...sheets.cells import cannot, text, whole
from ...sheets.model import credit_line
from .charts import Charts
from .codes import CodeError, parse_code

ORDER_OF_BATTLE = "order-of-battle-"
FORCES = "forces-"
UNIT_LABELS = "unit-labels.yaml"
UNIT_CARDS = "unit-cards.yaml"
RULER = "range-ruler.yaml"
INCH_MM = 25.4
# What the original's licence asks of anything derived from it: its author credited, the original named.
ATTRIBUTION = ("© 2004 Alexander J. Hay III", "tables derived from the original rules")

Finding = tuple[str, tuple, str]


@dataclass(frozen=True)
class Unit:
    side: str
    name: str
    code: str

    def __str__(self) -> str:
        return f"{self.side} '{self.name}' {self.code}"


def check_across(sheets: dict, charts: Charts, info) -> list[Finding]:
    """Every disagreement between the sheets (`sheets` by file name, `info` the game.yaml they credit), at
    its place."""
    findings: list[Finding] = []
    battles = sorted(file.removeprefix(ORDER_OF_BATTLE).removesuffix(".yaml") for file in sheets
                     if file.startswith(ORDER_OF_BATTLE))
    for battle in battles:
        oob = f"{ORDER_OF_BATTLE}{battle}.yaml"
        listed, where, found = _order_of_battle(sheets[oob].spec, charts)
        findings += [(oob, path, message) for path, message in found]
        for file, groups, rows, what in ((UNIT_LABELS, "sets", "rows", "labels"), (UNIT_CARDS, "decks", "cards", "cards")):
            if file in sheets:
                findings += _printed(sheets[file].spec, file, groups, rows, what, battle, listed, where)
    for file, groups in ((UNIT_LABELS, "sets"), (UNIT_CARDS, "decks")):
        for index, group in enumerate(getattr(sheets[file].spec, groups) if file in sheets else []):
            if group.id not in battles:
                findings.append((file, (groups, index, "id"), f"no {ORDER_OF_BATTLE}{group.id}.yaml lists the units "
                                                              f"of '{group.id}' (battles: {', '.join(battles)})"))
    if RULER in sheets:
        findings += [(RULER, path, message) for path, message in ruler_findings(sheets[RULER].spec, charts)]
    findings += _credits(sheets, credit_line(info))
    return findings


def _order_of_battle(spec, charts: Charts) -> tuple[Counter, dict, list]:
    """The units a battle's order of battle lists (with how many), where each is listed, and what is wrong."""
    listed: Counter = Counter()
    where: dict[Unit, tuple] = {}
    found = []
    for index, table in enumerate(spec.tables):
        if not (table.id or "").startswith(FORCES):
            continue
        side = table.id.removeprefix(FORCES)
        if list(table.columns) != ["number", "text", "code", "text"]:
            found.append((("tables", index, "columns"), "a side's forces are the columns [number, text, code, text]: "
                                                        "units, unit, code (- for none), notes"))
            continue
        for r, row in enumerate(table.rows):
            if cannot(row[2]):
                continue  # sorties and off-table batteries: no unit on the table
            try:
                code = str(parse_code(text(row[2]), charts))
            except CodeError as exc:
                found.append((("tables", index, "rows", r, 2), str(exc)))
                continue
            unit = Unit(side, text(row[1]), code)
            listed[unit] += whole(row[0]) or 0
            where.setdefault(unit, ("tables", index, "rows", r))
    return listed, where, found


def _printed(spec, file: str, groups: str, rows: str, what: str, battle: str, listed: Counter,
             where: dict) -> list[Finding]:
    """The set or deck `battle` of a sheet of labels or cards against the battle's order of battle:
    a label per unit listed, or a card per line."""
    oob = f"{ORDER_OF_BATTLE}{battle}.yaml"
    chosen = [g for g, group in enumerate(getattr(spec, groups)) if group.id == battle]
    if not chosen:
        return [(oob, (), f"{file} has no {groups[:-1]} '{battle}' with the {what} of this battle")]
    printed: Counter = Counter()
    found = []
    for r, row in enumerate(getattr(getattr(spec, groups)[chosen[0]], rows)):
        unit = Unit(str(row.get("side", "")), str(row.get("name", "")), str(row.get("code", "")))
        if unit not in listed:
            found.append((file, (groups, chosen[0], rows, r), f"{oob} lists no {unit} (a row gives the side, name "
                                                              "and code of a line of the order of battle)"))
        printed[unit] += int(row.get("copies", 1))
    for unit, count in listed.items():
        wanted = count if what == "labels" else 1
        if printed[unit] != wanted:
            found.append((oob, where[unit], f"the {groups[:-1]} '{battle}' of {file} has {printed[unit]} {what} of "
                                            f"{unit}, not {wanted} ({'one for each unit listed' if what == 'labels' else 'one for each line'})"))
    return found


def class_span(codes: list[str], order: list[str]) -> str:
    """Classes as a ruler band names them: a run in class order as `A–E`, one as `A`, others by commas."""
    places = sorted(order.index(code) for code in codes)
    if len(places) > 1 and places == list(range(places[0], places[-1] + 1)):
        return f"{order[places[0]]}\u2013{order[places[-1]]}"
    return ", ".join(order[p] for p in places)


def ruler_findings(spec, charts: Charts) -> list[tuple[tuple, str]]:
    """The bands of each inch ruler against the fire chart: from 0 to the shortest reach, then from
    each reach to the next, named by the classes that still reach there."""
    order = list(charts.firepower)
    reaches = sorted({charts.reach(code) for code in order} - {0})
    found = []
    for index, ruler in enumerate(spec.rulers):
        if abs(ruler.unit - INCH_MM) > 1e-6 or ruler.scale != 1 or not ruler.bands:
            continue
        ends = [reach for reach in reaches if reach <= ruler.length]
        wanted = [(start, end, class_span([c for c in order if charts.reach(c) >= end], order))
                  for start, end in zip([0] + ends, ends)]
        have = [(band.start, band.end, band.name.split()[0] if band.name.split() else "") for band in ruler.bands]
        if have != wanted:
            show = "; ".join(f'{name} {start:g}-{end:g}"' for start, end, name in wanted)
            found.append((("rulers", index, "bands"), f"the bands follow the fire chart's reaches: {show} "
                                                      "(each name starting with its classes)"))
    return found


def _credits(sheets: dict, game_line: str) -> list[Finding]:
    """Each sheet's credit line names the original's author and says the tables come from it."""
    found = []
    for file, sheet in sorted(sheets.items()):
        own = getattr(sheet.spec, "credit", "")
        line = own or game_line
        missing = [words for words in ATTRIBUTION if words not in line]
        if missing:
            place = (file, ("credit",)) if own else ("game.yaml", ("credit",))
            found.append((*place, f"the credit line reads {line!r}; the original's licence asks for "
                                  f"{' and '.join(repr(m) for m in missing)}"))
    return found
