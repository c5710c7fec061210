"""How whole numbers and modifiers read once printed (core/numbers.py), for any game."""

from ntw_print.core.numbers import MINUS, plain, signed


def test_a_modifier_prints_its_sign_and_zero_none():
    assert [signed(v) for v in (2, 0, -1)] == ["+2", "0", f"{MINUS}1"]  # a column shift on a results table
    assert [signed(v, "-") for v in (2, 0, -1)] == ["+2", "0", "-1"]


def test_a_plain_number_takes_a_sign_only_when_negative():
    assert [plain(v) for v in (12, 0, -3)] == ["12", "0", f"{MINUS}3"]
    assert plain(-3, "-") == "-3"


def test_a_chance_reads_as_a_percentage_and_a_fraction():
    from fractions import Fraction

    from ntw_print.core.numbers import fraction_text, percent

    one_in_six = Fraction(1, 6)  # a results-table column that one face of a d6 gives
    assert (percent(one_in_six, 1), percent(one_in_six), fraction_text(one_in_six)) == ("16.7%", "17%", "1/6")
    assert (percent(Fraction(0), 1), fraction_text(Fraction(0)), fraction_text(Fraction(4, 4))) == ("0.0%", "0", "1")
    assert (percent(Fraction(1, 1000)), percent(Fraction(999, 1000))) == ("<1%", ">99%")
