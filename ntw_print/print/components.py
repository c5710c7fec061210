"""The printable components: what each output file is called, what it reads, what draws it.

Renderers are named by import path and loaded only when a build needs them, so `check`, `odds`
and `--help` start without the drawing libraries.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from pathlib import Path
from collections.abc import Callable, Collection, Iterable
from typing import TYPE_CHECKING, Any

from ..core.errors import Fault, unknown
from ..core.package_files import TEMPLATES, template_files

if TYPE_CHECKING:
    from .render.digital import DigitalBoard, DigitalPiece, PrintDeck
    from .render.pdf import Page
    from ..core.yamlsrc import Source

# What draws a file or reads it back, named by "module:function": (game, options, *args) -> pages, and
# (game, pdf read back, options, file report, *args) -> None. The game is whatever the plugin loaded.
Renderer = Callable[..., "list[Page]"]
Checker = Callable[..., None]


@dataclass(frozen=True)
class BuildOptions:
    paper: str = "a4"
    bleed: float = 3.0
    duplex: str = "long"
    back_offset: tuple[float, float] = (0.0, 0.0)
    # where the printer settings came from ("command line", "default", "saved in FILE"): reported and
    # recorded in the manifest, but no part of what the files are (the same values make the same files)
    origins: dict[str, str] = field(default_factory=dict, compare=False, hash=False, repr=False)
    # which print a sheet is (build.sheet_stamp: the game's version, a fingerprint of the sheet's data),
    # set as each file is drawn (and as it is verified, from the manifest), for a page that prints it itself
    # and for pieces and cards whose faces print {stamp} (render/pdf.py prints it at the other pages' foot)
    stamp: tuple[str, ...] = field(default=(), compare=False, hash=False, repr=False)
    # who prints the files: "home" (RGB, a home printer's pages) or "print-shop" (PDF/X in the press's CMYK,
    # boards on pages of their own: render/pdfx.py), and which PDF/X then: "4" or "1a" (X-1a:2003)
    target: str = "home"
    pdfx: str = "4"

    @property
    def print_shop(self) -> bool:
        return self.target == PRINT_SHOP

    @property
    def folder(self) -> str:
        """The output folder's name under the game's: the paper (`a4`), and for a print shop the
        standard too (`a4-print-shop`, `a4-print-shop-x1a`)."""
        return f"{self.paper}-{PRINT_SHOP_FOLDERS[self.pdfx]}" if self.print_shop else self.paper

    def to_json(self) -> dict[str, object]:
        home: dict[str, object] = {"paper": self.paper, "bleed": self.bleed, "duplex": self.duplex, "back_offset": list(self.back_offset)}
        return {**home, "target": self.target, "pdfx": self.pdfx} if self.print_shop else home

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "BuildOptions":  # as a manifest's JSON gives them
        dx, dy = data["back_offset"]
        return cls(str(data["paper"]), float(data["bleed"]), str(data["duplex"]), (float(dx), float(dy)),
                   target=str(data.get("target", cls.target)), pdfx=str(data.get("pdfx", cls.pdfx)))

    def describe(self) -> str:
        """`paper a4, bleed 3 mm, long-edge duplex, back offset 0,0 mm` (`, for a print shop as PDF/X-4`)."""
        dx, dy = self.back_offset
        mode = "fold-over backs" if self.duplex == "fold" else f"{self.duplex}-edge duplex"
        shop = f", for a print shop as {PDFX_NAMES[self.pdfx]}" if self.print_shop else ""
        return f"paper {self.paper}, bleed {self.bleed:g} mm, {mode}, back offset {dx:g},{dy:g} mm{shop}"

    def describe_target(self) -> str:
        """What the build report says of a print shop's set ('' for a home printer's)."""
        if not self.print_shop:
            return ""
        return (f"for a print shop: {PDFX_NAMES[self.pdfx]}, every colour in the press's CMYK (FOGRA39), boards on "
                "pages of their own trim plus bleed")


PRINT_SHOP = "print-shop"
PRINT_SHOP_FOLDERS = {"4": "print-shop", "1a": "print-shop-x1a"}  # --pdfx -> the folder's name after the paper
PDFX_NAMES = {"4": "PDF/X-4", "1a": "PDF/X-1a:2003"}


def own_bleed(given: float | None, options: BuildOptions) -> tuple[float, str]:
    """The bleed a file whose data may set its own (`bleed:` in a deck) prints with, and why: the
    data's value wins over the default bleed; a `--bleed` other than the default wins over the data
    (so `--bleed 0` changes every file). The reason is '' when the data sets none."""
    default = BuildOptions.bleed
    if given is None:
        return options.bleed, ""
    if options.bleed != default:
        return options.bleed, (f"bleed {options.bleed:g} mm from --bleed, over the data's own {given:g} mm "
                               f"(a --bleed other than the default {default:g} mm wins)")
    return given, f"bleed {given:g} mm, the data's own (bleed: in its file), over the default {default:g} mm"


@dataclass(frozen=True)
class Component:
    name: str  # output file name without .pdf
    title: str
    renderer: str  # "module:function" returning a list of pages for (game, options, *args)
    # The data it reads, relative to the game folder: "units.yaml", "game.yaml#grid" (one top-level
    # key), "units.yaml#units[].name,side" (fields of every record), "boards/" (a folder). A change
    # anywhere else leaves this output up to date; tests/test_cache.py checks that a renderer reads
    # nothing it does not declare here (see ntw_print/app/inputs.py). "templates/unit-tile.yaml" is the
    # template the game is drawn with, wherever it comes from (package_files.py).
    inputs: tuple[str, ...]
    # What it has nothing to print without: a file ("boards/full-map.yaml") or a folder holding at
    # least one file ("scenarios/"). `check` refuses a game that lists it without them.
    needs: tuple[str, ...] = ()
    # "module:function" that reads the finished file back: (game, pdf, options, report, *args)
    checker: str | None = None
    args: tuple[str, ...] = ()  # passed to the renderer and the checker after their usual arguments
    # Further modules whose code draws the file (reached through the registry, not by import)
    code: tuple[str, ...] = ()
    # "module:function" giving its pieces and boards for play on screen, (game, options, *args) ->
    # [DigitalPiece | DigitalBoard] (render/digital.py); without it the file's pages are its digital form
    digital: str | None = None
    # "module:function" giving its decks for a print-on-demand service, (game, options, *args) ->
    # [PrintDeck] (render/digital.py), each able to place a fault at its line
    print_decks: str | None = None
    chart: bool = True  # without `digital`: its pages are a chart or aid a digital table shows (not a test page)
    # Roughly how long it takes to draw next to the game's other files (1: a sheet of pieces): the very
    # first build starts the longest first; later builds go by the times they measured
    effort: float = 1.0
    # The output it is printed with (a board's tiled pages go with its sheet): a game.yaml listing
    # that one prints this one after it, unless the list names this one itself
    goes_with: str | None = None
    # A home printer's form of another output (a board's tiled pages): a print shop takes the other one
    home_only: bool = False
    # Its pages are each one whole board or map on a large sheet: for a print shop, a page of its own trim
    # plus bleed instead, which the shop imposes on its own sheets
    whole_sheet: bool = False
    # "module:function" working out, for (game), what several of its files draw from (a board's plan):
    # a build drawing two or more files that name it calls it once before its workers start, and
    # they inherit the result instead of each working it out again
    shared: str | None = None

    def load_renderer(self) -> Renderer:
        renderer: Renderer = _function(self.renderer)
        return renderer

    def prepare_shared(self, game: object) -> None:
        if self.shared is not None:
            _function(self.shared)(game)

    def load_checker(self) -> Checker | None:
        checker: Checker | None = None if self.checker is None else _function(self.checker)
        return checker

    def pages(self, game: object, options: BuildOptions) -> list[Page]:
        return self.load_renderer()(game, options, *self.args)

    def digital_items(self, game: object, options: BuildOptions) -> list[DigitalPiece | DigitalBoard]:
        if self.digital is None:
            return []
        items: list[DigitalPiece | DigitalBoard] = _function(self.digital)(game, options, *self.args)
        return items

    def decks(self, game: object, options: BuildOptions) -> list[PrintDeck]:
        if self.print_decks is None:
            return []
        decks: list[PrintDeck] = _function(self.print_decks)(game, options, *self.args)
        return decks


def _function(target: str) -> Any:
    """The function `"module:function"` names (imported by name: its caller says what it is)."""
    module, function = target.split(":")
    return getattr(importlib.import_module(module), function)


def templates_used(game_dir: Path, read: Iterable[str]) -> str:
    """The build report's line naming the templates among the inputs `read` and where each came from
    (`templates: data/ntw/templates/unit-tile.yaml (the game's own)`); "" when they read none."""
    used = [f.shown() for f in template_files(game_dir) if f"{TEMPLATES}/{f.name}" in set(read)]
    return f"templates: {', '.join(used)}" if used else ""


def with_companions(listed: list[str], components: dict[str, Component]) -> list[str]:
    """The outputs a game lists, each followed by those that go with it (`goes_with`) and that the
    list does not name itself: `[map, counters]` prints a map bigger than the paper tiled too."""
    found = []
    for name in listed:
        found.append(name)
        found += [c.name for c in components.values() if c.goes_with == name and c.name not in listed]
    return found


def check_printable(source: Source, listed: list[str], files: Collection[str],
                    components: dict[str, Component]) -> list[Fault]:
    """Every output game.yaml (`source`) lists is one the game can print, and has something to print
    among the game's `files`: a fault at its place in game.yaml."""
    faults = []
    for i, name in enumerate(listed):
        component = components.get(name)
        if component is None:
            faults.append(source.fault(("components", i), f"{unknown('output', name, components)}: "
                                       "take it off the list, or add the data it is printed from"))
            continue
        for need in component.needs:
            if need.endswith("/") and not any(rel.startswith(need) for rel in files):
                why = f"the folder {need} holds no .yaml file (add one"
            elif not need.endswith("/") and need not in files:
                why = f"there is no {need} (add it"
            else:
                continue
            faults.append(source.fault(("components", i), f"{name} has nothing to print: {why}, or take {name} "
                                       "off the list)"))
    return faults
