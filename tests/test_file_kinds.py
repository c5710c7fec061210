"""Files a game declares by kind (core/model/files.py): each read and validated, every fault of
every file collected, a missing one named."""

from __future__ import annotations

from ntw_print.core.model.common import Id, Model
from ntw_print.core.model.files import FileKind, read_files


class Card(Model):
    id: Id
    cost: int


class Rules(Model):
    hand: int


KINDS = [FileKind("rules.yaml", Rules), FileKind.records("cards", Card), FileKind("decks", Rules, folder=True)]


def test_each_kind_is_read_and_validated_and_every_fault_collected(tmp_path):
    (tmp_path / "cards.yaml").write_text("cards:\n  - {id: ace, cost: 1}\n  - {id: king, cost: many}\n")
    (tmp_path / "decks").mkdir()
    (tmp_path / "decks" / "a.yaml").write_text("hand: 5\n")
    (tmp_path / "decks" / "b.yaml").write_text("hand: 5\nsize: 3\n")
    files = read_files(tmp_path, KINDS)
    assert sorted(files.sources) == ["cards.yaml", "decks/a.yaml", "decks/b.yaml"]
    assert files.models["decks/a.yaml"] == Rules(hand=5) and files.models["cards.yaml"] is None
    assert sorted((f.file.rsplit("/", 1)[-1], f.line, f.message.split(" (")[0]) for f in files.faults) == [
        ("b.yaml", 2, "unknown key 'size'"),
        ("cards.yaml", 3, "input should be a valid integer, unable to parse string as an integer"),
        ("rules.yaml", 1, "missing file")]


def test_a_file_of_records_is_a_model_named_after_its_key(tmp_path):
    model = KINDS[1].model
    assert (KINDS[1].name, model.__name__, list(model.model_fields)) == ("cards.yaml", "CardsFile", ["cards"])
    (tmp_path / "cards.yaml").write_text("cards: []\n")
    (tmp_path / "rules.yaml").write_text("hand: 5\n")
    assert [f.message for f in read_files(tmp_path, KINDS).faults] == ["list should have at least 1 item after "
                                                                        "validation, not 0"]
