"""Two versions of ntw-print, run turn about on the same machine: which is quicker, by how much.

    git archive main | tar -x -C /tmp/main-tree
    python benchmarks/compare.py /tmp/main-tree [--runs 5] [--only cold stat verify swiss]

Each measurement runs the command line of the other tree and of this one in turn (the order swapped
every round, so that neither always runs first), each with its own copy of the data and its own
cache folder, and prints the medians of the wall time and of the CPU time of all processes (the
steadier figure on a busy machine):

- cold: a full build of New Techno War into an empty output folder;
- stat: a rebuild after one unit stat changed, in a fresh process;
- verify: `verify --force` of the built set;
- swiss: a full build of Switzerland into an empty output folder.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
UNIT_EDIT = ("{weapon: anti-tank, attack: 12,", "{weapon: anti-tank, attack: 13,")
MEASURES = ("cold", "stat", "verify", "swiss")


def run(tree: Path, scratch: Path, *args: str) -> tuple[float, float]:
    """Wall and CPU seconds (all processes) of one command of the tree's command line."""
    env = {**os.environ, "NTW_PRINT_CACHE_DIR": str(scratch / "cache"), "PYTHONHASHSEED": "0"}
    started = time.perf_counter()
    process = subprocess.Popen([sys.executable, "-m", "ntw_print.app.cli", *args], cwd=tree, env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - started
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"{tree}: {' '.join(args)} failed:\n{process.stderr.read().decode()}")
    return wall, usage.ru_utime + usage.ru_stime


def edit(path: Path, old: str, new: str) -> None:
    path.write_text(path.read_text(encoding="utf-8").replace(old, new, 1), encoding="utf-8")


def measure(what: str, tree: Path, scratch: Path) -> tuple[float, float]:
    data, out = scratch / "ntw", scratch / "out"
    build = ("build", "--game", str(data), "--out", str(out))
    if what == "cold":
        shutil.rmtree(out, ignore_errors=True)
        return run(tree, scratch, *build)
    if what == "stat":
        run(tree, scratch, *build)
        edit(data / "units.yaml", *UNIT_EDIT)
        try:
            return run(tree, scratch, *build)
        finally:
            edit(data / "units.yaml", *reversed(UNIT_EDIT))
    if what == "verify":
        run(tree, scratch, *build)
        return run(tree, scratch, "verify", "--game", str(data), "--out", str(out), "--force")
    swiss = scratch / "swiss"
    shutil.rmtree(swiss, ignore_errors=True)
    return run(tree, scratch, "build", "--game", str(REPO / "data" / "switzerland"), "--out", str(swiss))


def main() -> None:
    parser = argparse.ArgumentParser(description="Compare another ntw-print tree with this one, turn about.")
    parser.add_argument("other", type=Path, help="the other tree (a folder holding its ntw_print/)")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--only", nargs="+", choices=MEASURES, default=list(MEASURES))
    args = parser.parse_args()
    trees = {"other": args.other.resolve(), "this": REPO}
    for tree in trees.values():
        subprocess.run([sys.executable, "-m", "compileall", "-q", str(tree / "ntw_print")], check=True)
    root = Path(tempfile.mkdtemp(prefix="ntw-compare-"))
    try:
        scratch = {name: root / name for name in trees}
        for folder in scratch.values():
            shutil.copytree(REPO / "data" / "ntw", folder / "ntw")
        times: dict[tuple[str, str], list[tuple[float, float]]] = {}
        for round_ in range(args.runs):
            for what in args.only:
                for name in (list(trees) if round_ % 2 == 0 else list(reversed(trees))):
                    times.setdefault((what, name), []).append(measure(what, trees[name], scratch[name]))
        print(f"load average {os.getloadavg()[0]:.1f} at the end; medians of {args.runs} runs, wall / CPU (s)")
        for what in args.only:
            shown = "  ".join(f"{name}: {statistics.median(w for w, _ in times[what, name]):.3f} / "
                              f"{statistics.median(c for _, c in times[what, name]):.3f}" for name in trees)
            print(f"{what:<7} {shown}")
    finally:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
