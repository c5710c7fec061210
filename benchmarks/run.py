"""How fast is ntw-print? One run measures everything, on this machine, and prints it with targets.

    python benchmarks/run.py [--game data/ntw] [--paper a4] [--repeat 3] [--profile]

1. a full build of the set for one paper, cold cache (`ntw-print build`, a fresh process), the PDFs'
   sizes, and how long pdftoppm takes to show one-page files (a viewer opening a board sheet);
2. the floor: `floor.py`, a plain reportlab program printing what the set holds at its largest
   (two 2,100-hex boards on one sheet and tiled, 250 double-sided counters, 24 tiles), and the ratio;
3. a rebuild after one unit stat changed, and a rebuild with nothing changed, both as a fresh
   process (the command line) and in a warm process (as `watch` does after a save);
4. `check` of the data (as checked before, and after a change), `verify` of the full set reading every
   file (`--force`), and again with nothing changed since it held;
5. the peak memory (RSS) of the full build, largest process of its tree;
6. a full build and a `verify --force` of every other game in data/, and verify's share over all of them;
7. `export` (benchmarks/export_bench.py): the game's export against its cold build, again with nothing
   changed, after one unit stat, its peak memory, and the export of every game in data/;
and how long `watch` takes to show a saved change, and whether incremental output is byte-identical
to a cold build. Times are the best of `--repeat` runs (other work on the machine only adds time);
targets are ratios within this run where they can be. The package is byte-compiled first, as an
installed package is.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(REPO))

UNIT_EDIT = ("{weapon: anti-tank, attack: 12,", "{weapon: anti-tank, attack: 13,")


@dataclass
class Run:
    seconds: float
    peak_mb: float
    output: str
    cpu: float  # user and system seconds of the process and the workers it waited for


def run(command: list[str]) -> Run:
    """Run a command; wall time, and peak RSS of its largest process (workers included)."""
    with tempfile.TemporaryFile() as out:
        started = time.perf_counter()
        process = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT, cwd=REPO)
        _, status, usage = os.wait4(process.pid, 0)
        seconds = time.perf_counter() - started
        process.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        text = out.read().decode("utf-8", "replace")
    if process.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed ({process.returncode}):\n{text}")
    return Run(seconds, usage.ru_maxrss / 1024, text, usage.ru_utime + usage.ru_stime)


def best(command_for, repeat: int, before=None) -> tuple[Run, list[float]]:
    """The fastest of `repeat` runs (each after `before()`), and every time measured."""
    runs = []
    for _ in range(repeat):
        if before:
            before()
        runs.append(run(command_for()))
    return min(runs, key=lambda r: r.seconds), [r.seconds for r in runs]


def row(label: str, value: str = "", target: str = "", ok: bool | None = None) -> None:
    mark = "" if ok is None else ("  ok" if ok else "  MISSED")
    print(f"{label:<58} {value:>10} {target:>9}{mark}", flush=True)


def cli(*args: str) -> list[str]:
    return [sys.executable, "-m", "ntw_print.app.cli", *args]


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {path}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def pdf_bytes(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.glob("*.pdf"))}


# --- the measurements -----------------------------------------------------------------------------

def watch_latency(game_dir: Path, out: Path, paper: str) -> float:
    """Seconds from saving a unit stat to `watch` printing the rebuild."""
    process = subprocess.Popen(cli("watch", "--game", str(game_dir), "--out", str(out), "--paper", paper),
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, cwd=REPO, text=True)
    lines: list[tuple[float, str]] = []

    def read() -> None:
        for line in process.stdout:
            lines.append((time.perf_counter(), line))

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    try:
        deadline = time.perf_counter() + 120
        while not any("watching" in line for _, line in lines):
            if time.perf_counter() > deadline or process.poll() is not None:
                raise SystemExit("watch did not start:\n" + "".join(line for _, line in lines))
            time.sleep(0.02)
        time.sleep(1.0)  # let the file watcher arm itself
        seen = len(lines)
        saved = time.perf_counter()
        edit(game_dir / "units.yaml", *UNIT_EDIT)
        while not any("rebuilt" in line for _, line in lines[seen:]):
            if time.perf_counter() > saved + 30:
                raise SystemExit("watch showed nothing within 30 s:\n" + "".join(line for _, line in lines))
            time.sleep(0.005)
        return next(t for t, line in lines[seen:] if "rebuilt" in line) - saved
    finally:
        process.terminate()
        process.wait(timeout=10)
        edit(game_dir / "units.yaml", *reversed(UNIT_EDIT))


def warm_rebuilds(game_dir: Path, out: Path, paper: str) -> tuple[float, float]:
    """In one warm process (as `watch`): load + check + build after a unit stat change, and with none."""
    from ntw_print.app.build import build
    from ntw_print.print.components import BuildOptions
    from ntw_print.games import load_game

    options = BuildOptions(paper=paper)
    build(load_game(game_dir), out, options)
    edit(game_dir / "units.yaml", *UNIT_EDIT)
    started = time.perf_counter()
    result = build(load_game(game_dir), out, options)
    changed = time.perf_counter() - started
    assert result.rebuilt, "the unit stat change rebuilt nothing"
    started = time.perf_counter()
    result = build(load_game(game_dir), out, options)
    unchanged = time.perf_counter() - started
    assert not result.rebuilt
    edit(game_dir / "units.yaml", *reversed(UNIT_EDIT))
    return changed, unchanged


def profile(game_dir: Path, paper: str, scratch: Path) -> str:
    """Where a cold serial build spends its time (cumulative, top entries)."""
    stats = scratch / "build.prof"
    run([sys.executable, "-m", "cProfile", "-o", str(stats), "-m", "ntw_print.app.cli", "build", "--game",
         str(game_dir), "--out", str(scratch / "profiled"), "--paper", paper, "--jobs", "1"])
    import io
    import pstats

    text = io.StringIO()
    pstats.Stats(str(stats), stream=text).sort_stats("cumulative").print_stats(35)
    return text.getvalue()


def viewer_seconds(pdf: Path, repeat: int) -> float:
    """The best time pdftoppm takes to draw the first page at 72 dpi (as a viewer opening it)."""
    with tempfile.TemporaryDirectory() as temp:
        return min(run(["pdftoppm", "-r", "72", "-png", "-f", "1", "-l", "1", str(pdf), f"{temp}/page"]).seconds
                   for _ in range(repeat))


def main() -> None:
    parser = argparse.ArgumentParser(description="Measure ntw-print's build times against its targets.")
    parser.add_argument("--game", type=Path, default=REPO / "data" / "ntw")
    parser.add_argument("--paper", default="a4")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--profile", action="store_true", help="also print a profile of a cold build")
    args = parser.parse_args()
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(REPO / "ntw_print")], check=True)
    from ntw_print.app.build import default_jobs, output_folder
    from ntw_print.games import load_game

    scratch = Path(tempfile.mkdtemp(prefix="ntw-bench-"))
    os.environ["NTW_PRINT_CACHE_DIR"] = str(scratch / "cache")  # what `check` keeps stays with the run
    try:
        data = scratch / "data" / args.game.name
        shutil.copytree(args.game, data)
        out = scratch / "out"
        game_id = load_game(data).info.id
        folder = output_folder(out, game_id, args.paper)
        build_args = ("build", "--game", str(data), "--out", str(out), "--paper", args.paper)
        jobs = default_jobs()

        print(f"ntw-print benchmark: {args.game.name}, paper {args.paper}, {jobs} cores, best of {args.repeat}, "
              f"load average {os.getloadavg()[0]:.1f} at the start")
        cold, cold_times = best(lambda: cli(*build_args), args.repeat, lambda: shutil.rmtree(out, True))
        cold_pdfs = pdf_bytes(folder)
        row(f"(1) full build of {len(cold_pdfs)} files, cold cache, fresh process", f"{cold.seconds:.2f} s")
        row(f"    runs: {', '.join(f'{t:.2f}' for t in cold_times)}")
        cold_serial, _ = best(lambda: cli(*build_args, "--jobs", "1"), args.repeat, lambda: shutil.rmtree(out, True))
        row("    same, one process (--jobs 1)", f"{cold_serial.seconds:.2f} s")
        sizes = sorted(((len(pdf), name) for name, pdf in cold_pdfs.items()), reverse=True)
        row("    size of the PDFs", f"{sum(size for size, _ in sizes) / 1e6:.2f} MB")
        row(f"    largest: {', '.join(f'{name} {size / 1e3:.0f} kB' for size, name in sizes[:3])}")
        pages = {name: int(subprocess.run(["pdfinfo", str(folder / name)], capture_output=True, text=True)
                           .stdout.split("Pages:")[1].split()[0]) for name in cold_pdfs} if shutil.which("pdfinfo") else {}
        if shutil.which("pdftoppm"):
            for name in sorted(name for _, name in sizes if pages.get(name) == 1)[:2]:  # the boards, for NTW
                row(f"    pdftoppm of {name} at 72 dpi", f"{viewer_seconds(folder / name, args.repeat):.2f} s")

        floor_out = scratch / "floor"
        floor, floor_times = best(lambda: [sys.executable, str(HERE / "floor.py"), str(floor_out), "--jobs", str(jobs)],
                                  args.repeat)
        row("(2) floor: the set's print on plain reportlab, fresh process", f"{floor.seconds:.2f} s")
        row(f"    runs: {', '.join(f'{t:.2f}' for t in floor_times)}")
        floor_serial, _ = best(lambda: [sys.executable, str(HERE / "floor.py"), str(floor_out)], args.repeat)
        row("    floor in one process", f"{floor_serial.seconds:.2f} s")
        ratio = cold.seconds / floor.seconds
        row("    full build / floor", f"{ratio:.2f}", "≤ 3", ratio <= 3)
        row("    CPU time, full build / floor (steadier on a busy machine)",
            f"{cold.cpu:.2f} / {floor.cpu:.2f} s")

        def change_unit() -> None:
            run(cli(*build_args))  # up to date with the data as it is
            edit(data / "units.yaml", *UNIT_EDIT)

        def restore_unit() -> None:
            edit(data / "units.yaml", *reversed(UNIT_EDIT))

        ntw = (data / "units.yaml").exists() and UNIT_EDIT[0] in (data / "units.yaml").read_text(encoding="utf-8")
        if ntw:
            changed_runs = []
            for _ in range(args.repeat):
                change_unit()
                changed_runs.append(run(cli(*build_args)))
                restore_unit()
            change_unit()
            run(cli(*build_args))
            fresh = scratch / "fresh"
            run(cli("build", "--game", str(data), "--out", str(fresh), "--paper", args.paper))
            identical = pdf_bytes(folder) == pdf_bytes(output_folder(fresh, game_id, args.paper))
            restore_unit()
            changed = min(changed_runs, key=lambda r: r.seconds)
            rebuilt_line = next(line for line in changed.output.splitlines() if "rebuilt" in line)
            share = changed.seconds / cold.seconds
            row("(3) rebuild after one unit stat, fresh process", f"{changed.seconds:.2f} s")
            row(f"    {rebuilt_line.strip()}")
            row("    the same, as a share of the cold build", f"{share:.2f}", "≤ 0.3", share <= 0.3)
        run(cli(*build_args))
        noop, _ = best(lambda: cli(*build_args), args.repeat)
        row("    no-op rebuild, fresh process", f"{noop.seconds:.2f} s", "≤ 0.2 s", noop.seconds <= 0.2)
        if ntw:
            warm_changed, warm_noop = warm_rebuilds(data, scratch / "warm", args.paper)
            row("    rebuild after one unit stat, warm process (watch)", f"{warm_changed:.2f} s")
            row("    no-op rebuild, warm process (watch)", f"{warm_noop:.3f} s", "≤ 0.2 s", warm_noop <= 0.2)
            row("    incremental output byte-identical to a cold build", "yes" if identical else "NO", "yes", identical)

        check, _ = best(lambda: cli("check", "--game", str(data)), args.repeat)
        row("(4) check, fresh process (data checked before)", f"{check.seconds:.2f} s", "≤ 0.2 s", check.seconds <= 0.2)
        game_yaml = data / "game.yaml"
        original = game_yaml.read_text(encoding="utf-8")

        def touch_data() -> None:  # a comment more: the bytes change, not the data
            game_yaml.write_text(game_yaml.read_text(encoding="utf-8") + "# checked again\n", encoding="utf-8")

        changed_check, _ = best(lambda: cli("check", "--game", str(data)), args.repeat, touch_data)
        game_yaml.write_text(original, encoding="utf-8")
        row("    check after the data changed, fresh process", f"{changed_check.seconds:.2f} s")
        run(cli(*build_args))
        verify_args = ("verify", "--game", str(data), "--out", str(out), "--paper", args.paper)
        verify, _ = best(lambda: cli(*verify_args, "--force"), args.repeat)
        share = verify.seconds / cold.seconds
        row("    verify of the full set, every file read (--force), fresh process", f"{verify.seconds:.2f} s")
        row("    CPU time, verify / full build", f"{verify.cpu:.2f} / {cold.cpu:.2f} s")
        row("    verify / full build", f"{share:.2f}", "≤ 0.6", share <= 0.6)
        held, _ = best(lambda: cli(*verify_args), args.repeat)  # the set held just above, and nothing changed
        row("    verify of the set as it held, nothing changed, fresh process", f"{held.seconds:.2f} s", "≤ 0.2 s",
            held.seconds <= 0.2)
        row("(5) peak RSS of the full build (largest process)", f"{cold.peak_mb:.0f} MB", "≤ 150 MB",
            cold.peak_mb <= 150)

        others = sorted(p for p in (REPO / "data").iterdir() if (p / "game.yaml").exists() and p.name != args.game.name)
        every_build, every_verify = cold.seconds, verify.seconds
        for other in others:
            other_out = scratch / f"other-{other.name}"
            built, _ = best(lambda: cli("build", "--game", str(other), "--out", str(other_out), "--paper", args.paper),
                            args.repeat, lambda: shutil.rmtree(other_out, True))
            row(f"(6) {other.name}: full build, cold cache, fresh process", f"{built.seconds:.2f} s", "≤ 1 s",
                built.seconds <= 1.0)
            checked, _ = best(lambda: cli("verify", "--game", str(other), "--out", str(other_out), "--paper",
                                          args.paper, "--force"), args.repeat)
            row(f"    {other.name}: verify (--force), and as a share of its build",
                f"{checked.seconds:.2f} s, {checked.seconds / built.seconds:.2f}")
            every_build, every_verify = every_build + built.seconds, every_verify + checked.seconds
        if others:
            share = every_verify / every_build
            row(f"    every game: verify / full build ({every_verify:.2f} / {every_build:.2f} s)", f"{share:.2f}",
                "≤ 0.6", share <= 0.6)

        if ntw:
            watch = min(watch_latency(data, scratch / "watched", args.paper) for _ in range(args.repeat))
            row("watch: from saving a unit stat to the report", f"{watch:.2f} s", "< 1 s", watch < 1)
        from export_bench import measure as measure_export

        measure_export(data, args.paper, args.repeat, scratch)
        python_alone, _ = best(lambda: [sys.executable, "-c", "pass"], args.repeat)
        row("for scale: python starting and doing nothing", f"{python_alone.seconds:.2f} s")
        row(f"load average at the end: {os.getloadavg()[0]:.1f} (other work on the machine slows every figure)")
        if args.profile:
            print(profile(data, args.paper, scratch))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
