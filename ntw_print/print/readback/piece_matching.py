"""What was found on sheets of pieces matched against what the data defines: every piece claimed
once, each difference explained at its page and place (the closest expected piece named)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Protocol, TypeVar

from ..components import BuildOptions
from ..layout.sheet import Box
from .pdfread import PageRead, PdfRead
from .piece_sheets import Colours, Expected, Face, Found, SheetRead, is_number, plain_words, read_sheets
from .places import TextLedger, fill_at, shifted
from .report import FileReport


class Titled(Protocol):
    """A piece known by its title and side (a tile: `Red Tank 2` on red)."""

    @property
    def side(self) -> str | None: ...

    @property
    def title(self) -> str: ...


class TileBands(Protocol):
    """Where a tile prints its title and its side's band, from its own bottom-left corner."""

    @property
    def title(self) -> Box: ...

    @property
    def band(self) -> Box: ...


T = TypeVar("T", bound=Titled)


def match_pieces(read: SheetRead, expected: list[Expected], report: FileReport, noun: str = "piece") -> None:
    """Every piece found is one the data defines, and every piece the data defines is there; `noun` is
    what the file holds (a deck's are cards). Notes how many were found, of each side for a kind that has
    sides."""
    want = Counter(piece_key(e.width, e.height, e.front, e.back) for e in expected)
    meta = {piece_key(e.width, e.height, e.front, e.back): e for e in expected}
    leftovers: list[Found] = []
    found: Counter[tuple[str, str]] = Counter()
    for piece in read.found:
        key = piece_key(piece.box.width, piece.box.height, piece.front, piece.back)
        if want[key] > 0:
            want[key] -= 1
            _count_numbers(meta[key], report)
            found[meta[key].kind, meta[key].side] += 1
        else:
            leftovers.append(piece)
    missing = [meta[key] for key, n in sorted(want.items(), key=lambda kv: str(kv[0])) for _ in range(n)]
    for piece in leftovers:
        partner = _closest(piece, missing)
        if partner is not None:
            missing.remove(partner)
            _explain(piece, partner, report)
        else:
            report.fail("pieces", f"a {piece.box.width:g} x {piece.box.height:g} mm {noun} showing "
                        f"{piece.front.describe()}" + (f", back {piece.back.describe()}" if piece.back else "")
                        + f" is not a {noun} the data defines", piece.page, piece.centre)
    for kind, count in Counter((e.kind, e.side) for e in missing).items():
        report.fail("pieces", f"{count} x {kind[0]} ({kind[1]}) missing: the data defines them, the file does not print them")
    counts = Counter((e.kind, e.side) for e in expected)
    report.checked(f"{noun} counts per kind and side", len(counts))
    kinds = dict.fromkeys(e.kind for e in expected)
    report.notes.append(f"{len(read.found)} {noun}s found, {len(expected)} defined in {len(kinds)} kinds")
    sided = [kind for kind in kinds if any(k == kind and side != "neutral" for k, side in counts)]
    if sided:
        report.notes.append("found per side: " + "; ".join(f"{kind} " + ", ".join(
            f"{side} {found[kind, side]}" for k, side in counts if k == kind) for kind in sided))


def piece_key(width: float, height: float, front: Face, back: Face | None) -> tuple[float, float, Face, Face | None]:
    return (round(width, 1), round(height, 1), front, back)


def _count_numbers(expected: Expected, report: FileReport) -> None:
    faces = [expected.front] + ([expected.back] if expected.back else [])
    count = sum(1 for face in faces for w in face.words if is_number(w))
    report.numbers += count
    report.checked("numbers", count)


def _closest(piece: Found, missing: list[Expected]) -> Expected | None:
    """The missing piece this one most resembles: same size, then the same front, then the same back."""
    best, best_score = None, 0
    for candidate in missing:
        if (round(candidate.width, 1), round(candidate.height, 1)) != (round(piece.box.width, 1), round(piece.box.height, 1)):
            continue
        score = 1 + 10 * (piece.front == candidate.front) + _similarity(piece.front, candidate.front)
        if piece.back is not None and candidate.back is not None:
            score += 5 * (piece.back == candidate.back) + _similarity(piece.back, candidate.back)
        if score > best_score:
            best, best_score = candidate, score
    return best


