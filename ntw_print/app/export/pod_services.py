"""The print-on-demand card services `ntw-print export --pod` writes for, as one table: each service's
card sizes, bleed, safe margin, resolution and files, and how it takes a deck's backs (pure data).

Where each number comes from, and which could not be confirmed, is in docs/print-on-demand.md.
Lengths are mm; a service that states its bleed in pixels (MakePlayingCards: 36 px at 300 dpi) has it
here as the length those pixels are, so that its images come out at its own pixel sizes.
"""

from __future__ import annotations

from dataclasses import dataclass

MM_PER_INCH = 25.4


def inches(value: float) -> float:
    return value * MM_PER_INCH


@dataclass(frozen=True)
class Product:
    """One card size a service prints: its name there and its trim (the card as cut)."""

    name: str
    width: float  # mm
    height: float
    confirmed: bool  # the trim was read from the service's own pages or template, not inferred


@dataclass(frozen=True)
class Service:
    id: str  # as `--pod` names it
    name: str
    bleed: float  # mm of art beyond the cut, each side
    safe: float  # mm inside the cut that no words may reach into
    dpi: int
    files: str  # "pdf": one PDF a deck, a page a card face; "png": one picture a card face
    products: tuple[Product, ...]
    backs: str  # how the service takes a deck's backs, in the upload note's words
    upload: tuple[str, ...]  # the steps, in the upload note's words
    pdfx: str | None = None  # the PDF/X standard its PDFs follow, as --pdfx names it (render/pdfx.py)
    ink_limit: float | None = None  # the most ink it takes in all, cyan + magenta + yellow + black (1 = 100 %)

    @property
    def owner(self) -> str:
        """The name as a possessive: `The Game Crafter's`, `DriveThruCards'`."""
        return self.name + ("'" if self.name.endswith("s") else "'s")

    def pixels(self, product: Product) -> tuple[int, int]:
        """The picture of one face of `product` with its bleed, in pixels at the service's dpi."""
        return (round((product.width + 2 * self.bleed) / MM_PER_INCH * self.dpi),
                round((product.height + 2 * self.bleed) / MM_PER_INCH * self.dpi))


POKER, BRIDGE = (inches(2.5), inches(3.5)), (inches(2.25), inches(3.5))
MINI, TAROT = (inches(1.75), inches(2.5)), (inches(2.75), inches(4.75))

SERVICES: dict[str, Service] = {service.id: service for service in (
    Service(
        "drivethrucards", "DriveThruCards", bleed=inches(0.125), safe=inches(0.125), dpi=300, files="pdf",
        products=(Product("poker", *POKER, True), Product("bridge", *BRIDGE, False),
                  Product("mini", *MINI, False), Product("tarot", *TAROT, False)),
        backs="each card's back is the page before its front: back 1, front 1, back 2, front 2, ... (a card "
              "printed three times has its pair of pages three times)",
        upload=("Make a card product of the size named below for each deck in your DriveThruCards "
                "publisher account.",
                "Upload the deck's PDF as its print file: one page per card face, each page the card with "
                "its 1/8 in bleed, backs and fronts in pairs, in the order the deck is printed.",
                "Order a printed proof of each deck before you make it available."),
        pdfx="1a", ink_limit=2.4),
    Service(
        "thegamecrafter", "The Game Crafter", bleed=inches(0.125), safe=inches(0.125), dpi=300, files="png",
        products=(Product("poker", *POKER, True), Product("bridge", *BRIDGE, False),
                  Product("mini", *MINI, False), Product("tarot", *TAROT, False)),
        backs="one back picture for the whole deck (back.png in the deck's folder)",
        upload=("Make a game, then add one deck of the kind named below for each folder here.",
                "Upload back.png as the deck's back.",
                "Upload the numbered front pictures of the folder (several at once) as its cards, and give each "
                "card the quantity listed below.",
                "Check the proofs the site shows before you order.")),
    Service(
        "makeplayingcards", "MakePlayingCards", bleed=36 / 300 * MM_PER_INCH, safe=36 / 300 * MM_PER_INCH, dpi=300,
        files="png",
        products=(Product("poker", *POKER, True), Product("bridge", *BRIDGE, False),
                  Product("mini", *MINI, False), Product("tarot", *TAROT, True)),
        backs="one back picture for the whole deck (back.png in the deck's folder): choose the same back for "
              "every card",
        upload=("Start a custom card order of the size named below, for as many cards as the deck has.",
                "Upload the numbered front pictures of the deck's folder, and give each the quantity listed "
                "below.",
                "For the backs, choose one image for all cards and upload back.png.",
                "Check the preview of every card before you order.")),
)}

FIT_SHARE = 0.02  # a deck prints on a service's card when each side is within 2 % of it (then scaled to it)


def product_for(service: Service, width: float, height: float) -> Product | None:
    """The service's card that a card of `width` x `height` mm prints on: the nearest within FIT_SHARE."""
    near = [p for p in service.products
            if abs(p.width - width) <= FIT_SHARE * p.width and abs(p.height - height) <= FIT_SHARE * p.height]
    return min(near, key=lambda p: abs(p.width - width) + abs(p.height - height), default=None)
