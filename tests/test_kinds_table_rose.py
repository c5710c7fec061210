"""Direction roses on a sheet of tables: a marked centre, spokes every 360/n degrees from the top,
an example arrow with its words; flowed after the tables and read back from the paper."""

from __future__ import annotations

import math

import pytest

from kinds_helpers import FIXTURES, build, check, faults_of, mono
from ntw_print.core.errors import LayoutError
from ntw_print.kinds.table.rose import ARROW_WIDTH, SPOKE_WIDTH, TIP_PT, Rose, direction, rose_block
from ntw_print.core.model.validation import validate
from ntw_print.kinds import KINDS
from ntw_print.core.yamlsrc import load_yaml
from verify_corrupt import rewrite_page

ROSE = {"title": "Missile deviation", "centre": "Red Die", "spokes": 8,
        "arrow": {"angle": 225, "tip": "die", "label": "3 + 5 = 8 inches"}}


def test_angles_turn_clockwise_from_straight_up():
    assert direction(0) == pytest.approx((0.0, 1.0)) and direction(90) == pytest.approx((1.0, 0.0))
    assert direction(225) == pytest.approx((-math.sqrt(0.5), -math.sqrt(0.5)))


def test_spokes_point_every_360_over_n_degrees_and_the_arrow_its_way():
    ink = rose_block(Rose.model_validate(ROSE), 120.0, mono, "r")
    centre = ink.discs[0].centre
    spokes = [r for r in ink.rules if r.width == SPOKE_WIDTH]
    assert len(spokes) == 8
    angles = sorted(round(math.degrees(math.atan2(r.end[0] - centre[0], r.end[1] - centre[1])) % 360) for r in spokes)
    assert angles == [0, 45, 90, 135, 180, 225, 270, 315]
    (arrow,) = [r for r in ink.rules if r.width == ARROW_WIDTH]
    assert round(math.degrees(math.atan2(arrow.end[0] - centre[0], arrow.end[1] - centre[1])) % 360) == 225
    # the words stand outside the ring on the arrow's side: left of it here
    label = next(w for w in ink.words if w.text == "3 + 5 = 8 inches")
    assert label.anchor == "end" and label.x < centre[0] - 22.0


def test_the_tip_disc_holds_its_words_and_no_spoke_runs_into_it():
    rose = Rose.model_validate({**ROSE, "arrow": {**ROSE["arrow"], "tip": "the other die"}})
    ink = rose_block(rose, 120.0, mono, "r")
    centre, tip = ink.discs[0].centre, ink.discs[-1]
    assert 2 * tip.radius >= mono("the other die", TIP_PT, True) + 1.0  # wider than a fifth of the radius
    for spoke in (r for r in ink.rules if r.width == SPOKE_WIDTH):
        assert math.dist(spoke.end, tip.centre) >= tip.radius - 1e-6
    # the spoke under the arrow stops where the disc begins; the one opposite runs to the radius
    reach = sorted(math.dist(r.end, centre) for r in ink.rules if r.width == SPOKE_WIDTH)
    assert reach[0] == pytest.approx(22.0 - tip.radius) and reach[1:] == pytest.approx([22.0] * 7)


def test_tip_words_too_wide_for_the_rose_are_refused():
    rose = Rose.model_validate({**ROSE, "radius": "12mm", "arrow": {**ROSE["arrow"], "tip": "the other die here"}})
    with pytest.raises(LayoutError, match="need a disc .* too big for a rose of radius 12.0 mm"):
        rose_block(rose, 120.0, mono, "r")


def test_a_rose_too_wide_for_its_column_is_refused():
    faults = faults_of("kind: table\ncolumns: 4\ntables:\n  - {columns: [text], rows: [[a]]}\nroses:\n"
                       "  - {centre: Red, radius: 30mm, arrow: {angle: 90, label: a long way off to the right}}\n")
    assert len(faults) == 1 and "roses[0]: the rose needs" in faults[0] and "the column is" in faults[0]


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    spec, faults = validate(load_yaml(FIXTURES / "rose.yaml"), KINDS["table"].schema)
    assert faults == []
    return spec, build(spec, tmp_path_factory.mktemp("rose") / "rose.pdf")


def test_the_built_rose_reads_back(built):
    spec, path = built
    assert check(spec, path) == []


def test_an_arrow_pointing_elsewhere_is_found(built):
    spec, path = built
    turned = spec.model_copy(update={"roses": [spec.roses[0].model_copy(update={
        "arrow": spec.roses[0].arrow.model_copy(update={"angle": 135.0})})]})
    assert check(turned, path) == ["rose 1 'Missile deviation': its arrow points 225, the data says 135 degrees"]


def test_a_missing_spoke_is_found(built, tmp_path):
    spec, path = built
    damaged = tmp_path / "rose.pdf"
    damaged.write_bytes(path.read_bytes())

    def drop_first_spoke(ops):
        width = next(i for i, (operands, op) in enumerate(ops) if op == b"w" and abs(float(operands[0]) - SPOKE_WIDTH) < 1e-3)
        stroke = next(i for i in range(width, len(ops)) if ops[i][1] == b"S")
        return ops[:width + 1] + ops[stroke + 1:]
    rewrite_page(damaged, 0, drop_first_spoke)
    found = check(spec, damaged)
    assert len(found) == 1 and found[0].startswith("rose 1 'Missile deviation': 7 spokes at"), found
