"""Building blocks shared by every data model: strict models, ids, lengths, colours."""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, field_validator

from ..lengths import Length
from ..references import Refers

ID_PATTERN = r"^[a-z0-9]+(-[a-z0-9]+)*$"
# The longest credit a game.yaml gives, and the longest name: a sheet prints "name: credit" (or a credit of its
# own, as long as those two together), with its label before it, in one line across a page of A4 at 5 pt
# (tests/test_games_data_only.py builds a game with a name and a credit this long).
CREDIT_LENGTH = 120
NAME_LENGTH = 60
SHEET_CREDIT_LENGTH = NAME_LENGTH + 2 + CREDIT_LENGTH
# game.yaml's `version:` (build.sheet_stamp)
VERSION_LENGTH = 16  # printed at the foot of every sheet, right of what else stands there
VERSION_HELP = ("the version of this print of the game, such as 'playtest 3': every sheet prints it at its foot "
                "with a fingerprint of the data it is made from, and the studio and `diff --visual` name it")

COLOUR_PATTERN = r"^#[0-9a-fA-F]{6}$"
Id = Annotated[str, Field(pattern=ID_PATTERN, max_length=64, description="lower-case id: a-z, 0-9, -")]
Colour = Annotated[str, Field(pattern=COLOUR_PATTERN, description="colour as #rrggbb")]

# What a value that does not match a pattern should have been, in words (a fault names these rather
# than the pattern); a module with a pattern of its own adds it here.
PATTERN_WORDS = {
    ID_PATTERN: "expected a lower-case id of letters a-z, digits and single hyphens, such as 'red-infantry'",
    COLOUR_PATTERN: "expected a colour as #rrggbb, such as '#3b7dd8' (names such as 'blue' are not read)",
}

# ntw-print's own symbols (ntw_print/print/symbols/pictograms.py draws each; a test keeps the two lists equal).
# A game may name others: each is an SVG file in its symbols/ folder (checked when the game loads).
BUILT_IN_SYMBOLS = (
    "activation", "cannon", "civilian", "concrete-building", "crosshair", "exoskeleton", "fog", "forest",
    "gear", "grenade", "hit", "machine-gun", "missile", "mortar", "objective", "open", "red-cross",
    "response", "rifle", "scope", "shield", "smoke", "transport", "tree", "turn", "water",
    "wooden-building", "zone",
)
SymbolName = Annotated[str, Field(pattern=ID_PATTERN, max_length=64, description=(
    f"a symbol: one of ntw-print's ({', '.join(BUILT_IN_SYMBOLS)}) or an SVG file of the game's symbols/ "
    "folder, by name")), Refers("symbol", hint="; or add symbols/{value}.svg")]


def empty_list() -> list[Any]:
    """Default factory for a list field (pydantic inspects every factory's signature, and reading a
    built-in type's signature costs far more than a function's)."""
    return []


def empty_dict() -> dict[Any, Any]:
    """Default factory for a dict field; see `empty_list`."""
    return {}


class Model(BaseModel):
    """Strict, immutable data: unknown keys are errors."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class Sourced(Model):
    """A record that can name which of its values are designer choices rather than rulebook facts.

    `designer: [range]` marks the `range` value as chosen by the designer (the rulebook is silent);
    `notes` explains a choice or how a contradiction in the rulebook was resolved.
    """

    designer: list[str] = Field(default_factory=empty_list, description="fields whose values are designer choices")
    notes: dict[str, str] = Field(default_factory=empty_dict, description="why a value is what it is, per field")

    @field_validator("designer", "notes")
    @classmethod
    def _fields_exist(cls, names: Any) -> Any:
        known = set(cls.model_fields) - {"designer", "notes"}
        for name in names:
            if name not in known:
                raise ValueError(f"'{name}' is not a field here (fields: {', '.join(sorted(known))})")
        return names
