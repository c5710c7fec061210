"""`ntw-print export --pod SERVICE`: each deck as DriveThruCards, The Game Crafter or MakePlayingCards
takes it, at the service's card size with its bleed (pixel sizes read from the PNGs, page and print
boxes from the PDFs), backs present, an upload note beside them; and `check --pod`, which holds the
decks to the service's card sizes and safe margin at their lines."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pypdfium2
import pytest
from click.testing import CliRunner
from PIL import Image

from ntw_print.app.cli import main
from ntw_print.app.export.pod_services import SERVICES, product_for
from ntw_print.print.layout.card_fit import card_fit
from ntw_print.print.readback.pdfx import check_print_shop
from ntw_print.print.readback.report import FileReport

REPO = Path(__file__).resolve().parent.parent
SEVEN = REPO / "data" / "seven-seconds"
POINTS_PER_INCH = 72
DECKS = {"mission-cards-offense": 5, "mission-cards-defense": 4, "mission-cards-chance-encounter": 4,
         "troop-cards-troops": 8, "faction-cards-factions": 3}


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "ntw_print.app.cli", *args], capture_output=True, text=True, cwd=REPO)


def edited_copy(tmp_path: Path, file: str, old: str, new: str) -> Path:
    """7 Seconds copied, with `old` in `file` replaced by `new`."""
    game = tmp_path / "seven-seconds"
    shutil.copytree(SEVEN, game)
    text = (game / file).read_text(encoding="utf-8")
    assert old in text
    (game / file).write_text(text.replace(old, new), encoding="utf-8")
    return game


def export(out: Path, service: str, game: Path = SEVEN) -> Path:
    result = CliRunner().invoke(main, ["export", "--game", str(game), "--pod", service, "--out", str(out)])
    assert result.exit_code == 0, result.output
    return out / "seven-seconds" / "pod" / service


@pytest.fixture(scope="module")
def exported(tmp_path_factory) -> dict[str, Path]:
    out = tmp_path_factory.mktemp("pod")
    return {service: export(out, service) for service in SERVICES}


def test_a_poker_card_as_designed_is_scaled_evenly_to_cover_the_services_card():
    fit = card_fit(63, 88, 63.5, 88.9, 3.175)
    assert fit.scale == pytest.approx(88.9 / 88)  # the taller side decides; 0.07 mm each side is cut off
    assert (fit.width, fit.height) == pytest.approx((69.85, 95.25))  # 2.75 x 3.75 in
    assert (fit.trim.x, fit.trim.y, fit.trim.width, fit.trim.height) == pytest.approx((3.175, 3.175, 63.5, 88.9))
    assert fit.x == pytest.approx(3.175 - (63 * 88.9 / 88 - 63.5) / 2) and fit.y == pytest.approx(3.175)
    assert fit.design_bleed == pytest.approx(3.175 * 88 / 88.9)
    assert fit.design_safe(3.175) == pytest.approx((3.175 + 3.175 - fit.x) * 88 / 88.9)
    exact = card_fit(63.5, 88.9, 63.5, 88.9, 3.048)
    assert (exact.scale, exact.x, exact.y, exact.design_safe(3.048)) == pytest.approx((1, 3.048, 3.048, 3.048))


def test_the_services_template_sizes_in_pixels():
    # as the services publish them (docs/print-on-demand.md), not worked out again here
    tgc, mpc, dtc = SERVICES["thegamecrafter"], SERVICES["makeplayingcards"], SERVICES["drivethrucards"]
    assert {p.name: tgc.pixels(p) for p in tgc.products} == {
        "poker": (825, 1125), "bridge": (750, 1125), "mini": (600, 825), "tarot": (900, 1500)}
    assert mpc.pixels(product_for(mpc, 63, 88)) == (822, 1122)
    assert mpc.pixels(product_for(mpc, 70, 120)) == (897, 1497)
    assert dtc.pixels(product_for(dtc, 63, 88)) == (825, 1125)  # 2.75 x 3.75 in at 300 dpi


def test_a_deck_goes_on_the_services_card_nearest_its_size_or_on_none():
    tgc = SERVICES["thegamecrafter"]
    assert [product_for(tgc, *size).name for size in ((63, 88), (57, 88), (44, 63), (70, 120), (63.5, 88.9))] == [
        "poker", "bridge", "mini", "tarot", "poker"]
    assert product_for(tgc, 54, 76) is None  # Nouvelle Guerre's unit cards


@pytest.mark.parametrize("service, size", [("thegamecrafter", (825, 1125)), ("makeplayingcards", (822, 1122))])
def test_each_card_face_is_a_picture_of_the_services_template_size_with_the_decks_back(exported, service, size):
    folder = exported[service]
    assert sorted(p.name for p in folder.iterdir()) == sorted([*DECKS, "UPLOAD.txt"])
    for deck, cards in DECKS.items():
        pictures = sorted((folder / deck).glob("*.png"))
        assert [p.name for p in pictures if p.name != "back.png"][:1] and len(pictures) == cards + 1
        assert (folder / deck / "back.png").exists()
        for picture in pictures:
            with Image.open(picture) as image:
                assert image.size == size and image.mode == "RGB", picture
                assert image.info["dpi"] == pytest.approx((300, 300), abs=0.01)


def test_a_picture_shows_the_card_to_its_edges(exported):
    """The bleed is art, not white: the mission card's red band runs out to the picture's top corners."""
    with Image.open(exported["thegamecrafter"] / "mission-cards-offense" / "01-decapitation-strike.png") as image:
        assert image.getpixel((0, 0)) == image.getpixel((824, 0)) == image.getpixel((412, 20))
        assert image.getpixel((0, 0))[0] > 120 and image.getpixel((0, 0))[2] < 60


def test_drivethrucards_takes_a_pdf_a_deck_a_page_a_face_backs_before_fronts(exported):
    folder = exported["drivethrucards"]
    assert sorted(p.name for p in folder.iterdir()) == sorted([*(f"{d}.pdf" for d in DECKS), "UPLOAD.txt"])
    for deck, cards in DECKS.items():
        pdf = pypdfium2.PdfDocument(folder / f"{deck}.pdf")
        try:
            assert len(pdf) == 2 * cards
            for page in pdf:
                assert tuple(page.get_mediabox()) == pytest.approx((0, 0, 2.75 * 72, 3.75 * 72))  # trim + 1/8 in
                assert tuple(page.get_trimbox()) == pytest.approx((9, 9, 9 + 2.5 * 72, 9 + 3.5 * 72))
                assert tuple(page.get_bleedbox()) == pytest.approx(tuple(page.get_mediabox()))
            backs = {pdf[i].render(scale=0.3).to_pil().tobytes() for i in range(0, len(pdf), 2)}
            fronts = {pdf[i].render(scale=0.3).to_pil().tobytes() for i in range(1, len(pdf), 2)}
            assert len(backs) == 1 and len(fronts) == cards  # one back, every odd page
        finally:
            pdf.close()
    fonts = subprocess.run(["pdffonts", str(folder / "mission-cards-offense.pdf")], capture_output=True, text=True)
    assert fonts.returncode == 0 and all(line.split()[-5] == "yes" for line in fonts.stdout.splitlines()[2:])


def test_drivethrucards_pdfs_are_pdf_x_1a_in_the_presss_cmyk(exported):
    """Read back by the print shop's own PDF/X check: output intent, X-1a keys, no RGB, no transparency."""
    for pdf in sorted(exported["drivethrucards"].glob("*.pdf")):
        report = FileReport(pdf.name)
        check_print_shop(pdf, report, "1a", None)  # no palette: the colours themselves are the print shop's tests'
        assert [f.message for f in report.findings if f.check != "colour"] == [], pdf.name
        assert report.checks.get("PDF/X") == 1


