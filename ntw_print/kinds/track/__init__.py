"""Tracks: turn and score tracks of counter-sized boxes, flip-over turn trackers, labelled areas."""

from .. import Kind, deferred, register
from .schema import TrackSheet

register(Kind("track", TrackSheet, deferred("ntw_print.kinds.track.render:pages"),
              deferred("ntw_print.kinds.track.verify:check"),
              problems=deferred("ntw_print.kinds.track.layout:problems")))
