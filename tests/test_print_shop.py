"""`build --target print-shop`: every game as PDF/X in the press's CMYK, held to each property a
print shop checks, read back by verify and by qpdf, pikepdf and Ghostscript (skipped, saying why,
where a program is not installed; .ci/run installs them)."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from pypdf import PdfReader

from ntw_print.app.build import build
from ntw_print.print.components import BuildOptions
from ntw_print.games import load_game
from ntw_print.app.verify import verify
from ntw_print.print.readback.operands import STRINGS, decoded
from ntw_game import REPO

GAMES = ["ntw", "switzerland", "seven-seconds", "nouvelle-guerre", "tech-v3"]
SHOP = BuildOptions(paper="a4", target="print-shop")
SHOP_X1A = BuildOptions(paper="a4", target="print-shop", pdfx="1a")
MM = 25.4 / 72


@pytest.fixture(scope="module")
def games():
    return {name: load_game(REPO / "data" / name) for name in GAMES}


X1A = {"ntw": ["board-full-map", "markers"], "seven-seconds": None}  # New Techno War's board draws translucent washes


@pytest.fixture(scope="module")
def built(games, tmp_path_factory):
    """Every game built for a print shop as PDF/X-4, and as PDF/X-1a 7 Seconds and New Techno War's
    board (drawn with transparency) and markers: {(game, pdfx): its folder}. Built once for the test
    run: the test processes share the folder (the first to come builds it, under a lock)."""
    import fcntl

    # under xdist each test process has its own folder in the run's: their parent is the run's own
    # (without xdist, the parent holds every earlier run, so the run's own folder is taken instead)
    base = tmp_path_factory.getbasetemp()
    out = (base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base) / "print-shop-builds"
    out.mkdir(exist_ok=True)
    folders = {(name, "4"): out / game.info.id / SHOP.folder for name, game in games.items()}
    folders.update({(name, "1a"): out / games[name].info.id / SHOP_X1A.folder for name in X1A})
    with open(out / "lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (out / "done").exists():
            for name, game in games.items():
                build(game, out, SHOP, jobs=2)
                if name in X1A:
                    build(game, out, SHOP_X1A, only=X1A[name], jobs=2)
            (out / "done").touch()
    return folders


def _files(built):
    return [path for folder in built.values() for path in sorted(folder.glob("*.pdf"))]


def test_each_game_goes_to_a_folder_named_for_the_print_shop_and_the_manifest_says_the_target(games, built):
    assert built["ntw", "4"].name == "a4-print-shop" and built["ntw", "1a"].name == "a4-print-shop-x1a"
    for (name, pdfx), folder in built.items():
        manifest = json.loads((folder / "manifest.json").read_text())
        assert manifest["options"]["target"] == "print-shop" and manifest["options"]["pdfx"] == pdfx
        listed = {f"{c}.pdf" for c in X1A[name] or games[name].info.components} if pdfx == "1a" else {
            f"{c}.pdf" for c in games[name].info.components if not c.endswith("-tiled")}
        assert {p.name for p in folder.glob("*.pdf")} == listed  # no tiled pages, no print-and-play file


@pytest.mark.parametrize("key", [(name, "4") for name in GAMES] + [("ntw", "1a"), ("seven-seconds", "1a")],
                         ids=lambda key: "-".join(key))
def test_verify_holds_every_file(games, built, key):
    report = verify(games[key[0]], built[key], only=X1A[key[0]] if key[1] == "1a" else None, jobs=2)
    assert report.ok, "\n".join(report.lines())
    assert all(r.checks.get("PDF/X") and r.checks.get("colour") for r in report.files if r.file.endswith(".pdf"))


def test_every_file_has_an_output_intent_with_the_press_profile(built):
    for path in _files(built):
        intent = PdfReader(path).trailer["/Root"]["/OutputIntents"][0].get_object()
        assert intent["/S"] == "/GTS_PDFX" and intent["/OutputConditionIdentifier"] == "FOGRA39", path
        assert intent["/DestOutputProfile"].get_object()["/N"] == 4, path


def test_every_file_gives_its_pdfx_version(built):
    for (name, pdfx), folder in built.items():
        for path in folder.glob("*.pdf"):
            info = PdfReader(path).metadata
            assert info["/GTS_PDFXVersion"] == {"4": "PDF/X-4", "1a": "PDF/X-1:2003"}[pdfx], path
            assert info["/Trapped"] == "/False" and info["/Title"], path


def _content(reader) -> bytes:
    """Every content stream of the file: its pages' and every form's."""
    found = []
    for page in reader.pages:
        contents = page.get("/Contents").get_object()
        found += [decoded(s.get_object()) for s in (contents if isinstance(contents, list) else [contents])]
    found += [decoded(o) for o in _objects(reader) if o.get("/Subtype") == "/Form"]
    return STRINGS.sub(b"()", b"\n".join(found))


def _objects(reader):
    """Every object of the file (reportlab writes them numbered 1 to /Size - 1)."""
    return [reader.get_object(number) for number in range(1, int(reader.trailer["/Size"]))]


def test_no_rgb_colour_in_any_page_form_or_picture(built):
    for path in _files(built):
        reader = PdfReader(path)
        assert not re.search(rb"(?<![A-Za-z])(rg|RG)(?![A-Za-z])", _content(reader)), path
        assert b" k" in _content(reader) or b"\nk" in _content(reader), path
        for thing in _objects(reader):
            if hasattr(thing, "get") and thing.get("/Subtype") == "/Image":
                assert thing["/ColorSpace"] in ("/DeviceCMYK", "/DeviceGray"), path


def test_trim_and_bleed_boxes_on_every_page_and_every_font_embedded(built):
    for path in _files(built):
        reader = PdfReader(path)
        for page in reader.pages:
            assert "/TrimBox" in page and "/BleedBox" in page, path
        for font in (o for o in _objects(reader) if hasattr(o, "get") and o.get("/Type") == "/FontDescriptor"):
            assert any(key in font for key in ("/FontFile", "/FontFile2", "/FontFile3")), path


def test_x1a_files_have_no_transparency(built):
    for key in (("ntw", "1a"), ("seven-seconds", "1a")):
        for path in built[key].glob("*.pdf"):
            data = path.read_bytes()
            assert not re.search(rb"/(CA|ca) (0?\.\d|0\b)", data) and b"/SMask" not in data, path
    # the board, drawn with translucent washes, has them in X-4
    assert re.search(rb"/ca \.", (built["ntw", "4"] / "board-full-map.pdf").read_bytes())


def _trim_mm(path: Path) -> tuple[float, float, float, float]:
    page = PdfReader(path).pages[0]
    trim, bleed, media = page.trimbox, page.bleedbox, page.mediabox
    return (float(trim.width) * MM, float(trim.height) * MM, float(bleed.width - trim.width) * MM / 2,
            float(media.width - bleed.width) * MM)


def test_boards_sit_on_pages_of_their_own_trim_plus_bleed(built):
    width, height, bleed, margin = _trim_mm(built["ntw", "4"] / "board-full-map.pdf")
    assert (round(width), round(height), round(bleed, 3), round(margin, 3)) == (795, 789, 3, 0)
    width, height, bleed, margin = _trim_mm(built["switzerland", "4"] / "map.pdf")
    assert (round(width / 25.4, 2), round(height / 25.4, 2), round(bleed, 3), round(margin, 3)) == (22, 17, 3, 0)


def test_cards_and_counters_stay_on_gang_sheets(built):
    page = PdfReader(built["seven-seconds", "4"] / "counters.pdf").pages[0]
    assert (round(float(page.mediabox.width) * MM), round(float(page.mediabox.height) * MM)) == (210, 297)


def _run(program: str, *arguments: str) -> subprocess.CompletedProcess:
    if shutil.which(program) is None:
        pytest.skip(f"{program} is not installed (apt-get install {'ghostscript' if program == 'gs' else program})")
    return subprocess.run([program, *arguments], capture_output=True, text=True, timeout=600)


def test_qpdf_finds_nothing_wrong(built):
    for path in _files(built):
        done = _run("qpdf", "--check", str(path))
        assert done.returncode == 0 and "No syntax or stream encoding errors" in done.stdout, (path, done.stdout)


def test_ghostscript_reads_every_file_without_complaint(built):
    for path in _files(built):
        done = _run("gs", "-q", "-dNOPAUSE", "-dBATCH", "-sDEVICE=nullpage", str(path))
        assert done.returncode == 0 and not done.stdout.strip() and not done.stderr.strip(), (path, done.stderr)


def test_pikepdf_reads_every_file_and_its_output_intent(built):
    pikepdf = pytest.importorskip("pikepdf", reason="pikepdf is not installed (pip install -e '.[test]')")
    for path in _files(built):
        with pikepdf.open(path) as pdf:
            assert pdf.check_pdf_syntax() == [], path
            assert pdf.Root.OutputIntents[0].S == "/GTS_PDFX", path


def test_the_same_data_gives_the_same_bytes(games, built, tmp_path):
    build(games["seven-seconds"], tmp_path, SHOP_X1A, jobs=1)
    for path in built["seven-seconds", "1a"].glob("*.pdf"):
        assert (tmp_path / "seven-seconds" / "a4-print-shop-x1a" / path.name).read_bytes() == path.read_bytes()


def test_the_command_line_builds_and_verifies_a_print_shops_set(tmp_path):
    from click.testing import CliRunner

    from ntw_print.app.cli import main

    game = str(REPO / "data" / "seven-seconds")
    done = CliRunner().invoke(main, ["build", "--game", game, "--out", str(tmp_path), "--target", "print-shop",
                                     "--pdfx", "1a", "--only", "troop-cards", "--verify", "--jobs", "1"])
    assert done.exit_code == 0, done.output
    assert "for a print shop: PDF/X-1a:2003" in done.output and "everything holds" in done.output
    assert (tmp_path / "seven-seconds" / "a4-print-shop-x1a" / "troop-cards.pdf").exists()
    done = CliRunner().invoke(main, ["verify", "--game", game, "--out", str(tmp_path), "--target", "print-shop",
                                     "--pdfx", "1a", "--only", "troop-cards"])
    assert done.exit_code == 0 and "everything holds" in done.output, done.output


def test_pdfx_without_the_print_shop_target_is_refused(tmp_path):
    from click.testing import CliRunner

    from ntw_print.app.cli import main

    done = CliRunner().invoke(main, ["build", "--game", str(REPO / "data" / "seven-seconds"), "--out", str(tmp_path),
                                     "--pdfx", "1a"])
    assert done.exit_code == 2
    assert "--pdfx chooses the PDF/X of a print shop's files: add --target print-shop" in done.output
    assert not (tmp_path / "seven-seconds").exists()


@pytest.mark.parametrize("pdfx", ["4", "1a"])
def test_a_designers_picture_prints_in_the_press_cmyk(tmp_path, pdfx):
    """A card's picture with a transparent part: CMYK, its transparency kept as a soft mask in X-4 and
    painted on the paper's white in X-1a; verify holds the file."""
    from PIL import Image

    from kinds_build import copy_fixtures, load
    from ntw_print.kinds import KINDS
    from ntw_print.kinds.faces.art import Art
    from ntw_print.print.render.pdf import render_pages
    from ntw_print.print.render.pdfx import STANDARDS
    from ntw_print.print.readback.pdfx import check_print_shop
    from ntw_print.print.readback.report import FileReport

    folder = copy_fixtures(tmp_path)
    (folder / "pictures").mkdir()
    picture = Image.new("RGBA", (40, 30), (40, 90, 140, 255))
    picture.paste((200, 60, 40, 0), (0, 0, 20, 30))  # the left half transparent
    picture.save(folder / "pictures" / "hills.png")
    text = (folder / "cards.yaml").read_text()
    scene = "      scene: {x: 50%, y: 40mm, width: 40mm, height: 20mm, anchor: top, picture: hills.png}\n"
    (folder / "cards.yaml").write_text(text.replace("      victory-band:", scene + "      victory-band:"))
    spec = load("cards", folder)
    path = tmp_path / "cards.pdf"
    palette = render_pages(KINDS["cards"].pages(spec, BuildOptions(), Art(folder)), path, "cards", (),
                           STANDARDS[pdfx])
    report = FileReport(path.name)
    check_print_shop(path, report, pdfx, palette)
    assert report.ok, [f.message for f in report.findings]
    reader = PdfReader(path)
    images = [o for o in _objects(reader) if hasattr(o, "get") and o.get("/Subtype") == "/Image"]
    pictures = [o for o in images if o["/ColorSpace"] == "/DeviceCMYK"]
    assert pictures and all(o["/ColorSpace"] in ("/DeviceCMYK", "/DeviceGray") for o in images)
    assert all(("/SMask" in o) == (pdfx == "4") for o in pictures)


def test_a_new_press_profile_draws_a_print_shops_files_again_and_no_home_file(games, monkeypatch, tmp_path):
    import ntw_print.app.cache
    from ntw_print.app.cache import recipe

    game = games["seven-seconds"]
    component = game.plugin.components(game)["troop-cards"]
    shop, home = recipe(game, component, SHOP), recipe(game, component, BuildOptions())
    other = tmp_path / "other.icc"
    other.write_bytes(b"another press")
    monkeypatch.setattr(ntw_print.app.cache, "PRESS_PROFILE", str(other))
    assert recipe(game, component, SHOP).differences(shop) == ["build options changed"]
    assert recipe(game, component, BuildOptions()) == home
