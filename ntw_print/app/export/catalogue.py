"""The catalogue page, `index.html` beside the PDFs: every file of the set with a picture of its first
page, its pages, how to print it, and links to its pictures, SVGs, decks and the VASSAL module."""

from __future__ import annotations

from html import escape

from .collect import ExportSet, Printed
from ...print.layout.sheet import paper_title
from ..print_and_play import file_name

STYLE = """
body { font: 15px/1.45 'Bitstream Vera Sans', 'DejaVu Sans', Verdana, sans-serif; margin: 2em auto; max-width: 70em;
       padding: 0 1em; color: #1a1a1a; background: #fbfaf5; }
h1 { margin-bottom: 0.2em; } .lead { color: #55554f; margin-top: 0; }
.file { display: flex; gap: 1.5em; border-top: 1px solid #d8d4c8; padding: 1.2em 0; }
.file > a > img { width: 160px; border: 1px solid #c8c4b8; background: white; }
.file h2 { margin: 0 0 0.3em; font-size: 1.15em; }
dl { display: grid; grid-template-columns: max-content auto; gap: 0.15em 1em; margin: 0.4em 0; }
dt { color: #55554f; } dd { margin: 0; }
.pieces { display: flex; flex-wrap: wrap; gap: 6px; margin-top: 0.5em; }
.pieces figure { margin: 0; text-align: center; font-size: 11px; width: 76px; }
.pieces img { max-width: 64px; max-height: 64px; }
code { background: #eeebe2; padding: 0 0.25em; }
"""


def catalogue(found: ExportSet, options, export: str) -> str:
    """The page, its links relative to the output folder; `export` is the export folder's name."""
    files = "\n".join(_file(found, printed, export) for printed in found.printed)
    decks = sorted(path for path in found.files if path.startswith("tts/") and path.endswith(".json"))
    vmod = next((path for path in found.files if path.endswith(".vmod")), None)
    screen = []
    if vmod:
        screen.append(f'<li><a href="{export}/{vmod}">VASSAL module</a> (a draft: open it in VASSAL\'s module '
                      "editor to add turn tracks, dice and scenarios)</li>")
    if decks:
        links = ", ".join(f'<a href="{export}/{path}">{escape(path.removeprefix("tts/"))}</a>' for path in decks)
        screen.append(f"<li>Tabletop Simulator saved objects: {links}</li>")
    turn = ("the sheets with backs print one-sided and fold: each back stands beside its front" if options.duplex == "fold"
            else f"double-sided files turn over the {options.duplex} edge")
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{escape(found.game_name)}: print-and-play set</title>
<link rel="icon" href="data:,">
<style>{STYLE}</style>
</head>
<body>
<h1>{escape(found.game_name)}</h1>
<p class="lead">The print-and-play set for {escape(paper_title(options.paper))}:
{len(found.printed)} files. Print at 100 % ("actual size"; the bar at the foot of every page measures 100 mm and
4 in); {turn}.</p>
<p class="one"><a href="{escape(file_name(found.game_id))}">{escape(file_name(found.game_id))}</a>: the whole set
in one file to print, with a contents page saying what to print each section on and in what order.</p>
<h2>For play on screen</h2>
<ul>
{chr(10).join(screen) or "<li>This game has no pieces or boards to play on screen.</li>"}
<li>Every piece, card and board as PNG ({found.dpi} dpi) and SVG in <a href="{export}/">{export}/</a>.</li>
</ul>
{files}
</body>
</html>
"""


def _file(found: ExportSet, printed: Printed, export: str) -> str:
    name = printed.file.removesuffix(".pdf")
    how = {"duplex": "double-sided, each back behind its front", "folded": "one-sided, folded: each back beside its front"
           }.get(printed.duplex, "one-sided")
    extras = []
    pieces = [files for files in found.pieces if files.component == name]
    if pieces:
        figures = "\n".join(_piece(files, export) for files in pieces)
        extras.append(f'<div class="pieces">{figures}</div>')
    for board in (b for b in found.boards if b.component == name):
        extras.append(f'<p>Board: <a href="{export}/{board.png}">PNG, {found.dpi} dpi</a> · '
                      f'<a href="{export}/{board.screen_png}">PNG for the screen</a> · '
                      f'<a href="{export}/{board.svg}">SVG</a></p>')
    for chart in (c for c in found.charts if c.component == name):
        links = " · ".join(f'<a href="{export}/{page}">page {n}</a>' for n, page in enumerate(chart.pages, start=1))
        extras.append(f"<p>Pictures of its pages: {links}</p>")
    return f"""<section class="file">
<a href="{escape(printed.file)}"><img src="{export}/{printed.thumbnail}" alt="First page of {escape(printed.file)}"></a>
<div>
<h2><a href="{escape(printed.file)}">{escape(printed.file)}</a>: {escape(printed.title)}</h2>
<dl>
<dt>pages</dt><dd>{printed.pages}</dd>
<dt>paper</dt><dd>{escape(printed.paper)}</dd>
<dt>print</dt><dd>{how}, on {escape(printed.stock)}</dd>
</dl>
{chr(10).join(extras)}
</div>
</section>"""


def _piece(files, export: str) -> str:
    piece = files.piece
    links = f'<a href="{export}/{files.front.svg}">SVG</a>'
    if files.back is not None:
        links += f' · <a href="{export}/{files.back.png}">back</a>'
    copies = f" ×{piece.copies}" if piece.copies > 1 else ""
    return (f'<figure><a href="{export}/{files.front.png}"><img src="{export}/{files.front.png}" '
            f'alt="{escape(piece.title)}"></a><figcaption>{escape(piece.title)}{copies}<br>{links}</figcaption></figure>')
