"""An adding volvelle (`adds:` on its bands): a calculator that sums terms. The YAML lists each band's
marks by value; this module works out where every mark and pointer stands, so the turns add up.

How it adds: one step of the circle is one unit of the total. The bottom disc and each disc above it
but the top one carry the bands of one term; the part above each has a pointer (the arm: its slot),
and setting it on a mark turns that part by the mark's value in steps (clockwise for a band that
adds, anticlockwise for one that subtracts). The turns add up, so the arm on top ends turned by the
total less the places of the pointers; the total bands, read through the arm's window, are set back
by that much. Each disc's pointer stands in the middle of the widest stretch of its own band without
a mark, on a whole step, so it never hides one.

Nothing here measures type: whether the steps are too many for the words is found by laying out.
"""

from __future__ import annotations

from fractions import Fraction

from ...core.geometry import widest_gap
from ...core.recent import remember_last
from .schema import Band, Disc, Pointer, VolvelleSheet

SPARE_STEPS = 2
"""Empty steps between the highest total and the lowest, so that the two ends of a total band part."""

SIGNS = {"plus": 1, "minus": -1}


def term_bands(disc: Disc) -> list[tuple[int, Band]]:
    """(index, band) of the disc's bands whose values are added or subtracted."""
    return [(i, band) for i, band in enumerate(disc.bands) if band.adds in SIGNS]


def _places(disc: Disc) -> list[int]:
    """Where the marks of the disc's term bands stand, in steps clockwise of its zero (unreduced)."""
    return [SIGNS[band.adds or ""] * (mark.value or 0) for _, band in term_bands(disc) for mark in band.marks]


def totals(sheet: VolvelleSheet) -> range:
    """Every total the parts can be set to: any mark of each disc's term bands with any of the others
    (a superset of the sums a player needs), lowest to highest."""
    terms = [_places(disc) for disc in sheet.discs if term_bands(disc)]
    return range(sum(min(p) for p in terms), sum(max(p) for p in terms) + 1)


def steps_needed(sheet: VolvelleSheet) -> int:
    """Steps in a full turn: the sheet's `steps` at least, and enough that no two totals share a place."""
    return max(sheet.steps, len(totals(sheet)) + SPARE_STEPS)


def pointer_places(sheet: VolvelleSheet, steps: int) -> list[int]:
    """Each disc's pointer above the bottom one, in whole steps clockwise of its zero: the middle of the
    widest stretch of its own band without a mark."""
    places = []
    for disc in sheet.discs[1:]:
        start, width = widest_gap(_places(disc), steps)
        places.append((start + width // 2) % steps)
    return places


@remember_last(4)  # the layout, the read-back and the notes each ask for it
def worked_out(sheet: VolvelleSheet) -> VolvelleSheet:
    """The sheet with the angle of every mark and pointer and the steps of a full turn worked out (an adding
    sheet), or as it is (a sheet that gives its angles); working out a sheet twice changes nothing."""
    if not sheet.adding:
        return sheet
    steps = steps_needed(sheet)
    step = Fraction(360, steps)
    pointers = pointer_places(sheet, steps)
    offset = -sum(pointers) % steps  # the arm ends turned by the total less every pointer's place

    def at(place: int) -> float:
        return float(place * step % 360)

    def band(band: Band) -> Band:
        start, sign = (offset, 1) if band.adds == "total" else (0, SIGNS[band.adds or ""])
        marks = [m.model_copy(update={"at": at(start + sign * (m.value or 0))}) for m in band.marks]
        return band.model_copy(update={"marks": marks})

    discs = []
    for k, disc in enumerate(sheet.discs):
        update: dict[str, object] = {"bands": [band(b) for b in disc.bands]}
        if k and isinstance(disc.pointer, Pointer):
            update["pointer"] = disc.pointer.model_copy(update={"at": at(pointers[k - 1])})
        discs.append(disc.model_copy(update=update))
    return sheet.model_copy(update={"steps": steps, "discs": discs})


def adding_problems(sheet: VolvelleSheet) -> list[tuple[tuple[str | int, ...], str]]:
    """(path, message) for a band that gives a value twice, and for a total band that does not list every
    total the terms add up to exactly once."""
    found: list[tuple[tuple[str | int, ...], str]] = []
    for d, disc in enumerate(sheet.discs):
        for b, band in term_bands(disc):
            seen: set[int] = set()
            for m, mark in enumerate(band.marks):
                if mark.value in seen:
                    found.append((("discs", d, "bands", b, "marks", m, "value"),
                                  f"band {band.name!r} gives the value {mark.value} twice: its marks would stand on "
                                  "one place"))
                seen.add(mark.value or 0)
    if found:
        return found
    want = totals(sheet)
    for b, band in enumerate(sheet.discs[0].bands):
        if band.adds != "total":
            continue
        given = [mark.value or 0 for mark in band.marks]
        missing = [t for t in want if t not in given]
        beyond = sorted({v for v in given if v not in want})
        twice = sorted({v for v in given if given.count(v) > 1})
        faults = ([f"no mark for {_listed(missing)}"] if missing else []) + \
            ([f"{_listed(beyond)}, which the terms never add up to"] if beyond else []) + \
            ([f"{_listed(twice)} twice"] if twice else [])
        if faults:
            found.append((("discs", 0, "bands", b, "marks"),
                          f"band {band.name!r} lists every total the terms add up to, from {want[0]} to {want[-1]}, "
                          f"once each: it has {'; '.join(faults)}"))
    return found


def _listed(values: list[int]) -> str:
    shown = ", ".join(str(v) for v in values[:6]) + (", ..." if len(values) > 6 else "")
    return f"the total{'s' if len(values) > 1 else ''} {shown}"
