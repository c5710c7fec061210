"""A game's decks as a print-on-demand service takes them (`ntw-print export --pod SERVICE`), into
`<out>/<game>/pod/<service>/`: for each deck one PDF a page a card face (DriveThruCards) or one
picture a card face and one of the back (The Game Crafter, MakePlayingCards), each face the card on
the service's card size with its bleed, and UPLOAD.txt saying how to upload them.

Each deck goes on the service's card nearest its own size (layout/card_fit.py scales it there); a deck
no card of the service is near, or words the service's safe margin would cut, are faults at their
line, and then nothing is written. The folder is replaced whole when every file is made.
"""

from __future__ import annotations

import textwrap
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from ...core.errors import DataError
from ...print.layout.card_fit import CardFit, card_fit
from ...print.layout.sheet import Box
from ...print.render.digital import PrintDeck
from .pod_services import FIT_SHARE, Product, Service, product_for

if TYPE_CHECKING:
    from ...games import LoadedGame

POD = "pod"
NOTE = "UPLOAD.txt"
NOTE_WIDTH = 100  # characters a line of the upload note


@dataclass(frozen=True)
class PlacedDeck:
    """A deck on the service's card it prints on."""

    component: str
    deck: PrintDeck
    product: Product
    fit: CardFit

    @property
    def name(self) -> str:
        return f"{self.component}-{self.deck.id}"


def pod_folder(out: Path, game_id: str, service: Service) -> Path:
    return out / game_id / POD / service.id


def placed_decks(game: LoadedGame, service: Service, options) -> tuple[list, list[PlacedDeck]]:
    """Every deck of the game's components on the service's card, and the faults that stop any of
    them from printing there: no card near its size, words within the service's safe margin."""
    components = game.plugin.components(game)
    faults, placed = [], []
    for component in game.info.components:
        for deck in components[component].decks(game, options):
            product = product_for(service, deck.width, deck.height)
            if product is None:
                faults.append(deck.fault(deck.where + ("size",), _no_card(service, deck)))
                continue
            fit = card_fit(deck.width, deck.height, product.width, product.height, service.bleed)
            margin = fit.design_safe(service.safe)
            faults += [deck.fault(path, f"{card}: its words come {near:.1f} mm from the cut, inside the {margin:.2f} "
                                        f"mm {service.name} keeps clear on this card ({service.safe:.2f} mm inside "
                                        f"the cut of its {product.name} card, the design scaled by {fit.scale:.4f}); "
                                        "move the box in")
                       for path, card, near in deck.words_near_cut(margin)]
            placed.append(PlacedDeck(component, deck, product, fit))
    return faults, placed


def _no_card(service: Service, deck: PrintDeck) -> str:
    cards = ", ".join(f"{p.name} {p.width:.2f} x {p.height:.2f}" for p in service.products)
    return (f"{deck.width:g} x {deck.height:g} mm cards: {service.name} prints no card within {FIT_SHARE:.0%} of "
            f"this size (its cards, mm: {cards}); give the deck one of these sizes to print it there")


def export_pod(game: LoadedGame, service: Service, out: Path, options, source: str) -> tuple[Path, list[PlacedDeck]]:
    """Write the game's decks for `service` into its folder (see the module docstring; nothing for a game
    with no deck); DataError with every fault when a deck cannot print there. `source` names the game
    folder in the upload note."""
    from ...core.atomic import staged_folder

    faults, placed = placed_decks(game, service, options)
    if faults:
        raise DataError(faults)
    target = pod_folder(out, game.info.id, service)
    if not placed:
        return target, placed
    with staged_folder(target, keep=lambda name: False) as staging:
        inks: dict[str, tuple[float, ...]] = {}  # each design colour printed and its CMYK, of a PDF/X file
        counts = [_write_deck(staging, service, deck, game.info.name, inks) for deck in placed]
        (staging / NOTE).write_text(upload_note(game.info.name, source, service, placed, counts, inks),
                                    encoding="utf-8")
    return target, placed


def _write_deck(folder: Path, service: Service, placed: PlacedDeck, title: str,
                inks: dict[str, tuple[float, ...]]) -> list[tuple[str, int]]:
    """The deck's files in `folder`; (file, copies) for each card. A PDF/X file's design colours and the
    CMYK each became join `inks`."""
    deck, fit = placed.deck, placed.fit
    if service.files == "pdf":
        from ...print.render.pdf import render_pages
        from ...print.render.pdfx import STANDARDS

        pages = [page for card in deck.cards for _ in range(card.copies)
                 for page in (_page(fit, deck, deck.back, f"{card.name} back"),
                              _page(fit, deck, card.front, card.name))]
        inks.update(render_pages(pages, folder / f"{placed.name}.pdf", f"{title}: {placed.name}",
                                 standard=STANDARDS[service.pdfx]))
        found, first = [], 1
        for card in deck.cards:
            last = first + 2 * card.copies - 1
            found.append((f"{placed.name}.pdf pages {first}-{last}: {card.name}", card.copies))
            first = last + 1
        return found
    own = folder / placed.name
    own.mkdir()
    size = service.pixels(placed.product)
    (own / "back.png").write_bytes(_picture(fit, deck, deck.back, service.dpi, size))
    found = []
    for number, card in enumerate(deck.cards, start=1):
        name = f"{number:02d}-{card.name}.png"
        (own / name).write_bytes(_picture(fit, deck, card.front, service.dpi, size))
        found.append((f"{placed.name}/{name}", card.copies))
    return found


