"""What would stop a kind's faces from printing, found when its file is loaded (so that what loads, builds).

Each problem is (path in the file, message): the loader turns the path into the file and line
of the row, set or template it comes from.
"""

from __future__ import annotations

import difflib

from ...core.errors import LayoutError
from ...print.layout.pieces import sheet_ways
from ...print.layout.sheet import HOME_PAPERS, grid_capacity, paper, paper_title
from ...print.layout.text import Measure
from .fold import printed_parts
from ...core.marks import MARK
from .items import COPY, MARK_FIELD, RESERVED, STAMP, FaceCall, Item, marked
from .layout import (Placed, SetText, TemplateError, background, box_named, face_boxes, face_texts, prints_copy, set_text,
                     template_chain)
from .overrun import Overrun, crossings, outside, reported, words_overrun
from .safe import outside_safe_area
from .stamp import stamp_problems
from .schema import FIELD, NONE, Templates, fields_named, fill_in


def items_problems(templates: Templates, uses: list[tuple[tuple, str | None]], items: list[Item], bleed: float,
                   art, measure: Measure) -> list[tuple[tuple, str]]:
    """What stops any face of these items from printing, at its place in the file: first the
    templates themselves and the template names `uses` gives (path, name), then sizes too big for
    the paper at this bleed, then each face once."""
    found = [(("templates", name), str(exc)) for name in templates for exc in _resolving(templates, name)]
    found += size_problems(items, bleed)
    found += [(path, f"no template '{name}' (templates: {', '.join(sorted(templates))})")
              for path, name in uses if name is not None and name not in templates]
    if found:
        return found
    found = fields_no_row_gives(templates, items) or marks_not_printed(templates, items) or \
        stamp_problems(templates, items)
    if found:
        return found
    seen: set = set()
    numbered = {name: prints_copy(templates, name) for name in templates}
    numbers = _number_fields(items)
    overruns: list[Overrun] = []
    for item in items:
        for part in printed_parts(item):
            call = part.call
            if call is None:
                continue
            size = (part.box.width, part.box.height)
            if (call.template, size) not in seen:  # the same for every row: once
                seen.add((call.template, size))
                overruns += outside(templates, call.template, *size)
            key = (call.where, call.template, part.name,
                   call.values.get(COPY) if numbered[call.template] else None)
            if key in seen:
                continue
            seen.add(key)
            boxes = face_boxes(templates, call.template, *size, call.cells)  # placed once and the words set once, for every check
            problems, overran, laid = face_problems(templates, call, boxes, size, item.label, art, measure)
            problems += _blank_numbers(boxes, call, numbers)
            overruns += overran
            found += [(call.where, f"{item.label}: " + (f"box '{box}': " if box else "") + message)
                      for box, message in problems]
            for box, message in [] if problems or overran else outside_safe_area(
                    boxes, *size, item.safe, measure, laid, folded=item.fold is not None):
                path = ("templates", call.template, "boxes", box_named(box))
                if all(where != path for where, _ in found):
                    found.append((path, f"{item.label}: {message}"))
    return found + reported(overruns, lambda width, height: _largest_scale(width, height, bleed))


def _number_fields(items: list[Item]) -> set[str]:
    """Fields that some row gives as a number and every other row as a number or an empty cell."""
    kinds: dict[str, set[str]] = {}
    for item in items:
        for call in (item.front, item.back):
            for field, value in (call.values.items() if call else ()):
                kind = "blank" if value == "" else "number" if isinstance(value, (int, float)) and \
                    not isinstance(value, bool) else "other"
                kinds.setdefault(field, set()).add(kind)
    return {field for field, found in kinds.items() if "number" in found and "other" not in found}


def _blank_numbers(boxes: list[Placed], call: FaceCall, numbers: set[str]) -> list[tuple[str, str]]:
    """Text that prints a field this row leaves empty where the other rows give a number (a strength
    left out, that would print '-4' for '{strength}-{movement}')."""
    found = []
    for placed in boxes:
        text = placed.content.text or ""
        blank = sorted(f for f in fields_named(text) if f in numbers and call.values.get(f) == "")
        if blank:
            found.append((placed.name, f"{', '.join(blank)} {'is' if len(blank) == 1 else 'are'} empty in this row, "
                                       f"where the other rows give a number: the box would print "
                                       f"'{fill_in(text, call.values)}'"))
    return found


def _largest_scale(width: float, height: float, bleed: float) -> float:
    """How many times larger a piece of this size may grow and still fit a page of every paper."""
    return min(min(area.width / width, area.height / height)
               for area in (paper(name, bleed).usable for name in HOME_PAPERS))


