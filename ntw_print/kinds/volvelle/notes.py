"""The words the kind writes for a volvelle on pages, from its parts' names: the procedure's steps that set
each pointer and the arm's slot (where they say what they are set on), and the assembly notes where a
page names `assembly` and the sheet gives none: how to cut out, pierce, stack and pin the parts."""

from __future__ import annotations

from .schema import Paragraph, Pointer, VolvelleSheet

COUNTS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
TITLE_PT, TEXT_PT, KEY_PT = 9.0, 7.5, 6.5


def procedure(sheet: VolvelleSheet) -> list[str]:
    """The steps printed on the tab: one per pointer and the slot, bottom up, when they say what they are set on;
    then the tab's own."""
    tab, arm = sheet.discs[0].tab, sheet.arm
    slot = next((w for w in arm.windows if w.shows), None) if arm else None  # only the slot may say (schema.py)
    if tab is None or arm is None or slot is None:
        return list(tab.steps) if tab else []
    steps = [f"Turn {d.name} until pointer {d.pointer.label} points at {d.pointer.points_at}." for d in sheet.discs[1:]
             if isinstance(d.pointer, Pointer)]
    steps.append(f"Swing the {arm.name} until its small window shows {slot.shows}, between the two arrows.")
    return steps + list(tab.steps)


def assembly(sheet: VolvelleSheet) -> list[Paragraph]:
    """The sheet's own notes, or the kind's: cut out, pierce, stack, pin, the rule apart, what the lines mean."""
    if sheet.assembly or sheet.arm is None:
        return list(sheet.assembly)
    base, discs, arm = sheet.discs[0].name, [d.name for d in sheet.discs[1:]], sheet.arm.name
    parts = [base, *discs, arm]
    cut = f"the {discs[0]}" if len(discs) == 1 else f"the {COUNTS[len(discs)]} discs"
    steps = [f"Cut out the {base}, {cut} and the {arm} on their solid lines. Cut out the two hatched windows of the "
             f"{arm}. Gluing the sheets to thin card first makes a stiffer wheel.",
             "Pierce every part at its pivot cross.",
             f"Stack them face up, largest first: {', '.join(parts)} on top.",
             f"Push a split pin (paper fastener) through all {COUNTS[len(parts)]} pivots from the front and open its "
             f"legs behind the {base}, not too tight: every disc must turn on its own."]
    if sheet.rule:
        steps.append("The range rule is a separate strip: cut it out on its solid line.")
    tags = f" Black tags: the steps printed on the {base}." if sheet.discs[0].tab else ""
    return [Paragraph(text="Putting the wheel together", size=TITLE_PT, bold=True),
            *(Paragraph(text=f"{n}  {step}", size=TEXT_PT) for n, step in enumerate(steps, start=1)),
            Paragraph(text=f"Solid line: cut. Hatched: cut out.{tags}", size=KEY_PT)]
