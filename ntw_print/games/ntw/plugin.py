"""New Techno War's plugin: how its folder is loaded, what it prints (components.py), how its
values read in change reports (values.py), the check across its files read back, and the schemas
of its data files. Its command, `odds`, is command_odds.py."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from .. import Plugin
from .components import components

if TYPE_CHECKING:
    from ...core.errors import Fault
    from ...print.readback.report import Report
    from .loader import Game


def _load(root: Path) -> Game:
    from .loader import load_folder

    return load_folder(root)


def _values(game: Game) -> dict[str, Any]:
    from .values import values

    return values(game)


def _check_report(game: Game, report: Report) -> None:
    from .verify.board import check_pitches

    check_pitches(game, report)


def _schemas() -> dict[str, Any]:
    from .loader import FILE_KINDS
    from .model.templates import TEMPLATE_MODELS

    return {kind.name: kind.model for kind in FILE_KINDS} | TEMPLATE_MODELS


def _fit_faults(game: Game) -> list[Fault]:
    from .fits import sheet_fit_faults

    return sheet_fit_faults(game)


def _odds(game: Game) -> dict[str, str]:
    from .odds import shot_chances

    return shot_chances(game)


PLUGIN = Plugin("ntw", load=_load, components=components, values=_values, check_report=_check_report,
                fit_faults=_fit_faults, odds=_odds, schemas=_schemas)
