"""Time `ntw-print verify` on the full set of a game's files, and print the figure.

    python benchmarks/verify_bench.py [--game data/ntw] [--out DIR] [--paper a4] [--repeat 3]

Builds every component into DIR (a temporary folder by default) unless it is already built
there, then verifies the whole set `--repeat` times in one process and prints the best and median
wall time, the CPU time (steadier on a busy machine), the files, pages and printed numbers compared.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", type=Path, default=Path("data/ntw"))
    parser.add_argument("--out", type=Path, default=None, help="build folder (default: a temporary one)")
    parser.add_argument("--paper", default="a4", choices=["a4", "letter"])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)

    from ntw_print.build import build, output_folder
    from ntw_print.components import BuildOptions
    from ntw_print.games import load_game
    from ntw_print.verify import verify

    game = load_game(args.game)
    options = BuildOptions(paper=args.paper)
    with tempfile.TemporaryDirectory() as temp:
        out = args.out or Path(temp)
        started = time.perf_counter()
        build(game, out, options)
        print(f"built {len(game.info.components)} files in {time.perf_counter() - started:.1f} s (not timed below)")
        folder = output_folder(out, game.info.id, args.paper)
        times, cpu = [], []
        report = None
        for _ in range(args.repeat):
            started, started_cpu = time.perf_counter(), time.process_time()
            report = verify(game, folder, options, jobs=1)
            times.append(time.perf_counter() - started)
            cpu.append(time.process_time() - started_cpu)
    pages = sum(f.pages for f in report.files)
    print(f"verify: {len(report.files)} files, {pages} pages, {report.numbers} printed numbers compared, "
          f"{len(report.findings)} problems")
    print(f"verify time (one process): best {min(times):.2f} s, median {statistics.median(times):.2f} s wall, "
          f"best {min(cpu):.2f} s CPU, over {len(times)} runs")
    return 0 if report.ok else 1


if __name__ == "__main__":
    sys.exit(main())
