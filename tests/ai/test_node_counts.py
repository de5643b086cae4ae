"""The search visits exactly the same nodes at a fixed depth, in every variant.

Work on the search's speed (the compiled copy's types, say) must not change what it
searches: a change of any node count here is a change of the search, to be measured as
one. The counts were taken from the search before the work for the compiled speed
(docs/ai.md, "Compiled with mypyc"); the compiled test pass checks the compiled copy
against the same table.
"""

from __future__ import annotations

import pytest

from epaminondas_gui.core.ai import Limits, search
from epaminondas_gui.core.rules.notation import move_to_text
from epaminondas_gui.core.rules.position import Position, Rules, Variant, Zone

RULES = {
    "epaminondas": Rules(),
    "abanondas": Rules(variant=Variant.ABANONDAS),
    "hex-corner": Rules(variant=Variant.HEXIMINONDAS, zone=Zone.CORNER),
    "hex-row": Rules(variant=Variant.HEXIMINONDAS, zone=Zone.ROW),
}

# (rules, position, depth, nodes, best move, score): the starts and positions of seeded
# random play.
CASES = [
    ("epaminondas", "BBBBBBBBBBBBBB/BBBBBBBBBBBBBB/14/14/14/14/14/14/14/14/WWWWWWWWWWWWWW/"
     "WWWWWWWWWWWWWW W", 4, 7460, "a1.b2-c3", 17),
    ("epaminondas", "BB1B1BBBBB2BB/BBBBBB1BBB2BB/2B3B3B3/7B1BB3/10B3/14/7W6/6WW6/4WW2W1W3/"
     "7WW4W/WWW2WW2W1WWW/WW1W1WW1WW2WW B", 4, 25823, "h9.f11-e12", 110),
    ("epaminondas", "BBB1BB1BBBB1BB/1BB1B2BBB1BBB/B4BB2B4/6BBB5/7B6/14/14/14/4W9/W1WWW7W1/"
     "W1WW1WWWWWWWW1/1WWW2WWWWWWWW W", 4, 12711, "a3-b2", 128),
    ("epaminondas", "BB3BBB/BBB1BBBB/2B1B3/1B3B2/5W2/4WW1W/WW1WW1W1/WWWWW1WW B", 4, 23561,
     "f7.e6-c4", 40),
    ("abanondas", "BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW W", 3, 4894, "a1.b2-c3", -1),
    ("abanondas", "B1BB1BBB/1B2B2B/B2BBB2/1B4BB/1W5W/4W1W1/WWW3WW/WWWWW1WW W", 3, 5353,
     "h4.g3-f2", 32),
    ("hex-corner", "BBBBBB/1BBBBBB/6BB/7BB/8BB/WW7BB/WW8/WW7/WW6/WWWWWW1/WWWWWW W", 3, 2407,
     "f1.f2-f4", 13),
    ("hex-corner", "BBBBBB/1B1BB1B/3B3B/W5B2/7B1B/1WW5BBB/WW5B2/W8/1WWW1B2/WWW1WW1/WWWWWW W",
     3, 3516, "b3.d3-f3:1", 163),
    ("hex-row", "BBBBBB/1BBBBBB/6BB/7BB/8BB/WW7BB/WW8/WW7/WW6/WWWWWW1/WWWWWW W", 3, 2911,
     "b1.b6-b7", 32),
]


@pytest.mark.parametrize(("variant", "efn", "depth", "nodes", "best", "score"), CASES)
def test_same_nodes_at_fixed_depth(variant: str, efn: str, depth: int, nodes: int,
                                   best: str, score: int) -> None:
    pos = Position.from_efn(efn)
    result = search(pos, Limits(depth=depth), rules=RULES[variant])
    assert result.best_move is not None
    assert (result.nodes, move_to_text(pos.geometry, result.best_move),
            result.score.value) == (nodes, best, score)
