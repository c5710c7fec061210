"""A game folder is untrusted input: one made of every hostile case (files outside the folder named
every way, links, a pipe, /dev/zero, work without bound, numbers that are not finite) is refused,
each case at the line that names it, without reading anything outside the folder and without
hanging; what svglib is given can reach nothing outside the folder either (limits.py, game_files.py,
kinds/faces/art_files.py)."""

from __future__ import annotations

import os
import signal
import struct
import zlib
from contextlib import contextmanager
from pathlib import Path

import pytest
from reportlab.graphics.shapes import Rect

from ntw_print.core.errors import DataError
from ntw_print.core.game_files import Refused, is_game_file, read_bytes
from ntw_print.games import load_game
from ntw_print.kinds.faces import art_files
from ntw_print.kinds.faces.art_files import svg_drawing
from ntw_print.core.limits import MAX_DATA_FILE_BYTES, MAX_SVG_BYTES
from ntw_game import ntw_copy, replace_in

SVG = ('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="20" height="20">'
       '{}</svg>')
SECRET = SVG.format('<g id="p"><rect x="0" y="0" width="20" height="20" fill="#ff0000"/></g>')
OWN = SVG.format('<g id="q"><rect x="0" y="0" width="20" height="20" fill="#0000ff"/></g>')
OUTSIDE = "leads outside the game's folder: every file a game reads must be inside its folder"
PIPE = "not a regular file (a pipe or a device is never read)"
UNPRINTABLE = "is not a finite number: no page can print it"

PIECES = """kind: pieces
title: {title}
templates:
  t:
    boxes:
      art: {{x: 50%, y: 50%, width: 8mm, height: 8mm, anchor: centre, {art}: "{{art}}"}}
      points: {{x: 0mm, y: 0mm, width: 8mm, height: 3mm, text: "{{points}}", size: 6}}
sets:
  - id: a
    width: 16mm
    front: t
    rows:
{rows}"""


def pieces(title: str, rows: list[str], art: str = "symbol") -> str:
    return PIECES.format(title=title, art=art, rows="".join(f"      - {row}\n" for row in rows))


