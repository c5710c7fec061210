"""Nouvelle Guerre's plugin: its sheets are printable kinds; its rules read the quick reference
first, decode the unit code of every row that has one, check the charts and the sheets against
each other, and read the decoded words back from the built labels and cards."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.errors import Fault
from ..sheets import sheets_plugin
from ..sheets.loader import SheetRules
from .rules.charts import QUICK_REFERENCE, Charts, read_charts
from .rules.checks import check_charts
from .rules.decode import complete_row
from .rules.forces import check_across

if TYPE_CHECKING:
    from ..sheets.model import SheetsGame

_read: list = [None, None]  # the quick reference last read, and its charts


def charts_of(sheets: dict) -> Charts:
    """The charts of the quick reference among `sheets`, read once per loaded sheet."""
    spec = sheets[QUICK_REFERENCE].spec
    if _read[0] is not spec:
        _read[:] = [spec, read_charts(spec)]
    return _read[1]


def _complete(file: str, row: dict, sheets: dict) -> dict:
    """The fields a row's unit code decodes to (a CodeError, a ValueError, when it does not read)."""
    return complete_row(charts_of(sheets), row)


def _check_first(sheets: dict, sources: dict) -> list[Fault]:
    source = sources[QUICK_REFERENCE]
    return [source.fault(path, message) for path, message in check_charts(sheets[QUICK_REFERENCE].spec)]


def _checks(game: SheetsGame) -> list[Fault]:
    found = check_across(game.sheets, charts_of(game.sheets), game.info)
    return [game.sources[file].fault(path, message) for file, path, message in found]


def _check_printed(game: SheetsGame, sheet, pdf, report) -> None:
    from .verify import check_decoded

    check_decoded(game, sheet, pdf, report)


PLUGIN = sheets_plugin("nouvelle-guerre", SheetRules(complete_row=_complete, read_first=(QUICK_REFERENCE,),
                                                     check_first=_check_first, checks=_checks,
                                                     check_printed=_check_printed))
