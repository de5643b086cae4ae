"""The AI on the Heximinondas hexagon: its evaluation, the rules the search plays by
(win zones, the piece count of a blocked side, the repetition that loses for its maker)
and the tactics of entering a win zone and stopping an entry."""

from __future__ import annotations

import random

import pytest

from benchmarks.hex_tactics import classify, rules_for
from epaminondas_gui.core.ai import MATE_SCORE, Limits, search
from epaminondas_gui.core.ai.evaluate import entry_squares
from epaminondas_gui.core.ai.evaluate_hex import (
    DEFAULT_HEX_WEIGHTS,
    HexWeights,
    evaluate_hex,
    hex_tables,
    hex_tables_for,
    zone_distances,
)
from epaminondas_gui.core.rules.ending import verdict
from epaminondas_gui.core.rules.geometry import Geometry, geometry, hexagon
from epaminondas_gui.core.rules.movegen import legal_moves, raw_moves
from epaminondas_gui.core.rules.notation import move_to_text, parse_move
from epaminondas_gui.core.rules.position import Color, Position, Rules, Variant, Zone

CORNER = rules_for(Zone.CORNER)
ROW = rules_for(Zone.ROW)


def _cells(geo: Geometry, names: str) -> int:
    out = 0
    for name in names.split():
        out |= 1 << geo.parse_square(name)
    return out


def _position(white: str, black: str, turn: Color) -> Position:
    geo = hexagon()
    return Position(geo, _cells(geo, white), _cells(geo, black), turn)


def _random_positions(count: int, seed: int, rules: Rules) -> list[Position]:
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        pos = Position.variant_start(Variant.HEXIMINONDAS)
        for _ in range(rng.randrange(2, 60)):
            moves = legal_moves(pos, rules)
            if not moves or verdict(pos, rules) is not None:
                break
            pos = pos.play(rng.choice(moves))
        out.append(pos)
    return out


# -- the evaluation ---------------------------------------------------------------------


def test_only_the_hexagon_gets_its_evaluation() -> None:
    assert hex_tables_for(geometry(14, 12), Zone.CORNER) is None
    assert hex_tables_for(hexagon(), Zone.ROW) is hex_tables(hexagon(), Zone.ROW)


@pytest.mark.parametrize(("zone", "cell", "white", "black"), [
    (Zone.CORNER, "k11", 0, 10), (Zone.CORNER, "a1", 10, 0), (Zone.CORNER, "f6", 5, 5),
    (Zone.CORNER, "k6", 4, 9), (Zone.CORNER, "a6", 9, 4),
    (Zone.ROW, "f6", 5, 5), (Zone.ROW, "a6", 5, 0), (Zone.ROW, "k6", 0, 5),
    (Zone.ROW, "a1", 10, 0), (Zone.ROW, "e5", 6, 4),
])
def test_steps_to_the_win_zone(zone: Zone, cell: str, white: int, black: int) -> None:
    geo = hexagon()
    square = geo.parse_square(cell)
    assert zone_distances(geo, geo.win_zone(True, zone))[square] == white
    assert zone_distances(geo, geo.win_zone(False, zone))[square] == black


def test_guards_stand_on_and_next_to_the_opponents_zone() -> None:
    geo = hexagon()
    tables = hex_tables(geo, Zone.CORNER)
    assert tables.guard[0] == _cells(geo, "a1 b1 a2 c1 b2 a3 c2 b3")
    assert tables.guard[1] == geo.turned(tables.guard[0])
    assert tables.lines.line_steps == (1, geo.stride, geo.stride + 1)


@pytest.mark.parametrize("rules", [CORNER, ROW], ids=["corner", "row"])
def test_evaluation_is_colour_symmetric(rules: Rules) -> None:
    geo = hexagon()
    tables = hex_tables(geo, rules.zone)
    for pos in _random_positions(30, 4, rules):
        own, enemy = pos.pieces(pos.turn), pos.pieces(pos.turn.other)
        side = pos.turn.index
        assert (evaluate_hex(own, enemy, side, tables)
                == evaluate_hex(geo.turned(own), geo.turned(enemy), 1 - side, tables)), pos.efn()


