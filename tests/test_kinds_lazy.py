"""`KINDS` imports a kind (its schema) only when it is asked for by name: New Techno War's reference card
and turn recorder import the table and track kinds, not the board's, the cards' or the ruler's."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import ntw_print.kinds as kinds
from ntw_print.kinds import KINDS, NAMES


def test_asking_for_one_kind_imports_that_kind_only():
    code = ("import sys; from ntw_print.kinds import KINDS; KINDS['table']; 'no-such-kind' in KINDS; "
            "print(sorted(m.split('.')[2] for m in sys.modules if m.count('.') == 2 and m.startswith('ntw_print.kinds.')"
            " and m.split('.')[2] in ('board', 'cards', 'pieces', 'ruler', 'screen', 'table', 'track', 'volvelle')))")
    shown = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert shown.strip() == "['table']"


def test_every_kind_folder_is_named_and_each_name_gives_its_kind():
    folder = Path(kinds.__file__).parent
    registering = sorted(p.parent.name for p in folder.glob("*/__init__.py") if "register(Kind(" in p.read_text())
    assert sorted(NAMES) == registering
    assert [KINDS[name].name for name in NAMES] == list(NAMES) and list(KINDS) == list(NAMES)


def test_a_name_that_is_no_kind_imports_nothing():
    assert "os" not in KINDS and "board.render" not in KINDS and "../x" not in KINDS
