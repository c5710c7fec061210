"""The standard's 20-digit symbol identification code (APP-6(D) / MIL-STD-2525D), land units only.

    10 0 3 10 0 0 16 121100 00 00
    |  | |  |  | |  |  |      |  sector 2 modifier
    |  | |  |  | |  |  |      sector 1 modifier
    |  | |  |  | |  |  entity (icon)
    |  | |  |  | |  echelon
    |  | |  |  | headquarters / task force (feint and dummy are not drawn)
    |  | |  |  status (present)
    |  | |  symbol set: 10, land unit
    |  | standard identity: 3 friend, 6 hostile, 4 neutral, 1 unknown (2, 5 and 0 read as 3, 6 and 1)
    |  context
    version
"""

from __future__ import annotations

from .symbol import COMPOUND, ICON, MODIFIER, CodeError, Symbol, in_order
from .echelons import ECHELONS, HQ_TF_DIGIT
from .frames import SIDC_IDENTITY

LAND_UNIT = "10"
_IDENTITY = {"0": "unknown", "1": "unknown", "2": "friend", "3": "friend", "4": "neutral", "5": "hostile",
             "6": "hostile"}
_HQ_TF = {digit: flags for flags, digit in HQ_TF_DIGIT.items()}


def _entities() -> dict[str, tuple[str, ...]]:
    """Entity code -> the icons that draw it."""
    found: dict[str, tuple[str, ...]] = {icon.code: (icon.name,) for icon in ICON.values() if icon.code}
    for compound in COMPOUND.values():
        if compound.code:
            found[compound.code] = in_order(compound.makeup.split("+"))
    return found


ENTITIES = _entities()
ECHELON_CODES = {echelon.code: echelon.name for echelon in ECHELONS}
MODIFIER_CODES = {(m.sector, m.code): m.name for m in MODIFIER.values() if m.code}


def from_sidc(sidc: str) -> Symbol:
    """The symbol a SIDC names; CodeError for what this library does not draw."""
    identity, symbol_set, status, hq_tf = sidc[3], sidc[4:6], sidc[6], sidc[7]
    echelon, entity, first, second = sidc[8:10], sidc[10:16], sidc[16:18], sidc[18:20]
    if symbol_set != LAND_UNIT:
        raise CodeError(f"SIDC {sidc}: symbol set {symbol_set} (ntw-print draws land units, symbol set 10)")
    if identity not in _IDENTITY:
        raise CodeError(f"SIDC {sidc}: standard identity {identity} (expected 0 to 6)")
    if status != "0" or hq_tf not in _HQ_TF:
        raise CodeError(f"SIDC {sidc}: status {status} and headquarters/task force {hq_tf} "
                        "(drawn: status 0; 0, 2, 4 or 6)")
    if echelon != "00" and echelon not in ECHELON_CODES:
        raise CodeError(f"SIDC {sidc}: echelon {echelon} (expected 00 or one of {', '.join(ECHELON_CODES)})")
    if entity != "000000" and entity not in ENTITIES:
        raise CodeError(f"SIDC {sidc}: entity {entity} is not among the icons ntw-print draws "
                        "(`ntw-print symbols` lists them with their codes)")
    modifiers = []
    for sector, digits in ((1, first), (2, second)):
        if digits != "00":
            if (sector, digits) not in MODIFIER_CODES:
                raise CodeError(f"SIDC {sidc}: sector {sector} modifier {digits} is not among those ntw-print draws")
            modifiers.append(MODIFIER_CODES[sector, digits])
    hq, task_force = _HQ_TF[hq_tf]
    return Symbol(_IDENTITY[identity], ENTITIES.get(entity, ()), tuple(modifiers), ECHELON_CODES.get(echelon), hq,
                  task_force)


def to_sidc(symbol: Symbol) -> str | None:
    """The SIDC of a symbol, or None when the standard has no code for it (an icon combination it
    does not name, ntw-print's own modifier, a reinforced/reduced mark, a fill of its own)."""
    by_icons = {icons: code for code, icons in ENTITIES.items()}
    entity = "000000" if not symbol.icons else by_icons.get(symbol.icons)
    if entity is None or symbol.reinforcement:
        return None
    sectors: dict[int, str] = {}
    for name in symbol.modifiers:
        modifier = MODIFIER[name]
        if modifier.code is None:
            return None
        sectors[modifier.sector] = modifier.code
    echelon = next((e.code for e in ECHELONS if e.name == symbol.echelon), "00")
    return ("10" + "0" + SIDC_IDENTITY[symbol.affiliation] + LAND_UNIT + "0" + HQ_TF_DIGIT[symbol.hq, symbol.task_force]
            + echelon + entity + sectors.get(1, "00") + sectors.get(2, "00"))
