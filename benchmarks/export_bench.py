"""How fast is `ntw-print export`, against the cold build of the same set? One run, on this machine.

    python benchmarks/export_bench.py [--game data/ntw] [--paper a4] [--repeat 3]

1. a cold full build of the game (fresh process): the yardstick;
2. its export with the set built and no pictures kept from before (fresh process), as a multiple of
   the build (target ≤ 5), with the CPU time of every process and the peak memory of the largest;
3. the export again with nothing changed (target ≤ 0.5 of the build), and after one unit stat
   changed (the files that show it are built and drawn again, the rest taken as they were);
4. the export of every game in data/, their sets built, no pictures kept (target ≤ 20 s).
Times are the best of `--repeat` runs. `benchmarks/run.py` runs this after its own measurements.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

from run import REPO, UNIT_EDIT, best, cli, edit, row  # noqa: E402  (the same runner and table as run.py)

from ntw_print.app.export import EXPORT  # noqa: E402
from ntw_print.app.export.image_cache import CACHE  # noqa: E402

EXPORT_TIMES, NOTHING_CHANGED, ALL_GAMES, PEAK_MB = 5.0, 0.5, 20.0, 400.0  # the targets


def forget_export(folder: Path) -> None:
    """No pictures kept from an earlier export (the set stays built)."""
    for name in (EXPORT, CACHE):
        shutil.rmtree(folder / name, ignore_errors=True)


def measure(game_dir: Path, paper: str, repeat: int, scratch: Path) -> None:
    from ntw_print.app.build import output_folder
    from ntw_print.games import load_game

    out = scratch / "export-out"
    folder = output_folder(out, load_game(game_dir).info.id, paper)
    game_args = ("--game", str(game_dir), "--out", str(out), "--paper", paper)
    build, _ = best(lambda: cli("build", *game_args), repeat, lambda: shutil.rmtree(out, True))
    row(f"(7) {game_dir.name}: cold full build, fresh process (the yardstick)", f"{build.seconds:.2f} s")
    cold, times = best(lambda: cli("export", *game_args), repeat, lambda: forget_export(folder))
    ratio = cold.seconds / build.seconds
    row("    export, set built, no pictures kept, fresh process", f"{cold.seconds:.2f} s")
    row(f"    runs: {', '.join(f'{t:.2f}' for t in times)}; CPU of all processes {cold.cpu:.1f} s")
    row("    export / cold build", f"{ratio:.1f}", f"≤ {EXPORT_TIMES:g}", ratio <= EXPORT_TIMES)
    row("    peak RSS of the export (largest process)", f"{cold.peak_mb:.0f} MB", f"≤ {PEAK_MB:.0f} MB",
        cold.peak_mb <= PEAK_MB)
    same, _ = best(lambda: cli("export", *game_args), repeat)
    share = same.seconds / build.seconds
    row("    export again, nothing changed, fresh process", f"{same.seconds:.2f} s")
    row("    the same / cold build", f"{share:.2f}", f"≤ {NOTHING_CHANGED:g}", share <= NOTHING_CHANGED)
    units = game_dir / "units.yaml"
    if units.exists() and UNIT_EDIT[0] in units.read_text(encoding="utf-8"):
        changed = []
        for _ in range(repeat):
            edit(units, *UNIT_EDIT)
            try:
                changed.append(best(lambda: cli("export", *game_args), 1)[0].seconds)
            finally:
                edit(units, *reversed(UNIT_EDIT))
            best(lambda: cli("export", *game_args), 1)  # back as it was
        row("    export after one unit stat (its files built and drawn again)", f"{min(changed):.2f} s")

    every = scratch / "export-all"
    subprocess.run(cli("build", "--out", str(every), "--paper", paper), cwd=REPO, check=True, capture_output=True)
    sets = [path.parent for path in every.glob(f"*/{paper}/manifest.json")]
    whole, times = best(lambda: cli("export", "--out", str(every), "--paper", paper), repeat,
                        lambda: [forget_export(folder) for folder in sets])
    row(f"    every game in data/ ({len(sets)}), sets built, no pictures kept", f"{whole.seconds:.2f} s",
        f"≤ {ALL_GAMES:g} s", whole.seconds <= ALL_GAMES)
    row(f"    runs: {', '.join(f'{t:.2f}' for t in times)}; CPU {whole.cpu:.1f} s; peak RSS {whole.peak_mb:.0f} MB",
        "", f"≤ {PEAK_MB:.0f} MB", whole.peak_mb <= PEAK_MB)


def main() -> None:
    parser = argparse.ArgumentParser(description="Measure ntw-print export against the cold build.")
    parser.add_argument("--game", type=Path, default=REPO / "data" / "ntw")
    parser.add_argument("--paper", default="a4")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(REPO / "ntw_print")], check=True)
    scratch = Path(tempfile.mkdtemp(prefix="ntw-export-bench-"))
    try:
        data = scratch / "data" / args.game.name
        shutil.copytree(args.game, data)  # the unit stat is changed in a copy
        print(f"ntw-print export benchmark: {args.game.name}, paper {args.paper}, best of {args.repeat}, "
              f"load average {os.getloadavg()[0]:.1f} at the start")
        measure(data, args.paper, args.repeat, scratch)
        print(f"load average at the end: {os.getloadavg()[0]:.1f}")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
