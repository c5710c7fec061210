"""Words inside a symbol (SF, MP, EOD...) as stroked lines, not as text: a symbol holds no font, and
its words are not read as the face's words by verify.

Each glyph is polylines on a grid 4 wide and 6 high (y down), `;` between strokes; `word` scales
them to a height and centres the word on a point.
"""

from __future__ import annotations

from .paths import Point

GLYPHS = {
    "A": "0,6 0,2 2,0 4,2 4,6; 0,3.5 4,3.5",
    "B": "0,0 3,0 4,1 4,2 3,3 0,3; 3,3 4,4 4,5 3,6 0,6 0,0",
    "C": "4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5",
    "D": "0,0 2.5,0 4,1.5 4,4.5 2.5,6 0,6 0,0",
    "E": "4,0 0,0 0,6 4,6; 0,3 3,3",
    "F": "4,0 0,0 0,6; 0,3 3,3",
    "G": "4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,3.5 2.5,3.5",
    "H": "0,0 0,6; 4,0 4,6; 0,3 4,3",
    "I": "1,0 3,0; 2,0 2,6; 1,6 3,6",
    "J": "4,0 4,5 3,6 1,6 0,5",
    "K": "0,0 0,6; 4,0 0,3.5; 1.3,2.7 4,6",
    "L": "0,0 0,6 4,6",
    "M": "0,6 0,0 2,3 4,0 4,6",
    "N": "0,6 0,0 4,6 4,0",
    "O": "1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0",
    "P": "0,6 0,0 3,0 4,1 4,2 3,3 0,3",
    "R": "0,6 0,0 3,0 4,1 4,2 3,3 0,3; 2,3 4,6",
    "S": "4,1 3,0 1,0 0,1 0,2 1,3 3,3 4,4 4,5 3,6 1,6 0,5",
    "T": "0,0 4,0; 2,0 2,6",
    "U": "0,0 0,5 1,6 3,6 4,5 4,0",
    "V": "0,0 2,6 4,0",
    "W": "0,0 1,6 2,3 3,6 4,0",
    "X": "0,0 4,6; 0,6 4,0",
    "Y": "0,0 2,3 4,0; 2,3 2,6",
    "Z": "0,0 4,0 0,6 4,6",
    "(": "2,0 1,1 1,5 2,6",
    ")": "2,0 3,1 3,5 2,6",
    "+": "0.5,3 3.5,3; 2,1.5 2,4.5",
    "-": "0.5,3 3.5,3",
    "±": "0.5,2.5 3.5,2.5; 2,1 2,4; 0.5,5 3.5,5",
}
WIDTH, HEIGHT, GAP = 4.0, 6.0, 1.6  # a glyph's cell, and the space between two


def word(text: str, centre: Point, height: float) -> list[str]:
    """The paths (one per stroke) that write `text` `height` units tall, centred on `centre`."""
    scale = height / HEIGHT
    advance = (WIDTH + GAP) * scale
    left = centre[0] - (len(text) * advance - GAP * scale) / 2
    top = centre[1] - height / 2
    paths = []
    for i, letter in enumerate(text):
        x0 = left + i * advance
        for stroke in GLYPHS[letter].split(";"):
            points = [tuple(float(n) for n in p.split(",")) for p in stroke.split()]
            coords = [f"{x0 + x * scale:.2f},{top + y * scale:.2f}" for x, y in points]
            paths.append("M" + " L".join(coords))
    return paths
