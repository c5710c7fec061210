"""New Techno War: its own file kinds and models (model/), rules and checks (rules/), layouts,
renderers and checkers of its sheets (layout/, render/, verify/): tiles, markers, pieces, the
hit-score wheel, scenario sheets, boards and reference cards. `plugin.py` ties them to the engine;
`game.yaml` names it with `plugin: ntw`. This package imports nothing itself, so that a sheet's
code is only the modules it draws with (cache.py)."""
