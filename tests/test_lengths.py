import pytest
from pydantic import BaseModel, ValidationError

from ntw_print.core.lengths import Length, inches, parse_length


@pytest.mark.parametrize("written, mm", [
    ("63mm", 63.0), ("63 mm", 63.0), ("1.5cm", 15.0), ("5in", 127.0), ("72pt", 25.4), ("0.5in", 12.7),
])
def test_a_length_in_any_unit_becomes_millimetres(written, mm):
    assert parse_length(written) == pytest.approx(mm)


@pytest.mark.parametrize("bad", ["63 furlongs", "mm", "", "-1mm", 63, None, True, [1]])
def test_a_length_without_a_number_and_known_unit_is_refused(bad):
    with pytest.raises(ValueError, match="expected a length such as '15mm'"):
        parse_length(bad)


def test_a_model_field_holds_millimetres():
    class Card(BaseModel):
        width: Length

    assert Card(width="2.5in").width == pytest.approx(63.5)
    with pytest.raises(ValidationError, match="expected a length"):
        Card(width="wide")


def test_inches_back_from_millimetres():
    assert inches(127.0) == pytest.approx(5.0)
