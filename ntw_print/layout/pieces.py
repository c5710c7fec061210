"""Packing same-size pieces onto sheets, fronts and the backs that land behind them."""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import LayoutError
from .sheet import Box, Duplex, SheetSpec, Segment, back_of, crop_marks, grid_slots


@dataclass(frozen=True)
class PieceSize:
    key: str
    width: float
    height: float
    double_sided: bool
    group: str = ""  # pieces of another group start a new sheet (one battle's labels apart from another's)


@dataclass(frozen=True)
class SheetPlan:
    """One printed sheet: the pieces on it (by key), where their fronts and backs go."""

    keys: list[str]
    fronts: list[Box]
    backs: list[Box] | None  # None when no piece on the sheet has a back
    front_marks: list[Segment]
    back_marks: list[Segment]


def plan_sheets(pieces: list[PieceSize], sheet: SheetSpec, duplex: Duplex,
                offset: tuple[float, float] = (0.0, 0.0)) -> list[SheetPlan]:
    """Pack pieces in order, a new sheet whenever the size or the group changes or the sheet is full."""
    plans: list[SheetPlan] = []
    run: list[PieceSize] = []
    for piece in pieces:
        if run and ((piece.width, piece.height, piece.group) != (run[0].width, run[0].height, run[0].group)):
            plans.extend(_plan_run(run, sheet, duplex, offset))
            run = []
        run.append(piece)
    if run:
        plans.extend(_plan_run(run, sheet, duplex, offset))
    return plans


def _plan_run(run: list[PieceSize], sheet: SheetSpec, duplex: Duplex, offset) -> list[SheetPlan]:
    first = run[0]
    room = sheet.for_backs(offset) if any(p.double_sided for p in run) else sheet
    slots = grid_slots(room, first.width, first.height)
    if not slots:
        raise LayoutError(f"{first.key}: a {first.width:.0f} x {first.height:.0f} mm piece does not fit the sheet")
    plans = []
    for start in range(0, len(run), len(slots)):
        chunk = run[start:start + len(slots)]
        fronts = slots[:len(chunk)]
        backs = None
        back_marks: list[Segment] = []
        if any(p.double_sided for p in chunk):
            backs = [back_of(b, sheet.width, sheet.height, duplex, offset) for b in fronts]
            back_marks = crop_marks(backs, sheet.bleed)
        plans.append(SheetPlan([p.key for p in chunk], fronts, backs, crop_marks(fronts, sheet.bleed), back_marks))
    return plans