def png(width: int, height: int) -> bytes:
    """A PNG's signature and header, claiming this many pixels (no pixel is there)."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IEND", b""))


def uses(depth: int, width: int) -> str:
    """An SVG of `depth` groups, each using the one before `width` times: width ** depth elements drawn."""
    groups = ['<g id="g0"><rect width="1" height="1"/></g>']
    for level in range(1, depth + 1):
        groups.append(f'<g id="g{level}">' + f'<use xlink:href="#g{level - 1}"/>' * width + "</g>")
    return SVG.format("<defs>" + "".join(groups) + "</defs>" + f'<use xlink:href="#g{depth}"/>')


@contextmanager
def at_most(seconds: int):
    """Fail, rather than hang, when reading a pipe or /dev/zero would wait or run for ever."""
    def stop(*_):
        raise AssertionError(f"still reading after {seconds} s")
    previous = signal.signal(signal.SIGALRM, stop)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


@pytest.fixture
def hostile(tmp_path) -> Path:
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "secret.svg").write_text(SECRET)
    (outside / "secret.png").write_bytes(png(4, 4))
    (outside / "table.csv").write_text("points\n1\n")
    (outside / "sheet.yaml").write_text(pieces("Elsewhere", ["{art: secret, points: 1}"]))
    game = tmp_path / "game"
    (game / "symbols").mkdir(parents=True)
    (game / "pictures").mkdir()
    (game / "game.yaml").write_text("id: hostile\nname: Hostile\n")
    symbols = {
        "own": OWN,
        "uses-outside": SVG.format('<use xlink:href="../../outside/secret.svg#p"/>'),
        "image-outside": SVG.format('<image xlink:href="../../outside/secret.png" width="4" height="4"/>'),
        "image-absolute": SVG.format(f'<image href="{outside}/secret.png" width="4" height="4"/>'),
        "image-huge": SVG.format('<image href="../pictures/huge.png" width="4" height="4"/>'),
        "wide": '<svg xmlns="http://www.w3.org/2000/svg" width="1e309" height="20"><rect width="2" height="2"/></svg>',
        "far": SVG.format('<rect x="1e309" y="0" width="2" height="2"/>'),
        "big": SVG.format("<!--" + "x" * MAX_SVG_BYTES + "-->"),
        "bomb": uses(6, 10),
    }
    for name, text in symbols.items():
        (game / "symbols" / f"{name}.svg").write_text(text)
    (game / "symbols" / "linked.svg").symlink_to(outside / "secret.svg")
    (game / "symbols" / "alias.svg").symlink_to("own.svg")  # a link that stays inside: followed
    (game / "pictures" / "huge.png").write_bytes(png(8000, 8000))
    (game / "pictures" / "linked.png").symlink_to(outside / "secret.png")
    (game / "art.yaml").write_text(pieces("Art", [
        "{art: own, points: 1}",
        "{art: ../../outside/secret, points: 2}",
        f"{{art: {outside}/secret, points: 3}}",
        "{art: linked, points: 4}",
        "{art: uses-outside, points: 5}",
        "{art: image-outside, points: 6}",
        "{art: image-absolute, points: 7}",
        "{art: image-huge, points: 8}",
        "{art: wide, points: 9}",
        "{art: far, points: 10}",
        "{art: big, points: 11}",
        "{art: bomb, points: 12}",
        "{art: alias, points: 13}",
    ]))
    (game / "pictures.yaml").write_text(pieces("Pictures", [
        "{art: ../../outside/secret.png, points: 1}",
        f"{{art: {outside}/secret.png, points: 2}}",
        "{art: linked.png, points: 3}",
        "{art: huge.png, points: 4}",
    ], art="picture"))
    tables = pieces("Tables", []).replace("    rows:\n", "    rows: zero.csv\n")
    for name, table in (("b", "pipe.csv"), ("c", "linked.csv"), ("d", "../outside/table.csv")):
        tables += f"  - id: {name}\n    width: 16mm\n    front: t\n    rows: {table}\n"
    (game / "tables.yaml").write_text(tables)
    (game / "spreadsheet.yaml").write_text(pieces("Spreadsheet", []).replace("    rows:\n", "    rows: nan.csv\n"))
    (game / "zero.csv").symlink_to("/dev/zero")
    os.mkfifo(game / "pipe.csv")
    (game / "linked.csv").symlink_to(outside / "table.csv")
    (game / "nan.csv").write_text("art,points\nown,1\nown,nan\n")
    (game / "copies.yaml").write_text(pieces("Copies", ["{art: own, points: 1, copies: 10000000}"]))
    (game / "total.yaml").write_text(pieces("Total", ["{art: own, points: 1, copies: 900}"] * 6))
    (game / "numbers.yaml").write_text(pieces("Numbers", ["{art: own, points: .nan}", "{art: own, points: -.inf}",
                                                          "{art: own, points: nan}"]))
    (game / "lengths.yaml").write_text(pieces("Lengths", ["{art: own, points: 1}"]).replace(
        "width: 16mm", "width: " + "9" * 400 + "mm"))
    (game / "zero.yaml").symlink_to("/dev/zero")
    os.mkfifo(game / "pipe.yaml")
    (game / "linked.yaml").symlink_to(outside / "sheet.yaml")
    (game / "big.yaml").write_text("# " + "x" * MAX_DATA_FILE_BYTES + "\n")
    return game


def test_a_folder_of_every_hostile_case_is_refused_each_at_its_line(hostile):
    with at_most(60), pytest.raises(DataError) as refused:
        load_game(hostile)
    faults = [str(fault).removeprefix(f"{hostile}/") for fault in refused.value.faults]
    outside = hostile.parent / "outside"
    big_svg = (hostile / "symbols" / "big.svg").stat().st_size
    assert faults == [
        "art.yaml:14:9: sets[0].rows[1]: row 2: box 'art': symbols/../../outside/secret.svg "
        + OUTSIDE,
        f"art.yaml:15:9: sets[0].rows[2]: row 3: box 'art': {outside}/secret.svg " + OUTSIDE,
        "art.yaml:16:9: sets[0].rows[3]: linked: box 'art': symbols/linked.svg " + OUTSIDE,
        "art.yaml:17:9: sets[0].rows[4]: uses-outside: box 'art': symbols/uses-outside.svg, line 1: "
        "'../../outside/secret.svg#p' " + OUTSIDE,
        "art.yaml:18:9: sets[0].rows[5]: image-outside: box 'art': symbols/image-outside.svg, line 1: "
        "'../../outside/secret.png' " + OUTSIDE,
        "art.yaml:19:9: sets[0].rows[6]: image-absolute: box 'art': symbols/image-absolute.svg, line 1: "
        f"'{outside}/secret.png' " + OUTSIDE,
        "art.yaml:20:9: sets[0].rows[7]: image-huge: box 'art': symbols/image-huge.svg, line 1: "
        "'../pictures/huge.png' has more pixels than the limit of 50,000,000 (8000 x 8000)",
        "art.yaml:21:9: sets[0].rows[8]: wide: box 'art': symbols/wide.svg holds a size or a coordinate too large "
        "to print (or not a number)",
        "art.yaml:22:9: sets[0].rows[9]: far: box 'art': symbols/far.svg holds a size or a coordinate too large "
        "to print (or not a number)",
        f"art.yaml:23:9: sets[0].rows[10]: big: box 'art': symbols/big.svg: file is {big_svg:,} bytes, over the "
        "limit of 1,024 KiB",
        "art.yaml:24:9: sets[0].rows[11]: bomb: box 'art': symbols/bomb.svg draws more than 10,000 elements (each "
        "<use> counted as what it copies)",
        f"big.yaml:1:1: file is {MAX_DATA_FILE_BYTES + 3:,} bytes, over the limit of 2,048 KiB",
        "copies.yaml:13:39: sets[0].rows[0].copies: 10000000 copies is over the limit of 1,000 copies of one row",
        "lengths.yaml:10:12: sets[0].width: expected a length such as '15mm', got a number too large to print "
        "(99999999999999999999...)",
        "linked.yaml:1:1: this file " + OUTSIDE,
        "nan.csv:3:1: sets[0].rows[1].points: nan " + UNPRINTABLE,
        "numbers.yaml:13:28: sets[0].rows[0].points: .nan " + UNPRINTABLE,
        "numbers.yaml:14:28: sets[0].rows[1].points: -.inf " + UNPRINTABLE,
        "numbers.yaml:15:28: sets[0].rows[2].points: nan " + UNPRINTABLE,
        "pictures.yaml:13:9: sets[0].rows[0]: row 1: box 'art': pictures/../../outside/secret.png "
        + OUTSIDE,
        f"pictures.yaml:14:9: sets[0].rows[1]: row 2: box 'art': {outside}/secret.png " + OUTSIDE,
        "pictures.yaml:15:9: sets[0].rows[2]: linked.png: box 'art': pictures/linked.png " + OUTSIDE,
        "pictures.yaml:16:9: sets[0].rows[3]: huge.png: box 'art': pictures/huge.png has more pixels than the limit "
        "of 50,000,000 (8000 x 8000)",
        "pipe.yaml:1:1: " + PIPE,
        "tables.yaml:12:11: sets[0].rows: zero.csv " + OUTSIDE,
        "tables.yaml:16:11: sets[1].rows: pipe.csv: " + PIPE,
        "tables.yaml:20:11: sets[2].rows: linked.csv " + OUTSIDE,
        "tables.yaml:24:11: sets[3].rows: ../outside/table.csv " + OUTSIDE,
        "total.yaml:18:39: sets[0].rows[5].copies: this row takes the file past the limit of 5,000 pieces, every "
        "row's copies counted",
        "zero.yaml:1:1: this file " + OUTSIDE,
    ]


def test_check_says_so_one_line_a_fault_and_exits_2(hostile):
    from click.testing import CliRunner

    from ntw_print.app.cli import main

    with at_most(60), pytest.raises(DataError) as refused:
        load_game(hostile)
    with at_most(60):
        result = CliRunner().invoke(main, ["check", "--game", str(hostile)])
    assert result.exit_code == 2
    faults = [str(fault) for fault in refused.value.faults]
    assert result.output.splitlines() == faults + [f"{len(faults)} faults in the game data."]


def test_what_svglib_draws_reaches_nothing_outside_the_folder(hostile, monkeypatch):
    """Were a reference to slip past the count of what an SVG refers to, svglib itself is held to the
    folder: the outside square is not drawn, while a part of the folder's own file is."""
    monkeypatch.setattr(art_files._Elements, "_referred", lambda *args: 0)
    (hostile / "symbols" / "uses-own.svg").write_text(SVG.format('<use xlink:href="own.svg#q"/>'))

    def fills(name: str) -> list:
        drawing = svg_drawing(hostile, hostile / "symbols" / f"{name}.svg", name)
        found, todo = [], [drawing]
        while todo:
            node = todo.pop()
            todo += getattr(node, "contents", [])
            if isinstance(node, Rect):
                found.append(node.fillColor.hexval())
        return found

    assert fills("uses-own") == ["0x0000ff"]
    assert fills("uses-outside") == []


