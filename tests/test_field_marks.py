"""The ids and places a data file names are found by walking its model and checked in one pass: an
unknown id with the closest known one, an id given twice, a hex off the board, a run of hexes that
bends; each at its path inside the file (by the file's keys)."""

from __future__ import annotations

from typing import Annotated

import pytest
from pydantic import Field

from ntw_print.core.model.common import Model
from ntw_print.core.references import Names, Refers, once_each, range_problems, reference_problems, references, repeated
from ntw_print.grids.labels import GridLabels
from ntw_print.kinds.places import HEX, RUN, place_problems
from ntw_print.kinds.placeholders import Fills, model_text_problems


class Stop(Model):
    id: Annotated[str, Names("stop")]
    at: Annotated[str, HEX]
    road: list[Annotated[str, RUN]] = []


class Route(Model):
    """A bus route: stops on a town map, a depot of the game, and the stops it calls at in order."""

    depot: Annotated[str, Refers("depot")]
    stops: list[Stop]
    calls: tuple[Annotated[str, Refers("stop")], Annotated[str, Refers("stop")]]
    spare: Annotated[str, Refers("stop")] | None = Field(None, alias="reserve")


def route(**changes) -> Route:
    data = {"depot": "north", "stops": [{"id": "mill", "at": "0101", "road": ["0101-0104"]},
                                        {"id": "inn", "at": "0302"}],
            "calls": ["mill", "inn"], **changes}
    return Route.model_validate(data)


def test_every_marked_value_is_found_with_its_path_in_file_order():
    found = [(path, mark, value) for path, mark, value in references(route(reserve="inn"))]
    assert found == [(("depot",), Refers("depot"), "north"),
                     (("stops", 0, "id"), Names("stop"), "mill"), (("stops", 0, "at"), HEX, "0101"),
                     (("stops", 0, "road", 0), RUN, "0101-0104"),
                     (("stops", 1, "id"), Names("stop"), "inn"), (("stops", 1, "at"), HEX, "0302"),
                     (("calls", 0), Refers("stop"), "mill"), (("calls", 1), Refers("stop"), "inn"),
                     (("reserve",), Refers("stop"), "inn")]


def test_a_well_formed_file_has_no_problem():
    assert reference_problems(route(), {"depot": {"north", "south"}, "stop": []}) == []
    assert place_problems(route(), GridLabels(6, 4, "numbers-4digit")) == []


def test_an_unknown_id_names_the_closest_and_an_id_given_twice_the_first():
    broken = route(depot="nroth", calls=["mil", "mill"],
                   stops=[{"id": "mill", "at": "0101"}, {"id": "mill", "at": "0102"}])
    assert reference_problems(broken, {"depot": ["north", "south"], "stop": []}) == [
        (("stops", 1, "id"), "stop 'mill' is named twice (also at stops[0].id)"),
        (("depot",), "unknown depot 'nroth' (did you mean 'north'? known: north, south)"),
        (("calls", 0), "unknown stop 'mil' (did you mean 'mill'? known: mill)"),
    ]


def test_a_kind_not_asked_for_is_left_to_other_checks():
    assert reference_problems(route(depot="anywhere", calls=["inn", "bus-stop"]), {}) == []


def test_a_kind_the_file_names_is_checked_when_it_names_none():
    assert reference_problems(route(stops=[], calls=["mill", "inn"]), {"stop": []}) == [
        (("calls", 0), "unknown stop 'mill' (known: none)"), (("calls", 1), "unknown stop 'inn' (known: none)")]


@pytest.mark.parametrize("changes, problem", [
    ({"stops": [{"id": "mill", "at": "0109"}]}, (("stops", 0, "at"), "hex 0109: row 9 is off the board (01..04)")),
    ({"stops": [{"id": "mill", "at": "0101", "road": ["0101-0202"]}]},
     (("stops", 0, "road", 0), "a run goes along one column or one row; '0101-0202' does not")),
    ({"stops": [{"id": "mill", "at": "0101", "road": ["0101-0701"]}]},
     (("stops", 0, "road", 0), "hex 0701: column '07' is off the board (01..06)")),
])
def test_a_place_off_the_board_says_what_the_board_has(changes, problem):
    assert place_problems(route(**changes, calls=["mill", "mill"]), GridLabels(6, 4, "numbers-4digit")) == [problem]


def test_repeats_and_once_each():
    assert repeated([(("a", 0), 1), (("a", 1), 2), (("a", 2), 1)]) == [(("a", 2), 1, ("a", 0))]
    assert once_each(("sides",), ["red", "red"], ["red", "blue"]) == [
        (("sides",), "expected one entry for red, found 2"), (("sides",), "expected one entry for blue, found 0")]


class Timetable(Model):
    """A bus timetable: the hours of the day a route runs, and the hours its extra buses leave."""

    extra: list[Annotated[int, Refers("hour")]]
    last: Annotated[int, Refers("hour")]


def test_a_number_outside_its_span_says_the_span():
    table = Timetable(extra=[7, 23], last=24)
    assert range_problems(table, "hour", 6, 23, "the service day") == [
        (("last",), "hour 24 is outside the service day (hours 6 to 23)")]
    assert range_problems(table, "minute", 0, 5, "the hour") == []


class Notice(Model):
    """A notice at a bus stop: its words name the stop and the next bus."""

    heading: Annotated[str, Fills("a notice prints")]
    lines: list[Annotated[str, Fills("a notice prints")]]
    footer: str = "{not checked}"


def test_a_text_naming_a_value_no_one_fills_in_is_found_at_its_path():
    notice = Notice(heading="{stop}", lines=["Next bus: {nxt}", "Fare {", "{fare}"])
    assert model_text_problems(notice, {"stop", "next", "fare"}) == [
        (("lines", 0), "{nxt} is not a value a notice prints (known: fare, next, stop)"),
        (("lines", 1), "Single '{' encountered in format string: write a brace as {{ or }}")]
