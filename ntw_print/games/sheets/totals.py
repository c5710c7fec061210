"""Totals a data-only game states in its game.yaml and the check that holds its sheets to them:
how many pieces (or cards) of a kind are printed, and what a field adds up to over them.

```yaml
totals:
  - {sheet: tokens, count: 60}                                   # every piece of tokens.yaml
  - {sheet: tokens, where: {colour: black}, count: 30}           # the rows whose colour is black
  - {sheet: tokens, where: {colour: black}, sum: points, total: 60}
```
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import Field, model_validator

from ...core.errors import Fault
from ...core.model.choice import exactly_one
from ...core.model.common import Sourced
from .rows import rows_printed

if TYPE_CHECKING:
    from .model import SheetsGame

Scalar = str | int | float | bool


class Total(Sourced):
    sheet: str = Field(description="the sheet's file name without .yaml")
    where: dict[str, Scalar] = Field(default_factory=dict, description="count only the rows with these values")
    count: int | None = Field(None, ge=0, description="how many pieces or cards are printed")
    sum: str | None = Field(None, description="a field added up over every piece printed")
    total: float | None = Field(None, description="what `sum` adds up to")

    @model_validator(mode="after")
    def _one_measure(self) -> "Total":
        exactly_one(self, "count", "sum", what="a total gives", notes={"sum": "with total"})
        if (self.sum is None) != (self.total is None):
            raise ValueError("sum and total go together")
        return self


def total_faults(game: SheetsGame) -> list[Fault]:
    """Each stated total the sheets do not add up to: a fault at the total in game.yaml."""
    source = game.sources["game.yaml"]
    faults = []
    for i, total in enumerate(game.info.totals):
        sheet = game.sheets.get(f"{total.sheet}.yaml")
        if sheet is None or not rows_printed(sheet.spec):
            known = sorted(s.name for s in game.sheets.values() if rows_printed(s.spec))
            faults.append(source.fault(("totals", i, "sheet"), f"no sheet of pieces or cards named '{total.sheet}' "
                                       f"(sheets with rows: {', '.join(known) or 'none'})"))
            continue
        rows = [row for row in rows_printed(sheet.spec) if all(row.get(k) == v for k, v in total.where.items())]
        which = " and ".join(f"{k} is {v}" for k, v in total.where.items())
        of = f"{total.sheet}{f' where {which}' if which else ''}"
        if total.sum is None:  # a count: the model gives either count, or sum with total
            found = sum(row.get("copies", 1) for row in rows)
            if found != total.count:
                faults.append(source.fault(("totals", i, "count"), f"{of} prints {found} pieces; game.yaml says "
                                           f"{total.count}"))
            continue
        missing = [row for row in rows if not isinstance(row.get(total.sum), (int, float))]
        if missing:
            faults.append(source.fault(("totals", i, "sum"), f"{of}: a row has no number in '{total.sum}'"))
            continue
        found = sum(row.get("copies", 1) * row[total.sum] for row in rows)
        if found != total.total:
            faults.append(source.fault(("totals", i, "total"), f"{total.sum} over {of} adds up to {found:g}; "
                                       f"game.yaml says {total.total:g}"))
    return faults

