"""print/render/paths.py: a path built in one go is the path reportlab's own calls build, byte for byte,
whether its lines are written fresh or come from those already written."""

import io

from reportlab.pdfgen.canvas import Canvas

from ntw_print.print.render.paths import _LINES, lines_path

HEX = ((0.0, 0.0), (10.0, 0.0), (15.0, 8.66), (10.0, 17.32), (0.0, 17.32), (-5.0, 8.66))
TUFT = ((1.25, 2.5), (3.333333, 4.0))


def reportlab_path(canvas: Canvas, lines, close: bool) -> str:
    path = canvas.beginPath()
    for line in lines:
        path.moveTo(*line[0])
        for point in line[1:]:
            path.lineTo(*point)
        if close:
            path.close()
    return path.getCode()


def test_the_same_code_as_reportlab_open_and_closed_fresh_and_again():
    canvas = Canvas(io.BytesIO())
    lines = [HEX, TUFT, [(2.0, 2.0), (4.5, 1.0), (7.0, 3.0)]]  # a list (from chains) is written, not kept
    for close in (False, True, False, True):  # the second time round, from the lines written the first
        assert lines_path(canvas, lines, close).getCode() == reportlab_path(canvas, lines, close)


def test_a_line_is_kept_open_or_closed_apart():
    canvas = Canvas(io.BytesIO())
    lines_path(canvas, [HEX], close=True)
    lines_path(canvas, [HEX], close=False)
    assert _LINES[True][HEX].endswith(" h") and not _LINES[False][HEX].endswith(" h")


def test_a_polygon_writes_what_reportlab_writes_for_its_shape():
    """draw.polygon builds its path in one go: the same operators as reportlab's path calls, whether its
    corners are a tuple (kept, such as a board cell's) or a list, fresh or given again."""
    from reportlab.lib.colors import HexColor

    from ntw_print.print.render.draw import polygon

    canvas = Canvas(io.BytesIO())
    fill, stroke = HexColor("#aabbcc"), HexColor("#333333")
    for corners in (HEX, list(HEX), HEX):
        start = len(canvas._code)
        polygon(canvas, corners, fill=fill, stroke=stroke, width=0.2)
        assert canvas._code[start:] == ["q", ".666667 .733333 .8 rg", ".2 .2 .2 RG", ".2 w",
                                        reportlab_path(canvas, [HEX], close=True), "B*", "Q"]
