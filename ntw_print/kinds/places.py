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
from ..grids.labels import GridLabels, cells_named

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
