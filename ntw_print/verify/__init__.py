"""Read every finished PDF back and prove it right against the game data.

`verify(game, folder)` checks the files in `folder` (the build's `<out>/<game>/<paper>/`), built
with the options its manifest records, and returns a `Report`. Expected values come from the data through the rules module; positions
from the pure geometry of `layout`; what is printed comes only from the files.
"""

from __future__ import annotations

import time
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from ..build import default_jobs, selected_components
from ..components import BuildOptions, Component
from ..manifest import MANIFEST, load_manifest
from ..pool import game_pool, worker_game
from .pdfread import read_pdf
from .printready import check_file, check_layout
from .report import FileReport, Finding, Report, present_as_built
from .stamp import check_stamp, manifest_stamp

if TYPE_CHECKING:
    from ..games import LoadedGame

__all__ = ["verify", "Report", "FileReport", "Finding"]


def verify(game: LoadedGame, folder: Path, expect: BuildOptions | dict | None = None, only: list[str] | None = None,
           jobs: int | None = None) -> Report:
    """Check every output file the game lists (or those named in `only`) in `folder`, reading
    `jobs` files at once (default: one per core this process may use, as a build). A name in `only` the game does not list raises
    BuildError.

    The files are checked against the options the manifest says they were built with. `expect`
    (all the options, or a dict of some of them) is what the caller believes they were built
    with: any difference is a finding. Without options in the manifest, `expect` fills in.
    """
    started = time.perf_counter()
    selected_components(game, only)  # an unknown name is refused (BuildError), as by build
    report = Report()
    manifest, built_with = _manifest(folder, report)
    options = _options(built_with, expect, report)
    listed = selected_components(game, only, options)  # a print shop's set has no tiled boards
    report.files.extend(_verify_files(game, folder, listed, options, manifest, jobs or default_jobs()))
    if not only and not options.print_shop:  # a print shop's set has no one file to print
        from .print_and_play import check_print_and_play

        report.files.append(check_print_and_play(game, folder, options, manifest))
        report.files.extend(_undefined_files(game, folder))
    if game.plugin.check_report is not None:
        game.plugin.check_report(game, report)
    report.seconds = time.perf_counter() - started
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


def _verify_in_worker(folder: Path, component: Component, options: BuildOptions, manifest: dict | None) -> FileReport:
    return verify_file(worker_game(), folder, component, options, manifest)


def _verify_files(game, folder: Path, components: list[Component], options: BuildOptions, manifest: dict | None,
                  jobs: int) -> list[FileReport]:
    """The reports of these files, in the order given; biggest files first across the workers."""
    if jobs <= 1 or len(components) <= 1:
        return [verify_file(game, folder, component, options, manifest) for component in components]
    by_size = sorted(components, key=lambda c: -((folder / f"{c.name}.pdf").stat().st_size
                                                 if (folder / f"{c.name}.pdf").exists() else 0))
    with game_pool(game, min(jobs, len(components))) as pool:
        futures = {c.name: pool.submit(_verify_in_worker, folder, c, options, manifest) for c in by_size}
        return [futures[c.name].result() for c in components]


def verify_file(game, folder: Path, component: Component, options: BuildOptions, manifest: dict | None) -> FileReport:
    name = component.name
    file = f"{name}.pdf"
    result = FileReport(file)
    path = folder / file
    if not present_as_built(result, path, manifest,
                            f"missing: the game lists the component '{name}' but {path} does not exist"):
        return result
    pdf = read_pdf(path)
    check_file(pdf, result, scale_bar=not (options.print_shop and component.whole_sheet))
    options = replace(options, stamp=manifest_stamp(manifest, file))  # what its faces' {stamp} print
    if manifest is not None:
        check_stamp(game, component, pdf, options.stamp, result)
    if manifest is not None and file in manifest and manifest[file].get("pages") != len(pdf.pages):
        result.fail("manifest", f"the manifest lists {manifest[file].get('pages')} pages, the file has {len(pdf.pages)}")
    if manifest is not None and "bleed" in manifest.get(file, {}):
        _check_own_bleed(result, pdf, float(manifest[file]["bleed"]))
    if options.print_shop:
        from .pdfx import check_own_sheets, check_print_shop

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
        check_layout(pdf, component.pages(game, options), result)
    return result


def _check_own_bleed(result: FileReport, pdf, bleed: float) -> None:
    """A file whose data gave its own bleed has every page's BleedBox its TrimBox grown by the bleed the
    manifest says it printed with."""
    from .printready import TOLERANCE_MM

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


def _undefined_files(game, folder: Path) -> list[FileReport]:
    """PDFs in the folder that the game does not list: printed, but not defined by the data."""
    from ..print_and_play import file_name

    listed = {f"{name}.pdf" for name in game.info.components} | {file_name(game.info.id)}
    extra = []
    for path in sorted(folder.glob("*.pdf")):
        if path.name not in listed:
            result = FileReport(path.name)
            result.fail("completeness", "the game's data does not list this file (left over from an older build?)")
            extra.append(result)
    return extra
