"""A data-only game: `game.yaml` says what the game is called and whom it credits; every other
YAML file in the folder is one sheet of a printable kind."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from pydantic import BaseModel, Field

from ...core.lengths import Length
from ...core.model.common import CREDIT_LENGTH, NAME_LENGTH, VERSION_HELP, VERSION_LENGTH, Colour, Id, Model, Sourced
from .totals import Total

if TYPE_CHECKING:
    from ...core.errors import Fault
    from ...core.yamlsrc import PathKey, Source
    from .. import Plugin
    from .loader import SheetRules


class PlayTable(Sourced):
    """The table a miniatures game is played on, for a game with no board: its size, its cloth's colour
    and, if any, a grid to measure by (the digital export's map)."""

    width: Length = Field(ge=100.0, le=4000.0)
    height: Length = Field(ge=100.0, le=4000.0)
    grid: Length | None = Field(None, gt=0.0, description="lines this far apart, such as 1in (none: a bare table)")
    colour: Colour = "#7d8f63"


class GameInfo(Model):
    """`game.yaml` of a game made of sheets of printable kinds."""

    plugin: Id | None = Field(None, description="the plugin of a game of sheets with rules of its own "
                              "(none: data only)")
    id: Id
    name: str = Field(min_length=1, max_length=NAME_LENGTH)
    credit: str = Field("", max_length=CREDIT_LENGTH, description="the original's author and source, printed on every "
                        "sheet that has no credit of its own")
    version: str = Field("", max_length=VERSION_LENGTH, description=VERSION_HELP)
    components: list[Id] | None = Field(None, description="the sheets to print, by file name without .yaml, "
                                        "in this order (default: every sheet in the folder)")
    totals: list[Total] = Field(default_factory=list, description="counts and sums the sheets must add up to")
    table: PlayTable | None = Field(None, description="the table to play on, for a game with no board: "
                                    "{width: 72in, height: 48in, grid: 1in}")


def credit_line(info: GameInfo) -> str:
    """The line a sheet with no credit of its own prints: the game's name and whom it credits."""
    return f"{info.name}: {info.credit}" if info.credit else info.name


@dataclass(frozen=True)
class Sheet:
    """One sheet file: its kind, the spec it holds and the spec as it prints."""

    file: str  # name in the game folder, e.g. "counters.yaml"
    kind: str
    spec: BaseModel
    # the spec crediting the game (`credit_line`) where it gives no credit of its own: what its files
    # draw and its fit was checked with when the game loaded (kinds.faces.source.read_printed)
    printed: BaseModel
    located: Any = field(default=None, compare=False, repr=False)  # kinds.faces.source.Located: each value's line

    def fault(self, path: PathKey, message: str) -> Fault:
        """A fault at the value at `path`: its line in the YAML, or in the CSV file its row came from."""
        fault: Fault = self.located.fault(path, message)
        return fault

    @property
    def name(self) -> str:
        return self.file.removesuffix(".yaml")


@dataclass
class SheetsGame:
    """A loaded data-only game."""

    root: Path
    info: GameInfo  # with `components` filled in
    sheets: dict[str, Sheet]  # by file name
    sources: dict[str, Source]  # the parsed YAML of every file, by file name
    rules: SheetRules | None = None  # the rules of a game with a few lines of Python
    completed: frozenset[str] = frozenset()  # the sheets whose rows those rules gave fields to
    cache: dict[str, Any] = field(default_factory=dict, repr=False)
    plugin: Plugin[Any] = field(init=False, repr=False, compare=False)  # set by games.load_game
    templates: ClassVar = None  # face templates live in the sheets themselves
