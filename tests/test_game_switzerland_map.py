"""Switzerland must be Conquered: every hex the rules name lies where the rules imply, on the map
drawn from data/switzerland/map.yaml, and the setup chart's units and hexes hold to the counters and
the map."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from ntw_print.core.errors import DataError
from ntw_print.games import load_game
from ntw_print.grids.hex import OffsetScheme, distance
from ntw_print.kinds.board.layout import labels_of, region_cells

SWISS = Path(__file__).parents[1] / "data" / "switzerland"


@pytest.fixture(scope="module")
def game():
    return load_game(SWISS)


@pytest.fixture(scope="module")
def board(game):
    return game.sheets["map.yaml"].spec


@pytest.fixture(scope="module")
def regions(board):
    return region_cells(board, labels_of(board.grid))


def _run(first: str, last: str) -> list[str]:
    """The hexes of a row from `first` to `last` ('0101'-'1101')."""
    row = first[2:]
    return [f"{col:02d}{row}" for col in range(int(first[:2]), int(last[:2]) + 1)]


def _hex_distance(a: str, b: str) -> int:
    scheme = OffsetScheme("flat", "odd")
    return distance(scheme.to_cube(int(a[:2]) - 1, int(a[2:]) - 1), scheme.to_cube(int(b[:2]) - 1, int(b[2:]) - 1))


def test_the_map_is_22_by_17_inches_numbered_column_then_row_from_0101(board):
    assert board.trim_size == pytest.approx((558.8, 431.8))
    assert board.grid.labels == "numbers-4digit" and board.grid.columns >= 27 and board.grid.rows >= 13


def test_the_setup_chart_hexes_lie_in_their_sides_territory(regions):
    swiss = ["0409", "0607", "0312", "0411", "0610", "0807", "0313", "0909", "0712", "0804", "1203", "1403", "1104",
             "1504", "1204", "1304", "1606", "1903", "2103", "2304", "1705", "2105"]
    assert set(swiss) <= regions["switzerland"]
    assert {"2406", "1201", "1601", "2703"} <= regions["germany"] | regions["austria"]


def test_the_north_edge_is_france_from_0101_to_1101_and_germany_from_1201_to_2601(regions):
    assert set(_run("0101", "1101")) <= regions["france"]
    assert set(_run("1201", "2601")) <= regions["germany"]


def test_the_french_lines_and_0106_are_in_france(regions):
    assert {"1102", "1103", "1003", "0106"} <= regions["france"]


def test_the_training_scenarios_example_hexes_count_as_the_rule_says(regions):
    """19.6.4: a division counts 4 in 1202 and 12 in 1701: once, plus once per full 3 hexes inside
    Germany, counted from the nearest French hex."""
    def count(hex_: str) -> int:
        inside = min(_hex_distance(hex_, french) for french in regions["france"])
        return 4 * (1 + inside // 3)

    assert {"1202", "1701"} <= regions["germany"]
    assert count("1202") == 4 and count("1701") == 12


def test_swiss_territory_runs_below_row_11_and_the_redoubt_towns_are_mountain_towns(board, regions):
    assert any(int(h[2:]) > 11 for h in regions["switzerland"])
    places = {p.name: p for p in board.places}
    mountain = {cell for text in board.cells["mountain"] for cell in _cells(board, text)}
    for town in ("Chur", "Thun", "Verbier", "Brig", "Lugano", "Montreux"):
        assert places[town].cell in mountain and places[town].cell in regions["switzerland"], town
        assert int(places[town].cell[2:]) >= 8, town  # the redoubt: row xx08 and south


def test_bern_is_the_capital_and_seventeen_other_swiss_urban_areas_make_twenty_vp(board, regions):
    swiss = [p for p in board.places if p.cell in regions["switzerland"]]
    assert [p.name for p in swiss if p.mark == "capital"] == ["Bern"]
    assert len([p for p in swiss if p.mark == "city"]) == 17  # 3 + 17 x 1 = 20 VP, the stated maximum
    french = [p for p in board.places if p.cell in regions["france"]]
    assert len(french) == 3
    assert {"Basel", "Zürich", "Geneva", "Sargans"} <= {p.name for p in swiss}


def test_fortresses_orange_dots_and_pink_triangles(board, regions):
    signs = {s.id: s.cells for s in board.signs}
    assert len(signs["fortified-line"]) == 8 and len(signs["jura-line"]) == 4
    assert len(signs["fortress"]) == 3 and set(signs["fortress"]) <= regions["switzerland"]
    assert len(signs["french-fortress"]) == 1 and set(signs["french-fortress"]) <= regions["france"]
    assert set(signs["fortified-line"]) | set(signs["jura-line"]) <= regions["switzerland"]
    places = {p.name: p.cell for p in board.places}
    assert places["Sargans"] in signs["fortress"]


def test_a_setup_hex_outside_switzerland_is_refused_at_its_line(tmp_path):
    folder = tmp_path / "switzerland"
    shutil.copytree(SWISS, folder)
    path = folder / "setup.yaml"
    path.write_text(path.read_text().replace('[2 Bdr X, "0607"]', '[2 Bdr X, "0606"]')
                    .replace('[6 Bdr X, "1903"]', '[6 Bdr Z, "1903"]'))
    with pytest.raises(DataError) as raised:
        load_game(folder)
    messages = [str(f) for f in raised.value.faults]
    assert any(m.startswith("data/") is False and "setup.yaml:" in m and "tables[0].rows[1][1]: 2 Bdr X sets up in "
               "0606, which is not in switzerland on the map" in m for m in messages), messages
    assert any("tables[3].rows[0][0]: 6 Bdr Z: no swiss counter of that name and size in counters.yaml" in m
               for m in messages), messages


def _cells(board, text):
    from ntw_print.grids.labels import cells_named

    labels = labels_of(board.grid)
    return [labels.format(c, r) for c, r in cells_named(labels, text)]


def test_the_names_across_the_map_leave_every_hex_number_town_and_sign_clear(board):
    """The country and lake names stand clear of the hex numbers, the towns (mark and name) and the
    signs: none is printed over another word or mark."""
    from ntw_print.kinds.board.clearing import words_box
    from ntw_print.kinds.board.layout import plan
    from ntw_print.print.layout.sheet import Box
    from ntw_print.print.render.pdf import measure

    laid = plan(board, measure)
    taken = [(w.text, words_box(w, measure)) for w in laid.labels]
    taken += [(p.name, words_box(p.words, measure)) for p in laid.places]
    taken += [(p.name, Box(p.at[0] - 2.0, p.at[1] - 2.0, 4.0, 4.0)) for p in laid.places]
    taken += [(s.sign, Box(s.at[0] - s.size / 2, s.at[1] - s.size / 2, s.size, s.size)) for s in laid.signs]

    def meet(a: Box, b: Box) -> bool:
        return a.x < b.right and b.x < a.right and a.y < b.top and b.y < a.top

    assert len(laid.texts) == 7
    assert [(t.text, name) for t in laid.texts for name, box in taken if meet(words_box(t, measure), box)] == []


def test_the_hex_scale_and_3_corps_setup_are_marked_as_designer_readings(game):
    """The rules give hexes of about 20 km and place only stripped 3 Corps units below row xx11: the
    map's 15 km and the chart's whole-corps placement are the designer's, and say so."""
    assert "grid" in game.sheets["map.yaml"].spec.designer and "20 km" in game.sheets["map.yaml"].spec.notes["grid"]
    setup = game.sheets["setup.yaml"].spec
    assert "tables" in setup.designer and "18.3 places only stripped" in setup.notes["tables"]
    corps = next(t for t in setup.tables if t.id == "swiss-3-corps")
    assert "reading" in " ".join(corps.notes) and "(see 18.3)" not in " ".join(corps.notes)
    readme = (SWISS.parents[1] / "README.md").read_text()
    assert "hexes of about 15 km" not in readme and "hexes of about\n20 km" in readme
