"""One leaf of a flip turn tracker: a binding strip with two holes at the top, then the turn's
number and, on a disc of that player's colour, who goes first. The stack also has a cover on top
and an end leaf under the last turn when the data asks for them. Block coordinates as in
print/layout/display.py's Ink."""

from __future__ import annotations

from ...core.errors import LayoutError
from ...print.layout.sheet import Box
from ...print.layout.text import CAP_HEIGHT, Measure, wrap
from ...print.layout.display import INK, Disc, Ink, Rule, Ruled, Words, readable_on
from ...core.geometry import MM_PER_PT as PT
from .schema import Flip, Player

BIND = 9.0  # the strip at the top that is stapled or clipped
HOLE = 1.6
NUMBER_PT = 30.0
PAD = 4.0
GREY = "#8c8c8c"
DARK = "#5b5a55"


def leaf(flip: Flip, page: str, player: Player | None, measure: Measure, name: str) -> tuple[Ink, str]:
    """The leaf `page` ('cover', 'end' or a turn number) and the words the verifier finds largest on it."""
    width, height = flip.width, flip.height
    outline = Ruled(Box(0.0, -height, width, height), stroke=GREY, width=0.2)
    holes = tuple(Disc((width * f, -BIND / 2), HOLE, None, GREY) for f in (0.25, 0.75))
    binding = Rule((2.0, -BIND), (width - 2.0, -BIND), 0.2, GREY, dashed=True)
    words = [Words("bind here", width / 2, -BIND / 2 - 0.6, 4.5, colour=GREY)]
    discs: tuple[Disc, ...] = ()
    if page == "cover":
        label = flip.cover
        words += [Words(flip.cover, width / 2, -BIND - (height - BIND) * 0.45, 14.0, True),
                  Words(flip.label, width / 2, -BIND - (height - BIND) * 0.45 - 6.0, 7.0),
                  Words("turn one leaf over at the start of each turn", width / 2, -height + 3.5, 5.5, colour=DARK)]
    elif page == "end":
        label = "Game over"
        words.append(Words(label, width / 2, -BIND - 9.0, 12.0, True))
        lines = wrap(flip.end, width - 2 * PAD, 7.0, False, measure)
        words += [Words(line, width / 2, -BIND - 15.0 - 3.3 * i, 7.0) for i, line in enumerate(lines)]
    else:
        assert player is not None
        label = page
        radius = min(9.0, (height - BIND - 9.0) / 2 - 1.0)
        centre = (width - PAD - radius, -BIND - 1.5 - radius)
        number_y = -BIND - 5.5 - 2.0 - NUMBER_PT * PT * CAP_HEIGHT
        number_width = measure(page, NUMBER_PT, True)
        discs = (Disc(centre, radius, player.colour, INK),)
        words += [Words("TURN", PAD, -BIND - 5.0, 6.0, True, "start", DARK),
                  Words(page, PAD, number_y, NUMBER_PT, True, "start"),
                  Words(f"of {flip.turns}", PAD + number_width + 1.2, number_y, 6.5, False, "start", DARK),
                  Words("1st", centre[0], centre[1] - 9.0 * PT * CAP_HEIGHT / 2, 9.0, True,
                        colour=readable_on(player.colour)),
                  Words(f"{player.name} goes first", width / 2, -height + 3.8, 8.0, True)]
        if PAD + number_width + 1.2 + measure(f"of {flip.turns}", 6.5, False) > centre[0] - radius - 1.0:
            raise LayoutError(f"{name}: the turn number and the disc need a wider leaf than {width:.1f} mm")
    for w in words:
        if measure(w.text, w.size, w.bold) > width - 2 * PAD + 1e-6:
            raise LayoutError(f"{name}: {w.text!r} is wider than the leaf ({width:.1f} mm)")
    if words[-1].y - 2.0 < -height:
        raise LayoutError(f"{name}: its words need a taller leaf than {height:.1f} mm")
    return Ink(width, height, tuple(words), (outline,), (binding,), holes + discs), label
