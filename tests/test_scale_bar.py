"""The scale bar every page carries: its geometry, and the verifier measuring it back, finding it
missing, scaled, or printed over something else."""

from __future__ import annotations

import pytest

from ntw_print.print.layout.scale_bar import IMPERIAL_MM, METRIC_MM, ScaleBar, foot_bar
from ntw_print.print.layout.sheet import PRINTER_MARGIN_MM, SCALE_BAR_ROOM_MM
from ntw_print.print.render.pdf import Page, draw_scale_bar, render_pages
from ntw_print.print.readback.pdfread import read_pdf
from ntw_print.print.readback.report import FileReport
from ntw_print.print.readback.scale_bar import check_scale_bar


def test_the_bar_is_100_mm_above_and_4_inches_below():
    bar = ScaleBar(10.0, 20.0)
    metric, imperial, *ticks = bar.frame_lines()
    assert metric == ((10.0, bar.metric_y), (110.0, bar.metric_y))
    assert imperial == ((10.0, bar.imperial_y), (10.0 + 101.6, bar.imperial_y))
    assert bar.metric_y > bar.imperial_y
    up = [t for t in ticks if t[1][1] > t[0][1]]
    down = [t for t in ticks if t[1][1] < t[0][1]]
    assert [t[0][0] - 10.0 for t in up] == pytest.approx([10.0 * i for i in range(11)])  # every cm
    assert [t[0][0] - 10.0 for t in down] == pytest.approx([12.7 * i for i in range(9)])  # every half inch
    room = bar.box
    assert all(room.x <= x <= room.right and room.y <= y <= room.top for line in bar.frame_lines() for x, y in line)


def test_the_bar_stands_in_the_room_a_sheet_keeps_above_the_printer_margin():
    bar = foot_bar()
    assert bar.y >= PRINTER_MARGIN_MM and bar.box.top <= PRINTER_MARGIN_MM + SCALE_BAR_ROOM_MM


@pytest.mark.parametrize("flip, where", [("long", (210.0 - 10.0 - foot_bar().box.width, foot_bar().y)),
                                         ("short", (10.0, 297.0 - foot_bar().y - foot_bar().box.height))])
def test_on_a_back_page_the_bar_stands_behind_the_fronts(flip, where):
    back = foot_bar().mirrored(210.0, 297.0, flip)
    assert (back.x, back.y) == pytest.approx(where)


def page_with(tmp_path, name, bar: ScaleBar | None, extra=None):
    def draw(canvas):
        if extra:
            extra(canvas)

    path = tmp_path / f"{name}.pdf"
    render_pages([Page(210.0, 297.0, draw, scale_bar=bar)], path, name)
    report = FileReport(path.name)
    check_scale_bar(read_pdf(path).pages[0], report, path)
    return report


def test_verify_measures_the_bar(tmp_path):
    report = page_with(tmp_path, "good", foot_bar())
    assert report.ok and report.measured["scale bar"] == pytest.approx(METRIC_MM, abs=0.01)


def test_a_page_without_a_bar_is_reported(tmp_path):
    report = page_with(tmp_path, "none", None)
    assert [f.message for f in report.findings] == ["no scale bar (100 mm above 4 in) on this page"]


def test_a_bar_drawn_at_98_percent_is_reported(tmp_path):
    def shrunk(canvas):
        canvas.saveState()
        canvas.translate(20.0, 100.0)
        canvas.scale(0.98, 0.98)
        draw_scale_bar(canvas, ScaleBar(0.0, 0.0))
        canvas.restoreState()

    report = page_with(tmp_path, "shrunk", None, shrunk)
    assert [f.message for f in report.findings] == [f"the 100 mm line measures {0.98 * METRIC_MM:.2f} mm",
                                                    f"the 4 in line measures {0.98 * IMPERIAL_MM:.2f} mm"]


def test_a_bar_over_art_is_reported(tmp_path):
    def art(canvas):
        canvas.setFillColorRGB(0.8, 0.1, 0.1)
        canvas.rect(40.0, 5.0, 20.0, 20.0, stroke=0, fill=1)

    report = page_with(tmp_path, "over", foot_bar(), art)
    assert [f.message for f in report.findings] == ["the scale bar is printed over something else on the page"]


def test_art_whose_bounds_reach_over_the_bar_but_is_clipped_away_is_not_reported(tmp_path):
    def clipped(canvas):
        canvas.saveState()
        path = canvas.beginPath()
        path.rect(0.0, 30.0, 210.0, 100.0)
        canvas.clipPath(path, stroke=0, fill=0)
        canvas.setFillColorRGB(0.1, 0.5, 0.1)
        canvas.circle(60.0, 30.0, 40.0, stroke=0, fill=1)  # its lower half, over the bar, is clipped away
        canvas.restoreState()

    assert page_with(tmp_path, "clipped", foot_bar(), clipped).ok


def test_the_inked_room_is_found_as_a_pixel_by_pixel_look_says():
    import random

    from PIL import Image

    from ntw_print.print.layout.sheet import Box
    from ntw_print.print.readback.scale_bar import PIXELS_PER_MM, _inked

    def by_pixel(image, room, own):
        pixels = image.load()
        for row in range(image.size[1]):
            y = room.top - (row + 0.5) / PIXELS_PER_MM
            for column in range(image.size[0]):
                x = room.x + (column + 0.5) / PIXELS_PER_MM
                if pixels[column, row] < 200 and not any(b.x <= x <= b.right and b.y <= y <= b.top for b in own):
                    return True
        return False

    shuffle = random.Random(7)
    room = Box(10.0, 5.0, 12.0, 4.0)
    for _ in range(300):
        image = Image.new("L", (int(room.width * PIXELS_PER_MM), int(room.height * PIXELS_PER_MM)), 255)
        for _ in range(shuffle.randint(0, 3)):
            image.putpixel((shuffle.randrange(image.size[0]), shuffle.randrange(image.size[1])), shuffle.choice((0, 199, 200)))
        def at(low: float, high: float) -> float:  # now and then exactly on a pixel's centre
            value = shuffle.uniform(low, high)
            return (round(value * PIXELS_PER_MM - 0.5) + 0.5) / PIXELS_PER_MM if shuffle.random() < 0.5 else value

        own = []
        for _ in range(shuffle.randint(0, 4)):
            x, y = room.x + at(-1, 12), room.y + at(-1, 4)
            own.append(Box(x, y, room.x + at(0, 14) - x + 1, room.y + at(0, 5) - y + 1))
        assert _inked(image, room, own) == by_pixel(image, room, own)
