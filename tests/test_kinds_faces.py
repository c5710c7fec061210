"""Face templates: boxes that extend boxes and templates, coordinates, anchors, text fitting (pure)."""

from __future__ import annotations

import pytest
from pydantic import TypeAdapter, ValidationError

from ntw_print.core.errors import LayoutError
from ntw_print.kinds.faces.art import Art
from ntw_print.kinds.faces.layout import TemplateError, background, box_chains, face_boxes, fit_art, fold, set_text
from ntw_print.kinds.faces.schema import Template, Templates, fill_in
from ntw_print.print.layout.sheet import Box

TEMPLATES = TypeAdapter(Templates)


def numbers(box: Box) -> tuple[float, float, float, float]:
    return (box.x, box.y, box.width, box.height)


def templates(data: dict) -> Templates:
    return TEMPLATES.validate_python(data)


def boxes(data: dict, name: str, width: float = 20.0, height: float = 10.0) -> dict[str, Box]:
    return {p.name: p.box for p in face_boxes(templates(data), name, width, height)}


def test_lengths_and_shares_measure_from_the_top_left_corner():
    found = boxes({"t": {"boxes": {"a": {"x": "2mm", "y": "1mm", "width": "50%", "height": "0.1in"}}}}, "t")
    assert numbers(found["a"]) == pytest.approx((2.0, 10.0 - 1.0 - 2.54, 10.0, 2.54))


def test_a_box_without_geometry_covers_the_face():
    assert boxes({"t": {"boxes": {"a": {"text": "x"}}}}, "t")["a"] == Box(0.0, 0.0, 20.0, 10.0)


@pytest.mark.parametrize("anchor, left, bottom", [
    ("top-left", 10.0, 3.0), ("centre", 8.0, 4.0), ("bottom-right", 6.0, 5.0), ("top", 8.0, 3.0),
])
def test_the_anchor_is_the_point_x_and_y_place(anchor, left, bottom):
    data = {"t": {"boxes": {"a": {"x": "10mm", "y": "5mm", "width": "4mm", "height": "2mm", "anchor": anchor}}}}
    assert numbers(boxes(data, "t")["a"]) == pytest.approx((left, bottom, 4.0, 2.0))


def test_a_box_extends_another_and_changes_it():
    data = {"t": {"boxes": {
        "a": {"x": "2mm", "y": "2mm", "width": "6mm", "height": "3mm", "text": "{n}", "size": 9, "bold": True},
        "b": {"extends": "a", "x": "+=8mm", "width": "-=10%", "bold": False},
    }}}
    found = boxes(data, "t")
    assert numbers(found["b"]) == pytest.approx((10.0, 5.0, 4.0, 3.0))
    b = face_boxes(templates(data), "t", 20.0, 10.0)[1].content
    assert (b.text, b.size, b.bold) == ("{n}", 9, False)


def test_a_template_extends_a_template_changing_boxes_in_place_and_adding_new_ones():
    data = {
        "base": {"background": "{colour}", "boxes": {"a": {"x": "1mm", "text": "A"}, "b": {"text": "B"}}},
        "child": {"extends": "base", "boxes": {
            "a": {"x": "+=1mm"},
            "c": {"extends": "b", "y": "2mm"},
            "under": {"layer": -1, "fill": "#ffffff"},
        }},
    }
    placed = face_boxes(templates(data), "child", 20.0, 10.0)
    assert [p.name for p in placed] == ["under", "a", "b", "c"]
    assert placed[1].box.x == pytest.approx(2.0)
    assert placed[3].content.text == "B" and placed[3].box.top == pytest.approx(8.0)
    assert background(templates(data), "child") == "{colour}"


def test_a_box_may_extend_the_parent_box_of_its_own_name():
    data = {"base": {"boxes": {"a": {"x": "3mm"}}},
            "child": {"extends": "base", "boxes": {"a": {"extends": "a", "x": "+=1mm"}}}}
    assert boxes(data, "child")["a"].x == pytest.approx(4.0)


