"""Digital play and a catalogue: a built set's pieces, cards and boards as PNG and SVG, Tabletop
Simulator decks, a VASSAL module and an index.html beside the PDFs (`ntw-print export`)."""
