"""Packing pieces onto sheets, fronts and the backs that land behind them.

Pieces of one size stand in a grid block, a shelf; when a size runs out with room left on the
sheet, the next size starts a shelf below it (a gang sheet), far enough that the two shelves'
crop marks stay apart.

With a duplex printer a back goes on the next page where the flip puts it behind its front. Without
one (`fold`), the back goes beside its front on the same page, mirrored about a fold line through
the middle of the sheet: fold the sheet on that line, glue, and cut both layers at once. Only
pieces with backs need folding: they fill the front halves first, so no folded sheet is spent on
one back while single-sided pieces take the room a back could have had.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from ...core.errors import LayoutError
from .sheet import CROP_MARK_GAP_MM, CROP_MARK_LENGTH_MM, Box, Duplex, Grid, SheetSpec, Segment, back_of, \
    crop_marks, grid_capacity, grid_slots, page_flip

FOLD = "fold"


@dataclass(frozen=True)
class PieceSize:
    key: str
    width: float
    height: float
    double_sided: bool
    group: str = ""  # pieces of another group start a new sheet (one battle's labels apart from another's)
    grid: Grid | None = None  # at most this many across and down, as the designer asks (`grid: 3x3`)


@dataclass(frozen=True)
class Fold:
    """A fold line through the middle of the sheet: `vertical` (x = at; fronts on the left half) or
    not (y = at; fronts on the lower half, so the scale bar's room at the foot stays theirs)."""

    vertical: bool
    at: float

    def mirror(self, box: Box) -> Box:
        """Where a front's back goes: mirrored about the fold line."""
        if self.vertical:
            return Box(2 * self.at - box.right, box.y, box.width, box.height)
        return Box(box.x, 2 * self.at - box.top, box.width, box.height)

    @property
    def flip(self) -> Duplex:
        """The duplex flip that turns a face the same way: about a vertical line is the long edge's."""
        return "long" if self.vertical else "short"

    def marks(self, block: Box, bleed: float) -> list[Segment]:
        """Short lines on the fold, outside the block of pieces, where crop marks stand."""
        start, end = bleed + CROP_MARK_GAP_MM, bleed + CROP_MARK_GAP_MM + CROP_MARK_LENGTH_MM
        if self.vertical:
            return [((self.at, block.y - end), (self.at, block.y - start)),
                    ((self.at, block.top + start), (self.at, block.top + end))]
        return [((block.x - end, self.at), (block.x - start, self.at)),
                ((block.right + start, self.at), (block.right + end, self.at))]


@dataclass(frozen=True)
class SheetPlan:
    """One printed sheet: the pieces on it (by key), where their fronts and backs go."""

    keys: list[str]
    fronts: list[Box]
    backs: list[Box] | None  # None when no piece on the sheet has a back
    # front_marks: the crop marks of each shelf (a shelf's marks stand outside it, clear of the next)
    front_marks: list[Segment]
    back_marks: list[Segment]
    fold: Fold | None = None  # backs beside the fronts on the same page, mirrored about this
    fold_marks: list[Segment] | None = None
    # where each front's (and back's) art may run, when the pieces share their cuts: its trim, and the
    # bleed on the sides no other piece touches (None: every piece's trim grown by the bleed)
    front_art: list[Box] | None = None
    back_art: list[Box] | None = None
    foot: str = "bottom"  # where the sheet keeps its foot (SheetSpec.foot)


def front_half(sheet: SheetSpec, vertical: bool) -> SheetSpec:
    """The part of the sheet the fronts go on when it is folded (its origin is the sheet's)."""
    if vertical:
        return SheetSpec(sheet.width / 2, sheet.height, sheet.bleed, sheet.margin)
    return SheetSpec(sheet.width, sheet.height / 2, sheet.bleed, sheet.margin)


def sheet_folds(sheet: SheetSpec) -> list[Fold]:
    """The two ways a sheet folds: down the middle, and across it."""
    return [Fold(True, sheet.width / 2), Fold(False, sheet.height / 2)]


def folds_for(sheet: SheetSpec, width: float, height: float) -> list[Fold]:
    """The folds whose front half holds a piece of this size."""
    return [fold for fold in sheet_folds(sheet) if grid_slots(front_half(sheet, fold.vertical), width, height)]


def back_flips(pieces: list[PieceSize], sheet: SheetSpec, duplex: str) -> dict[str, Duplex]:
    """How the back of each double-sided piece is turned on the sheets `plan_sheets` makes: as the
    duplex flip says, or as its sheet's fold turns it (with `fold`, a piece too big to fold goes on
    a page of backs of its own, turned as by the long edge, to glue back to back)."""
    if duplex != FOLD:
        return {p.key: page_flip(duplex) for p in pieces if p.double_sided}
    return {key: plan.fold.flip if plan.fold is not None else "long"
            for plan in plan_sheets(pieces, sheet, FOLD) if plan.backs is not None for key in plan.keys}


def shelf_gap(bleed: float) -> float:
    """Between two shelves on a sheet: room for the crop marks of both, and 2 mm between them."""
    return 2 * (bleed + CROP_MARK_GAP_MM + CROP_MARK_LENGTH_MM) + 2.0


def runs_of(pieces: list[PieceSize]) -> list[list[PieceSize]]:
    """The pieces in order, cut where the size or the group changes."""
    runs: list[list[PieceSize]] = []
    for piece in pieces:
        last = runs[-1][0] if runs else None
        if last is not None and (piece.width, piece.height, piece.group, piece.grid) == (
                last.width, last.height, last.group, last.grid):
            runs[-1].append(piece)
        else:
            runs.append([piece])
    return runs


def sheet_ways(sheet: SheetSpec) -> tuple[SheetSpec, ...]:
    """The ways a sheet of pieces may be laid out: each piece with its own bleed and cuts, pieces sharing
    their cuts, and sharing them with the foot along the side (where rows take the sheet's height)."""
    return sheet, replace(sheet, shared_cuts=True), replace(sheet, shared_cuts=True, foot="side")


def plan_sheets(pieces: list[PieceSize], sheet: SheetSpec, duplex: str,
                offset: tuple[float, float] = (0.0, 0.0), share: bool = False) -> list[SheetPlan]:
    """Pack pieces in order on as few sheets as they take: each size a shelf, shelves of other sizes
    below it while there is room, a new sheet where the group changes. Folded, the pieces with
    backs come first, filling the half sheet the fold leaves them, and the others follow them there,
    then on whole sheets.

    With `share`, pieces side by side may share their cuts (bleed round each block only) when that
    takes fewer sheets, or holds a grid the designer asks for that gutters cannot: three poker cards
    across A4 or Letter instead of two."""
    if not share or duplex == FOLD:
        return _plan(pieces, sheet, duplex, offset)
    best, error = None, None
    for choice in sheet_ways(sheet):
        try:
            plans = _plan(pieces, choice, duplex, offset)
        except LayoutError as exc:
            error = error or exc
            continue
        if best is None or len(plans) < len(best):
            best = plans
    if best is None:
        assert error is not None  # every way was tried, and each refused
        raise error
    return best


def _plan(pieces: list[PieceSize], sheet: SheetSpec, duplex: str, offset: tuple[float, float]) -> list[SheetPlan]:
    runs = runs_of(pieces)
    if duplex == FOLD:
        return _folded(runs, sheet)
    double_sided = any(p.double_sided for p in pieces)
    room = sheet.for_backs(offset) if double_sided else sheet
    fronts_room, backs_room = sheet.mark_room(sheet.foot_at()), sheet.mark_room(sheet.foot_at(True, duplex))
    plans = []
    for shelves in gang(runs, room):
        keys = [p.key for chunk, _ in shelves for p in chunk]
        fronts = [box for _, slots in shelves for box in slots]
        front_marks = [m for _, slots in shelves for m in crop_marks(slots, sheet.bleed, fronts_room)]
        backs, back_marks = None, []
        if any(p.double_sided for chunk, _ in shelves for p in chunk):
            shelf_backs = [[back_of(b, sheet.width, sheet.height, page_flip(duplex), offset) for b in slots] for _, slots in shelves]
            backs = [box for shelf in shelf_backs for box in shelf]
            back_marks = [m for shelf in shelf_backs for m in crop_marks(shelf, sheet.bleed, backs_room)]
        art = (lambda boxes: art_areas(boxes, sheet.bleed)) if sheet.shared_cuts else (lambda boxes: None)
        plans.append(SheetPlan(keys, fronts, backs, front_marks, back_marks, front_art=art(fronts),
                               back_art=art(backs) if backs else None, foot=sheet.foot))
    return plans


def art_areas(trims: list[Box], bleed: float) -> list[Box]:
    """Where each piece's art runs when pieces share their cuts: its trim, grown by the bleed on every
    side no other piece touches (a piece's art never covers its neighbour's)."""
    edges: dict[tuple[str, int], list[tuple[Box, float]]] = {}  # each piece by each of its edges, to 1e-5 mm
    for box in trims:
        for edge, at in (("left", box.x), ("right", box.right), ("low", box.y), ("top", box.top)):
            edges.setdefault((edge, round(at * 1e5)), []).append((box, at))

    def meeting(edge: str, at: float, box: Box) -> list[Box]:
        """The other pieces whose `edge` lies at `at` (within 1e-6 mm: in the same 1e-5 step or the next)."""
        step = round(at * 1e5)
        return [other for near in (step - 1, step, step + 1) for other, its in edges.get((edge, near), ())
                if other is not box and abs(its - at) < 1e-6]

    def touched(box: Box) -> set[str]:
        """The sides of `box` another piece touches."""
        beside = [(side, other) for side, other_edge, at in (("left", "right", box.x), ("right", "left", box.right))
                  for other in meeting(other_edge, at, box)]
        over = [(side, other) for side, other_edge, at in (("low", "top", box.y), ("top", "low", box.top))
                for other in meeting(other_edge, at, box)]
        return ({side for side, other in beside if box.y < other.top - 1e-6 and other.y < box.top - 1e-6}
                | {side for side, other in over if box.x < other.right - 1e-6 and other.x < box.right - 1e-6})

    areas = []
    for box in trims:
        sides = touched(box)
        grow = {side: 0.0 if side in sides else bleed for side in ("left", "right", "low", "top")}
        areas.append(Box(box.x - grow["left"], box.y - grow["low"], box.width + grow["left"] + grow["right"],
                         box.height + grow["low"] + grow["top"]))
    return areas


def gang(runs: list[list[PieceSize]], room: SheetSpec) -> list[list[tuple[list[PieceSize], list[Box]]]]:
    """Each sheet's shelves: (the pieces, their trims). A sheet with one shelf is laid out as a full
    grid centred where pieces may go (so all sheets of one size share their cut lines); shelves
    stand one under the other from the top, each centred across, the stack centred down."""
    area, gutter, gap = room.usable, room.gutter, shelf_gap(room.bleed)
    sheets: list[list[tuple[list[PieceSize], list[Box], int]]] = []
    shelves: list[tuple[list[PieceSize], list[Box], int]] = []
    top = area.top
    for run in runs:
        width, height, grid = run[0].width, run[0].height, run[0].grid
        across, down = grid_capacity(room, width, height, grid)
        if across == 0 or down == 0:
            raise LayoutError(f"{run[0].key}: a {width:.0f} x {height:.0f} mm piece does not fit the sheet")
        if grid is not None and (across, down) != grid:
            raise LayoutError(f"{run[0].key}: {grid[0]} x {grid[1]} pieces of {width:g} x {height:g} mm do not fit "
                              f"the sheet ({across} x {down} do)")
        if shelves and shelves[-1][0][0].group != run[0].group:  # another group: a sheet of its own
            sheets.append(shelves)
            shelves, top = [], area.top
        queue = list(run)
        while queue:
            shelf_top = top - (gap if shelves else 0.0)
            rows = min(math.floor((shelf_top - area.y + gutter + 1e-9) / (height + gutter)),
                       math.ceil(len(queue) / across), down)
            if rows <= 0:
                sheets.append(shelves)
                shelves, top = [], area.top
                continue
            chunk, queue = queue[:rows * across], queue[rows * across:]
            block_w = across * width + (across - 1) * gutter
            x0 = area.x + (area.width - block_w) / 2
            slots = [Box(x0 + (i % across) * (width + gutter), shelf_top - (i // across + 1) * height
                         - (i // across) * gutter, width, height) for i in range(len(chunk))]
            shelves.append((chunk, slots, rows))
            top = shelf_top - rows * height - (rows - 1) * gutter
            if queue:
                sheets.append(shelves)
                shelves, top = [], area.top
    if shelves:
        sheets.append(shelves)
    return [_placed(room, page) for page in sheets]


def _placed(room: SheetSpec, shelves: list[tuple[list[PieceSize], list[Box], int]]) -> list[tuple[list[PieceSize], list[Box]]]:
    if len(shelves) == 1:
        chunk, slots, _ = shelves[0]
        return [(chunk, grid_slots(room, slots[0].width, slots[0].height, len(chunk), chunk[0].grid))]
    area = room.usable
    bottom = min(box.y for _, slots, _ in shelves for box in slots)
    dy = -(bottom - area.y) / 2
    return [(chunk, [Box(b.x, b.y + dy, b.width, b.height) for b in slots]) for chunk, slots, _ in shelves]


def _folded(runs: list[list[PieceSize]], sheet: SheetSpec) -> list[SheetPlan]:
    """Folded sheets for the pieces with backs, on the fold that takes fewer sheets (down the middle on
    a tie; when no one fold holds every size, each size on a fold that holds it); pieces with backs too
    big to fold on sheets with a page of backs to glue behind them; single-sided pieces after the others
    on the last folded sheet's front half, then on whole sheets."""
    pieces = [p for run in runs for p in run]
    folds = {id(p): folds_for(sheet, p.width, p.height) for p in pieces if p.double_sided}
    backed = [p for p in pieces if p.double_sided and folds[id(p)]]
    too_big = [p for p in pieces if p.double_sided and not folds[id(p)]]
    plain = [p for p in pieces if not p.double_sided]
    shared = [fold for fold in sheet_folds(sheet) if all(fold in folds[id(p)] for p in backed)]
    if shared:
        plans = min((_fold_sheets(backed, plain, sheet, fold) for fold in shared), key=len)
    else:
        down, across = sheet_folds(sheet)
        plans = (_fold_sheets([p for p in backed if down in folds[id(p)]], [], sheet, down)
                 + _fold_sheets([p for p in backed if down not in folds[id(p)]], plain, sheet, across))
    return plans + (plan_sheets(too_big, sheet, "long") if too_big else [])


def _fold_sheets(backed: list[PieceSize], plain: list[PieceSize], sheet: SheetSpec, fold: Fold) -> list[SheetPlan]:
    """As many fronts as fit on the half the fold leaves them, their backs mirrored on the other half,
    sheet after sheet (a group's own); the group's single-sided pieces then fill what room its last
    one has left on its front half (their backs stay blank), and the rest go on whole sheets."""
    if not backed:
        return plan_sheets(plain, sheet, "long") if plain else []
    half = front_half(sheet, fold.vertical)
    groups = list(dict.fromkeys(p.group for p in backed + plain))
    order = sorted(backed + [p for p in plain if grid_slots(half, p.width, p.height)],
                   key=lambda p: (groups.index(p.group), not p.double_sided))
    plans: list[SheetPlan] = []
    folded: set[int] = set()
    for shelves in gang(runs_of(order), half):
        chunk = [p for pieces, _ in shelves for p in pieces]
        if not any(p.double_sided for p in chunk):
            continue  # nothing on it to fold: these go on whole sheets
        folded |= {id(p) for p in chunk}
        fronts = [box for _, slots in shelves for box in slots]
        shelf_backs = [[fold.mirror(b) for b in slots] for _, slots in shelves]
        backs = [box for shelf in shelf_backs for box in shelf]
        marks = [m for _, slots in shelves for m in crop_marks(slots, sheet.bleed)]
        back_marks = [m for (pieces, _), shelf in zip(shelves, shelf_backs)  # none round a shelf of blank backs
                      if any(p.double_sided for p in pieces) for m in crop_marks(shelf, sheet.bleed)]
        plans.append(SheetPlan([p.key for p in chunk], fronts, backs, marks, back_marks, fold,
                               fold.marks(Box.around(fronts + backs), sheet.bleed)))
    whole = [p for p in plain if id(p) not in folded]
    return plans + (plan_sheets(whole, sheet, "long") if whole else [])