def test_a_data_file_is_read_no_further_than_its_limit(tmp_path):
    path = tmp_path / "grown.csv"
    path.write_bytes(b"x" * 100)
    with pytest.raises(Refused, match=r"^grown.csv: file is 100 bytes, over the limit of 0 KiB$"):
        read_bytes(path, 99, "grown.csv")
    assert read_bytes(path, 100) == b"x" * 100
    os.mkfifo(tmp_path / "pipe")
    with at_most(10), pytest.raises(Refused, match="not a regular file"):
        read_bytes(tmp_path / "pipe", 100)


def test_a_file_that_is_never_read_is_not_hashed_either(hostile):
    """The fingerprint of a build names a link to a file outside the folder, a pipe or /dev/zero,
    and reads nothing of it: what lies outside changes nothing."""
    from ntw_print.app.fingerprint import fingerprint

    assert not is_game_file(hostile, hostile / "zero.csv")
    assert not is_game_file(hostile, hostile / "pipe.csv")
    assert not is_game_file(hostile, hostile / "symbols" / "linked.svg")
    assert is_game_file(hostile, hostile / "symbols" / "own.svg")
    assert is_game_file(hostile, hostile / "symbols" / "alias.svg")
    with at_most(30):
        before = fingerprint(hostile, {})
        (hostile.parent / "outside" / "secret.svg").write_text(OWN)
        assert fingerprint(hostile, {}) == before
        (hostile / "symbols" / "own.svg").write_text(SECRET)
        assert fingerprint(hostile, {}) != before


