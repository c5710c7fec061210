"""core/recent.py: a result kept by the identity of the arguments it was worked out for (a board's plan
and its lookups, asked for by every window drawn of it)."""

from ntw_print.core.recent import remember_last


def test_remembered_by_identity_not_equality_and_only_the_last_few():
    calls: list[object] = []

    @remember_last(2)
    def worked_out(thing: list[int]) -> int:
        calls.append(thing)
        return sum(thing)

    one, other, third = [1, 2], [1, 2], [3]
    assert worked_out(one) == worked_out(one) == 3 and calls == [one]
    assert worked_out(other) == 3 and calls == [one, other]  # equal, but another object
    worked_out(third)  # pushes `one` out
    worked_out(one)
    assert calls == [one, other, third, one]
