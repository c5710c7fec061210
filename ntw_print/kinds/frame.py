"""The page around the charts of a sheet: paper, its title and credit lines, and blocks flowed
down columns and across pages. Pure geometry in mm (origin bottom-left, y up); nothing draws here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from pydantic import Field

from ..core.errors import LayoutError
from ..print.layout.sheet import HOME_PAPERS, PRINTER_MARGIN_MM, SCALE_BAR_ROOM_MM, Box, paper_size
from ..core.geometry import MM_PER_PT
from ..print.layout.text import CAP_HEIGHT, Measure
from ..core.model.common import SHEET_CREDIT_LENGTH, Sourced
from ..core.yamlsrc import PathKey

MARGIN = PRINTER_MARGIN_MM + 4.0  # paper left around a sheet that is not cut
FOOT_BAR_TOP = PRINTER_MARGIN_MM + SCALE_BAR_ROOM_MM  # the scale bar stands under this
TITLE_PT = 14.0
CREDIT_PT = 6.5
TITLE_BAND = 10.0  # from the top of the body to the title's baseline, and the gap under it
CREDIT_BAND = 6.0
BLOCK_GAP = 6.0  # between blocks flowed down a column, and between columns


class SheetHead(Sourced):
    """What every chart sheet may carry: a title on each page, a credit line (an author or a licence
    notice) at the foot of each page, and which way the paper is turned."""

    title: str = Field("", max_length=120)
    credit: str = Field("", max_length=SHEET_CREDIT_LENGTH)
    landscape: bool = False

    @property
    def marks(self) -> bool:
        """Whether some value prints with the designer mark, so that pages holding one carry the key
        (a kind that marks values says so)."""
        return False


@dataclass(frozen=True)
class Frame:
    width: float
    height: float
    body: Box  # where blocks go
    title_baseline: float | None
    credit_baseline: float | None
    key_baseline: float | None = None  # the designer marks' key, over the credit


def page_size(paper: str, landscape: bool) -> tuple[float, float]:
    width, height = paper_size(paper)
    return (height, width) if landscape else (width, height)


def frame(paper: str, head: SheetHead, margin: float = MARGIN) -> Frame:
    """The page, with bands for the title (top), the credit and the designer marks' key (bottom) when
    the sheet has them; the credit and the body stand above the scale bar at the foot, however small
    the margin."""
    width, height = page_size(paper, head.landscape)
    top, bottom = height - margin, max(margin, FOOT_BAR_TOP)
    title = credit = key = None
    if head.title:
        title = top - TITLE_PT * MM_PER_PT * CAP_HEIGHT
        top -= TITLE_BAND
    if head.credit:
        credit = bottom + 0.5
        bottom += CREDIT_BAND
    if head.marks:
        key = bottom + 0.5
        bottom += CREDIT_BAND
    return Frame(width, height, Box(margin, bottom, width - 2 * margin, top - bottom), title, credit, key)


@dataclass(frozen=True)
class Placed:
    page: int  # 0-based
    box: Box  # where the block's outer box goes


def flow(sizes: list[tuple[float, float]], body: Box, columns: int, names: list[str],
         gap: float = BLOCK_GAP, fill_gaps: bool = False, balance: bool = False) -> list[Placed]:
    """Blocks (width, height) placed down the columns of `body`, then on to the next page.

    A block sits at the left of its column; one wider than a column or taller than the body is a
    LayoutError naming it and the room there is. With `fill_gaps` (for sheets whose blocks have no
    reading order), a block goes into the first column, on any page so far, with room left under
    what it holds, so a small block is not left alone on a page of its own. With `balance`, blocks
    that end up all in the first column of the last page are shared out over its columns, in order,
    so that page is not half empty beside a full column.
    """
    room = column_width(body, columns, gap)
    placed: list[Placed] = []
    opened: list[list] = [[0, 0, body.top]]  # page, column, the top of the room left in it
    for (width, height), name in zip(sizes, names):
        if width > room + 1e-6:
            raise LayoutError(f"{name}: {width:.1f} mm wide, a column is {room:.1f} mm")
        if height > body.height + 1e-6:
            raise LayoutError(f"{name}: {height:.1f} mm tall, a page holds {body.height:.1f} mm")
        tried = opened if fill_gaps else opened[-1:]
        spot = next((c for c in tried if c[2] - height >= body.y - 1e-6), None)
        if spot is None:
            page, column = opened[-1][0], opened[-1][1] + 1
            if column == columns:
                page, column = page + 1, 0
            spot = [page, column, body.top]
            opened.append(spot)
        page, column, top = spot
        x = body.x + column * (room + gap)
        placed.append(Placed(page, Box(x, top - height, width, height)))
        spot[2] = top - height - gap
    if balance and columns > 1 and opened[-1][1] == 0:
        last = [i for i, p in enumerate(placed) if p.page == opened[-1][0]]
        share = _shared_out([placed[i].box.height for i in last], columns, gap)
        tops = [body.top] * columns
        for i, column in zip(last, share):
            box = placed[i].box
            placed[i] = Placed(placed[i].page, Box(body.x + column * (room + gap), tops[column] - box.height,
                                                   box.width, box.height))
            tops[column] -= box.height + gap
    return placed


def _shared_out(heights: list[float], columns: int, gap: float) -> list[int]:
    """The column of each block, in order, filling `columns` columns so the tallest is as short as it can be."""
    def fill(limit: float) -> list[int] | None:
        found, column, used = [], 0, -gap
        for height in heights:
            if used + gap + height > limit + 1e-6:
                column, used = column + 1, -gap
            if column == columns:
                return None
            found.append(column)
            used += gap + height
        return found

    runs = sorted({sum(heights[i:j + 1]) + gap * (j - i) for i in range(len(heights)) for j in range(i, len(heights))})
    return next(found for limit in runs if (found := fill(limit)) is not None)


def page_count(placed: list[Placed]) -> int:
    """How many pages the blocks `flow` placed take (the last block is not always on the last page)."""
    return max(p.page for p in placed) + 1


def paper_problems(plan: Callable[[str, Measure], object], path: PathKey = ()) -> list[tuple[PathKey, str]]:
    """Lay a sheet out on every paper a build may use, with the real type metrics: the first paper it
    does not fit, with why, as a problem at `path` in its file (a kind's `problems`, which `check` and
    `build` both meet when the file loads: what `check` accepts, `build` builds)."""
    from ..print.render.pdf import measure

    for paper in HOME_PAPERS:
        try:
            plan(paper, measure)
        except LayoutError as exc:
            return [(path, f"on {paper.upper()} paper: {exc}")]
    return []


TITLE_MIN_PT = 8.0  # a long title is set smaller, down to this
CREDIT_MIN_PT = 5.0


def head_problems(head: SheetHead, margin: float = MARGIN) -> list[tuple[PathKey, str]]:
    """The title or credit line too long for its band across the page on a paper a build may use, at
    its line, measured as `frame_render.draw_head` sets it (a kind's `problems`: what `check` accepts,
    `build` builds)."""
    from ..print.render.draw import unfitted

    for paper in HOME_PAPERS:
        room = frame(paper, head, margin).body.width
        found = [(path, f"on {paper.upper()} paper: {why}") for path, why in (
            (("title",), head.title and unfitted(head.title, room, TITLE_PT, TITLE_MIN_PT, "title line", bold=True)),
            (("credit",), head.credit and unfitted(head.credit, room, CREDIT_PT, CREDIT_MIN_PT, "credit line")))
            if why]
        if found:
            return found
    return []


def column_width(body: Box, columns: int, gap: float = BLOCK_GAP) -> float:
    return (body.width - gap * (columns - 1)) / columns
