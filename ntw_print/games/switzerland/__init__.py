"""*Switzerland must be Conquered*: a game of sheets of printable kinds (map, counters, setup chart,
players' aid, tracks, scenario sheets) with a few lines of its own (`plugin.py`): the checks that hold
its sheets to the rules' stated facts (`checks.py`, `aid_checks.py`) and the rules' numbers
(`rules.py`, which imports no drawing code)."""
