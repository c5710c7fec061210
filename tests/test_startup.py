"""Commands that draw nothing start without the drawing libraries (checked in a fresh interpreter);
`check` measures with reportlab (and the PIL it imports) (it lays New Techno War's sheets out on a canvas never saved,
to refuse at its line a word no box can hold), never writing or reading a PDF."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from ntw_game import NTW, REPO

DRAWING = ("reportlab", "rich", "pypdf", "pypdfium2", "PIL", "cairosvg", "svgwrite", "watchfiles")

PROBE = """
import contextlib, io, json, sys
from ntw_print.app.cli import main
with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
    try:
        main(sys.argv[1:], standalone_mode=False)
    except SystemExit:
        pass
print(json.dumps(sorted({name.split(".")[0] for name in sys.modules})))
"""


def modules_after(*args: str) -> set[str]:
    done = subprocess.run([sys.executable, "-c", PROBE, *args], capture_output=True, text=True, cwd=REPO,
                          timeout=120, check=True)
    return set(json.loads(done.stdout.splitlines()[-1]))


@pytest.mark.parametrize("args, measuring", [
    (["--help"], set()),
    (["check", "--game", str(NTW)], {"reportlab", "PIL"}),
    (["check", "--game", str(NTW), "--designer-values"], {"reportlab", "PIL"}),
    (["odds", "--game", str(NTW), "--table"], set()),
    (["diff", str(NTW), str(NTW)], set()),
])
def test_commands_that_draw_nothing_load_no_drawing_library(args, measuring):
    loaded = modules_after(*args)
    assert "ntw_print" in loaded
    assert loaded & set(DRAWING) <= measuring


def test_the_probe_sees_a_build_load_reportlab(tmp_path):
    loaded = modules_after("build", "--game", str(NTW), "--out", str(tmp_path), "--only", "duplex-test")
    assert "reportlab" in loaded


def test_the_fast_yaml_parser_reads_the_data_as_the_pure_one_does(monkeypatch):
    import yaml

    from ntw_print.core import yamlsrc

    for path in sorted(NTW.rglob("*.yaml")):
        text = path.read_text(encoding="utf-8")
        fast = yamlsrc.parse_yaml(text, path.name)
        monkeypatch.setattr(yamlsrc, "FAST_LOADER", yaml.SafeLoader)
        pure = yamlsrc.parse_yaml(text, path.name)
        monkeypatch.undo()
        assert (fast.data, fast.marks, fast.blocks) == (pure.data, pure.marks, pure.blocks), path.name


def test_faulty_yaml_gets_the_same_message_with_either_parser(monkeypatch):
    import yaml

    from ntw_print.core import yamlsrc
    from ntw_print.core.errors import DataError

    def message(text: str) -> str:
        with pytest.raises(DataError) as caught:
            yamlsrc.parse_yaml(text, "units.yaml")
        return str(caught.value)

    for text in ["units: [a, b\n", "a: b: c\n", "units:\n  - id: x\n   name: y\n", "\tunits: []\n"]:
        fast = message(text)
        monkeypatch.setattr(yamlsrc, "FAST_LOADER", yaml.SafeLoader)
        assert message(text) == fast
        monkeypatch.undo()
