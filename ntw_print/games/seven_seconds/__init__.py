"""7 Seconds (`data/seven-seconds`): a game of sheets with a few lines of its own.

Its sheets are generic kinds fed by data. The Python here is its rules: a faction's stats decoded
from the three lines of its card and held to the rules for making a faction, the trooper types'
bonuses worked out from them (never above 5), a troop card's squad lines decoded, and checks
across the sheets (a troop card asks for no more figures than the set holds; a chance-encounter
mission names no objective; each player's blips are numbered as the holding area's squares).
"""

from ..sheets import sheets_plugin
from ..sheets.loader import SheetRules
from .checks import checks
from .rows import complete_row

PLUGIN = sheets_plugin("seven-seconds", SheetRules(complete_row=complete_row, checks=checks))
