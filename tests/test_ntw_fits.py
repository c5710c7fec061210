"""What `check` accepts, the build prints: a name or word too long for the box a marker, tile, piece
or reference card prints it in is refused at its line, with the room there is (the build failed)."""

from __future__ import annotations

import re

import pytest
from click.testing import CliRunner

from ntw_game import edit, ntw_copy
from ntw_print.games import load_game


@pytest.mark.parametrize(("file", "old", "new", "path", "where"), [
    ("terrain.yaml", "name: Concrete building", "name: Reinforced concrete building", "terrain[4].name",
     "Protection (concrete-building): box 'caption': 'Reinforced concrete building' needs"),
    ("markers.yaml", "text: CIVILIAN", "text: CIVILIANS IN DISTRESS", "markers[2].front.text",
     "Civilian: box 'words': 'CIVILIANS IN DISTRESS' needs"),
    ("pieces.yaml", "text: RED CROSS", "text: RED CROSS FIELD HOSPITAL", "pieces[4].front.text",
     "red-cross: box 'line-1': 'RED CROSS FIELD HOSPITAL' needs"),
])
def test_a_word_too_long_for_its_box_is_refused_where_it_is_written(tmp_path, file, old, new, path, where):
    data = ntw_copy(tmp_path)
    edit(data / file, old, new)
    game = load_game(data)  # it loads; laying the sheets out (as check does) finds the word too long
    (fault,) = game.plugin.fit_faults(game)
    assert fault.file.endswith(file) and fault.path == path
    assert fault.message.startswith(f"too long to print: {where}")  # what prints it, in which box
    assert re.search(r"but its box is|more than its [\d.]+ x [\d.]+ mm box", fault.message)
    assert re.search(r"smallest allowed size|the smallest size allowed", fault.message)


@pytest.mark.parametrize(("old", "new", "path"), [
    ("name: Anti-tank weapon", "name: Automatic grenade launcher with a thermal imaging sight", "weapons[3].name"),
    ("short: MG", "short: MG-MAG-58", "weapons[2].short"),
])
def test_a_word_too_long_for_a_tile_is_refused_where_it_is_written(tmp_path, old, new, path):
    """The tiles' kind measures them: a range's name may take three lines of 6 pt, a weapon's short name one."""
    data = ntw_copy(tmp_path)
    edit(data / "weapons.yaml", old, new)
    game = load_game(data)
    (fault,) = game.plugin.fit_faults(game)
    assert fault.file.endswith("weapons.yaml") and fault.path == path
    assert fault.message.startswith("too long to print: ") and f"'{new.split(': ')[1]}' needs" in fault.message


def test_a_unit_name_too_long_for_the_reference_cards_is_refused(tmp_path):
    data = ntw_copy(tmp_path)
    edit(data / "units.yaml", "name: Infantry", "name: Mechanised mountain infantry company")
    game = load_game(data)  # it loads; laying the sheets out (as check does) finds the word too long
    (fault,) = game.plugin.fit_faults(game)
    assert fault.file.endswith("units.yaml")
    assert "reference card cards[0] front, column 2: its blocks need" in fault.message


def test_check_refuses_it_at_its_line_and_says_so_in_one_line(tmp_path):
    from ntw_print.app.cli import main

    data = ntw_copy(tmp_path)
    edit(data / "terrain.yaml", "name: Concrete building", "name: Reinforced concrete building")
    result = CliRunner().invoke(main, ["check", "--game", str(data)])
    assert result.exit_code == 2
    assert re.search(r"terrain\.yaml:\d+:\d+: terrain\[4\]\.name: too long to print", result.output)
