"""Draws a chart sheet's title and credit lines (see frame.py for where they go)."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from ..render.draw import NEUTRAL_DARK, fitted_text
from .frame import CREDIT_PT, TITLE_PT, Frame, SheetHead


def draw_head(canvas: Canvas, frame: Frame, head: SheetHead) -> None:
    body = frame.body
    if frame.title_baseline is not None:
        fitted_text(canvas, body.x, frame.title_baseline, head.title, body.width, TITLE_PT, 8.0,
                    "sheet title", bold=True, anchor="start")
    if frame.credit_baseline is not None:
        fitted_text(canvas, body.x, frame.credit_baseline, head.credit, body.width, CREDIT_PT, 5.0,
                    "credit line", fill=NEUTRAL_DARK, anchor="start")
