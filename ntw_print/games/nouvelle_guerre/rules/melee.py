"""Close combat: a unit's melee value, and the band of the ratio of the two sides' totals.

The rules' bands (2 or higher, 1 to 2, .50 to 1, .49 or less) overlap at 1 and 2 and leave the
ratios between 0.49 and 0.50 in none. The game reads each band as starting at its lower figure and
running up to, not including, the next one: the quick reference prints them so ("at least",
"below"), and `checks.py` holds its bands to meeting without gap or overlap.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ...sheets.cells import cannot, number, text
from .charts import Charts, columns_are, find
from .codes import UnitCode


def melee_value(code: UnitCode, charts: Charts, casualties: int = 0) -> int:
    """The two class factors plus the morale, less the casualties (A1 with morale 5 and none: 15)."""
    return charts.melee_factor[code.firepower] + charts.melee_factor[code.defensive] + code.morale - casualties


@dataclass(frozen=True)
class Band:
    at_least: Fraction
    below: Fraction | None  # None: no upper end
    result: str

    def holds(self, ratio: Fraction) -> bool:
        return ratio >= self.at_least and (self.below is None or ratio < self.below)


# the rules' results at each band's edge and just below the lowest edge (ATT/DEF table)
STATED = ((Fraction(2), "Defender destroyed"), (Fraction(1), "Defender falls back"),
          (Fraction(1, 2), "Attacker falls back"), (Fraction(49, 100), "Attacker destroyed"))


def melee_result(attacker: int, defender: int, bands: list[Band]) -> str:
    """The result of a melee whose attacker scored `attacker` and defender `defender` (exact ratio)."""
    ratio = Fraction(attacker, defender)
    found = [band for band in bands if band.holds(ratio)]
    if len(found) != 1:
        raise ValueError(f"the ratio {ratio} falls in {len(found)} bands of the melee results")
    return found[0].result


def read_bands(sheet) -> tuple[list[Band], list]:
    """The melee-results table as bands, top first, and the problems at its cells: each band starts
    where the one above it stops, the top one has no upper end and the lowest starts at 0."""
    located = find(sheet, "melee-results")
    problems = columns_are(located, ["number", "number", "text"], "the melee results")
    if problems:
        return [], problems
    bands: list[Band] = []
    for r, row in enumerate(located.table.rows):
        low = None if cannot(row[0]) else number(row[0])
        high = None if cannot(row[1]) else number(row[1])
        if low is None or low < 0:
            problems.append((located.cell(r, 0), f"a band starts at a ratio of 0 or more (got {row[0]!r})"))
            continue
        if r == 0 and high is not None:
            problems.append((located.cell(r, 1), "the top band has no upper end: write - (it holds every ratio "
                                                 "from its start up)"))
        elif r > 0 and (high is None or not bands or bands[-1].at_least != Fraction(str(high))):
            above = f"{float(bands[-1].at_least):g}" if bands else "the band above"
            problems.append((located.cell(r, 1), f"a band runs up to where the band above starts ({above}), "
                                                 f"so that every ratio is in exactly one (got {row[1]!r})"))
        elif high is not None and high <= low:
            problems.append((located.cell(r, 1), f"a band runs from low to high (got {low:g} to {high:g})"))
        bands.append(Band(Fraction(str(low)), None if high is None else Fraction(str(high)), text(row[2])))
    if bands and not problems and bands[-1].at_least != 0:
        problems.append((located.cell(len(bands) - 1, 0), "the lowest band starts at 0, so that every ratio is in "
                                                          "one band"))
    return bands, problems


def stated_results(sheet, bands: list[Band]) -> list:
    """The problems of bands that meet (`read_bands` found none): each ratio the rules name reads
    the rules' result, a problem at the result it reads instead."""
    located = find(sheet, "melee-results")
    problems = []
    for ratio, wanted in STATED:
        got = melee_result(ratio.numerator, ratio.denominator, bands)
        if not got.startswith(wanted):
            row = next(r for r, band in enumerate(bands) if band.holds(ratio))
            problems.append((located.cell(row, 2), f"a melee ratio of {float(ratio):g} reads '{wanted} ...' in the "
                                                   f"rules, not {got!r}"))
    return problems