@pytest.mark.parametrize("data, name, message", [
    ({"t": {"boxes": {"a": {"extends": "zz"}}}}, "t", "no box 'zz' to extend"),
    ({"t": {"boxes": {"a": {"extends": "b"}, "b": {"extends": "a"}}}}, "t", "in a ring: a -> b -> a"),
    ({"t": {"extends": "u"}, "u": {"extends": "t"}}, "t", "templates extend each other in a ring"),
    ({"t": {"extends": "nope"}}, "t", "no template 'nope'"),
    ({"t": {"boxes": {"a": {"extends": "a"}}}}, "t", "no parent template has it"),
])
def test_what_cannot_be_resolved_is_named(data, name, message):
    with pytest.raises(TemplateError, match=message):
        face_boxes(templates(data), name, 20.0, 10.0)


@pytest.mark.parametrize("value", ["12", "+2mm", "=+2mm", "50 percent", "-3mm", 12])
def test_coordinates_must_carry_a_unit_or_a_share(value):
    with pytest.raises(ValidationError, match="expected a length or share"):
        Template.model_validate({"boxes": {"a": {"x": value}}})


def test_unknown_keys_in_a_box_are_refused():
    with pytest.raises(ValidationError, match="Extra inputs"):
        Template.model_validate({"boxes": {"a": {"colour": "#000000", "font": "Times"}}})


def fixed_measure(text: str, size: float, bold: bool) -> float:
    """A font where each character is half its size (pt) wide in mm."""
    return len(text) * size * 0.5


def test_text_shrinks_to_its_box_but_not_below_its_minimum():
    chain = box_chains(templates({"t": {"boxes": {"a": {"text": "x", "size": 10, "min_size": 5}}}}), "t")["a"]
    _, content = fold(chain, 20.0, 10.0)
    assert set_text("abcd", Box(0, 0, 20, 10), content, fixed_measure, "a").size == 10
    assert set_text("abcdefgh", Box(0, 0, 20, 10), content, fixed_measure, "a").size == pytest.approx(5)
    with pytest.raises(LayoutError, match="'abcdefghi' does not fit its 20.0 x 10.0 mm box at 5 pt"):
        set_text("abcdefghi", Box(0, 0, 20, 10), content, fixed_measure, "a")


def test_an_empty_value_sets_no_line_however_small_the_box():
    _, content = fold(box_chains(templates({"t": {"boxes": {"a": {"text": "{x}"}}}}), "t")["a"], 20.0, 10.0)
    assert set_text("", Box(0, 0, 20, 0.1), content, fixed_measure, "a").lines == ()


def test_wrapped_text_breaks_into_lines_from_the_top():
    data = {"t": {"boxes": {"a": {"text": "x", "size": 10, "wrap": True, "valign": "top", "align": "left"}}}}
    _, content = fold(box_chains(templates(data), "t")["a"], 20.0, 30.0)
    placed = set_text("ab cd ef", Box(0, 0, 12, 30), content, fixed_measure, "a")
    assert [line.text for line in placed.lines] == ["ab", "cd", "ef"]
    assert placed.lines[0].y == pytest.approx(30 - 0.73 * 10 * 25.4 / 72)
    assert placed.lines[0].y - placed.lines[1].y == pytest.approx(1.2 * 10 * 25.4 / 72)
    assert {line.x for line in placed.lines} == {0} and {line.anchor for line in placed.lines} == {"start"}


def test_art_keeps_its_proportions_centred_in_its_box():
    assert numbers(fit_art(Box(0, 0, 10, 10), 30, 20)) == pytest.approx((0, 5 / 3, 10, 20 / 3))


def test_fields_are_filled_in_as_printed():
    assert fill_in("{strength}-{movement} {name}", {"strength": 4, "movement": 1.5, "name": "1 Bdr"}) == "4-1.5 1 Bdr"


def test_a_number_prints_as_written_however_many_digits_it_has():
    assert fill_in("{cost} {range} {weight}", {"cost": 1234567.0, "range": 1234567.25, "weight": -0.0}) == \
        "1234567 1234567.25 0"


def test_the_json_schema_gives_coordinates_as_written():
    x = Template.model_json_schema()["$defs"]["BoxSpec"]["properties"]["x"]["anyOf"][0]
    assert x["type"] == "string" and "+=2mm" in x["examples"]


