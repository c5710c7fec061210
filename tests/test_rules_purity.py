"""The rules package stays pure: importing all of it pulls in no drawing, layout or PDF code."""

from __future__ import annotations

import json
import subprocess
import sys

FORBIDDEN = ("reportlab", "ntw_print.render", "ntw_print.layout", "cairosvg", "PIL", "svgwrite", "pypdf")

SCRIPT = """
import importlib, json, pkgutil, sys
import ntw_print.games.ntw.rules as rules
names = [m.name for m in pkgutil.iter_modules(rules.__path__, "ntw_print.games.ntw.rules.")]
for name in names:
    importlib.import_module(name)
print(json.dumps({"modules": names, "loaded": sorted(sys.modules)}))
"""


def test_importing_every_rules_module_loads_no_drawing_code():
    run = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, check=True)
    found = json.loads(run.stdout)
    assert {"ntw_print.games.ntw.rules.combat", "ntw_print.games.ntw.rules.lof", "ntw_print.games.ntw.rules.turns", "ntw_print.games.ntw.rules.movement",
            "ntw_print.games.ntw.rules.ranges", "ntw_print.games.ntw.rules.grid"} <= set(found["modules"])
    heavy = [m for m in found["loaded"] if any(m == f or m.startswith(f + ".") for f in FORBIDDEN)]
    assert heavy == []
