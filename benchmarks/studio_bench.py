"""How long from saving a data file to the studio's page showing the changed pages? A benchmark,
not a test: it prints the times.

    python benchmarks/studio_bench.py [--game data/ntw] [--repeat 5] [--screenshot docs/previews/studio.png]

Starts `ntw-print studio` on a copy of the game, opens its page in headless Chromium (the tests'
DevTools-pipe helper), then saves one unit stat (New Techno War's red infantry anti-tank ATK, 12 and
13 in turn) `--repeat` times. Each time it measures, from the write to the file, the moment the page
has the new build's pictures loaded with the changed regions outlined; and what the studio itself
spent (build, drawing the changed files, comparing), as it reports it; and, in the same run for
comparison, `watch` from the same save to its report (benchmarks/run.py). With `--screenshot`, the
page after the last save is saved as a PNG (the README's picture of the studio).
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(REPO / "tests"))

from chromium import Tab, chromium  # noqa: E402 - the tests' helper, found above
from run import watch_latency  # noqa: E402 - the main benchmark's measure of `watch`, beside this file

EDITS = ("{weapon: anti-tank, attack: 12,", "{weapon: anti-tank, attack: 13,")
SHOWN = ("document.querySelectorAll('.outline').length > 0 && "
         "Array.from(document.querySelectorAll('figure.changed img')).every(i => i.complete && i.naturalWidth > 0)")


def small(path: Path) -> None:
    """The screenshot in a palette of colours, as the README's other previews are kept."""
    from PIL import Image

    with Image.open(path) as image:
        paletted = image.convert("RGB").quantize(colors=128)
    paletted.save(path, format="PNG", optimize=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", type=Path, default=REPO / "data" / "ntw")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--screenshot", type=Path, default=None, help="save the page after the last save here")
    args = parser.parse_args()
    browser = chromium()
    if browser is None:
        raise SystemExit("no chromium here: install Debian's chromium package")
    with tempfile.TemporaryDirectory(prefix="studio-bench-") as scratch:
        game = Path(scratch) / "game"
        shutil.copytree(args.game, game)
        units = game / "units.yaml"
        studio = subprocess.Popen([sys.executable, "-m", "ntw_print.app.cli", "studio", "--game", str(game), "--port", "0",
                                   "--paper", "a4"], cwd=scratch, stdout=subprocess.PIPE, text=True)
        try:
            url = studio.stdout.readline().split()[1]
            started = time.perf_counter()
            with Tab(browser, url) as tab:
                tab.wait_until("document.body.dataset.state === 'ready' && "
                               "Array.from(document.images).every(i => i.complete && i.naturalWidth > 0)", 120)
                print(f"first build, drawn and shown: {time.perf_counter() - started:.2f} s")
                time.sleep(1.0)  # the file watcher arms itself
                seen, inside = [], []
                for n in range(args.repeat):
                    old, new = EDITS if n % 2 == 0 else EDITS[::-1]
                    generation = int(tab.value("document.body.dataset.generation"))
                    text = units.read_text(encoding="utf-8")
                    saved = time.perf_counter()
                    units.write_text(text.replace(old, new, 1), encoding="utf-8")
                    tab.wait_until(f"+document.body.dataset.generation > {generation} && {SHOWN}", 60, "the page")
                    seen.append(time.perf_counter() - saved)
                    inside.append(float(tab.value("document.getElementById('status').textContent")
                                        .rsplit(" in ", 1)[1].split()[0]))
                    time.sleep(0.5)
                touched = tab.value("document.getElementById('touched').textContent")
                if args.screenshot:
                    tab.value("document.querySelector('figure.changed').scrollIntoView({block: 'center'})")
                    tab.wait_until("Array.from(document.images).every(i => i.complete)", 30)
                    tab.screenshot(args.screenshot)
                    small(args.screenshot)
        finally:
            studio.terminate()
            studio.wait(timeout=30)
        watched = min(watch_latency(game, Path(scratch) / "watched", "a4") for _ in range(3))
    print(touched)
    print(f"from saving a unit stat to the page showing it, over {args.repeat} saves: best {min(seen):.2f} s, "
          f"median {statistics.median(seen):.2f} s")
    print(f"of which the studio's build, drawing and comparing: best {min(inside):.2f} s, "
          f"median {statistics.median(inside):.2f} s")
    print(f"watch, from the same save to its report, in this run: best of 3 {watched:.2f} s")


if __name__ == "__main__":
    main()
