"""Read every finished PDF back and prove it right against the game data.

`verify(game, folder)` checks the files in `folder` (the build's `<out>/<game>/<paper>/`), built
with the options its manifest records, and returns a `Report`. Expected values come from the data through the rules module; positions
from the pure geometry of `layout`; what is printed comes only from the files.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from ..cache import BUILD_INPUTS
from ...print.components import BuildOptions, Component
from ..inputs import input_digest
from ..manifest import MANIFEST, load_manifest
from ..print_and_play import FRONT_PAGES, file_name
from .layouts import laid_out
from ...print.readback.report import FileReport, Finding, Report, present_as_built
from .verdicts import Verdicts, file_key, folder_files, gathered_key

if TYPE_CHECKING:
    from ...games import LoadedGame

__all__ = ["verify", "Report", "FileReport", "Finding"]


def verify(game: LoadedGame, folder: Path, expect: BuildOptions | dict | None = None, only: list[str] | None = None,
           jobs: int | None = None, force: bool = False, whole: str | None = None) -> Report:
    """Check every output file the game lists (or those named in `only`) in `folder`, reading
    `jobs` files at once (default: one per core this process may use, as a build). A name in `only`
    the game does not list raises BuildError.

    The files are checked against the options the manifest says they were built with. `expect`
    (all the options, or a dict of some of them) is what the caller believes they were built
    with: any difference is a finding. Without options in the manifest, `expect` fills in.

    A file that held before, with nothing it is held to changed since, is not read again: its kept
    report stands (verdicts.py), unless `force`. A verify that holds keeps its reports, and with
    `whole` (verdicts.set_fingerprint of what was asked) the whole report for a verify of the same set.
    """
    from ..build import default_jobs, selected_components  # here: a verify that held before loads none of it

    started = time.perf_counter()
    selected_components(game, only)  # an unknown name is refused (BuildError), as by build
    report = Report()
    hashes = folder_files(folder) if folder.is_dir() else {}
    manifest, built_with = _manifest(folder, report)
    options = _options(built_with, expect, report)
    listed = selected_components(game, only, options)  # a print shop's set has no tiled boards
    gathered = not only and not options.print_shop  # a print shop's set has no one file to print
    verdicts = Verdicts(folder, reuse=not force)
    todo: list[Task] = []
    keys: dict[str, str] = {}
    for component in listed:
        file = f"{component.name}.pdf"
        keys[file] = file_key(game, component, options, (manifest or {}).get(file), hashes.get(file))
        todo.append(Task(file, component))
    if gathered:
        file = file_name(game.info.id)
        front = {selector: input_digest(game, selector) for selector in BUILD_INPUTS}  # its cover and contents
        keys[file] = gathered_key((manifest or {}).get(file), hashes.get(file), options, list(keys.values()), front)
        todo.append(Task(file, None))  # the files it gathers are all listed: `only` names none
    found: dict[str, FileReport] = {}
    for task in todo:
        if (held := verdicts.held(task.file, keys[task.file])) is not None:
            found[task.file] = held
            report.kept.append(task.file)
    checked = _check_files(game, folder, [t for t in todo if t.file not in found], options, manifest, hashes,
                           jobs or default_jobs())
    for file, result in checked.items():
        verdicts.record(keys[file], result)
    found.update(checked)
    report.files.extend(found[task.file] for task in todo)
    if gathered:
        report.files.extend(_undefined_files(game, folder))
    if game.plugin.check_report is not None:
        game.plugin.check_report(game, report)
    report.seconds = time.perf_counter() - started
    verdicts.save(report, None if whole is None else (whole, hashes))
    return report


def _options(built_with: BuildOptions | None, expect: BuildOptions | dict | None, report: Report) -> BuildOptions:
    """The options to check the files against; a finding for each one asked that the set was not built with."""
    asked = expect.to_json() if isinstance(expect, BuildOptions) else dict(expect or {})
    if "back_offset" in asked:
        asked["back_offset"] = tuple(asked["back_offset"])
    if built_with is None:
        return BuildOptions(**asked)
    entry = FileReport(MANIFEST)
    entry.checked("build options")
    for name, value in asked.items():
        if getattr(built_with, name) != value:
            entry.fail("build options", f"the set was built with {name.replace('_', ' ')} {_shown(getattr(built_with, name))}, "
                       f"not {_shown(value)} as asked; its files are checked as built "
                       f"({built_with.describe()})")
    if not entry.ok:
        report.files.append(entry)
    return built_with


def _shown(value) -> str:
    if isinstance(value, tuple):
        return ",".join(f"{v:g}" for v in value) + " mm"
    return f"{value:g} mm" if isinstance(value, float) else str(value)


@dataclass(frozen=True)
class Task:
    """One file to check: a component's, or (no component) the print-and-play file."""

    file: str
    component: Component | None


