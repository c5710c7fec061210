"""The players' aid tables held to the rules: every CRT cell a legal result, the odds columns in
order from 1:4, the stated results and bombardment numbers, night bombardment, stacking, victory
points and their costs, surrender and the victory levels as the text gives them. Each fault stands
at the table cell that breaks the rule."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.errors import Fault
from ..sheets.cells import whole
from . import rules
from .sheets import MAP, board_regions, tables

if TYPE_CHECKING:
    from ..sheets.model import SheetsGame

AID = "aid.yaml"
NEEDED = ("crt", "terrain", "bombardment", "bomber", "stacking", "victory-points", "victory-levels", "sequence")
# the victory-points table's rows the rules give a number (rule)
STATED_VP = (("Holding Bern", rules.BERN_VP, "16.0"), ("Holding each other Swiss urban area", rules.URBAN_VP, "16.0"),
             ("Each turn beyond the scenario's length", rules.VP_COST, "16.0"),
             ("Each use of emergency replacements", rules.VP_COST, "16.0"),
             ("Each armour or motorized division with more than one step lost", rules.VP_COST, "16.0"),
             ("Each division lost", rules.VP_COST, "16.0"),
             ("All German fighters dead or rebuilding (air combat rule)", rules.VP_COST, "16.0"),
             ("German bomber rolls a 6", rules.VP_COST, "7.0"),
             ("Optional engineers brought in", rules.ENGINEERS_VP, "11.3"),
             ("Swiss strip 3 Corps: 11 Mtn X and 60 Mtn III", rules.STRIP_3_CORPS_VP[0], "18.3"),
             ("Swiss strip 3 Corps: 9 Mtn XX, 61 and 62 Mtn III", rules.STRIP_3_CORPS_VP[1], "18.3"),
             ("Parachute unit requested", rules.PARACHUTE_VP, "18.5.2"),
             ("Each glider unit requested", rules.GLIDER_VP, "18.5.2"),
             ("Each airborne unit lost", rules.AIRBORNE_LOST_VP, "18.5.2"))


def aid_faults(game: SheetsGame) -> list[Fault]:
    source = game.sources[AID]
    found = tables(game, AID)
    missing = [name for name in NEEDED if name not in found]
    if missing:
        return [source.fault(("tables",), f"the aid sheet needs tables with these ids: {', '.join(missing)}")]
    faults: list[tuple[tuple, str]] = []
    for name, check in (("crt", _crt), ("bombardment", _bombardment), ("terrain", _terrain), ("bomber", _bomber),
                        ("stacking", _stacking), ("victory-levels", _levels), ("sequence", _sequence)):
        index, table = found[name]
        faults += [(("tables", index) + where, message) for where, message in check(table)]
    index, table = found["victory-points"]
    faults += [(("tables", index) + where, message) for where, message in _victory_points(table, game)]
    return [source.fault(where, message) for where, message in faults]


def _body(table) -> list[list[str]]:
    return table.body_rows()


def _crt(table):
    last = len(table.header_rows()) - 1
    ratios = table.header_rows()[-1][1:]
    names = [text for text, _ in ratios]
    values = []
    for c, name in enumerate(names, start=1):
        try:
            values.append(rules.ratio(name))
        except ValueError:
            yield ("header", last, c), f"an odds column reads as a ratio such as 1:4 or 3:1, not {name!r}"
    if len(values) != len(names):
        return
    if values != sorted(set(values)):
        yield ("header",), f"the odds columns must rise from left to right: {', '.join(names)}"
    if names[0] != rules.LOWEST_ODDS:
        yield ("header",), f"the lowest odds column is {rules.LOWEST_ODDS} (10.1), not {names[0]}"
    attack, defence, column = rules.STATED_ODDS
    if rules.odds_column(attack, defence, names) != column:
        yield ("header", last), (f"{attack} against {defence} reads the {column} column (10.1), not "
                                 f"{rules.odds_column(attack, defence, names)}")
    rows = _body(table)
    if [row[0] for row in rows] != [str(d) for d in rules.DIE]:
        yield ("rows",), "the rows are the die rolls 1 to 6, in order"
    for r, row in enumerate(rows):
        for c, cell in enumerate(row[1:], start=1):
            try:
                rules.read_result(cell)
            except ValueError as exc:
                yield ("rows", r, c), str(exc)
    for column in sorted({column for column, _ in rules.STATED_RESULTS} - set(names)):
        yield ("header", last), f"the CRT has a {column} column: the rules state its results (8.3)"
    for (column, die), wanted in rules.STATED_RESULTS.items():
        if column in names and die - 1 < len(rows):
            got = rows[die - 1][names.index(column) + 1]
            if got != wanted:
                yield ("rows", die - 1, names.index(column) + 1), (f"at {column} a roll of {die} gives {wanted} "
                                                                   f"(8.3), not {got}")


def _bombardment(table):
    last = len(table.header_rows()) - 1
    heads = [text for text, _ in table.header_rows()[-1][1:]]
    strengths = [whole(text) for text in heads]
    if strengths != list(range(1, rules.MAX_BOMBARDMENT + 1)):
        unread = [(c, text) for c, (text, value) in enumerate(zip(heads, strengths), start=1) if value is None]
        for c, text in unread:
            yield ("header", last, c), f"a bombardment strength is a whole number, not {text!r}"
        if not unread:
            yield ("header", last), f"the strengths are 1 to {rules.MAX_BOMBARDMENT} (6.0), not {', '.join(heads)}"
        return
    rows = [[whole(cell) for cell in row] for row in _body(table)]
    unread = [(r, c, cell) for r, row in enumerate(_body(table)) for c, cell in enumerate(row) if rows[r][c] is None]
    for r, c, cell in unread:
        yield ("rows", r, c), (f"a bombardment number is a whole number 1 to 6, not {cell!r}" if c else
                               f"a row's stacking points are a whole number, not {cell!r}")
    if unread:
        return
    for r, row in enumerate(rows):
        for c, number in enumerate(row[1:], start=1):
            if not 1 <= number <= 6:
                yield ("rows", r, c), f"a bombardment number is 1 to 6 on a d6, not {number}"
            if c > 1 and number < row[c - 1]:
                yield ("rows", r, c), "a stronger bombardment never needs a lower number"
            if r and number < rows[r - 1][c]:
                yield ("rows", r, c), "more stacking points never make a hit harder"
    points, strength, wanted = rules.STATED_BOMBARDMENT
    got = rules.bombardment_number(rows, points, strength)
    if got != wanted:
        yield ("rows",), f"strength {strength} against {points} stacking points needs {wanted} (6.1), not {got}"


def _terrain(table):
    rows = {row[0]: (r, row) for r, row in enumerate(_body(table))}
    if "Urban area" not in rows:
        yield ("rows",), "the terrain effects name the Urban area"
        return
    r, row = rows["Urban area"]
    if row[3] != f"{rules.URBAN_BOMBARDMENT:+d}":
        yield ("rows", r, 3), f"urban terrain modifies bombardment by {rules.URBAN_BOMBARDMENT} (6.1), not {row[3]}"


def _bomber(table):
    rows = _body(table)
    if len(rows) != 6 or "1 VP" not in rows[-1][1]:
        yield ("rows",), "the bomber table has a row per die roll, and a 6 costs the German player 1 VP (7.0)"
    for r, row in enumerate(rows[:-1]):
        strength = row[1].rsplit(" ", 1)[-1]
        if not strength.isdigit() or not 1 <= int(strength) <= rules.MAX_BOMBARDMENT:
            yield ("rows", r, 1), f"the bomber bombards at a strength of 1 to {rules.MAX_BOMBARDMENT}"


def _stacking(table):
    sizes = {"Regiment (III)": "III", "Brigade (X)": "X", "Division (XX)": "XX", "Brandenburgers": ""}
    missing = [unit for unit in sizes if unit not in {row[0] for row in _body(table)}]
    if missing:
        yield ("rows",), f"the stacking table names {', '.join(missing)}: the rules give their points (5.0)"
    for r, (unit, points) in enumerate(_body(table)):
        if unit in sizes and whole(points) != rules.stacking_points(sizes[unit]):
            yield ("rows", r, 1), f"{unit} counts {rules.stacking_points(sizes[unit])} stacking points (5.0)"


def _levels(table):
    printed = {row[0]: row[1] for row in _body(table)}
    if printed != rules.VICTORY_LEVELS:
        yield ("rows",), f"the victory levels are {rules.VICTORY_LEVELS} (17.2)"
    notes = " ".join(table.notes)
    for stated in (rules.SURRENDER_ROLL, f"{rules.SURRENDER_LOSSES} brigades or divisions"):
        if stated not in notes:
            yield ("notes",), (f"the notes give the surrender conditions (17.1): Bern and {rules.SURRENDER_ROLL} "
                               f"other urban areas held, at least {rules.SURRENDER_LOSSES} brigades or divisions "
                               f"lost; they do not say {stated!r}")


def _sequence(table):
    """The night bombardment phases say the rules' modifier."""
    night = [(r, row) for r, row in enumerate(_body(table)) if row[0].startswith("Night") and "bombardment" in row[0]]
    if not night:
        yield ("rows",), "the sequence of play names the night bombardment phases (13.1)"
    for r, row in night:
        if not row[1].startswith(f"{rules.NIGHT_BOMBARDMENT:+d} "):
            yield ("rows", r, 1), (f"night bombardment takes {rules.NIGHT_BOMBARDMENT:+d} off the number (13.1): "
                                   f"say it first, not {row[1]!r}")


def _victory_points(table, game: SheetsGame):
    rows = {row[0]: (r, row) for r, row in enumerate(_body(table))}
    for name, wanted, rule in STATED_VP:
        if name not in rows:
            yield ("rows",), f"the victory points name '{name}': the rules give it {wanted:+d} VP ({rule})"
        elif rows[name][1][1] != f"{wanted:+d}":
            yield ("rows", rows[name][0], 1), f"{name} gives {wanted:+d} VP ({rule}), not {rows[name][1][1]}"
    swiss = board_regions(game).get("switzerland", set())
    places = [p for p in game.sheets[MAP].spec.places if p.cell in swiss]
    most = sum(rules.BERN_VP if p.mark == "capital" else rules.URBAN_VP for p in places if p.mark != "none")
    if most != rules.MAX_VP:
        yield ("rows",), (f"the map's Swiss urban areas give {most} VP; the rules' maximum is {rules.MAX_VP} "
                          "(Bern 3 and 17 others)")