def test_the_note_names_the_colours_above_drivethrucards_ink_limit(exported):
    note = " ".join((exported["drivethrucards"] / "UPLOAD.txt").read_text(encoding="utf-8").split())
    assert "asks for at most 240% of ink in all; these colours come out above it through the press profile: " \
           "#1a1a1a 300%" in note


@pytest.mark.parametrize("service", sorted(SERVICES))
def test_an_upload_note_names_every_file_and_how_many(exported, service):
    note = (exported[service] / "UPLOAD.txt").read_text(encoding="utf-8")
    assert note.startswith(f"7 Seconds for {SERVICES[service].name}\n") and "How to upload:" in note
    assert note.count("  x 1") == sum(DECKS.values())
    assert "poker card, 63.50 x 88.90 mm as cut" in note and "enlarged by 1.0%" in note


def test_copies_of_a_card_repeat_its_pages_and_are_counted_in_the_note(tmp_path):
    game = edited_copy(tmp_path, "mission-cards.yaml", "      - title: Sensor Sweep\n",
                       "      - title: Sensor Sweep\n        copies: 3\n")
    folder = export(tmp_path / "out", "drivethrucards", game)
    pdf = pypdfium2.PdfDocument(folder / "mission-cards-offense.pdf")
    assert len(pdf) == 2 * (5 + 2)
    pdf.close()
    assert "mission-cards-offense.pdf pages 3-8: sensor-sweep  x 3" in (folder / "UPLOAD.txt").read_text()


