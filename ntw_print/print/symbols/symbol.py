"""A symbol as read from its code: the parts it is made of, by their names in the tables."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .compounds import COMPOUNDS
from .echelons import ECHELONS
from .icons import ICONS
from .modifiers import MODIFIERS

PREFIX = "nato:"

ICON = {icon.name: icon for icon in ICONS}
MODIFIER = {modifier.name: modifier for modifier in MODIFIERS}
COMPOUND = {compound.name: compound for compound in COMPOUNDS}
ECHELON = {echelon.name: echelon for echelon in ECHELONS}


class CodeError(ValueError):
    """A code that does not read: the message says what was expected, with the closest names."""


@dataclass(frozen=True)
class Symbol:
    affiliation: str = "friend"
    icons: tuple[str, ...] = ()  # in the table's order
    modifiers: tuple[str, ...] = ()  # sector 1 first
    echelon: str | None = None
    hq: bool = False
    task_force: bool = False
    reinforcement: str | None = None  # reinforced, reduced, reinforced-and-reduced
    fill: str | None = None  # None: the standard colour; "unfilled"; or #rrggbb
    ink: str | None = None  # the lines' colour, #rrggbb; None: black

    @property
    def code(self) -> str:
        """The one way of writing this symbol (verify compares these; the PDF form is named by it)."""
        unit = "/".join(("+".join(self.icons),) * bool(self.icons) + self.modifiers)
        parts = [self.affiliation, unit, self.echelon, "hq" if self.hq else None, "tf" if self.task_force else None,
                 self.reinforcement, self.fill, f"ink={self.ink}" if self.ink else None]
        return PREFIX + ":".join(p for p in parts if p)


def in_order(icons: Iterable[str]) -> tuple[str, ...]:
    """Icons in the table's order: one way of writing each combination."""
    order = {name: i for i, name in enumerate(ICON)}
    return tuple(sorted(icons, key=lambda name: order.get(name, len(order))))
