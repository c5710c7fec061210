"""The fields 7 Seconds' cards print that follow from a row's own: a faction card's stats and the
trooper types' values worked out from its three lines, a troop card's squad lines decoded."""

from __future__ import annotations

from .rules import BONUS, RATINGS, SQUAD_LINES, STATS, faction_faults, line_total, parse_squad, parse_stats, \
    trooper_stat

FACTIONS = "faction-cards.yaml"
TROOPS = "troop-cards.yaml"
COLUMNS = {"Commander": "cdr", "Tactical": "tac", "Scout": "sct", "Assault": "asst", "Engineer": "eng"}


def complete_row(file: str, row: dict, sheets: dict) -> dict:
    """The fields a row of `file` derives from the row alone (ValueError saying what is wrong with
    it); 7 Seconds' rules read no sheet first, so `sheets` is empty."""
    if file == FACTIONS:
        return faction_fields(row)
    if file == TROOPS:
        return troop_fields(row)
    return {}


def faction_fields(row: dict) -> dict:
    """`first`, `second`, `third`: six stats each. Gives each stat by rating (`sensors_1`), each line's
    total (`points_1`) and the trooper types' and drones' values over the ratings (`"4 / 3 / 2"`)."""
    lines = {rating: parse_stats(row.get(key, "")) for rating, key in zip(RATINGS, ("first", "second", "third"))}
    faults = faction_faults(lines)
    if faults:
        raise ValueError("; ".join(faults))
    fields: dict = {}
    for number, rating in enumerate(RATINGS, start=1):
        fields.update({f"{stat}_{number}": value for stat, value in zip(STATS, lines[rating])})
        fields[f"points_{number}"] = line_total(lines[rating])
    for unit, bonus in BONUS.items():
        for stat in bonus:
            fields[f"{unit.lower()}_{stat}"] = " / ".join(str(trooper_stat(lines, r, unit, stat)) for r in RATINGS)
    fields["drones"] = " / ".join(str(lines[r][STATS.index("robotics")]) for r in RATINGS)
    return fields


def troop_fields(row: dict) -> dict:
    """`A`, `B`, `C`: a squad line each. Gives `cdr_a` ... `eng_c`, `drn_a` and `rate_a` ..."""
    fields: dict = {}
    for line in SQUAD_LINES:
        squad = parse_squad(row.get(line, ""))
        key = line.lower()
        fields.update({f"{COLUMNS[unit]}_{key}": count for unit, count in squad.counts.items()})
        fields[f"drn_{key}"] = squad.drones
        fields[f"rate_{key}"] = squad.rate
    return fields
