"""exactly_one: the shared check that one of a model's fields (or at most one) is given."""

import pytest
from pydantic import ValidationError, model_validator

from ntw_print.core.model.choice import exactly_one
from ntw_print.core.model.common import Model


class Place(Model):
    hex: str | None = None
    zone: str | None = None
    aboard: str | None = None

    @model_validator(mode="after")
    def _one_place(self) -> "Place":
        exactly_one(self, "hex", "zone", "aboard", what="a place is", notes={"zone": "a set-up area"})
        return self


class Start(Place):
    @model_validator(mode="after")
    def _one_place(self) -> "Start":
        exactly_one(self, "hex", "zone", "aboard", what="a start is", at_most=True)
        return self


def test_one_field_given_passes():
    assert Place(zone="north").zone == "north"
    assert Start(aboard="truck-1").aboard == "truck-1"


@pytest.mark.parametrize("values, gives", [
    ({}, "none"),
    ({"hex": "0101", "zone": "north"}, "hex and zone"),
    ({"hex": "0101", "zone": "north", "aboard": "truck-1"}, "hex, zone and aboard"),
])
def test_none_or_several_is_one_fault_naming_the_choices(values, gives):
    with pytest.raises(ValidationError) as raised:
        Place(**values)
    [error] = raised.value.errors()
    assert error["msg"] == f"Value error, a place is one of hex, zone (a set-up area) or aboard; this one gives {gives}"


def test_at_most_one_lets_none_be_given_but_not_two():
    assert Start().hex is None
    with pytest.raises(ValidationError, match="a start is at most one of hex, zone or aboard; this one gives hex and aboard"):
        Start(hex="0101", aboard="truck-1")
