"""A card as designed on a print-on-demand service's card of a near size (pure geometry, mm).

The design is scaled evenly about its middle until it covers the service's trim (a 63 x 88 mm poker
card grows by 1.0 % to 2.5 x 3.5 in; what passes the trim on the other side, 0.07 mm, is cut off), so
that nothing in it is stretched. The page is the service's trim with its bleed all round.
"""

from __future__ import annotations

from dataclasses import dataclass

from .sheet import Box


@dataclass(frozen=True)
class CardFit:
    width: float  # the page: the service's trim and its bleed
    height: float
    trim: Box  # the service's cut, on the page
    scale: float  # design mm -> page mm
    x: float  # where the design's bottom-left corner lands on the page
    y: float

    @property
    def design_bleed(self) -> float:
        """How far past its own cut the design is drawn so that it covers the page to its edges."""
        return max(self.x, self.y) / self.scale

    def design_safe(self, safe: float) -> float:
        """The margin inside the design's cut that keeps its words `safe` mm inside the service's cut."""
        return max(safe + self.trim.x - self.x, safe + self.trim.y - self.y) / self.scale


def card_fit(width: float, height: float, trim_width: float, trim_height: float, bleed: float) -> CardFit:
    """A design of `width` x `height` on a card of `trim_width` x `trim_height` with `bleed` round it."""
    scale = max(trim_width / width, trim_height / height)
    return CardFit(trim_width + 2 * bleed, trim_height + 2 * bleed, Box(bleed, bleed, trim_width, trim_height),
                   scale, bleed + (trim_width - width * scale) / 2, bleed + (trim_height - height * scale) / 2)
