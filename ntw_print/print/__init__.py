"""The print layer: pages and sheets laid out, drawn with reportlab, and read back from the PDFs."""
