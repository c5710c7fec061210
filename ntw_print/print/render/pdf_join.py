"""PDF files joined into one, page by page, with bookmarks and page labels: the print-and-play file
gathered from the files of a set.

Made for the files this package writes (reportlab's: a cross-reference table, no object streams),
it copies each page and everything it uses byte for byte, numbered anew, and writes a catalogue,
bookmarks and page labels over them. That takes a few hundredths of a second where a general PDF
library parses every object (and takes longer to import than this takes to run).
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from ...core.errors import BuildError


@dataclass(frozen=True)
class Part:
    """A file to gather, its pages as they are. ``labels``: from which of its pages (from 0) on the
    pages are labelled with a prefix, then 1, 2, 3... when numbered; ``marks``: the bookmarks it
    adds, each at one of its pages."""

    path: Path
    labels: tuple[tuple[int, str, bool], ...]
    marks: tuple[tuple[str, int], ...] = ()


_REF = re.compile(rb"(\d+) 0 R\b")
_OBJECT = re.compile(rb"(\d+) 0 obj\s*")
_STREAM = re.compile(rb"\bstream\r?\n")
_PARENT = re.compile(rb"/Parent (\d+ 0 R|\?)")


class _Source:
    """One file's objects, by number, as the bytes between ``N 0 obj`` and ``endobj``."""

    def __init__(self, path: Path):
        self.path = path
        self.data = data = path.read_bytes()
        start = data.rfind(b"startxref")
        found = re.match(rb"startxref\s+(\d+)", data[start:]) if start >= 0 else None
        if found is None or not data.startswith(b"xref", int(found.group(1))):
            raise BuildError(f"{path.name}: not a PDF with a cross-reference table to gather pages from")
        xref = int(found.group(1))
        self.offsets: dict[int, int] = {}
        lines = iter(data[xref:].split(b"\n")[1:])
        for line in lines:
            head = line.split()
            if len(head) != 2:  # "trailer"
                break
            first, count = int(head[0]), int(head[1])
            for number in range(first, first + count):
                offset, _, kind = next(lines).split()[:3]
                if kind == b"n":
                    self.offsets[number] = int(offset)
        order = sorted(self.offsets, key=self.offsets.__getitem__)
        self.ends = {number: self.offsets[after] for number, after in zip(order, order[1:])}
        if order:
            self.ends[order[-1]] = xref
        self.trailer = data[xref:]

    def body(self, number: int) -> bytes:
        """The object's bytes, without ``N 0 obj`` and ``endobj``."""
        start, end = self.offsets[number], self.ends[number]
        head = _OBJECT.match(self.data, start)
        if head is None or int(head.group(1)) != number:
            raise BuildError(f"{self.path.name}: object {number} is not where its cross-reference says")
        body = self.data[head.end():end].rstrip()
        if not body.endswith(b"endobj"):
            raise BuildError(f"{self.path.name}: object {number} does not end where the next begins")
        return body[:-len(b"endobj")].rstrip(b"\r\n")

    def root_pages(self) -> list[int]:
        """The numbers of the page objects, in order."""
        root = re.search(rb"/Root (\d+) 0 R", self.trailer)
        if root is None:
            raise BuildError(f"{self.path.name}: no catalogue")
        tree = re.search(rb"/Pages (\d+) 0 R", self.body(int(root.group(1))))
        if tree is None:
            raise BuildError(f"{self.path.name}: no page tree")
        return self._pages(int(tree.group(1)))

    def _pages(self, node: int) -> list[int]:
        body = self.body(node)
        if re.search(rb"/Type\s*/Page\b", body):
            return [node]
        kids = re.search(rb"/Kids\s*\[([^\]]*)\]", body)
        if kids is None:
            raise BuildError(f"{self.path.name}: a page tree node without its pages")
        return [page for kid in _REF.findall(kids.group(1)) for page in self._pages(int(kid))]


def _outside_strings(data: bytes) -> list[tuple[bool, bytes]]:
    """``data`` in runs, each marked whether it is inside a literal string ``( ... )``, where the
    words ``1 0 R`` are text, not a reference."""
    runs, at = [], 0
    while (opening := data.find(b"(", at)) >= 0:
        runs.append((False, data[at:opening]))
        depth, index = 0, opening
        while index < len(data):
            char = data[index]
            if char == 0x5C:  # a backslash escapes the next byte
                index += 2
                continue
            depth += (char == 0x28) - (char == 0x29)
            index += 1
            if depth == 0:
                break
        runs.append((True, data[opening:index]))
        at = index
    runs.append((False, data[at:]))
    return runs


