"""Reading PDFs back: the text, marks, boxes and fonts a file holds, for verify."""
