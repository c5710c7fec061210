"""What a sheet of pieces asks of the person printing it, and what it costs in paper: the cutting
guide at the foot of each sheet (how to print it, on what, which cuts first), and the sheets, waste
and cuts the build report gives per file. Pure data in mm; nothing draws here."""

from __future__ import annotations

from dataclasses import dataclass

from .sheet import Box, Segment

CARD = "250-300 g/m\u00b2 card"  # what counters, tiles and cards are best printed on
THIN_CARD = "160-200 g/m\u00b2 card"  # a folded sheet is two layers glued: thinner stock makes the same piece


def print_advice(backs: str, flip: str = "long") -> str:
    """The first line of the guide. `backs`: "none", "duplex" (the next page is this one's back),
    "fold" (the backs beside the fronts) or "glue" (a page of backs to glue behind this one)."""
    if backs == "duplex":
        return f"Print both sides ({flip}-edge flip) on {CARD}."
    if backs == "fold":
        return f"Print one side on {THIN_CARD}; fold on the dashed line, glue."
    if backs == "glue":
        return f"Print both pages one-sided on {THIN_CARD}; glue this behind the next."
    return f"Print one side on {CARD}."


@dataclass(frozen=True)
class Printing:
    """How a whole file prints, read from its pages' labels: `kind` "duplex" (fronts then their backs),
    "folded" (backs beside the fronts) or "" (one side), in words as `sides`, and on what."""

    kind: str
    sides: str
    stock: str


def printing_of(labels: list[str], pieces: bool, duplex: str) -> Printing:
    """How a file whose pages carry these labels prints, built with this duplex; card when it holds
    pieces to cut out, else plain paper."""
    stock = CARD if pieces else "plain paper"
    if any(label.endswith(("back", ", inside")) for label in labels):
        sides = ("one-sided, each page of backs glued behind the page before it" if duplex == "fold"
                 else f"double-sided, {duplex}-edge flip")
        return Printing("duplex", sides, stock)
    if any(label.endswith(", folded") for label in labels):
        return Printing("folded", "one-sided, then folded: each back beside its front", THIN_CARD if pieces else stock)
    return Printing("", "one-sided", stock)


def cut_lines(marks: list[Segment]) -> tuple[list[float], list[float]]:
    """The straight cuts crop marks ask for: the heights of the lines across, the places of those down."""
    across = sorted({round(y0, 3) for (x0, y0), (x1, y1) in marks if abs(y0 - y1) < 1e-6})
    down = sorted({round(x0, 3) for (x0, y0), (x1, y1) in marks if abs(x0 - x1) < 1e-6})
    return across, down


def cut_advice(marks: list[Segment]) -> str:
    """The second line of the guide: the long cuts across the sheet first, then the short ones."""
    across, down = cut_lines(marks)
    return f"Cut the {len(across)} lines across first, then the {len(down)} down each strip."


@dataclass(frozen=True)
class PaperUse:
    """What a file of pieces takes: sheets printed, the share of their area no piece uses, the cuts."""

    sheets: int
    waste: float  # 0..1
    cuts: int

    def describe(self) -> str:
        return f"{self.sheets} sheet{'s' if self.sheets != 1 else ''}, {self.waste:.0%} waste, {self.cuts} cuts"


def paper_use(sheets: list[tuple[float, float, list[Box], list[Segment]]]) -> PaperUse | None:
    """For each sheet (width, height, the pieces' trims on its front, its front's crop marks): the
    file's paper use; None when no sheet holds a piece (boards, charts: nothing to cut out)."""
    if not any(pieces for _, _, pieces, _ in sheets):
        return None
    paper = sum(width * height for width, height, _, _ in sheets)
    used = sum(box.width * box.height for _, _, pieces, _ in sheets for box in pieces)
    cuts = sum(len(a) + len(d) for a, d in (cut_lines(marks) for _, _, _, marks in sheets))
    return PaperUse(len(sheets), max(0.0, 1.0 - used / paper), cuts)
