"""A map overlay: what a game lays over a window of a board, as plain items that name cells by their
labels: zones of cells washed and outlined (with a label), cells ringed, patches (a piece covering
cells), markers, tags (short words on a slip) and tokens (a block, square or disc with short words
under it and an optional badge); and the block of cells a map round some cells must frame
(board/framing.py fits the map's window to it).

A game's rules compute the items (which, with what words and colours); the board kind draws them
(board/overlay_render.py) and reads their words back (board/overlay_verify.py). Plain data, outside
the board's package so that a game's pure rules can make them without loading any layout. Colours
are "#rrggbb"; a size in radii is a share of a cell's radius (centre to corner) as the map draws it.
Nothing draws here (docs/pieces-and-cards.md, Map overlays).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Hashable, Iterable, Literal, Sequence, Union

from ..core.colours import INK, PAPER
from ..core.geometry import Point
from ..grids.labels import GridLabels


@dataclass(frozen=True)
class Zone:
    """Cells washed with `colour` (at `wash` opacity, 0 for none) and outlined in it, solid or
    dashed, `width` mm wide or `weight` radii when that is wider; `label` on a slip of the colour at
    the zone's top cell (the leftmost of the top ones)."""

    cells: tuple[str, ...]
    colour: str
    label: str = ""
    wash: float = 0.2
    dashed: bool = False
    width: float = 0.5
    weight: float = 0.12


@dataclass(frozen=True)
class Ring:
    """Each cell ringed in `colour` inside its edge (`inset` of the way out to its corners), `width`
    mm wide or `weight` radii when wider, over a paper halo when `halo`; `joined` > 0: the cells'
    centres, in order, joined by a line that many radii wide (a stretch of cells)."""

    cells: tuple[str, ...]
    colour: str
    inset: float = 0.82
    width: float = 0.7
    weight: float = 0.0
    halo: bool = False
    joined: float = 0.0


@dataclass(frozen=True)
class Piece:
    """Cells a piece covers: each filled with `fill` inside its edge (`inset`), edged in ink, with the
    symbol named `symbol` over it."""

    cells: tuple[str, ...]
    fill: str
    symbol: str | None = None
    inset: float = 0.88


@dataclass(frozen=True)
class Marker:
    """A square of `fill`, `size` radii across, on a cell, edged in ink (`edge` mm, its corners
    rounded `corner` mm), with the symbol named `symbol` on it in `ink`, `symbol_share` of its size."""

    cell: str
    symbol: str
    fill: str
    ink: str = INK
    size: float = 1.1
    edge: float = 0.25
    corner: float = 0.5
    symbol_share: float = 0.78


@dataclass(frozen=True)
class Tag:
    """Short words on a slip of `fill` by a cell, `rise` radii above its centre (below when
    negative), centred on it or (`anchor` start) from half a radius left of it, kept inside the map;
    `flip`: at the same distance above instead when it would come within 0.6 radii of the map's foot."""

    cell: str
    words: str
    fill: str
    ink: str = PAPER
    rise: float = 0.0
    anchor: Literal["middle", "start"] = "middle"
    flip: bool = False


@dataclass(frozen=True)
class Token:
    """A piece standing on a cell: a block (0.68 as tall as wide), square or disc of `fill`, `size`
    radii across, edged in ink (dashed: not on the map yet), with `words` under it and a `badge` (a
    number, short words) on a paper disc at its upper right; the game's art hook draws `icon` on it.
    Tokens on one cell stand side by side, in the order of the overlay."""

    cell: str
    fill: str
    words: str = ""
    badge: str = ""
    dashed: bool = False
    icon: Hashable | None = None
    shape: Literal["block", "square", "disc"] = "block"
    size: float = 1.15


@dataclass(frozen=True)
class Swatch:
    """A map key's sample of a kind of thing the map shows (a zone, a piece, a reach): a square of
    `fill` (None: clear) edged in `edge`, `width` mm (`dash`: its on and off lengths), with the symbol
    named `symbol` on it."""

    fill: str | None = None
    edge: str = INK
    width: float = 0.25
    dash: tuple[float, float] | None = None
    symbol: str | None = None


