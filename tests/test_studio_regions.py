"""The pixel diff the studio and `diff --visual` outline: where two pictures of a page differ."""

from __future__ import annotations

from PIL import Image, ImageDraw

from ntw_print.app.studio.pictures import page_ranges
from ntw_print.app.studio.regions import CELL_PX, WHOLE_PAGE, changed_regions

SIZE = (600, 840)


def page(*boxes, ink=(0, 0, 0)) -> Image.Image:
    image = Image.new("RGB", SIZE, "white")
    draw = ImageDraw.Draw(image)
    for box in boxes:
        draw.rectangle(box, fill=ink)
    return image


def pixels(region) -> tuple[float, float, float, float]:
    width, height = SIZE
    return (region.left * width, region.top * height, (region.left + region.width) * width,
            (region.top + region.height) * height)


def test_the_same_picture_has_no_region():
    assert changed_regions(page((10, 10, 50, 50)), page((10, 10, 50, 50))) == []


def test_a_changed_spot_is_one_region_around_it_and_no_more():
    (region,) = changed_regions(page(), page((100, 200, 120, 230)))
    left, top, right, bottom = pixels(region)
    assert left <= 100 and top <= 200 and right >= 121 and bottom >= 231
    assert left > 100 - CELL_PX and top > 200 - CELL_PX and right < 121 + CELL_PX and bottom < 231 + CELL_PX


def test_spots_far_apart_are_outlined_apart_top_to_bottom():
    regions = changed_regions(page(), page((400, 600, 420, 610), (50, 40, 60, 50)))
    assert len(regions) == 2
    assert pixels(regions[0])[1] < 50 < 600 <= pixels(regions[1])[3]


def test_the_digits_of_one_number_are_one_region():
    assert len(changed_regions(page(), page((100, 100, 104, 110), (108, 100, 112, 110)))) == 1


def test_a_faint_difference_is_not_a_change():
    """Antialiasing that moves a channel by a few levels is not a change a person sees."""
    assert changed_regions(page(), page((100, 100, 200, 200), ink=(250, 250, 250))) == []


def test_a_page_of_another_size_changed_whole():
    assert changed_regions(page(), Image.new("RGB", (600, 800), "white")) == [WHOLE_PAGE]


def test_page_numbers_read_as_runs():
    assert page_ranges([5, 1, 2, 3, 7, 8]) == "p.1–3, 5, 7–8"
    assert page_ranges([4]) == "p.4"
