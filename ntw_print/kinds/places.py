"""The places a data file names on a board, checked against its labels in one pass: a field marked
`HEX` holds the label of one cell ('EE31', '0409'), a field marked `RUN` a label or a run of cells
along one column or row ('0407-0410'). Each fault stands at the value's path and says what the board
has ("hex ZZ23: column 'ZZ' is off the board (A..XX)").

```python
class Placement(Model):
    at: Annotated[str, HEX]
    path: list[Annotated[str, RUN]]
```
"""

from __future__ import annotations

import re

from pydantic import BaseModel

from ..core.references import Problem, Refers, references
from ..grids.labels import GridLabels

HEX = Refers("hex")
RUN = Refers("run of hexes")


def place_problems(model: BaseModel, labels: GridLabels) -> list[Problem]:
    """Each `HEX` or `RUN` under `model` that names no cell of the board `labels` letters."""
    problems = []
    for path, mark, text in references(model):
        try:
            if mark == HEX:
                labels.parse(text)
            elif mark == RUN:
                cells_named(labels, text)
        except ValueError as exc:
            problems.append((path, re.sub(r"^'(.*?)': ", r"hex \1: ", str(exc))))
    return problems


def cells_named(labels: GridLabels, text: str) -> list[tuple[int, int]]:
    """The cells a label ('0409') or a run ('0407-0410': along a column or a row) names;
    ValueError saying what is wrong."""
    first, dash, last = text.partition("-")
    start = labels.parse(first.strip())
    if not dash:
        return [start]
    end = labels.parse(last.strip())
    if start[0] != end[0] and start[1] != end[1]:
        raise ValueError(f"a run goes along one column or one row; {text!r} does not")
    (c0, r0), (c1, r1) = start, end
    return [(c, r) for c in range(min(c0, c1), max(c0, c1) + 1) for r in range(min(r0, r1), max(r0, r1) + 1)]