def test_new_techno_war_refuses_a_symbol_linked_outside_its_folder(tmp_path):
    game = ntw_copy(tmp_path)
    (tmp_path / "secret.svg").write_text(SECRET)
    (game / "symbols").mkdir(exist_ok=True)
    (game / "symbols" / "secret.svg").symlink_to(tmp_path / "secret.svg")
    replace_in(game / "terrain.yaml", "symbol: forest", "symbol: secret")
    with pytest.raises(DataError) as refused:
        load_game(game)
    assert [f.message for f in refused.value.faults] == [f"symbols/secret.svg {OUTSIDE}"]


def test_a_file_of_more_pages_than_the_limit_is_not_drawn(tmp_path, monkeypatch):
    """Whatever else could lay out too many pages, the build stops before drawing one of them and
    leaves the folder as it was."""
    from ntw_print.app import build as building
    from ntw_print.print.components import BuildOptions
    from ntw_print.core.errors import BuildError

    game = tmp_path / "game"
    (game / "symbols").mkdir(parents=True)
    (game / "game.yaml").write_text("id: many\nname: Many\n")
    (game / "symbols" / "own.svg").write_text(OWN)
    (game / "tokens.yaml").write_text(pieces("Tokens", ["{art: own, points: 1, copies: 300}"]))
    monkeypatch.setattr(building, "MAX_PAGES", 1)
    with pytest.raises(BuildError, match=r"^tokens.pdf: \d+ pages, over the limit of 1 pages of one file$"):
        building.build(load_game(game), tmp_path / "out", BuildOptions(), jobs=1)
    assert not (tmp_path / "out" / "many" / "a4" / "tokens.pdf").exists()
