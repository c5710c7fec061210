"""New Techno War's sheets draw ntw-print's pictograms (print/symbols/pictograms.py) by name."""

from ....print.symbols.pictograms import draw_symbol

__all__ = ["draw_symbol"]