def _check(game: LoadedGame, folder: Path, task: Task, options: BuildOptions, manifest: dict | None,
           sha256: str | None) -> FileReport:
    if task.component is None:
        from .print_and_play import check_print_and_play

        return check_print_and_play(game, folder, options, manifest, sha256)
    return verify_file(game, folder, task.component, options, manifest, sha256)


def _check_in_worker(folder: Path, task: Task, options: BuildOptions, manifest: dict | None,
                     sha256: str | None) -> FileReport:
    from ..pool import worker_game

    return _check(worker_game(), folder, task, options, manifest, sha256)


# Reading a file back makes a record of every object on its pages (60,000 on New Techno War's set),
# few of them in cycles: the collector is run after this many new objects rather than Python's 700,
# which walked them again and again for a tenth of the reading's time.
FEWER_COLLECTIONS = 50_000


def _check_files(game: LoadedGame, folder: Path, tasks: list[Task], options: BuildOptions, manifest: dict | None,
                 hashes: dict[str, str], jobs: int) -> dict[str, FileReport]:
    """The reports of these files by name; the biggest files first across `jobs` workers."""
    import gc

    thresholds = gc.get_threshold()
    gc.set_threshold(FEWER_COLLECTIONS, *thresholds[1:])  # forked workers inherit it
    try:
        if jobs <= 1 or len(tasks) <= 1:
            return {t.file: _check(game, folder, t, options, manifest, hashes.get(t.file)) for t in tasks}
        return _check_in_pool(game, folder, tasks, options, manifest, hashes, jobs)
    finally:
        gc.set_threshold(*thresholds)


def _check_in_pool(game: LoadedGame, folder: Path, tasks: list[Task], options: BuildOptions, manifest: dict | None,
                   hashes: dict[str, str], jobs: int) -> dict[str, FileReport]:
    import gc

    from ..pool import game_pool
    from .read_ahead import ReadAhead

    by_size = sorted(tasks, key=lambda t: -((folder / t.file).stat().st_size if (folder / t.file).exists() else 0))
    _import_readers()  # before the process reading ahead forks, which would import them again
    ahead = ReadAhead([(folder / t.file, None if t.component else FRONT_PAGES) for t in by_size
                       if (folder / t.file).exists()])
    try:
        _prepare(game, options, tasks)
        ahead.hand_over()
        gc.freeze()  # the workers' collections leave the inherited objects (and their shared pages) alone
        with game_pool(game, min(jobs, len(tasks))) as pool:
            futures = {t.file: pool.submit(_check_in_worker, folder, t, options, manifest, hashes.get(t.file))
                       for t in by_size}
            return {t.file: futures[t.file].result() for t in tasks}
    finally:
        gc.unfreeze()
        ahead.close()


def _import_readers() -> None:
    """What reading a file back imports (`read_pdf`: pdfium's walk, pypdf's strict read), imported once
    for the process reading ahead and the workers, all forked after it."""
    import pypdf  # noqa: F401

    from ...print.readback import form_walk, operands, page_walk, pdffonts  # noqa: F401


def _prepare(game: LoadedGame, options: BuildOptions, tasks: list[Task]) -> None:
    """What the workers will run, imported here once and shared by the forked workers (as a build
    does): the readers, and each file's checker with the renderer that lays it out. With the
    print-and-play file to check, which holds every file to its layout as its files do, each
    layout is worked out here too, once for both."""
    from ...print.render.pdf import register_fonts
    from ...print.readback import printready  # noqa: F401
    from . import print_and_play  # noqa: F401

    every = game.plugin.components(game)
    gathered = any(t.component is None for t in tasks)
    for component in (every.values() if gathered else [t.component for t in tasks if t.component is not None]):
        component.load_renderer()
        component.load_checker()
    register_fonts()
    if gathered:
        for name in game.info.components:
            laid_out(game, every[name], options)



