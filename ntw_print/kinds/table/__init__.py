"""Tables: CRTs, charts and setup lists, rows x columns of typed cells under ruled headers."""

from .. import Kind, deferred, register
from .schema import TableSheet

register(Kind("table", TableSheet, deferred("ntw_print.kinds.table.render:pages"),
              deferred("ntw_print.kinds.table.verify:check"),
              problems=deferred("ntw_print.kinds.table.layout:problems")))
