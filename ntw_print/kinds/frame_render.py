"""Draws a chart sheet's title and credit lines (see frame.py for where they go)."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from ..print.render.draw import NEUTRAL_DARK, fitted_text
from .frame import CREDIT_MIN_PT, CREDIT_PT, TITLE_MIN_PT, TITLE_PT, Frame, SheetHead
from ..core.marks import KEY


def draw_head(canvas: Canvas, frame: Frame, head: SheetHead, key: bool = False) -> None:
    """The title and credit lines, and with `key` (a page that prints a designer mark) the marks' key."""
    body = frame.body
    if frame.title_baseline is not None:
        fitted_text(canvas, body.x, frame.title_baseline, head.title, body.width, TITLE_PT, TITLE_MIN_PT,
                    "sheet title", bold=True, anchor="start")
    if frame.credit_baseline is not None:
        fitted_text(canvas, body.x, frame.credit_baseline, head.credit, body.width, CREDIT_PT, CREDIT_MIN_PT,
                    "credit line", fill=NEUTRAL_DARK, anchor="start")
    if key and frame.key_baseline is not None:
        fitted_text(canvas, body.x, frame.key_baseline, KEY, body.width, CREDIT_PT, CREDIT_MIN_PT,
                    "designer marks' key", fill=NEUTRAL_DARK, anchor="start")
