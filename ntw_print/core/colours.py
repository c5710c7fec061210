"""Colours as the data writes them ('#rrggbb'): their parts, and which ink reads on them."""

from __future__ import annotations


def rgb(colour: str) -> tuple[int, int, int]:
    """'#rrggbb' as its 0-255 red, green and blue (as the PDF reader reports a colour, too)."""
    return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16)


def light(red: float, green: float, blue: float) -> bool:
    """Whether dark ink reads better than white on this colour (each part 0-1), by its luminance."""
    return 0.299 * red + 0.587 * green + 0.114 * blue > 0.55


INK = "#1a1a1a"
PAPER = "#ffffff"


def ink_on(colour: str) -> str:
    """The ink that reads on '#rrggbb': near-black on a light colour, white on a dark one."""
    return INK if light(*(part / 255 for part in rgb(colour))) else PAPER