def _similarity(a: Face, b: Face) -> int:
    shared = sum((Counter(a.words) & Counter(b.words)).values())
    return shared + 2 * (plain_words(a) == plain_words(b)) + (a.colour == b.colour)


def _explain(piece: Found, expected: Expected, report: FileReport) -> None:
    """Say exactly what differs between a piece and the data's piece it most resembles."""
    _count_numbers(expected, report)
    faces: list[tuple[str, Face | None, Face | None, int, Box]] = [
        ("front", piece.front, expected.front, piece.page, piece.box)]
    if expected.back is not None or piece.back is not None:
        faces.append(("back", piece.back, expected.back, piece.back_page or piece.page, piece.back_box or piece.box))
    for name, found, want, page, box in faces:
        where = (box.x + box.width / 2, box.y + box.height / 2)
        check = "backs" if name == "back" else "pieces"
        if found == want:
            continue
        if found is None or want is None:
            report.fail(check, f"{expected.kind}: the data gives it {'a' if want else 'no'} back, "
                        f"the file prints {'one' if found else 'none'}", page, where)
        elif plain_words(found) == plain_words(want) and found.colour == want.colour:
            got = " ".join(w for w in found.words if is_number(w)) or "nothing"
            report.fail("numbers", f"{expected.kind} {name}: prints {got}, the data says "
                        f"{' '.join(w for w in want.words if is_number(w))}", page, where)
        else:
            report.fail(check, f"{expected.kind} {name}: shows {found.describe()}, the data says {want.describe()}"
                        + (" (this back belongs behind another piece)" if name == "back" else ""), page, where)


def claim(pool: list[T], side: str | None, title: str, kind: str, found: Found, report: FileReport) -> T | None:
    """Take the piece titled `title` on `side` out of `pool` (items with .side and .title).

    A title the data does not define is reported; when a piece of the same name and side is still
    unclaimed (a wrong number in the title), that one is taken so its values are still compared.
    """
    match = next((t for t in pool if (t.side, t.title) == (side, title)), None)
    if match is None:
        stem = title.rsplit(" ", 1)[0]
        match = next((t for t in pool if t.side == side and t.title.rsplit(" ", 1)[0] == stem), None)
        report.fail("pieces", f"a {kind} titled '{title}' on {side or 'no side colour'} is not one the data defines"
                    + (f" (read as {match.title})" if match else ""), found.page, found.centre)
    if match is not None:
        pool.remove(match)
        report.numbers += 1  # the number in the title
        report.checked(f"{kind}s identified")
    return match


def identified_tiles(pdf: PdfRead, expected: list[Expected], wanted: list[T], layout: TileBands, kind: str,
                     options: BuildOptions, colours: Colours,
                     report: FileReport) -> Iterator[tuple[PageRead, Found, TextLedger, T]]:
    """Each tile found on the sheets, known by the title and colour of its band (`colours` names the
    sides' colours) and matched to the data, as (page, found, ledger of its words, the wanted tile);
    afterwards every wanted tile that was not found is reported. `layout` gives the tile's `title` and
    `band` boxes."""
    read = read_sheets(pdf, expected, options, report, colours)
    pages = {page.number: page for page in pdf.pages}
    pool = list(wanted)
    for found in read.found:
        page = pages[found.page]
        ledger = TextLedger(page, found.box)
        title = ledger.take(shifted(layout.title, found.box))
        band = fill_at(page, shifted(layout.band, found.box).grow(-0.5))
        side = colours.get(band) if band is not None else None
        tile = claim(pool, side, title, kind, found, report)
        if tile is not None:
            yield page, found, ledger, tile
    for t in pool:
        report.fail("pieces", f"{t.title} ({t.side}) is missing: the data defines it, the file does not print it")
    report.notes.append(f"{len(wanted) - len(pool)} of {len(wanted)} {kind}s found and read")
