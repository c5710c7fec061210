"""Pages before they are written: a page moved to the middle of a larger sheet keeps what it is."""

from __future__ import annotations

from ntw_print.layout.sheet import Box
from ntw_print.render.pdf import Page, centred


def test_a_centred_back_stays_a_back_with_its_boxes_moved():
    page = Page(100.0, 150.0, lambda canvas: None, trim=Box(10, 10, 80, 130), label="back", back=True)
    moved = centred(page, 210.0, 297.0)
    assert (moved.width, moved.height, moved.back, moved.label) == (210.0, 297.0, True, "back")
    assert moved.trim == Box(65.0, 83.5, 80, 130)