def verify_file(game: LoadedGame, folder: Path, component: Component, options: BuildOptions, manifest: dict | None,
                sha256: str | None = None) -> FileReport:
    """One component's file read back and checked (`sha256`: the file's, when it is known)."""
    from ...print.readback.printready import check_file, check_layout
    from .read_ahead import read_back
    from .stamp import check_stamp, manifest_stamp

    name = component.name
    file = f"{name}.pdf"
    result = FileReport(file)
    path = folder / file
    if not present_as_built(result, path, manifest,
                            f"missing: the game lists the component '{name}' but {path} does not exist", sha256):
        return result
    pdf = read_back(path)
    check_file(pdf, result, scale_bar=not (options.print_shop and component.whole_sheet))
    options = replace(options, stamp=manifest_stamp(manifest, file))  # what its faces' {stamp} print
    if manifest is not None:
        check_stamp(game, component, pdf, options.stamp, result)
    if manifest is not None and file in manifest and manifest[file].get("pages") != len(pdf.pages):
        result.fail("manifest", f"the manifest lists {manifest[file].get('pages')} pages, the file has {len(pdf.pages)}")
    if manifest is not None and "bleed" in manifest.get(file, {}):
        _check_own_bleed(result, pdf, float(manifest[file]["bleed"]))
    if options.print_shop:
        from ...print.readback.pdfx import check_own_sheets, check_print_shop

        check_print_shop(path, result, options.pdfx, (manifest or {}).get(file, {}).get("palette"))
        if component.whole_sheet:
            check_own_sheets(pdf, result, options.bleed)
        result.notes.append("content read back in the home build's files: a print shop's are the same drawing in "
                            "the press's CMYK (verify the home build for the numbers)")
        return result
    check = component.load_checker()
    if check is None:
        result.notes.append("content not checked: no checker reads this kind of file yet")
    elif pdf.pages:
        check(game, pdf, options, result, *component.args)
    if pdf.pages and "crop marks" not in result.checks:  # a checker that reads the marks holds the page to its layout itself
        check_layout(pdf, laid_out(game, component, options), result)
    return result


def _check_own_bleed(result: FileReport, pdf, bleed: float) -> None:
    """A file whose data gave its own bleed has every page's BleedBox its TrimBox grown by the bleed the
    manifest says it printed with."""
    from ...print.readback.printready import TOLERANCE_MM

    for page in pdf.pages:
        if page.trim is None or page.bleed is None:
            continue
        result.checked("manifest")
        grown = page.trim.grow(bleed)
        if not (grown.contains(page.bleed, TOLERANCE_MM) and page.bleed.contains(grown, TOLERANCE_MM)):
            result.fail("manifest", f"the manifest says this file printed with a {bleed:g} mm bleed; the page's "
                        "BleedBox is not its TrimBox grown by that much", page.number)


def _manifest(folder: Path, report: Report) -> tuple[dict | None, BuildOptions | None]:
    """The manifest's files by name and the options it records (None when it records none)."""
    entry = FileReport(MANIFEST)
    try:
        return load_manifest(folder)
    except FileNotFoundError:
        entry.fail("manifest", f"no {MANIFEST} in {folder}: build the files with ntw-print build")
    except ValueError as exc:
        entry.fail("manifest", str(exc))
    report.files.append(entry)
    return None, None


def _undefined_files(game: LoadedGame, folder: Path) -> list[FileReport]:
    """PDFs in the folder that the game does not list: printed, but not defined by the data."""
    listed = {f"{name}.pdf" for name in game.info.components} | {file_name(game.info.id)}
    extra = []
    for path in sorted(folder.glob("*.pdf")):
        if path.name not in listed:
            result = FileReport(path.name)
            result.fail("completeness", "the game's data does not list this file (left over from an older build?)")
            extra.append(result)
    return extra
