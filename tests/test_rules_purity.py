"""The rules packages stay pure: importing all of one pulls in no drawing, layout or PDF code."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

FORBIDDEN = ("reportlab", "ntw_print.print.render", "ntw_print.print.layout", "cairosvg", "PIL", "svgwrite", "pypdf")

SCRIPT = """
import importlib, json, pkgutil, sys
rules = importlib.import_module({package!r})
names = [m.name for m in pkgutil.iter_modules(rules.__path__, {package!r} + ".")]
for name in names:
    importlib.import_module(name)
print(json.dumps({{"modules": names, "loaded": sorted(sys.modules)}}))
"""


@pytest.mark.parametrize(("package", "modules"), [
    ("ntw_print.games.ntw.rules", {"combat", "turns", "movement", "ranges", "grid"}),
    ("ntw_print.games.nouvelle_guerre.rules", {"charts", "codes", "decode", "melee", "checks", "forces"}),
])
def test_importing_every_rules_module_loads_no_drawing_code(package, modules):
    run = subprocess.run([sys.executable, "-c", SCRIPT.format(package=package)], capture_output=True, text=True,
                         check=True)
    found = json.loads(run.stdout)
    assert {f"{package}.{name}" for name in modules} <= set(found["modules"])
    heavy = [m for m in found["loaded"] if any(m == f or m.startswith(f + ".") for f in FORBIDDEN)]
    assert heavy == []