def _reference(pos: Position, zone: Zone, w: HexWeights) -> int:
    """The evaluation cell by cell from its definition (hanging pieces left out)."""
    geo = hexagon()
    mover = pos.turn
    total = 0
    fronts: dict[Color, int] = {}
    for color in (Color.WHITE, Color.BLACK):
        sign = 1 if color is mover else -1
        mine = pos.pieces(color)
        dist = zone_distances(geo, geo.win_zone(color is Color.WHITE, zone))
        far = max(dist.values())
        squares = geo.iter_squares(mine)
        total += sign * w.material * len(squares)
        total += sign * w.advance * sum(far - dist[sq] for sq in squares)
        for ring, weight in ((1, w.front1), (2, w.front2), (3, w.front3)):
            total += sign * weight * sum(1 for sq in squares if dist[sq] == ring)
        fronts[color] = min((dist[sq] for sq in squares), default=far + 1)
        enemy_zone = geo.win_zone(color is not Color.WHITE, zone)
        guards = sum(1 for sq in squares if (1 << sq) & enemy_zone or any(
            (to := geo.step(sq, d)) is not None and (1 << to) & enemy_zone
            for d in geo.directions))
        total += sign * w.guard * min(guards, w.guard_cap)
        pairs = lone = 0
        for sq in squares:
            friends = [d for d in geo.directions
                       if (to := geo.step(sq, d)) is not None and (1 << to) & mine]
            pairs += len(friends)
            lone += not friends
        total += sign * (w.pair * (pairs // 2) - w.lone * lone)
    if pos.white and pos.black:
        lead = fronts[mover.other] - fronts[mover] + 1
        total += w.race * max(-4, min(4, lead))
    return total


@pytest.mark.parametrize("rules", [CORNER, ROW], ids=["corner", "row"])
def test_evaluation_equals_the_cell_by_cell_reference(rules: Rules) -> None:
    geo = hexagon()
    weights = HexWeights(material=97, advance=3, front1=41, front2=17, front3=11, race=5,
                         guard=43, guard_cap=2, pair=19, lone=29, hang_mover=0, hang_other=0)
    tables = hex_tables(geo, rules.zone)
    for pos in _random_positions(30, 5, rules):
        own, enemy = pos.pieces(pos.turn), pos.pieces(pos.turn.other)
        assert (evaluate_hex(own, enemy, pos.turn.index, tables, weights)
                == _reference(pos, rules.zone, weights)), pos.efn()


def test_hanging_pieces_are_short_group_captures() -> None:
    from epaminondas_gui.core.ai.evaluate import line_terms

    geo = hexagon()
    tables = hex_tables(geo, Zone.CORNER)
    for pos in _random_positions(30, 6, CORNER):
        own, enemy = pos.pieces(pos.turn), pos.pieces(pos.turn.other)
        mask = line_terms(own, enemy, tables.lines, False).own_threats
        landing_any = landing_short = 0
        for d, k, m, head, _change, _cap, captured in raw_moves(geo, own, enemy, 1, False):
            if captured:
                to = 1 << (head + m * geo.deltas[d])
                landing_any |= to
                if k == 2 or (k == 3 and m == 1):
                    landing_short |= to
        assert mask & ~landing_any == 0, pos.efn()
        assert landing_short & ~mask == 0, pos.efn()


def test_default_weights_score_material_first() -> None:
    assert DEFAULT_HEX_WEIGHTS.material == 100


# -- the rules in the search -------------------------------------------------------------


def test_search_wins_by_blocking_a_side_with_fewer_pieces() -> None:
    # Black's f1 can only step to g2: h3-g2 leaves Black without a move, 4 pieces to 1.
    pos = _position("f2 e1 h3 f6", "f1", Color.WHITE)
    result = search(pos, Limits(depth=3), rules=CORNER)
    assert text(pos, result.best_move) == "h3-g2"
    assert result.score.value == MATE_SCORE - 1
    blocked = pos.play(result.best_move)  # type: ignore[arg-type]
    assert search(blocked, Limits(depth=2), rules=CORNER).score.value == -MATE_SCORE


def text(pos: Position, move: object) -> str:
    assert move is not None
    return move_to_text(pos.geometry, move)  # type: ignore[arg-type]


def test_search_does_not_make_a_third_occurrence() -> None:
    # White could step f6-f7; after it the position has occurred twice already, so the
    # move loses at once. Without that history it is as good as any.
    pos = _position("f6 b3 c3", "h9 i9", Color.WHITE)
    bad = parse_move(pos, "f6-f7", CORNER)
    repeated = pos.play(bad).key
    history = [repeated, pos.key, repeated, pos.key]
    result = search(pos, Limits(depth=3), rules=CORNER, history=history, multipv=40)
    assert text(pos, result.best_move) != "f6-f7"
    scores = {text(pos, line.pv[0]): line.score.value for line in result.lines}
    assert scores["f6-f7"] == -(MATE_SCORE - 1)
    assert verdict(pos.play(bad), CORNER, history) is not None


def test_search_steers_the_opponent_into_a_third_occurrence() -> None:
    # Black's only piece f1 has one move, f1-g2 (White holds f2 and e1). After White's
    # a6-b7 and that forced reply the position has occurred twice: Black's move loses.
    pos = _position("f2 e1 a6 c3", "f1", Color.WHITE)
    step = parse_move(pos, "a6-b7", CORNER)
    reply = pos.play(step)
    forced = legal_moves(reply, CORNER)
    assert [text(reply, m) for m in forced] == ["f1-g2"]
    trap = reply.play(forced[0]).key
    result = search(pos, Limits(depth=3), rules=CORNER, history=[trap, pos.key, trap])
    assert text(pos, result.best_move) == "a6-b7"
    assert result.score.value == MATE_SCORE - 2


def test_a_second_occurrence_is_only_a_draw() -> None:
    # Once in the history: the move may be made (it is the second occurrence).
    pos = _position("f6 b3 c3", "h9 i9", Color.WHITE)
    bad = parse_move(pos, "f6-f7", CORNER)
    result = search(pos, Limits(depth=2), rules=CORNER, history=[pos.play(bad).key],
                    multipv=40)
    scores = {text(pos, line.pv[0]): line.score.value for line in result.lines}
    assert scores["f6-f7"] == 0


@pytest.mark.parametrize("zone", [Zone.CORNER, Zone.ROW])
def test_entry_squares_cover_every_entry_into_a_win_zone(zone: Zone) -> None:
    """Quiescence stands pat without generating moves where entry_squares (with the
    hexagon's tables) finds no entry: it must cover every cell a legal move brings a piece
    into the win zone on. Random placements, crowded near the zones."""
    geo = hexagon()
    tables = hex_tables(geo, zone).lines
    rng = random.Random(40)
    cells = list(geo.iter_squares(geo.board))
    near = [sq for sq in cells if any(
        zone_distances(geo, geo.win_zone(white, zone))[sq] <= 3 for white in (True, False))]
    with_entry = without = 0
    for _ in range(600):
        chosen = rng.sample(near, rng.randrange(4, min(24, len(near))))
        chosen += rng.sample(cells, 4)
        white = black = 0
        for sq in chosen:
            if rng.random() < 0.5:
                white |= 1 << sq
            else:
                black |= 1 << sq
        black &= ~white
        for side in (0, 1):
            own, enemy = (white, black) if side == 0 else (black, white)
            far = geo.win_zone(side == 0, zone)
            found = entry_squares(own, enemy, side, tables)
            entered = 0
            for mv in raw_moves(geo, own, enemy, 1 if side == 0 else -1, True):
                entered |= (own ^ mv[4]) & far & ~own
            assert entered & ~found == 0
            if entered:
                with_entry += 1
            elif not found:
                without += 1
    assert with_entry > 100 and without > 100


def test_win_zone_entries_follow_the_zone_option() -> None:
    # White's h8-h9 pair can reach h11 on the far row, not the corner: that wins the row
    # game at once (Black's e6-f6 can neither capture there nor enter); the corner, three
    # steps away, takes two moves.
    pos = _position("h8 h9", "e6 f6", Color.WHITE)
    row = search(pos, Limits(depth=3), rules=ROW)
    assert text(pos, row.best_move) == "h8.h9-h11"
    assert row.score.value == MATE_SCORE - 2
    corner = search(pos, Limits(depth=3), rules=CORNER)
    assert corner.score.value == MATE_SCORE - 4


# -- tactics: entries and defences (benchmarks/hex_tactics.py measures ~100 at a time) ----

# Found by benchmarks.hex_tactics (seed 1, the first four of each kind a zone) with every
# solution: the moves that win at once (entry), or the only moves after which the
# opponent has no such win (defence).
PUZZLES = [
    ("corner", "entry", "BB3B/3BB2/B3WW2/2B1BB3/1W1W6/W9B/5W4/1WW1W1B2/B1W2B2/3W3/1W2W1 B",
     "a3-a2"),
    ("corner", "entry", "1B4/3B3/W3B2B/3W5/10/11/3W5B/4B4/3BB3/3BB2/6 B",
     "e4.d3-b1"),
    ("corner", "entry", "3B2/1B2W2/B2BW2B/7W1/10/W1B4WB2/4B5/1W7/8/5B1/4B1 W",
     "h9.i10-j11 i10-j11"),
    ("corner", "entry",
     "1B2BB/1BB1BB1/2B4B/2B4B1/3B4BB/2B5BB1/W1W4W2/1WW1B1WW1/3B2W1/1WBWW2/WWW3 B",
     "d3.c2-b1:1 e4.c2-b1:1"),
    ("corner", "defence", "2B2B/7/2B5/1WWW1BB2/4B5/1W2BB3B1/2WB3B2/5BB2/8/7/3BW1 W",
     "c5-c4"),
    ("corner", "defence", "6/1WBW3/5B2/5B3/2W1W5/8B2/2W7/9/3B4/2BB3/3B2 W",
     "h10-i10 h10-i11"),
    ("corner", "defence", "6/5BB/6W1/2WW2WW1/4W2BB1/W7B2/10/3W2WW1/8/2WW3/W3W1 B",
     "i6.i7-i8:1 k10.j10-i10"),
    ("corner", "defence", "3BW1/4W2/1B1BW3/2W2B3/3B5B/11/1W8/4B4/3B1B2/7/4W1 B",
     "e4.d3-b1"),
    ("row", "entry", "3BB1/1BBB2B/4B3/3B3BB/BB6BB/1W1W5BB/W9/2W6/WW6/1WWW1WW/W2WWW B",
     "b7-a6"),
    ("row", "entry", "1B4/1B5/1BB5/2B1B1B1B/1BB3B2B/WW4WB1B1/2W2W1B1B/6WWW/W5W1/1W5/2W1W1 B",
     "f9.d7-a4"),
    ("row", "entry", "BB1BBB/1BBBB2/2B4B/7B1/WWW5BB/WWW6BB/3W5B/1WW6/W1WW4/2BW2W/W1W1WW B",
     "c2-b1"),
    ("row", "entry", "B1B2B/1B5/7B/2WBW2B1/W1WBW4B/1W1B6B/WW6BB/5WB1W/W1W2W1W/3WB2/2WWWW B",
     "f8.d6-a3:1"),
    ("row", "defence",
     "B1B2B/BBB1B1B/5B1B/7B1/W7BB/WW6BBB/WWB6B/WB2W4/B2W1W2/WW1WW1W/W1WWWW W",
     "a1.a2-a3:1 a5.a4-a3:1 a6.a4-a3:1"),
    ("row", "defence",
     "B4B/1B1B1B1/5BBB/2W3BBB/B1W6B/BWW4BBB1/W5W2B/1W3W3/WW6/W1W2WW/WW2WW W",
     "c6.b6-a6:1 c6.e8-h11"),
    ("row", "defence",
     "2BBB1/2BBBB1/1B4BB/1B3WB2/B4W2BB/BW7BB/WW7B/WW4W2/5W2/W1WW1W1/WWWWW1 W",
     "a4.a5-a6:1"),
    ("row", "defence",
     "BB1BB1/BBB1BB1/4BWB1/6B1B/6B1BB/WW8W/WW7W/WW3WW2/W3WW2/2W2W1/1W2W1 B",
     "k8.k7-k6:1"),
]
IDS = [f"{zone}-{kind}-{i}" for i, (zone, kind, _efn, _sol) in enumerate(PUZZLES)]


@pytest.mark.parametrize(("zone", "kind", "efn", "solutions"), PUZZLES, ids=IDS)
def test_puzzle_solutions_are_exact(zone: str, kind: str, efn: str, solutions: str) -> None:
    pos = Position.from_efn(efn)
    found = classify(pos, rules_for(Zone.parse(zone)))
    assert found is not None and found.kind == kind
    assert sorted(text(pos, m) for m in found.solutions) == solutions.split()


@pytest.mark.parametrize(("zone", "kind", "efn", "solutions"), PUZZLES, ids=IDS)
@pytest.mark.parametrize("multipv", [1, 3], ids=["level8", "hint"])
def test_level_8_and_the_hint_solve_the_puzzle(zone: str, kind: str, efn: str,
                                                 solutions: str, multipv: int) -> None:
    pos = Position.from_efn(efn)
    result = search(pos, Limits(depth=3), rules=rules_for(Zone.parse(zone)), multipv=multipv,
                    seed=1)
    assert text(pos, result.best_move) in solutions.split()


def test_the_search_takes_the_hexagon_s_weights_it_is_given() -> None:
    start = Position.variant_start(Variant.HEXIMINONDAS)
    material_only = HexWeights(**{f: 0 for f in ("advance", "front1", "front2", "front3",
                                                 "race", "guard", "pair", "lone",
                                                 "hang_mover", "hang_other")})
    level = search(start, Limits(depth=2), rules=CORNER)
    assert level.score.value != 0
    assert search(start, Limits(depth=2), rules=CORNER,
                  hex_weights=DEFAULT_HEX_WEIGHTS).score.value == level.score.value
    # Material alone: no capture is possible within two plies of the start.
    assert search(start, Limits(depth=2), rules=CORNER,
                  hex_weights=material_only).score.value == 0
