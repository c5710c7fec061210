"""ntw-print: print-ready PDFs of tabletop wargames from YAML game definitions."""

__version__ = "0.1.0"
