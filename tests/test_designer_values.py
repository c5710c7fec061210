"""`check --designer-values` lists the values a designer chose and the readings the data takes,
wherever they are marked, and nothing else."""

from __future__ import annotations

from types import SimpleNamespace

from ntw_print.app.designer import designer_values
from ntw_print.core.yamlsrc import parse_yaml

SHEET = """kind: table
columns: 2
designer: [columns]
notes:
  columns: two columns fit the page
  tables: the terrain names are spelt as usual
tables:
  - title: Terrain
    columns: [text]
    rows: [[Woods]]
    notes: [A table's own notes are lines printed under it, not designer notes.]
"""


def test_a_tables_own_notes_are_not_taken_for_designer_notes():
    game = SimpleNamespace(sources={"reference.yaml": parse_yaml(SHEET, "reference.yaml")})
    assert designer_values(game) == [
        "reference.yaml:2:10: designer: columns = 2  (two columns fit the page)",
        "reference.yaml:8:3: resolved: tables = [1 entries]  (the terrain names are spelt as usual)"]
