"""New Techno War's plugin: how its folder is loaded, what it prints (components.py), how its
values read in change reports (values.py), the check across its files read back, and the schemas
of its data files. Its command, `odds`, is command_odds.py. Each part is imported when first used."""

from __future__ import annotations

from typing import Any

from ...core.deferred import deferred
from .. import Plugin
from .components import components


def _schemas() -> dict[str, Any]:
    from .loader import FILE_KINDS
    from .model.templates import TEMPLATE_MODELS

    return {kind.name: kind.model for kind in FILE_KINDS} | TEMPLATE_MODELS


PLUGIN = Plugin("ntw", load=deferred(f"{__package__}.loader:load_folder"), components=components,
                values=deferred(f"{__package__}.values:values"),
                check_report=deferred(f"{__package__}.verify.board:check_pitches"),
                fit_faults=deferred(f"{__package__}.fits:sheet_fit_faults"),
                odds=deferred(f"{__package__}.odds:shot_chances"), schemas=_schemas)
