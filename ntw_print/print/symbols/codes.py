"""Reading a symbol's code: `nato:` and parts joined by `:`, in any order.

    nato:infantry                      a friendly infantry unit, frame filled in the standard colour
    nato:hostile:armour+mechanised:xx  icons joined by +, an affiliation, an echelon
    nato:artillery/self-propelled      /: a modifier (sector 1 above the icon, 2 below), or an icon
    nato:friend:infantry/mountain:iii:hq:reinforced:unfilled
    nato:10031000161211000000          a 20-digit SIDC (APP-6(D), land unit)

Parts: an affiliation (friend, hostile, neutral, unknown), an echelon (team ... army-group, or
its mark: ø • •• ••• i ii iii x xx xxx xxxx xxxxx), amplifiers (hq, tf; reinforced, reduced or
reinforced-and-reduced, also + - ±), the frame's fill (`unfilled`, or a colour #rrggbb), the
colour of the lines (`ink=#ffffff` for a dark counter; black unless given), and exactly one unit: names joined by + and /. Names are the designer's words with the usual
spellings (armour = armor = tank, cavalry = reconnaissance, mechanised = mechanized).
"""

from __future__ import annotations

import difflib
import functools
import re
from typing import Any
from dataclasses import replace

from .compounds import COMPOUNDS
from .echelons import AMPLIFIERS, ECHELONS, REINFORCEMENTS
from .frames import AFFILIATION_ALIASES, AFFILIATIONS
from .icons import ICONS
from .modifiers import MODIFIERS
from .sidc import from_sidc
from .symbol import COMPOUND, ECHELON, ICON, MODIFIER, PREFIX, CodeError, Symbol, in_order

UNFILLED = "unfilled"
_COLOUR = re.compile(r"^#[0-9a-f]{6}$")
INK = "ink="
_SIDC = re.compile(r"^\d{20}$")

def _names() -> dict[str, str]:
    """Every word a unit may be written with -> the name it means."""
    found: dict[str, str] = {}
    for entry in (*ICONS, *MODIFIERS, *COMPOUNDS):
        for word in (entry.name, *entry.aliases):
            assert word not in found, f"'{word}' names two symbols"
            found[word] = entry.name
    return found


NAMES = _names()
PART_WORDS = {
    **{a: a for a in AFFILIATIONS}, **AFFILIATION_ALIASES,
    **{word: e.name for e in ECHELONS for word in (e.name, *e.aliases)},
    **{word: name for name, (_, aliases) in AMPLIFIERS.items() for word in (name, *aliases)},
    **{word: name for name, (_, aliases) in REINFORCEMENTS.items() for word in (name, *aliases)},
}


def is_code(name: str) -> bool:
    """Whether a symbol's name is a code of this library rather than a file."""
    return name.startswith(PREFIX)


@functools.lru_cache(maxsize=None)
def parse(code: str) -> Symbol:
    """The symbol a `nato:` code names; CodeError says why not."""
    if not is_code(code):
        raise CodeError(f"'{code}' is not a NATO symbol code (expected 'nato:' then the unit, such as 'nato:infantry')")
    fields: dict[str, Any] = {}  # the Symbol's fields the code gives, each of its field's type
    unit: str | None = None
    for raw in code[len(PREFIX):].split(":"):
        part = raw.strip().lower()
        if not part:
            raise CodeError(f"'{code}': an empty part between two ':'")
        if _SIDC.match(part):
            _set(fields, "sidc", from_sidc(part), code)
        elif part == UNFILLED or _COLOUR.match(part):
            _set(fields, "fill", part, code)
        elif part.startswith(INK) and _COLOUR.match(part.removeprefix(INK)):
            _set(fields, "ink", part.removeprefix(INK), code)
        elif part in PART_WORDS:
            _word(fields, PART_WORDS[part], code)
        else:
            if unit is not None:
                if all(word in NAMES for word in re.split(r"[+/]", part)):
                    raise CodeError(f"'{code}': two units, '{unit}' and '{raw}' (join icons with + and modifiers "
                                    "with /)")
                raise CodeError(f"'{code}': '{raw}' is no part of a symbol" + _hint(part))
            unit = part
    sidc: Symbol | None = fields.pop("sidc", None)
    if sidc is None:
        if unit is None:
            raise CodeError(f"'{code}': no unit (expected a name such as 'infantry', or a 20-digit SIDC)")
        sidc = _unit(unit, code)
    elif unit is not None:
        raise CodeError(f"'{code}': both a SIDC and a unit '{unit}' (give one)")
    return replace(sidc, **fields)


def placed_name(symbol: str) -> str:
    """The name a symbol is marked with where it is placed in a PDF: a code's one spelling (so that
    `nato:armor+infantry` and `nato:mechanised` are one symbol), a file's own name."""
    return parse(symbol).code if is_code(symbol) else symbol


def _word(fields: dict[str, Any], name: str, code: str) -> None:
    if name in AFFILIATIONS:
        _set(fields, "affiliation", name, code)
    elif name in ECHELON:
        _set(fields, "echelon", name, code)
    elif name == "hq":
        _set(fields, "hq", True, code)
    elif name == "tf":
        _set(fields, "task_force", True, code)
    else:
        _set(fields, "reinforcement", name, code)


_SAID = {"affiliation": "affiliations", "echelon": "echelons", "fill": "fills", "ink": "inks", "hq": "headquarters marks",
         "task_force": "task force marks", "reinforcement": "reinforced/reduced marks", "sidc": "SIDCs"}


def _set(fields: dict[str, Any], key: str, value: object, code: str) -> None:
    if key in fields:
        raise CodeError(f"'{code}': two {_SAID[key]} ({fields[key]!s} and {value!s}); give one")
    fields[key] = value


def _unit(unit: str, code: str) -> Symbol:
    """The icons and modifiers of `infantry+armour/mountain`."""
    icons: set[str] = set()
    modifiers: dict[int, str] = {}
    for word in re.split(r"[+/]", unit):
        if word not in NAMES:
            raise CodeError(f"'{code}': no NATO symbol '{word}'" + _hint(word))
        for name in _expanded(NAMES[word]):
            if name in ICON:
                icons.add(name)
                continue
            sector = MODIFIER[name].sector
            if modifiers.get(sector, name) != name:
                raise CodeError(f"'{code}': two modifiers in sector {sector} ('{modifiers[sector]}' and '{name}'); "
                                f"a symbol has one {'above' if sector == 1 else 'below'} its icon")
            modifiers[sector] = name
    return Symbol(icons=in_order(icons), modifiers=tuple(modifiers[s] for s in sorted(modifiers)))


def _expanded(name: str) -> list[str]:
    if name in COMPOUND:
        return re.split(r"[+/]", COMPOUND[name].makeup)
    return [name]


def _hint(word: str) -> str:
    close = difflib.get_close_matches(word, list(NAMES) + list(PART_WORDS), n=3, cutoff=0.6)
    said = " or ".join(f"'{c}'" for c in close)
    return (f" (did you mean {said}? " if close else " (") + "`ntw-print symbols` prints every code)"

