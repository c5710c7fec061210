"""A broken scenario file gives one located message a designer can act on, word for word."""

from __future__ import annotations

import pytest

from ntw_print.core.errors import DataError
from ntw_print.games import load_game
from ntw_game import ntw_copy, replace_in

JUNCTION = "scenarios/junction.yaml"
HOUSE = "scenarios/capturing-a-house.yaml"
SNIPER = "scenarios/dont-shoot.yaml"

# (file, text, replacement, the text the fault points at, message)
CASES = [
    (JUNCTION, "tile: 1, at: EE23}", "tile: 1, at: ZZ23}", "ZZ23",
     "forces[0].sections[0].units[0].at: hex ZZ23: column 'ZZ' is off the board (A..XX)"),
    (JUNCTION, "tile: 1, at: EE23}", "tile: 1, at: EE43}", "EE43",
     "forces[0].sections[0].units[0].at: hex EE43: row 43 is off the board (1..42)"),
    (JUNCTION, "{id: red-tank-1, unit: red-tank,", "{id: red-tank-1, unit: red-hovercraft,", "red-hovercraft",
     "forces[0].sections[0].units[0].unit: unknown unit 'red-hovercraft' (known: blue-apc, blue-exoskeleton, "
     "blue-infantry, red-exoskeleton, red-infantry, red-tank)"),
    (JUNCTION, "turns: {start: 1, end: 9}", "turns: {start: 1, end: 13}", "13",
     "turns.end: turn 13 is past the last turn of the turn recorder (12)"),
    (JUNCTION, "turns: {start: 1, end: 9}", "turns: {start: 10, end: 9}", "{start",
     "turns: the start turn (10) comes after the end turn (9)"),
    (JUNCTION, "board: full-map", "board: moon", "moon",
     "board: unknown board 'moon' (known: city-and-house, full-map)"),
    (JUNCTION, "unit: red-tank, tile: 3,", "unit: red-tank, tile: 4,", "4",
     "forces[0].sections[2].units[0].tile: red-tank has 3 tiles, not a tile 4"),
    (JUNCTION, "{id: red-inf-1, unit: red-infantry, tile: 1, aboard: red-tank-1}",
     "{id: red-inf-1, unit: red-infantry, tile: 1, aboard: red-tank-9}", "red-tank-9",
     "forces[0].sections[0].units[1].aboard: unknown unit of this scenario 'red-tank-9' (did you mean "
     "'red-tank-3'? known: blue-apc, blue-inf-1, blue-inf-2, red-inf-1, red-inf-2, red-inf-3, red-inf-4, "
     "red-inf-5, red-inf-6, red-tank-1, red-tank-2, red-tank-3)"),
    (JUNCTION, "    count: 3\n", "    count: 2\n", "2\n",
     "special_rules[0].count: 2 markers for 3 blue units set up in blue-zone"),
    (JUNCTION, "{piece: terrain, face: tree, at: GG34}", "{piece: terrain, face: tree, at: CC34}", "CC34",
     "pieces[2].at: the piece covers CC34, a road: lay it on open ground"),
    (JUNCTION, "id: junction\nnumber: 1\n", "id: junction\nnumber: 2\n", "2\n",
     "number: scenario capturing-a-house has the number 2 too; free: 1"),
    (JUNCTION, "id: junction\nnumber: 1\n", "id: junction\nnumber: 12\n", "12\n",
     "number: there are 9 scenarios, numbered 1 to 9; free: 1"),
    (JUNCTION, "title: Junction\n", "title: Junction\nvalues: {foo: 3}\n", "3}",
     "values.foo: {foo} is printed by no text"),
    (JUNCTION, "{id: red-inf-2, unit: red-infantry, tile: 2,", "{id: red-inf-1, unit: red-infantry, tile: 2,", "red-inf-1",
     "forces[0].sections[0].units[2].id: unit of this scenario 'red-inf-1' is named twice "
     "(also at forces[0].sections[0].units[1].id)"),
    (JUNCTION, "    marker: fog-of-war\n", "    marker: fog\n", "fog",
     "special_rules[0].marker: unknown marker 'fog' (known: civilian, fog-of-war, no-effect, objective, protection, "
     "responding-activated, sniper, technical, turn, under-fire, zone)"),
    (HOUSE, "turn: 3", "turn: 11", "11",
     "special_rules[1].turn: turn 11 is outside the game (turns 1 to 9)"),
    (HOUSE, "drives on at {at} on turn {turn}.", "drives on at {at} on turn {turn}, {when}.", '"{unit} starts',
     "special_rules[1].text: {when} is not a value this rule fills in (known: at, objective, turn, unit)"),
    (HOUSE, "drives on at {at} on turn {turn}.", "drives on at {at}.", '"{unit} starts',
     "special_rules[1].text: the text must print {turn}"),
]


def _position(text: str, needle: str, start: int) -> tuple[int, int]:
    index = text.index(needle, start)
    return text.count("\n", 0, index) + 1, index - (text.rfind("\n", 0, index) + 1) + 1


@pytest.mark.parametrize("file, old, new, anchor, message", CASES)
def test_each_fault_is_one_located_line(tmp_path, file, old, new, anchor, message):
    root = ntw_copy(tmp_path)
    path = root / file
    replace_in(path, old, new)
    text = path.read_text()
    start = text.rfind("\n", 0, text.index(new))
    with pytest.raises(DataError) as caught:
        load_game(root)
    faults = [f for f in caught.value.faults if f.file.endswith(file)]
    assert [f"{f.path}: {f.message}" for f in faults] == [message]
    assert (faults[0].line, faults[0].column) == _position(text, anchor, start)


def test_sniper_floor_is_checked_against_the_building(tmp_path):
    root = ntw_copy(tmp_path)
    replace_in(root / SNIPER, "    floor: 3\n", "    floor: 9\n")
    with pytest.raises(DataError) as caught:
        load_game(root)
    [fault] = caught.value.faults
    assert fault.path == "special_rules[0].floor"
    assert fault.message.startswith("the building at OO27 has ") and fault.message.endswith(", not 9")


def test_every_fault_in_one_run(tmp_path):
    root = ntw_copy(tmp_path)
    replace_in(root / JUNCTION, "tile: 1, at: EE23}", "tile: 1, at: ZZ23}")
    replace_in(root / HOUSE, "turns: {start: 1, end: 9}", "turns: {start: 1, end: 13}")
    with pytest.raises(DataError) as caught:
        load_game(root)
    assert sorted(f.file.rsplit("/", 1)[-1] for f in caught.value.faults) == ["capturing-a-house.yaml", "junction.yaml"]
