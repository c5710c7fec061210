"""Pages drawn into PDFs with reportlab."""
