"""Lists, counts and ordinals read as English."""

from ntw_print.core.words import and_list, counted, ordinal


def test_a_list_joins_its_last_two_with_the_word():
    assert and_list(["bread"]) == "bread"
    assert and_list(["bread", "milk"]) == "bread and milk"
    assert and_list(["bread", "milk", "eggs"], "or") == "bread, milk or eggs"


def test_a_count_takes_the_plural_unless_it_is_one():
    assert [counted(n, "loaf") for n in (0, 1, 2)] == ["0 loafs", "1 loaf", "2 loafs"]


def test_ordinals_follow_the_last_digit_but_the_teens():
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st", "111th"]