def test_an_export_is_the_same_bytes_every_time(exported, tmp_path):
    again = export(tmp_path, "drivethrucards")
    for file in sorted(exported["drivethrucards"].iterdir()):
        assert (again / file.name).read_bytes() == file.read_bytes(), file.name


def test_an_unknown_service_is_refused_in_one_line_with_exit_2(tmp_path):
    for command in ("export", "check"):
        result = run(command, "--game", "data/seven-seconds", "--pod", "drivethru", "--out", str(tmp_path)) \
            if command == "export" else run(command, "--game", "data/seven-seconds", "--pod", "drivethru")
        assert result.returncode == 2 and result.stdout == ""
        assert result.stderr.splitlines() == ["unknown print-on-demand service 'drivethru' (did you mean "
                                              "'drivethrucards'? known: drivethrucards, makeplayingcards, "
                                              "thegamecrafter)"]
    assert not any(tmp_path.iterdir())


def test_check_holds_the_decks_to_the_services_safe_margin_at_their_line(tmp_path):
    """3.1 mm from the cut passes the default 3 mm, not The Game Crafter's 1/8 in on the card enlarged."""
    game = edited_copy(tmp_path, "faction-cards.yaml", "drones: {x: 3.5mm, y: 77mm, width: 56mm,",
                       "drones: {x: 3.1mm, y: 77mm, width: 56mm,")
    assert run("check", "--game", str(game)).returncode == 0
    result = run("check", "--game", str(game), "--pod", "thegamecrafter")
    assert result.returncode == 2
    assert result.stderr.splitlines() == [
        f"{game}/faction-cards.yaml:66:15: templates.faction.boxes.drones: New Tokyo: its words come 3.1 mm from the "
        "cut, inside the 3.21 mm The Game Crafter keeps clear on this card (3.17 mm inside the cut of its poker "
        "card, the design scaled by 1.0102); move the box in",
        "1 fault in the game data; its decks do not print at The Game Crafter as they are."]
    exported = run("export", "--game", str(game), "--pod", "thegamecrafter", "--out", str(tmp_path / "out"))
    assert exported.returncode == 2 and not (tmp_path / "out" / "seven-seconds").exists()


def test_check_passes_every_preset_for_seven_seconds():
    for service in SERVICES.values():
        result = run("check", "--game", "data/seven-seconds", "--pod", service.id)
        assert result.returncode == 0, result.stderr
        assert f"its 5 decks print on {service.owner} cards" in result.stdout


def test_a_deck_of_a_size_the_service_does_not_print_is_refused_at_its_size():
    result = run("check", "--game", "data/nouvelle-guerre", "--pod", "makeplayingcards")
    assert result.returncode == 2
    lines = result.stderr.splitlines()
    assert lines[0] == ("data/nouvelle-guerre/unit-cards.yaml:72:11: decks[0].size: 54 x 76 mm cards: MakePlayingCards "
                        "prints no card within 2% of this size (its cards, mm: poker 63.50 x 88.90, bridge 57.15 x "
                        "88.90, mini 44.45 x 63.50, tarot 69.85 x 120.65); give the deck one of these sizes to print "
                        "it there")
    assert len(lines) == 3 and lines[1].startswith("data/nouvelle-guerre/unit-cards.yaml:92:")


def test_options_a_service_does_not_take_are_refused_not_ignored(tmp_path):
    result = run("export", "--game", "data/seven-seconds", "--pod", "thegamecrafter", "--dpi", "600", "--paper",
                 "letter", "--out", str(tmp_path))
    assert result.returncode == 2 and not any(tmp_path.iterdir())
    assert result.stderr.splitlines() == ["--paper, --dpi cannot go with --pod: a service's files are drawn at its own "
                                          "size and resolution, from the data, not from a built set"]