def size_problems(items: list[Item], bleed: float) -> list[tuple[tuple, str]]:
    """Pieces too big for a page of any paper a build may choose, reported at their set or deck; a grid
    asked for that a page of A4 or Letter cannot hold, at the grid."""
    found = {}
    for item in items:
        for name in HOME_PAPERS:
            sheet = paper(name, bleed)
            if 0 in grid_capacity(sheet, item.width, item.height):
                area = sheet.usable
                found.setdefault(item.front.where[:2], (
                    f"a {item.width:g} x {item.height:g} mm piece does not fit a page of {name} paper with its "
                    f"{bleed:g} mm bleed and crop marks (at most {area.width:.0f} x {area.height:.0f} mm)"))
            elif item.grid is not None:
                most = max((grid_capacity(way, item.width, item.height) for way in sheet_ways(sheet)),
                           key=lambda grid: grid[0] * grid[1])
                if most[0] < item.grid[0] or most[1] < item.grid[1]:
                    found.setdefault(item.front.where[:2] + ("grid",), (
                        f"{item.grid[0]}x{item.grid[1]} pieces of {item.width:g} x {item.height:g} mm do not fit a "
                        f"page of {paper_title(name)} with their {bleed:g} mm bleed and crop marks, even sharing their "
                        f"cuts: {most[0]}x{most[1]} do"))
    return list(found.items())


def selector_problems(templates: Templates, tables: list, group: str, rows: str) -> list[tuple[tuple, str]]:
    """A selector that gives a colour that is not one, or that matches no row of the file (a field no
    row has, a value no row holds), once, at the selector, rather than at every row it reaches. A list
    of selectors shared by several sets may hold some that only another set's rows match. And a
    `name_from` field that none of its set's rows gives."""
    found = _selector_colours(templates, tables, group) + _naming_problems(tables, group, rows)
    every = [row for table in tables for row in getattr(table, rows)]
    fields = sorted({key for row in every for key in row if key not in RESERVED})
    unmatched: dict[tuple, tuple[tuple, str]] = {}
    for i, table in enumerate(tables):
        for j, selector in enumerate(table.selectors):
            key = tuple(sorted((k, str(v)) for k, v in selector.where.items()))
            if key in unmatched or any(all(row.get(k) == v for k, v in selector.where.items()) for row in every):
                continue
            path = (group, i, "selectors", j, "where")
            absent = [name for name in selector.where if name not in fields]
            if absent:
                close = difflib.get_close_matches(absent[0], fields, n=1)
                hint = f"did you mean '{close[0]}'? " if close else ""
                unmatched[key] = (path, f"no row has a field '{absent[0]}' ({hint}the rows give: {', '.join(fields)})")
            else:
                held = "; ".join(f"{k} is one of {', '.join(sorted({str(r[k]) for r in every if k in r}))}"
                                 for k in selector.where)
                unmatched[key] = (path, f"matches no row ({held})")
    return found + list(unmatched.values())


def _naming_problems(tables: list, group: str, rows: str) -> list[tuple[tuple, str]]:
    found = []
    for i, table in enumerate(tables):
        given = sorted({key for row in getattr(table, rows) for key in row if key not in RESERVED})
        for j, field in enumerate(table.name_from):
            if field not in given:
                close = difflib.get_close_matches(field, given, n=1)
                hint = f"did you mean '{close[0]}'? " if close else ""
                found.append(((group, i, "name_from", j), f"no row gives '{field}' to name it by ({hint}the rows "
                                                          f"give: {', '.join(given)})"))
    return found


def _selector_colours(templates: Templates, tables: list, group: str) -> list[tuple[tuple, str]]:
    """Values selectors give to fields the templates print as colours, that are not #rrggbb."""
    colours, may_be_none = set(), set()
    for template in templates.values():
        colours |= fields_named(template.background)
        for box in template.boxes.values():
            colours |= fields_named(box.colour)
            may_be_none |= fields_named(box.fill) | fields_named(box.stroke)
    colours |= may_be_none
    found, seen = [], set()
    for i, table in enumerate(tables):
        for j, selector in enumerate(table.selectors):
            where = tuple(sorted((k, str(v)) for k, v in selector.where.items()))
            for field, value in selector.values.items():
                shown = str(value)
                if field not in colours or _is_colour(shown) or (shown == NONE and field in may_be_none) \
                        or (where, field) in seen:
                    continue
                seen.add((where, field))  # a list of selectors shared by several sets: once
                found.append(((group, i, "selectors", j, "values", field),
                              f"'{shown}' is not a colour: the templates print {field} as one (#rrggbb, such as "
                              "'#3b7dd8')"))
    return found


