"""Time `ntw-print verify` on the full set of a game's files, and print the figure.

    python benchmarks/verify_bench.py [--game data/ntw] [--out DIR] [--paper a4] [--repeat 3] [--jobs 1]

Builds every component into DIR (a temporary folder by default) unless it is already built
there, then verifies the whole set `--repeat` times in one process, reading every file each time
(`force`), and prints the best and median wall time, the CPU time of this process (steadier on a
busy machine; with `--jobs` over 1 the workers' is left out), the files, pages and printed numbers
compared; then the time of a verify that finds every file as it held (nothing read again).
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
    parser.add_argument("--jobs", type=int, default=1, help="files read at once (default: one, in this process)")
    args = parser.parse_args(argv)

    from ntw_print.app.build import build, output_folder
    from ntw_print.print.components import BuildOptions
    from ntw_print.games import load_game
    from ntw_print.app.verify import verify

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
            report = verify(game, folder, options, jobs=args.jobs, force=True)
            times.append(time.perf_counter() - started)
            cpu.append(time.process_time() - started_cpu)
        started = time.perf_counter()
        held = verify(game, folder, options, jobs=args.jobs)
        held_seconds = time.perf_counter() - started
    pages = sum(f.pages for f in report.files)
    print(f"verify: {len(report.files)} files, {pages} pages, {report.numbers} printed numbers compared, "
          f"{len(report.findings)} problems")
    print(f"verify time, every file read: best {min(times):.2f} s, median {statistics.median(times):.2f} s wall, "
          f"best {min(cpu):.2f} s CPU, over {len(times)} runs")
    print(f"verify of the set as it held ({len(held.kept)} files not read again): {held_seconds:.2f} s")
    return 0 if report.ok else 1


if __name__ == "__main__":
    sys.exit(main())
