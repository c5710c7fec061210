"""The practical floor: the same pages drawn with reportlab directly, and nothing else.

`run.py` records every drawing call that a real build makes on reportlab's canvas (page sizes,
paths, text, colours, fonts, print boxes) into a workload file. This script replays those calls on
bare reportlab canvases: the same pages, hexes, labels and counters, but no data loading, no
validation, no layout objects, no cache. Its time is what this stack cannot go below.

    python benchmarks/floor.py WORKLOAD OUT_FOLDER [--jobs N]
"""

from __future__ import annotations

import argparse
import gc
import pickle
import sys
import time
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Ref:
    """Stands for a path or text object made by an earlier call, in a recorded call's arguments."""

    number: int


def register_fonts(fonts: dict[str, str]) -> None:
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont

    for name, path in fonts.items():
        pdfmetrics.registerFont(TTFont(name, path))


def replay(work: dict, target: Path) -> None:
    """Make one PDF from its recorded calls."""
    from reportlab.pdfgen.canvas import Canvas

    canvas = Canvas(str(target), **work["init"])
    made: dict[int, object] = {}
    for receiver, method, args, kwargs, result in work["calls"]:
        obj = canvas if receiver is None else made[receiver]
        args = [made[a.number] if isinstance(a, Ref) else a for a in args]
        value = getattr(obj, method)(*args, **kwargs)
        if result is not None:
            made[result] = value


_WORKLOAD: dict = {}  # inherited by forked workers


def _replay_file(name: str) -> None:
    replay(_WORKLOAD["files"][name], _WORKLOAD["out"] / name)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("workload", type=Path)
    parser.add_argument("out", type=Path)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    sys.modules.setdefault("floor", sys.modules[__name__])  # the recorder pickled `floor.Ref`
    started = time.perf_counter()
    _WORKLOAD.update(pickle.loads(args.workload.read_bytes()), out=args.out)
    print(f"workload read in {time.perf_counter() - started:.3f} s")  # not drawing: run.py takes it off
    register_fonts(_WORKLOAD["fonts"])
    args.out.mkdir(parents=True, exist_ok=True)
    files = _WORKLOAD["files"]
    names = sorted(files, key=lambda name: -len(files[name]["calls"]))  # the biggest first
    if args.jobs <= 1:
        for name in names:
            _replay_file(name)
        return
    import multiprocessing

    from reportlab.pdfgen import canvas  # noqa: F401 - imported once, before the workers fork

    gc.freeze()  # the workers' collections leave the inherited workload (and its shared pages) alone
    with multiprocessing.get_context("fork").Pool(min(args.jobs, len(names))) as pool:
        pool.map(_replay_file, names, chunksize=1)


if __name__ == "__main__":
    main()
