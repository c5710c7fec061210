"""Words put together from names and numbers, for faults and printed sheets alike: "a, b and c",
"3 sections", "2nd"."""

from __future__ import annotations


def and_list(items: list[str], word: str = "and") -> str:
    """'a', 'a and b', 'a, b and c' (or another joining word)."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + f" {word} " + items[-1]


def counted(count: int, word: str) -> str:
    """'1 section', '3 sections', '0 floors'."""
    return f"{count} {word}{'' if count == 1 else 's'}"


def ordinal(n: int) -> str:
    """'1st', '2nd', '3rd', '4th', '11th', '21st'."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"
