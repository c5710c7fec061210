"""What `check` accepts, the JSON Schema an editor reads accepts too: every sheet of every game of
sheets in data/ and of the test fixtures, and every game.yaml of such a game, against the schema
`ntw-print schema` writes (a CSV file named for `rows:`, a card size named `poker`)."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest
import yaml

REPO = Path(__file__).parent.parent
SCHEMA = REPO / "schema"


def sheet_files() -> list[Path]:
    """Every YAML file of a game of sheets and of the fixtures that a schema describes."""
    games = [p for p in (REPO / "data").glob("*/*.yaml") if p.parent.name != "ntw"]
    files = sorted(games + list((REPO / "tests" / "fixtures").rglob("*.yaml")))
    return [p for p in files if schema_of(p, yaml.safe_load(p.read_text(encoding="utf-8"))) is not None]


def schema_of(path: Path, data) -> str | None:
    if path.name == "game.yaml":
        return "data-only-game" if path.parent.name != "ntw" else None
    return f"kind-{data['kind']}" if isinstance(data, dict) and "kind" in data else None


@pytest.mark.parametrize("path", sheet_files(), ids=lambda p: str(p.relative_to(REPO)))
def test_the_schema_accepts_what_check_accepts(path):
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    schema = json.loads((SCHEMA / f"{schema_of(path, data)}.schema.json").read_text(encoding="utf-8"))
    errors = [f"{list(e.absolute_path)}: {e.message[:200]}"
              for e in jsonschema.Draft202012Validator(schema).iter_errors(data)]
    assert errors == []


def test_the_schema_offers_a_csv_file_for_rows_and_a_card_size_by_name():
    pieces = json.loads((SCHEMA / "kind-pieces.schema.json").read_text())
    cards = json.loads((SCHEMA / "kind-cards.schema.json").read_text())
    piece_set = {"id": "units", "width": "16mm", "front": "unit", "rows": "units.csv"}
    deck = {"id": "events", "front": "event", "back": "event-back", "size": "poker", "cards": "events.csv"}
    assert not list(jsonschema.Draft202012Validator(pieces).iter_errors(
        {"kind": "pieces", "title": "Counters", "templates": {}, "sets": [piece_set]}))
    assert not list(jsonschema.Draft202012Validator(cards).iter_errors(
        {"kind": "cards", "title": "Events", "templates": {}, "decks": [deck]}))
    assert list(jsonschema.Draft202012Validator(cards).iter_errors(
        {"kind": "cards", "title": "Events", "templates": {}, "decks": [{**deck, "size": "jumbo"}]}))
