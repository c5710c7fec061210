"""Groups of neighbouring hexes (grids/clusters.py): the pieces a cluster of hexes makes, the regions of
one owner on a map."""

from ntw_print.grids.clusters import cells_problem, connected_groups, offset_of


def test_neighbouring_hexes_of_one_owner_make_a_region_each():
    west = [offset_of(s) for s in ([], ["n"], ["n", "n"])]
    east = [offset_of(s) for s in (["se", "se", "se"], ["se", "se", "se", "s"])]
    apart = offset_of(["se", "se", "se", "se", "se"])  # a lone hex beyond the east region
    owner = {**{h: "west" for h in west}, **{h: "east" for h in east}, apart: "east"}
    cells = [*east, apart, *west]
    assert connected_groups(cells, lambda a, b: owner[a] == owner[b]) == [east, [apart], west]
    touching = [offset_of([]), offset_of(["ne"])]
    owner |= {touching[1]: "east"}
    assert connected_groups(touching, lambda a, b: owner[a] == owner[b]) == [[touching[0]], [touching[1]]]
    assert connected_groups(touching) == [touching]  # any two neighbours join when no rule splits them


def test_a_piece_of_hexes_is_one_connected_group():
    assert cells_problem([[], ["n"], ["n", "ne"]]) is None
    assert cells_problem([[], ["n", "n"]]) == "the cells must touch one another (one connected piece)"
