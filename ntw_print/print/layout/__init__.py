"""Sheets laid out: pure geometry of pages, pieces, cutting lines, tiles and text boxes."""
