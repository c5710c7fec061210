"""The miss matrix: which d20 face sends a missed curved shot to which hex of the star.

The star is the target hex's two rings of neighbours. A cell is given in the data as steps from
the target (`[n]`, `[n, ne]`, ...); here it becomes a cube offset, and the whole matrix is checked:
every face of the die used exactly once, every cell on the star, no two cells on one hex, and
every hex of the star reached by a face (so that no hex is left out while a face rolls again).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ....grids.clusters import offset_of
from ....grids.hex import Hex, distance, ring

if TYPE_CHECKING:
    from ....core.yamlsrc import PathKey
    from ..model.game import MissMatrix

STAR_RADIUS = 2
ORIGIN = Hex(0, 0, 0)


@dataclass(frozen=True)
class MissOutcome:
    """Where a face sends the shot: an offset from the target hex, or a named outcome."""

    face: int
    offset: Hex | None
    outcome: str | None = None

    @property
    def distance(self) -> int | None:
        return None if self.offset is None else distance(ORIGIN, self.offset)


def outcomes(matrix: MissMatrix) -> dict[int, MissOutcome]:
    """Face -> outcome, for a matrix that has passed `matrix_problems`."""
    result = {}
    for cell in matrix.cells:
        offset = offset_of(cell.steps) if cell.steps else None
        for face in cell.faces:
            result[face] = MissOutcome(face, offset, cell.outcome)
    return dict(sorted(result.items()))


def matrix_problems(matrix: MissMatrix, sides: int) -> list[tuple[PathKey, str]]:
    """Every way the matrix breaks the rules, as (path in the file, message) pairs."""
    problems: list[tuple[PathKey, str]] = []
    seen_faces: dict[int, int] = {}
    seen_cells: dict[Hex, int] = {}
    for i, cell in enumerate(matrix.cells):
        where = ("cells", i)
        for face in cell.faces:
            if not 1 <= face <= sides:
                problems.append((where + ("faces",), f"face {face} is not on a d{sides}"))
            elif face in seen_faces:
                problems.append((where + ("faces",), f"face {face} is used twice (also in cells[{seen_faces[face]}])"))
            else:
                seen_faces[face] = i
        if bool(cell.steps) == bool(cell.outcome):
            problems.append((where, "give either steps (a hex of the star) or an outcome, not both or neither"))
            continue
        if cell.steps:
            offset = offset_of(cell.steps)
            reach = distance(ORIGIN, offset)
            if not 1 <= reach <= STAR_RADIUS:
                problems.append((where + ("steps",), f"steps {'-'.join(cell.steps)} end {reach} hexes from the "
                                 f"target; the star reaches 1 to {STAR_RADIUS}"))
            elif offset in seen_cells:
                problems.append((where + ("steps",), f"this hex of the star is already given in cells[{seen_cells[offset]}]"))
            else:
                seen_cells[offset] = i
    missing = [f for f in range(1, sides + 1) if f not in seen_faces]
    if missing:
        problems.append(((), f"no cell for face{'s' if len(missing) > 1 else ''} {', '.join(map(str, missing))}"
                         f" (every face of the d{sides} needs exactly one)"))
    unreached = [h for h in star_offsets()[1:] if h not in seen_cells]
    if unreached and not problems:
        problems.append((("cells",), f"{len(unreached)} hex{'es' if len(unreached) > 1 else ''} of the star "
                                     f"get no face: give each hex of both rings a face before an outcome"))
    return problems


def star_offsets() -> list[Hex]:
    """The target hex, then every cell of the star ring by ring (rings 1 and 2), as offsets from the
    target: the order a section tile's template repeats them in."""
    return [ORIGIN] + [h for radius in range(1, STAR_RADIUS + 1) for h in ring(ORIGIN, radius)]
