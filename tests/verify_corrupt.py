"""Ways to break a finished PDF on purpose, for proving that the verifier notices."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Callable

from pypdf import PdfReader, PdfWriter
from pypdf.generic import ContentStream, DecodedStreamObject, FloatObject, NameObject

Operations = list[tuple[list, bytes]]


def build_for_verify(tmp_path_factory, names: list[str]) -> Path:
    """Build these components of the real game once, into a fresh folder; returns the A4 folder."""
    from ntw_print.app.build import build, output_folder
    from ntw_print.print.components import BuildOptions
    from ntw_game import ntw

    out = tmp_path_factory.mktemp("verify-build")
    build(ntw(), out, BuildOptions(), only=names)
    return output_folder(out, "ntw", "a4")


def build_whole(tmp_path_factory, game) -> Path:
    """Build a game's whole set (its print-and-play file too) once, into a fresh folder; returns the A4 folder."""
    from ntw_print.app.build import build, output_folder
    from ntw_print.print.components import BuildOptions

    out = tmp_path_factory.mktemp(game.info.id)
    build(game, out, BuildOptions())
    return output_folder(out, game.info.id, "a4")


def damageable_copy(built: Path, tmp_path: Path) -> Path:
    """A copy of built files that a test may damage."""
    target = tmp_path / "a4"
    shutil.copytree(built, target)
    return target


def findings(folder: Path, name: str, game=None, check: str | None = None):
    """What the verifier finds wrong with one built file (optionally one kind of check)."""
    from ntw_print.print.components import BuildOptions
    from ntw_print.app.verify import verify
    from ntw_game import ntw

    report = verify(game or ntw(), folder, BuildOptions(), only=[name])
    return [f for f in report.findings if check is None or f.check == check]


def rewrite_page(path: Path, index: int, edit: Callable[[Operations], Operations]) -> None:
    """Decompress page `index`'s content stream, let `edit` change its operations, write the file back."""
    writer = PdfWriter(clone_from=PdfReader(str(path)))
    page = writer.pages[index]
    content = ContentStream(page.get_contents(), writer)
    content.operations = edit(list(content.operations))
    page.replace_contents(content)
    writer.write(str(path))


def replace_in_stream(path: Path, index: int, old: bytes, new: bytes, occurrence: int = 0) -> None:
    """Replace the `occurrence`-th `old` in page `index`'s decompressed content stream, or else in the
    first form the page draws that holds it (a board's art is one form shared by its pages), bytes
    for bytes (quick on large pages, where parsing every operator is slow)."""
    writer = PdfWriter(clone_from=PdfReader(str(path)))
    page = writer.pages[index]
    data = page["/Contents"].get_object().get_data()
    if old in data:
        stream = DecodedStreamObject()
        stream.set_data(_replaced(data, old, new, occurrence))
        page[NameObject("/Contents")] = writer._add_object(stream)
    else:
        forms = page["/Resources"]["/XObject"].get_object()
        name = next(name for name, form in forms.items() if old in form.get_object().get_data())
        form = forms[name].get_object()
        stream = DecodedStreamObject()
        stream.update({key: value for key, value in form.items() if key not in ("/Filter", "/DecodeParms", "/Length")})
        stream.set_data(_replaced(form.get_data(), old, new, occurrence))
        forms[NameObject(name)] = writer._add_object(stream)
    writer.write(str(path))


def _replaced(data: bytes, old: bytes, new: bytes, occurrence: int) -> bytes:
    at = -1
    for _ in range(occurrence + 1):
        at = data.index(old, at + 1)
    return data[:at] + new + data[at + len(old):]


def replace_shown_text(old: str, new: str, occurrence: int = 0) -> Callable[[Operations], Operations]:
    """Change the string of the `occurrence`-th text-show operator that prints exactly `old`."""
    def edit(ops: Operations) -> Operations:
        hits = [i for i, (operands, op) in enumerate(ops) if op == b"Tj" and str(operands[0]) == old]
        assert len(hits) > occurrence, f"no text-show of {old!r} number {occurrence}"
        i = hits[occurrence]
        operands, op = ops[i]
        ops[i] = ([type(operands[0])(new)], op)
        return ops
    return edit


def text_position(ops: Operations, index: int) -> tuple[float, float]:
    """The Tm origin in force for the text-show at `index` (mm: the pages are drawn on a mm-scaled canvas)."""
    for operands, op in reversed(ops[:index]):
        if op == b"Tm":
            return float(operands[4]), float(operands[5])
    raise AssertionError("no text matrix before the text")


def last_segments(ops: Operations) -> list[int]:
    """Indexes of the moveto of every `m l S` straight stroke, in stream order."""
    return [i for i in range(len(ops) - 2)
            if ops[i][1] == b"m" and ops[i + 1][1] == b"l" and ops[i + 2][1] == b"S"]


def piece_blocks(ops: Operations) -> list[tuple[int, int, tuple[float, float, float, float]]]:
    """Each top-level q..Q block of a piece page with the rectangle it fills first (its art box)."""
    blocks = []
    depth = 0
    start = None
    for i, (operands, op) in enumerate(ops):
        if op == b"q":
            depth += 1
            if depth == 2:
                start = i
        elif op == b"Q":
            if depth == 2 and start is not None:
                rect = next((tuple(float(v) for v in o) for o, p in ops[start:i] if p == b"re"), None)
                if rect is not None:
                    blocks.append((start, i, rect))
            depth -= 1
    return blocks


def swap_blocks(ops: Operations, a: int, b: int) -> Operations:
    """Move piece block `a` to where block `b` is drawn and the other way round."""
    blocks = piece_blocks(ops)
    (sa, _, ra), (sb, _, rb) = blocks[a], blocks[b]
    dx, dy = rb[0] - ra[0], rb[1] - ra[1]
    moved = {sa: [translation(dx, dy)], sb: [translation(-dx, -dy)]}
    out: Operations = []
    for i, item in enumerate(ops):
        out.append(item)
        if i in moved:  # right after the block's own `q`
            out.extend(moved[i])
    return out


def translation(dx: float, dy: float) -> tuple[list, bytes]:
    return ([FloatObject(v) for v in (1, 0, 0, 1, dx, dy)], b"cm")


def unembed_fonts(path: Path) -> None:
    """Drop the font program from every font (the PDF then names fonts it does not carry)."""
    writer = PdfWriter(clone_from=PdfReader(str(path)))
    for page in writer.pages:
        for font in page["/Resources"]["/Font"].values():
            font = font.get_object()
            descriptor = font.get("/FontDescriptor")
            if descriptor is not None:
                descriptor = descriptor.get_object()
                if "/FontFile2" in descriptor:
                    del descriptor[NameObject("/FontFile2")]
    writer.write(str(path))


def drop_page(path: Path, index: int) -> None:
    reader = PdfReader(str(path))
    writer = PdfWriter()
    for i, page in enumerate(reader.pages):
        if i != index:
            writer.add_page(page)
    writer.write(str(path))


def shift_page(path: Path, index: int, dx_mm: float, dy_mm: float) -> None:
    """Move everything drawn on a page by (dx, dy) mm, leaving its boxes where they were."""
    def edit(ops: Operations) -> Operations:
        return [translation(dx_mm * 72 / 25.4, dy_mm * 72 / 25.4)] + ops
    rewrite_page(path, index, edit)
