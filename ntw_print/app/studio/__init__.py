"""The designer's studio (`ntw-print studio`) and the visual diff (`ntw-print diff --visual`): a
game's sheets as pictures, what a change did to them outlined, in a browser."""
