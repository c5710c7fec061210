"""How whole numbers and modifiers read once printed (core/numbers.py), for any game."""

from ntw_print.core.numbers import MINUS, plain, signed


def test_a_modifier_prints_its_sign_and_zero_none():
    assert [signed(v) for v in (2, 0, -1)] == ["+2", "0", f"{MINUS}1"]  # a column shift on a results table
    assert [signed(v, "-") for v in (2, 0, -1)] == ["+2", "0", "-1"]


def test_a_plain_number_takes_a_sign_only_when_negative():
    assert [plain(v) for v in (12, 0, -3)] == ["12", "0", f"{MINUS}3"]
    assert plain(-3, "-") == "-3"