@dataclass(frozen=True)
class Badge:
    """A map key's sample of a token's badge: `words` on its paper disc."""

    words: str


Item = Union[Zone, Ring, Piece, Marker, Tag, Token]
Sample = Union[Swatch, Badge, Marker, Token]
"""What a map key's entry shows (a marker's or a token's sample stands on no cell: its `cell` is "")."""
TAG_ANCHOR = (0.5, 0.15)  # a zone's label: from half a radius left of its cell's centre, 0.15 radii up


def cells_of(item: Item) -> tuple[str, ...]:
    """The cells an item stands on."""
    return item.cells if isinstance(item, (Zone, Ring, Piece)) else (item.cell,)


def words_of(item: Item) -> list[str]:
    """The words an item prints on the map (a token's and its badge's, a tag's, a zone's label)."""
    if isinstance(item, Token):
        return [w for w in (item.words, item.badge) if w]
    if isinstance(item, Tag):
        return [item.words]
    return [item.label] if isinstance(item, Zone) and item.label else []


def stacks(items: Sequence[Item]) -> dict[int, tuple[int, int]]:
    """Each token's place among the tokens on its cell, and how many stand there, by its index."""
    found: dict[str, list[int]] = {}
    for index, item in enumerate(items):
        if isinstance(item, Token):
            found.setdefault(item.cell, []).append(index)
    return {index: (n, len(on)) for on in found.values() for n, index in enumerate(on)}


def outline(cells: Iterable[str], corners: Callable[[str], list[Point]]) -> list[tuple[Point, Point]]:
    """The outline of a set of cells: every side no other cell of the set shares, as its two corners
    (in the cell's corner order); each cell's sides from its top one on, so that the strokes run in
    one order whatever the shape of the cells."""
    listed = list(dict.fromkeys(cells))
    points = {label: corners(label) for label in listed}

    def side(a: Point, b: Point) -> frozenset:
        return frozenset((round(x, 4), round(y, 4)) for x, y in (a, b))
    count: dict[frozenset, int] = {}
    for ring in points.values():
        for k in range(len(ring)):
            key = side(ring[k], ring[(k + 1) % len(ring)])
            count[key] = count.get(key, 0) + 1
    segments = []
    for ring in points.values():
        n = len(ring)
        top = max(range(n), key=lambda k: (round(ring[k][1] + ring[(k + 1) % n][1], 6), -k))
        for k in ((top + step) % n for step in range(n)):
            a, b = sorted((k, (k + 1) % n))
            if count[side(ring[a], ring[b])] == 1:
                segments.append((ring[a], ring[b]))
    return segments


def block(labels: GridLabels, cells: Iterable[str], margin: int, least: tuple[int, int]) -> list[str]:
    """The cells round the edge of the block of columns and rows holding `cells` with `margin` more
    each way, widened about its middle to at least `least` columns and rows, kept on the grid: what a
    map round those cells must frame."""
    at = [labels.parse(label) for label in cells]
    spans = []
    for axis, minimum, limit in ((0, least[0], labels.columns), (1, least[1], labels.rows)):
        low, high = min(cell[axis] for cell in at) - margin, max(cell[axis] for cell in at) + margin
        size = min(max(high - low + 1, minimum), limit)
        start = max(0, min((low + high) // 2 - (size - 1) // 2, limit - size))
        spans.append((start, start + size - 1))
    (c0, c1), (r0, r1) = spans
    return block_rim(labels, (c0, r0), (c1, r1))


def block_rim(labels: GridLabels, first: tuple[int, int], last: tuple[int, int]) -> list[str]:
    """The cells round the edge of the block of columns and rows from `first` to `last` (column, row,
    either way round): each column's first and last row (on a hex grid alternate columns stand half a
    cell lower) and the first and last columns, in column then row order."""
    (c0, c1), (r0, r1) = sorted((first[0], last[0])), sorted((first[1], last[1]))
    cells = {(c, r) for c in range(c0, c1 + 1) for r in (r0, r1)}
    cells |= {(c, r) for c in (c0, c1) for r in range(r0, r1 + 1)}
    return [labels.format(c, r) for c, r in sorted(cells)]
