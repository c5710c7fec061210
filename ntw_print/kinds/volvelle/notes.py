"""The assembly notes the kind writes for a volvelle on pages whose page names `assembly` and whose
sheet gives none: how to cut out, pierce, stack and pin its parts, in words made from their names."""

from __future__ import annotations

from .schema import Paragraph, VolvelleSheet

COUNTS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
TITLE_PT, TEXT_PT, KEY_PT = 9.0, 7.5, 6.5


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