def fields_no_row_gives(templates: Templates, items: list[Item]) -> list[tuple[tuple, str]]:
    """A {field} that no row printed through its template gives (a misspelt name, a column left out
    of the table): once, at the box or background of the template that reads it, with the fields the
    rows do give, rather than once for every row."""
    given: dict[str, set[str]] = {}
    for item in items:
        for part in printed_parts(item):
            if part.call is not None:
                given.setdefault(part.call.template, set()).update(part.call.values)
    found: dict[tuple, str] = {}
    for name, keys in given.items():
        boxes = face_boxes(templates, name, 10.0, 10.0)
        read = {f for text in face_texts(templates, name, boxes) for f in FIELD.findall(text)}
        own = sorted(key for key in keys - {COPY, STAMP} if not key.startswith(MARK_FIELD))  # not what the tool gives
        for field in sorted(read - keys - {COPY}):
            path = _reading(templates, name, field)
            close = difflib.get_close_matches(field, own, n=1)
            hint = f"did you mean '{close[0]}'? " if close else ""
            found.setdefault(path, f"reads {{{field}}}, which no row gives ({hint}the rows give: {', '.join(own)})")
    return list(found.items())


def marks_not_printed(templates: Templates, items: list[Item]) -> list[tuple[tuple, str]]:
    """A row holding designer values whose faces print no designer mark, at the row: its template
    needs a `{mark}` (or `{mark:field}` by the chosen value), or the file leaves marks off with a reason."""
    found: dict[tuple, str] = {}
    for item in items:
        if not marked(item) or item.front.where in found:
            continue
        words = " ".join(fill_in(text, part.call.values) for part in printed_parts(item) if part.call is not None
                         for text in face_texts(templates, part.call.template,
                                                face_boxes(templates, part.call.template, 10.0, 10.0)))
        if MARK not in words:
            found[item.front.where] = (
                f"{item.label}: its values are designer choices, but no face prints the designer mark: add "
                f"{{mark}} (or {{mark:field}} after a chosen value) to template '{item.front.template}', or "
                "leave the file's marks off with `unmarked: <why>`")
    return list(found.items())


def _reading(templates: Templates, name: str, field: str) -> tuple:
    """Where in the file the template `name` (or one it extends) writes `{field}`: the nearest."""
    for owner in reversed(template_chain(templates, name)):
        template = templates[owner]
        if field in fields_named(template.background):
            return ("templates", owner, "background")
        for box, spec in template.boxes.items():
            for key in ("text", "colour", "fill", "stroke", "symbol", "picture"):
                if field in fields_named(getattr(spec, key)):
                    return ("templates", owner, "boxes", box, key)
    return ("templates", name)


def _resolving(templates: Templates, name: str) -> list[TemplateError]:
    try:
        face_boxes(templates, name, 10.0, 10.0)
    except TemplateError as exc:
        return [exc]
    return []


def face_problems(templates: Templates, call: FaceCall, boxes: list[Placed], size: tuple[float, float], label: str,
                  art, measure: Measure) -> tuple[list[tuple[str, str]], list[Overrun], dict[str, SetText]]:
    """What stops this face (its `boxes`, on a face of `size`) from printing, as (box, message): fields the
    row does not give, colours that are not #rrggbb, missing art; and its words that overrun: too long
    for their box at their smallest size, or crossing the edge of a shape drawn on the face. And each
    text box's words as set in it, where they fit (laid out once here, measured again by the safe area)."""
    found: list[tuple[str, str]] = []
    colour = background(templates, call.template)
    texts = face_texts(templates, call.template, boxes)
    missing = sorted({f for t in texts for f in FIELD.findall(t) if f not in call.values})
    if missing:
        return [("", f"template '{call.template}' reads {', '.join(missing)}, which this row does not give")], [], {}
    ground = fill_in(colour, call.values)
    if not _is_colour(ground):
        found.append(("", f"background '{ground}' is not a colour (#rrggbb)"))
    overruns: list[Overrun] = []
    laid: dict[str, SetText] = {}
    for placed in boxes:
        c = placed.content
        for colour, may_be_none in ((c.colour, False), (c.fill, True), (c.stroke, True)):
            shown = fill_in(colour, call.values) if colour else ""
            if colour and not _is_colour(shown) and not (may_be_none and shown == NONE):
                found.append((placed.name, f"'{shown}' is not a colour (#rrggbb{', or none' if may_be_none else ''})"))
        problem = art.problem((fill_in(c.symbol, call.values) or None) if c.symbol else None,
                              fill_in(c.picture, call.values) if c.picture else None)
        if problem:
            found.append((placed.name, problem))
        if c.text:
            words = fill_in(c.text, call.values)
            try:
                laid[placed.name] = set_text(words, placed.box, c, measure, f"box '{placed.name}'")
            except LayoutError:
                alike = not fields_named(c.text) - {STAMP}  # the same words on every row: one fault, at the box
                shown = f"the widest stamp the version makes, '{words}'," if STAMP in fields_named(c.text) else \
                    f"'{words}'"
                overruns.append(words_overrun(templates, call.template, placed, words, size,
                                              None if alike else call.where, label, measure, shown))
    if not found and not overruns:
        overruns = crossings(templates, call.template, boxes, laid, call.values, size, call.where, label, measure,
                             ground)
    return found, overruns, laid


def _is_colour(value: str) -> bool:
    return len(value) == 7 and value[0] == "#" and all(ch in "0123456789abcdefABCDEF" for ch in value[1:])