def _drawing(fit: CardFit, deck: PrintDeck, face):
    """One face of the deck's card on the page of `fit`, in mm."""
    def draw(canvas) -> None:
        canvas.saveState()
        canvas.translate(fit.x, fit.y)
        canvas.scale(fit.scale, fit.scale)
        face(canvas, Box(0.0, 0.0, deck.width, deck.height), fit.design_bleed)
        canvas.restoreState()
    return draw


def _page(fit: CardFit, deck: PrintDeck, face, label: str):
    from ...print.render.pdf import Page

    return Page(fit.width, fit.height, _drawing(fit, deck, face), trim=fit.trim,
                bleed=Box(0.0, 0.0, fit.width, fit.height), label=label, scale_bar=None)


def _picture(fit: CardFit, deck: PrintDeck, face, dpi: int, size: tuple[int, int]) -> bytes:
    """The face as a PNG of exactly `size` pixels (the service's template) at `dpi`."""
    import io

    from PIL import Image

    from .png import png_bytes
    from .raster import page_png, pdf_of

    picture = io.BytesIO()
    if page_png(pdf_of([(fit.width, fit.height, _drawing(fit, deck, face))]), 0, dpi, picture) == size:
        return picture.getvalue()
    # the page's size in points rounds to a pixel more or less
    return png_bytes(Image.open(picture).resize(size, Image.Resampling.LANCZOS), dpi)


def upload_note(game: str, source: str, service: Service, placed: list[PlacedDeck],
                counts: list[list[tuple[str, int]]], inks: dict[str, tuple[float, ...]]) -> str:
    """UPLOAD.txt: what the files are and how to upload them, in our words."""
    lines = [f"{game} for {service.name}", f"Written by `ntw-print export --pod {service.id}` from {source}.", ""]
    if service.files == "pdf":
        lines += ["Each deck is one PDF/X-1a:2003 file, every colour in the CMYK of a press on coated paper "
                  "(FOGRA39; see docs/print-shop.md). Each page is one card face: the card as cut, with "
                  f"{service.bleed:.2f} mm (1/8 in) of bleed all round, the cut marked by the page's TrimBox.",
                  "Backs: " + service.backs + ".", *_ink_note(service, inks)]
    else:
        lines += [f"Each picture is one card face at {service.dpi} dpi, the card as cut with "
                  f"{service.bleed:.2f} mm of bleed all round. Keep it as it is: do not crop or resize it.",
                  "Backs: " + service.backs + "."]
    lines += ["", "How to upload:", *(f"{n}. {step}" for n, step in enumerate(service.upload, start=1)), "", "Decks:"]
    for deck, files in zip(placed, counts):
        product, fit = deck.product, deck.fit
        size = (f"{service.pixels(product)[0]} x {service.pixels(product)[1]} pixels" if service.files == "png"
                else f"pages of {fit.width:.2f} x {fit.height:.2f} mm")
        lines += ["", f"{deck.name}: {service.owner} {product.name} card, {product.width:.2f} x "
                      f"{product.height:.2f} mm as cut ({size}); {sum(n for _, n in files)} cards",
                  f"  designed at {deck.deck.width:g} x {deck.deck.height:g} mm, "
                  f"{_scaled(fit.scale)} to the service's card, its middle kept"]
        lines += [f"  {file}  x {copies}" for file, copies in files]
    return "\n".join(wrapped for line in lines for wrapped in (textwrap.wrap(line, NOTE_WIDTH, subsequent_indent=
                                                                            " " * (len(line) - len(line.lstrip()) + 3))
                                                              or [""])) + "\n"


def _ink_note(service: Service, inks: dict[str, tuple[float, ...]]) -> list[str]:
    """What the note says of the colours above the service's limit of total ink (none: nothing)."""
    over = {design: sum(ink) for design, ink in inks.items()
            if service.ink_limit is not None and sum(ink) > service.ink_limit + 1e-6}
    if not over:
        return []
    heavy = ", ".join(f"{design} {total:.0%}" for design, total in sorted(over.items(), key=lambda i: -i[1]))
    return [f"Ink: {service.name} asks for at most {service.ink_limit:.0%} of ink in all; these colours come out "
            f"above it through the press profile: {heavy}. Its printer may lighten them; check the proof."]


def _scaled(scale: float) -> str:
    if abs(scale - 1) < 5e-5:
        return "printed at its own size"
    return f"{'enlarged' if scale > 1 else 'reduced'} by {abs(scale - 1):.1%}"
