"""The scale bar every page carries in its margin: 100 mm above, 4 inches below, so a person sees at
once whether the printer scaled the page ("fit to page"). Pure geometry in mm; the renderer strokes
these lines and the verifier measures them back.
"""

from __future__ import annotations

from dataclasses import dataclass

from .sheet import PRINTER_MARGIN_MM, SCALE_BAR_ROOM_MM, Box, Segment
from .text import Measure

METRIC_MM = 100.0
IMPERIAL_MM = 4 * 25.4  # 4 in
LINE_MM = 0.2  # stroke width of the bar's lines (crop marks are 0.25 mm: the two are never confused)
GAP = 0.4  # between the metric line (above) and the inch line (below)
TICK = 1.2  # a tick's length, away from the other line
LONG_TICK = 1.6  # at 0, 50 and 100 mm, and at 0, 2 and 4 in
WORDS_PT = 6.0  # the smallest type a sheet of charts allows
WORDS_GAP = 1.5  # from the end of the longer line to the words
WORDS_ROOM = 12.0  # the words' width ("100 mm", "4 in") at WORDS_PT, with some to spare
HEIGHT = GAP + 2 * LONG_TICK
WIDTH = IMPERIAL_MM + WORDS_GAP + WORDS_ROOM
assert HEIGHT + 0.2 < SCALE_BAR_ROOM_MM  # the room a sheet of pieces keeps at its foot holds the bar


LEFT_EDGE, RIGHT_EDGE = -90, 90  # a bar along the page's left edge (reading down), or its right edge (up)


@dataclass(frozen=True)
class ScaleBar:
    """A bar whose room's bottom-left corner is (x, y): on the page, or with a `turn`, in the frame of
    the page turned so that its left (or right) edge is the foot, `page` (width, height) giving where."""

    x: float
    y: float
    turn: int = 0
    page: tuple[float, float] = (0.0, 0.0)

    def on_page(self, u: float, v: float) -> tuple[float, float]:
        """A point of the bar's frame on the page."""
        width, height = self.page
        if self.turn == LEFT_EDGE:
            return v, height - u
        if self.turn == RIGHT_EDGE:
            return width - v, u
        return u, v

    @property
    def box(self) -> Box:
        if not self.turn:
            return Box(self.x, self.y, WIDTH, HEIGHT)
        return Box.around([Box(*self.on_page(u, v), 0.0, 0.0) for u in (self.x, self.x + WIDTH)
                           for v in (self.y, self.y + HEIGHT)])

    @property
    def metric_y(self) -> float:
        return self.y + LONG_TICK + GAP

    @property
    def imperial_y(self) -> float:
        return self.y + LONG_TICK

    def frame_lines(self) -> list[Segment]:
        """The two long lines, then the ticks: every 10 mm up from the metric line, every half inch
        down from the inch line."""
        x, top, low = self.x, self.metric_y, self.imperial_y
        found: list[Segment] = [((x, top), (x + METRIC_MM, top)), ((x, low), (x + IMPERIAL_MM, low))]
        for step in range(11):
            length = LONG_TICK if step % 5 == 0 else TICK
            found.append(((x + 10 * step, top), (x + 10 * step, top + length)))
        for step in range(9):
            length = LONG_TICK if step % 4 == 0 else TICK
            found.append(((x + 12.7 * step, low), (x + 12.7 * step, low - length)))
        return found

    def words(self) -> list[tuple[float, float, str]]:
        """(x, baseline, words) of the two labels, right of the lines, in the bar's frame."""
        x = self.x + IMPERIAL_MM + WORDS_GAP
        return [(x, self.metric_y + 0.1, "100 mm"), (x, self.imperial_y - 1.7, "4 in")]

    def mirrored(self, width: float, height: float, flip: str) -> "ScaleBar":
        """Where the bar goes on the back page, behind the front's (read the right way round): a bar
        along the left edge goes along the right one when the sheet turns over its long edge."""
        if self.turn:
            turn = -self.turn if flip == "long" else self.turn
            return ScaleBar(height - self.x - WIDTH, self.y, turn, (width, height))
        if flip == "long":
            return ScaleBar(width - self.x - WIDTH, self.y)
        return ScaleBar(self.x, height - self.y - HEIGHT)


def foot_bar(left: float = PRINTER_MARGIN_MM + 4.0) -> ScaleBar:
    """The usual place: at the foot of the page, just inside what a home printer prints."""
    return ScaleBar(left, PRINTER_MARGIN_MM + 0.4)


def side_bar(width: float, height: float) -> ScaleBar:
    """Where a sheet whose pieces take its whole height keeps its foot: along its left edge, as the usual
    place is along the foot."""
    bar = foot_bar()
    return ScaleBar(bar.x, bar.y, LEFT_EDGE, (width, height))


STAMP_PT = WORDS_PT  # the print stamp (a game's version, its data's fingerprint), in grey, as small as the bar's words
STAMP_DIGITS = 8  # of the fingerprint
STAMP_MIN_PT = 4.0  # the smallest a piece's or card's stamp may print: small, but read without a glass


def stamp_words(version: str, fingerprint: str) -> tuple[str, str]:
    """The stamp's two lines: `playtest 3` over `data 1f2e3d4c`."""
    return version, f"data {fingerprint[:STAMP_DIGITS]}"


def stamp_text(lines: tuple[str, ...]) -> str:
    """The stamp on one line, as a piece or card prints it (`{stamp}`): `playtest 3 · data 1f2e3d4c`;
    nothing without one."""
    return " · ".join(lines)


def widest_stamp(version: str, measure: Measure) -> str:
    """The widest stamp this version can make, every digit of its fingerprint the widest hex digit, to
    measure a piece's room for it before the fingerprint is known; "" for no version (no stamp)."""
    if not version:
        return ""
    widest = max("0123456789abcdef", key=lambda digit: max(measure(digit, 10.0, bold) for bold in (False, True)))
    return stamp_text(stamp_words(version, widest * STAMP_DIGITS))


def stamp_lines(bar: ScaleBar, width: float, lines: tuple[str, ...]) -> list[tuple[float, float, str, str]]:
    """(x, baseline, words, anchor) of the print stamp's two lines: in the bar's row at the other end
    of the page (right-aligned when the bar is at the left, as on a front), on the baselines of the
    bar's own words."""
    at_right = bar.x + WIDTH / 2 > width / 2  # a back's bar, mirrored: the stamp goes to the left
    x, anchor = (PRINTER_MARGIN_MM + 1.0, "start") if at_right else (width - PRINTER_MARGIN_MM - 1.0, "end")
    return [(x, y, line, anchor) for (_, y, _), line in zip(bar.words(), lines)]
