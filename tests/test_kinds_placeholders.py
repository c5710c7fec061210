"""A kind's spec written once with {placeholders} (kinds/placeholders.py), filled in by a game's rules and
checked as the model the filled template must be: here a rally card of a made-up game."""

import pytest

from ntw_print.core.errors import LayoutError
from ntw_print.core.yamlsrc import parse_yaml
from ntw_print.kinds.placeholders import filled, filled_model, template_faults
from ntw_print.kinds.table.schema import CardFace

CARD = "title: Rally\nface:\n  title: '{army} rallies'\n  columns: [[{text: 'Roll {die}: rally on {need}+'}]]\n"


def test_a_filled_template_is_checked_as_the_model_of_its_parts():
    model = filled_model("FilledRally", title=str, face=CardFace)
    assert filled_model("FilledRally", title=str, face=CardFace) is model  # built once a process
    card = filled(parse_yaml(CARD, "rally.yaml"), {"army": "The Guard", "die": "d6", "need": 4}, model)
    assert card["face"]["title"] == "The Guard rallies"
    assert card["face"]["columns"][0][0]["text"] == "Roll d6: rally on 4+"


def test_a_placeholder_no_value_fills_and_a_part_the_kind_refuses_are_faults_at_their_line():
    model = filled_model("FilledRally", title=str, face=CardFace)
    (fault,) = template_faults(parse_yaml(CARD, "rally.yaml"), {"army": "The Guard", "die": "d6"}, model)
    assert fault.line == 4 and "{need} is not a value" in fault.message
    broken = parse_yaml(CARD.replace("title: Rally", "title: [Rally]"), "rally.yaml")
    assert template_faults(broken, {"army": "A", "die": "d6", "need": 4}, model)[0].line == 1
    with pytest.raises(LayoutError):
        filled(broken, {"army": "A", "die": "d6", "need": 4}, model)