@pytest.mark.parametrize("svg, message", [
    ("<svg><rect", "symbols/mark.svg is not an SVG drawing that can be read"),
    ('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text x="1" y="8">A</text></svg>',
     "symbols/mark.svg holds text: turn its text into paths (its font would not be embedded in the PDF)"),
])
def test_symbols_that_cannot_be_drawn_as_paths_are_refused(tmp_path, svg, message):
    (tmp_path / "symbols").mkdir()
    (tmp_path / "symbols" / "mark.svg").write_text(svg)
    assert Art(tmp_path).problem(symbol="mark") == message


@pytest.mark.parametrize("bleed, clipped", [(3.0, False), (0.0, True)])
def test_a_shape_run_into_the_bleed_is_cut_off_where_the_bleed_ends(bleed, clipped):
    import io

    from reportlab.pdfgen.canvas import Canvas

    from ntw_print.kinds.faces.items import FaceCall
    from ntw_print.kinds.faces.render import draw_face

    band = templates({"card": {"boxes": {"band": {"x": "-=3mm", "y": "-=3mm", "width": "+=6mm", "height": "8mm",
                                                  "fill": "#3b5b7a"}}}})
    out = io.BytesIO()
    canvas = Canvas(out, pageCompression=0, invariant=1)
    draw_face(canvas, band, FaceCall("card", {}), Box(50.0, 50.0, 20.0, 30.0), bleed, Art(None), "card")
    canvas.showPage()
    canvas.save()
    # the band reaches 3 mm past the trim: inside a 3 mm bleed as drawn, cut at the trim with none
    assert (b"re W* n" in out.getvalue()) == clipped
    if clipped:
        assert b"n 50 50 20 30 re W* n" in out.getvalue()


def test_a_repeated_box_is_a_table_of_copies_each_reading_its_own_fields():
    data = {"t": {"boxes": {"cell": {"x": "1mm", "y": "1mm", "width": "3mm", "height": "2mm", "text": "{v#_#}",
                                     "repeat": [{"count": 2, "y": "4mm"}, {"count": 3, "x": "5mm"}]}}}}
    placed = face_boxes(templates(data), "t", 20.0, 10.0)
    assert [p.name for p in placed] == ["cell[1,1]", "cell[1,2]", "cell[1,3]", "cell[2,1]", "cell[2,2]", "cell[2,3]"]
    assert numbers(placed[5].box) == pytest.approx((11.0, 10.0 - 5.0 - 2.0, 3.0, 2.0))
    assert placed[5].content.text == "{v2_3}"


def test_rings_of_hexes_around_a_hexagon():
    data = {"t": {"boxes": {"hex": {"x": "50%", "y": "50%", "width": "2mm", "height": "1.7320508mm",
                                    "anchor": "centre", "shape": "hexagon", "stroke": "#000000", "text": "{f#}",
                                    "repeat": [{"rings": 2}]}}}}
    placed = face_boxes(templates(data), "t", 20.0, 20.0)
    assert len(placed) == 1 + 6 + 12 and placed[18].content.text == "{f19}"
    centres = {(round(p.box.x + p.box.width / 2, 3), round(p.box.y + p.box.height / 2, 3)) for p in placed}
    assert len(centres) == 19 and (10.0, 10.0) in centres
    nearest = sorted(((x - 10) ** 2 + (y - 10) ** 2) ** 0.5 for x, y in centres)[1:7]
    assert nearest == pytest.approx([1.7320508] * 6, abs=1e-3)  # the first ring touches the middle hex flat to flat


def test_repeat_takes_a_count_or_rings():
    with pytest.raises(ValidationError, match="count .* or rings"):
        templates({"t": {"boxes": {"a": {"repeat": [{"count": 2, "rings": 1}]}}}})


def test_wrap_at_keeps_a_line_shrinking_down_to_its_size_and_breaks_below_it():
    from ntw_print.print.render.pdf import measure

    data = {"t": {"boxes": {"a": {"width": "17mm", "height": "8mm", "size": 9, "wrap": True, "wrap_at": 8}}}}
    (placed,) = face_boxes(templates(data), "t", 17.0, 8.0)
    one = set_text("Assault rifle", placed.box, placed.content, measure, "a")
    two = set_text("Anti-tank weapon", placed.box, placed.content, measure, "a")
    assert len(one.lines) == 1 and 8 <= one.size < 9
    assert [line.text for line in two.lines] == ["Anti-tank", "weapon"] and two.size == 8