def _renumbered(dictionary: bytes, number_of: Callable[[int], int]) -> bytes:
    """The dictionary with each reference outside its strings to the number ``number_of`` gives."""
    return b"".join(run if inside else _REF.sub(lambda m: b"%d 0 R" % number_of(int(m.group(1))), run)
                    for inside, run in _outside_strings(dictionary))


def _text(words: str) -> bytes:
    """A PDF text string: UTF-16 with its byte-order mark, in hex (any character at all)."""
    return b"<feff" + words.encode("utf-16-be").hex().encode("ascii") + b">"


def _literal(words: str) -> bytes:
    return b"(" + words.encode("ascii").replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)") + b")"


def join(parts: Sequence[Part], target: Path, info: dict[str, str]) -> int:
    """Write the pages of ``parts`` one after another to ``target`` (deterministic bytes), with their
    bookmarks and page labels and the document ``info`` (``{"Title": ...}``); returns the pages."""
    objects: list[bytes] = [b"", b"", b""]  # 1 the catalogue, 2 the page tree, 3 the bookmarks (numbers - 1)
    pages: list[int] = []
    labels: list[bytes] = []
    marks: list[tuple[str, int]] = []
    for part in parts:
        source = _Source(part.path)
        numbers: dict[int, int] = {}
        waiting: list[int] = []

        def number_of(old: int) -> int:
            if old not in numbers:
                objects.append(b"")
                numbers[old] = len(objects)
                waiting.append(old)
            return numbers[old]

        marks += [(title, len(pages) + page) for title, page in part.marks]
        labels += [b"%d <<%s /P %s>>" % (len(pages) + page, b" /S /D" if numbered else b"", _literal(prefix))
                   for page, prefix, numbered in part.labels]
        for page in source.root_pages():
            pages.append(number_of(page))
        in_tree = set(pages)
        while waiting:
            old = waiting.pop()
            body = source.body(old)
            stream = _STREAM.search(body) if body.startswith(b"<<") else None
            head, tail = (body[:stream.start()], body[stream.start():]) if stream else (body, b"")
            if numbers[old] in in_tree:  # a page: its parent is the new tree (not the old, and all its pages)
                head = _PARENT.sub(b"/Parent 2 0 R", _renumbered(_PARENT.sub(b"/Parent ?", head), number_of))
            else:
                head = _renumbered(head, number_of)
            objects[numbers[old] - 1] = head + tail
    objects[1] = b"<< /Count %d /Kids [ %s ] /Type /Pages >>" % (len(pages), b" ".join(b"%d 0 R" % p for p in pages))
    objects[2] = _outlines(objects, marks, pages)
    objects[0] = (b"<< /Outlines 3 0 R /PageLabels << /Nums [ %s ] >> /Pages 2 0 R "
                  b"/Type /Catalog >>" % b" ".join(labels))
    objects.append(b"<< " + b" ".join(b"/%s %s" % (key.encode("ascii"), _text(value)) for key, value in info.items())
                   + b" >>")
    _write(target, objects)
    return len(pages)


def _outlines(objects: list[bytes], marks: list[tuple[str, int]], pages: list[int]) -> bytes:
    """The bookmarks, one per mark, in order, each showing its page whole."""
    first = len(objects) + 1
    numbers = list(range(first, first + len(marks)))
    for index, (title, page) in enumerate(marks):
        links = [b"/Parent 3 0 R", b"/Title " + _text(title), b"/Dest [ %d 0 R /Fit ]" % pages[page]]
        if index:
            links.append(b"/Prev %d 0 R" % numbers[index - 1])
        if index + 1 < len(marks):
            links.append(b"/Next %d 0 R" % numbers[index + 1])
        objects.append(b"<< " + b" ".join(links) + b" >>")
    if not marks:
        return b"<< /Count 0 /Type /Outlines >>"
    return b"<< /Count %d /First %d 0 R /Last %d 0 R /Type /Outlines >>" % (len(marks), numbers[0], numbers[-1])


def _write(target: Path, objects: list[bytes]) -> None:
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    digest = hashlib.md5(bytes(out)).hexdigest().encode("ascii")
    out += (b"trailer\n<< /ID [ <%s> <%s> ] /Info %d 0 R /Root 1 0 R /Size %d >>\nstartxref\n%d\n%%%%EOF\n"
            % (digest, digest, len(objects), len(objects) + 1, xref))
    target.write_bytes(bytes(out))
