"""Error messages are an interface: each bad snippet must produce exactly this line."""

from __future__ import annotations

import pytest

from ntw_game import edit
from ntw_print.core.errors import DataError
from ntw_print.games import load_game

WEAPONS = "anti-tank, assault-rifle, cannon, grenade, machine-gun, mortar, smoke-grenade"
AT_LINE = "{weapon: anti-tank, attack: 12, response: 8, ammo: 4, designer: [response]}"

# (file, text to replace, replacement, where the fault points (text after the replacement), message)
CASES = [
    ("units.yaml", AT_LINE, AT_LINE.replace("anti-tank", "lazer"), "lazer",
     f"units[0].weapons[2].weapon: unknown weapon 'lazer' (known: {WEAPONS})"),
    ("units.yaml", "    side: red\n    category: infantry\n    count: 6",
     "    side: green\n    category: infantry\n    count: 6", "green",
     "units[0].side: unknown side 'green' (known: blue, red)"),
    ("units.yaml", "    count: 6\n", "    count: 6\n    colour: red\n", "red\n",
     "units[0].colour: unknown key 'colour' (expected one of: armoured, category, count, defence, designer, "
     "figures, id, load, move, name, notes, replaces, side, weapons)"),
    ("units.yaml", "    defence: 1\n    move: 4\n    load: 1\n    weapons:",
     "    defence: many\n    move: 4\n    load: 1\n    weapons:", "many",
     "units[0].defence: input should be a valid integer, unable to parse string as an integer (got 'many')"),
    ("weapons.yaml", "  - id: cannon\n    name: Cannon\n", "  - id: Cannon!\n    name: Cannon\n", "Cannon!",
     "weapons[0].id: expected a lower-case id of letters a-z, digits and single hyphens, such as 'red-infantry' "
     "(got 'Cannon!')"),
    ("markers.yaml", "    size: 10mm\n    shape: round\n    front: {symbol: gear",
     "    size: 10\n    shape: round\n    front: {symbol: gear", "10\n",
     "markers[9].size: expected a length such as '15mm', '1.5cm' or '0.75in', got 10"),
    ("statuses.yaml", "    modifier: -3\n", "    modifier: -3\n    modifier: -4\n", "modifier: -4",
     "statuses[0].modifier: duplicate key 'modifier'"),
    ("turns.yaml", "{turn: 8,", "{turn: 9,", "9,",
     "turns[7].turn: expected turn 8 here (turns run 1, 2, 3, ...)"),
    ("weapons.yaml", "    range: 16\n    trajectory: direct\n    designer: [range]",
     "    range: 16\n    trajectory: direct\n    designer: [reach]", "[reach]",
     "weapons[0].designer: 'reach' is not a field here (fields: dice, id, ignores_defence, kills_whole_unit, "
     "makes_smoke, name, range, short, symbol, trajectory)"),
    ("statuses.yaml", "  - id: upstairs\n", "  - id: upstairs\n  bad: [\n", "\n",
     None),  # a YAML syntax error: checked separately for its form
]


def _position(text: str, needle: str, start: int) -> tuple[int, int]:
    index = text.index(needle, start)
    line = text.count("\n", 0, index) + 1
    column = index - (text.rfind("\n", 0, index) + 1) + 1
    return line, column


@pytest.mark.parametrize("file, old, new, anchor, message", [c for c in CASES if c[4]])
def test_each_fault_is_one_located_line(game_copy, file, old, new, anchor, message):
    path = game_copy / file
    edit(path, old, new)
    text = path.read_text()
    line, column = _position(text, anchor, text.index(new))
    with pytest.raises(DataError) as caught:
        load_game(game_copy)
    lines = [str(f) for f in caught.value.faults]
    assert any(l.startswith(f"{path}:") and l.endswith(message) for l in lines), lines
    located = [l for l in lines if l.endswith(message)][0]
    assert located.startswith(f"{path}:{line}:{column}: "), (located, line, column)


def test_syntax_error_names_file_and_line(game_copy):
    path = game_copy / "statuses.yaml"
    edit(path, "  - id: upstairs\n", "  - id: upstairs\n  bad: [\n")
    with pytest.raises(DataError) as caught:
        load_game(game_copy)
    (fault,) = caught.value.faults
    assert str(fault).startswith(f"{path}:")
    assert "YAML syntax" in fault.message


def test_all_faults_of_all_files_in_one_run(game_copy):
    edit(game_copy / "units.yaml", "weapon: anti-tank, attack: 12", "weapon: lazer, attack: 12")
    edit(game_copy / "weapons.yaml", "    dice: 4\n", "    dice: four\n")
    edit(game_copy / "terrain.yaml", "    protection: 4\n", "    protection: -4\n")
    with pytest.raises(DataError) as caught:
        load_game(game_copy)
    files = {f.file.rsplit("/", 1)[-1] for f in caught.value.faults}
    assert {"weapons.yaml", "terrain.yaml"} <= files


def test_reference_faults_are_all_reported(game_copy):
    edit(game_copy / "units.yaml", "weapon: anti-tank, attack: 12", "weapon: lazer, attack: 12")
    edit(game_copy / "units.yaml", "    side: blue\n", "    side: purple\n")
    with pytest.raises(DataError) as caught:
        load_game(game_copy)
    messages = [f.message for f in caught.value.faults]
    assert any("lazer" in m for m in messages) and any("purple" in m for m in messages)


def test_missing_file_and_folder(tmp_path, game_copy):
    (game_copy / "statuses.yaml").unlink()
    with pytest.raises(DataError) as caught:
        load_game(game_copy)
    assert [f.message for f in caught.value.faults] == ["missing file"]
    with pytest.raises(DataError) as caught:
        load_game(tmp_path / "nowhere")
    assert caught.value.faults[0].message.startswith("no such game folder: looked for ")
