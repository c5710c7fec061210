"""Nouvelle Guerre (data/nouvelle-guerre): a game of sheets of printable kinds with a few lines of
its own: unit codes decoded on every label and card, every chart's numbers checked, and the
sheets of each battle held to its order of battle (rules/); the decoded words read back from the
built files (verify.py); plugin.py ties them to the engine."""
