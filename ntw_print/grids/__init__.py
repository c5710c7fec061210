"""Grid geometry and coordinate labels: hex grids (flat- and pointy-top), square grids, label styles.

Pure: no drawing, no game rules. The rules, the layouts and the printable kinds build on it;
it imports nothing from them.
"""
