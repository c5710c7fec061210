"""Imports point one way: core <- grids <- print <- kinds <- games <- app. A module's layer is the first
folder of its path under ntw_print/; it may import its own layer and the layers below it, never one
above, counting every package `__init__` an import runs on the way; and a game's plugin imports no
other game's code (a data-only game none at all). A test, like the rules-purity one, so that the
layers hold as the code grows.

- core/: lengths, values, errors, YAML with positions, atomic writes, the shared data models, the
  files of a game folder and the limits on them
- grids/: hex and square grids, label styles
- print/: pages, sheets, tiling, fonts and drawing, NATO unit symbols, reading PDFs back, the build options
- kinds/: the printable kinds
- games/: each game's plugin with what is its own (New Techno War's models, rules, layouts,
  renderers and checkers in games/ntw/; a data-only game's reading in games/sheets/)
- app/: the command line, build, cache, the verify run, change reports, watch, the digital export, the studio
"""

from __future__ import annotations

import ast
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest

PACKAGE = Path(__file__).parents[1] / "ntw_print"
LAYERS = ("core", "grids", "print", "kinds", "games", "app")
DATA_ONLY = ("games", "games.sheets")  # the plugin registry, and data-only games


def layer(module: str) -> str:
    """The first folder under ntw_print/; the package's own `__init__` is core."""
    return module.removeprefix("ntw_print").lstrip(".").split(".")[0] or "core"


def module_of(path: Path) -> tuple[str, str]:
    """(module, the package its relative imports start from)."""
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts = parts[:-1]
        return ".".join(parts), ".".join(parts)
    return ".".join(parts), ".".join(parts[:-1])


@cache
def imports(path: Path) -> list[str]:
    """Every ntw_print module the file imports, wherever the statement stands."""
    module, package = module_of(path)
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            base = package.split(".")[:len(package.split(".")) - (node.level - 1)] if node.level else []
            target = ".".join(base + ([node.module] if node.module else []))
            if target.startswith("ntw_print"):
                for alias in node.names:  # `from . import draw` imports the module ntw_print.print.render.draw
                    inner = f"{target}.{alias.name}"
                    is_module = (PACKAGE.parent / f"{inner.replace('.', '/')}.py").exists() or \
                        (PACKAGE.parent / inner.replace(".", "/")).is_dir()
                    found.append(inner if is_module else target)
        elif isinstance(node, ast.Import):
            found += [alias.name for alias in node.names if alias.name.startswith("ntw_print")]
    return found


def source_of(module: str) -> Path | None:
    path = PACKAGE.parent / module.replace(".", "/")
    return next((p for p in (path.with_suffix(".py"), path / "__init__.py") if p.exists()), None)


def with_packages(module: str) -> list[str]:
    """What importing `module` runs: every package `__init__` on its path, then the module."""
    parts = module.split(".")
    return [".".join(parts[:k]) for k in range(1, len(parts) + 1)]


@cache
def runs(module: str) -> frozenset[str]:
    """Every ntw_print module that importing `module` may run, through its imports (lazy ones too)
    and every package `__init__` each of them passes."""
    seen: set[str] = set()
    todo = with_packages(module)
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        path = source_of(name)
        if path is not None:
            todo += [step for target in imports(path) for step in with_packages(target)]
    return frozenset(seen)


def modules() -> list[str]:
    return sorted(module_of(path)[0] for path in PACKAGE.rglob("*.py"))


def test_every_module_sits_in_a_layer_folder():
    assert [m for m in modules() if m != "ntw_print" and layer(m) not in LAYERS] == []


def test_every_import_points_down_the_layers():
    upward = []
    for path in sorted(PACKAGE.rglob("*.py")):
        module, _ = module_of(path)
        for target in imports(path):
            if LAYERS.index(layer(target)) > LAYERS.index(layer(module)):
                upward.append(f"{module} ({layer(module)}) imports {target} ({layer(target)})")
    assert upward == []


def test_no_import_runs_a_package_init_of_a_higher_layer():
    """`import ntw_print.kinds.table.verify` once ran the build and the cache through the `__init__`
    of the package that held the PDF readers."""
    upward = [f"{module} ({layer(module)}) runs {other} ({layer(other)})"
              for module in modules() for other in sorted(runs(module))
              if LAYERS.index(layer(other)) > LAYERS.index(layer(module))]
    assert upward == []


@pytest.mark.parametrize("module", ["ntw_print.core.yamlsrc", "ntw_print.grids.hex", "ntw_print.print.readback.pdfread",
                                    "ntw_print.print.render.pdf", "ntw_print.kinds.table.verify",
                                    "ntw_print.kinds.board.render"])
def test_importing_a_module_loads_nothing_above_its_layer(module):
    """The same, as Python does it: the modules loaded by importing one, in a fresh interpreter."""
    loaded = subprocess.run([sys.executable, "-c", f"import sys, {module}; "
                             "print(' '.join(m for m in sys.modules if m.startswith('ntw_print')))"],
                            capture_output=True, text=True, check=True).stdout.split()
    assert module in loaded
    assert [m for m in loaded if LAYERS.index(layer(m)) > LAYERS.index(layer(module))] == []


def test_a_data_only_game_imports_no_game_of_its_own():
    borrowed = []
    for path in sorted((PACKAGE / "games").rglob("*.py")):
        module, _ = module_of(path)
        name = module.removeprefix("ntw_print.")
        if name in DATA_ONLY or name.startswith("games.sheets."):
            borrowed += [f"{module} imports {target}" for target in imports(path)
                         if layer(target) == "games" and not target.startswith(("ntw_print.games.sheets",))
                         and target != "ntw_print.games"]
    assert borrowed == []
