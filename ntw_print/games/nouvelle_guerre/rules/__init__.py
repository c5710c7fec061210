"""Nouvelle Guerre's rules, pure: the charts read from the quick reference (charts.py), unit codes
(codes.py) and what they decode to (decode.py), close combat (melee.py), the checks of every
number on the quick reference (checks.py) and across the sheets (forces.py). No drawing, layout or
PDF code is imported here (tests/test_rules_purity.py)."""
