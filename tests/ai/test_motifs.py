"""What a move does (core/ai/motifs.py): every motif's definition on constructed
positions of both board shapes, the cases each definition excludes, and agreement with a
reference written straight from the definitions on positions of random games."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from epaminondas_gui.core.ai import run_search
from epaminondas_gui.core.ai.motifs import (
    Motif,
    MotifName,
    explain_move,
    forced_motif,
    hint_motifs,
    motifs_from_words,
    rule_motifs,
    score_after,
)
from epaminondas_gui.core.ai.types import MATE_SCORE, Limits, Score, SearchRequest, SearchResult
from epaminondas_gui.core.rules.ending import Key, verdict
from epaminondas_gui.core.rules.geometry import Geometry, geometry, hexagon
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.notation import parse_move
from epaminondas_gui.core.rules.position import (
    Color,
    Move,
    Position,
    Rules,
    SymmetryRule,
    Variant,
    Zone,
)

EPAMINONDAS = Rules()
NO_SYMMETRY = Rules(symmetry=SymmetryRule.OFF)
ABANONDAS = Rules(variant=Variant.ABANONDAS)
HEX = Rules(variant=Variant.HEXIMINONDAS)
HEX_ROW = Rules(variant=Variant.HEXIMINONDAS, zone=Zone.ROW)


def board(geo: Geometry, white: str, black: str, turn: str = "W") -> Position:
    """A position from the squares of each side (``"c1 c2"``)."""
    def mask(names: str) -> int:
        bits = 0
        for name in names.split():
            bits |= 1 << geo.parse_square(name)
        return bits
    return Position(geo, mask(white), mask(black), Color.WHITE if turn == "W" else Color.BLACK)


RECT = geometry(14, 12)
HEXA = hexagon()


def words(position: Position, move: str, rules: Rules) -> list[tuple[str, ...]]:
    return [motif.words for motif in rule_motifs(position, parse_move(position, move, rules),
                                                 rules)]


# (name, board, white, black, turn, rules, move, the rule motifs exactly)
CASES = [
    # capture N: three take two.
    ("capture", RECT, "c1 c2 c3 n1", "c5 c6 a12", "W", EPAMINONDAS, "c1.c3-c5:2",
     [("capture", "2")]),
    ("capture on the hexagon", HEXA, "c2 c3 d4 e5", "f6 g6 g7 h6",
     "W", HEX, "c3.e5-f6:2", [("capture", "2"), ("allows-capture", "1")]),
    # entry: onto the far row; a step beside it is none.
    ("entry", RECT, "b11 n1", "g7", "W", EPAMINONDAS, "b11-b12", [("entry",)]),
    ("no entry beside the row", RECT, "b11 n1", "g7", "W", EPAMINONDAS, "b11-a11", []),
    ("entry into the corner", HEXA, "i10 a3", "f1", "W", HEX, "i10-j11", [("entry",)]),
    # With row zones the same step lands on Black's first row, in White's zone too.
    ("entry into the row zone", HEXA, "i10 c4", "f1", "W", HEX_ROW, "i10-i11", [("entry",)]),
    ("no entry: the corner zone", HEXA, "i10 c4", "f1", "W", HEX, "i10-i11", []),
    # A sideslip puts two pieces onto the far row at once (Abanondas only).
    ("entry by a sideslip", RECT, "b11 c11 n1", "h6", "W", ABANONDAS, "b11.c11-b12.c12",
     [("entry",)]),
    # allows-capture: the black three took one before, two after.
    ("allows-capture", RECT, "d4 e2 n1", "d6 d7 d8", "W", EPAMINONDAS, "e2-d3",
     [("allows-capture", "2")]),
    ("allows-capture on the hexagon", HEXA, "f5 g4 a1", "f7 f8 f9", "W", HEX, "g4-f4",
     [("allows-capture", "2")]),
    # ...not named when his largest capture stays as it was (one before, one after).
    ("the largest capture does not grow", RECT, "d5 n1", "d7 d8 a12", "W", EPAMINONDAS,
     "d5-d6", []),
    ("the largest capture does not grow on the hexagon", HEXA, "f5 g3 a1", "f7 f8 f9",
     "W", HEX, "g3-g2", []),
    # threatens-capture: the pair c1, c2 could take c4 next move.
    ("threatens-capture", RECT, "c2 d1", "c4 a12", "W", EPAMINONDAS, "d1-c1",
     [("threatens-capture", "1")]),
    ("threatens-capture on the hexagon", HEXA, "c3 e4", "f6 k11", "W", HEX, "e4-d4",
     [("threatens-capture", "1")]),
    # ...not named when the mover's largest capture stays one.
    ("the threat does not grow", RECT, "c1 c2 n1", "c4 a12", "W", EPAMINONDAS, "n1-n2", []),
    # threatens-entry: one step from the far row now, none before.
    ("threatens-entry", RECT, "b10 n1", "g7", "W", EPAMINONDAS, "b10-b11",
     [("threatens-entry",)]),
    ("threatens-entry on the hexagon", HEXA, "h9 a3", "f1", "W", HEX, "h9-i10",
     [("threatens-entry",)]),
    ("threatens-entry by a sideslip", RECT, "b10 c10 n1", "h6", "W", ABANONDAS,
     "b10.c10-b11.c11", [("threatens-entry",)]),
    # ...not named when he could enter before as well.
    ("could enter before", RECT, "b11 n1", "g7", "W", EPAMINONDAS, "n1-n2", []),
    # stops-entry: the intruder-to-be on b2 taken.
    ("stops-entry by a capture", RECT, "b4 b5 n1", "b2 m12", "W", EPAMINONDAS, "b5.b4-b2:1",
     [("capture", "1"), ("stops-entry",)]),
    # Black's k11 steps into j11, the one corner cell White's i10 could reach.
    ("stops-entry on the hexagon", HEXA, "i10 a3", "k11 f1", "B", HEX, "k11-j11",
     [("stops-entry",)]),
    ("no stop: he still enters", RECT, "b4 b5 n1", "b2 m12", "W", EPAMINONDAS, "n1-n2", []),
    ("no stop on the hexagon", HEXA, "i10 a3", "k11 f1", "B", HEX, "f1-e1", []),
    # stops-capture: Black's pair d6, d7 could take White's d4; stepped aside, it cannot.
    ("stops-capture by stepping aside", RECT, "d4 n1", "d6 d7 a12", "W", EPAMINONDAS,
     "d4-c4", [("stops-capture", "1")]),
    # ...or joined by d3: two are not taken by two.
    ("stops-capture by covering", RECT, "d4 e3 n1", "d6 d7 a12", "W", EPAMINONDAS, "e3-d3",
     [("stops-capture", "1")]),
    # ...or the pair broken first: the row f6-h6 takes d6, and d7 alone takes nothing.
    ("stops-capture by a capture", RECT, "d4 f6 g6 h6 n1", "d6 d7 a12", "W", EPAMINONDAS,
     "h6.f6-d6:1", [("capture", "1"), ("stops-capture", "1")]),
    ("stops-capture on the hexagon", HEXA, "f5 a1", "f7 f8 k11", "W", HEX, "f5-e5",
     [("stops-capture", "1")]),
    # ...not named when his largest capture stays as it was.
    ("no stop: the capture stays", RECT, "d4 n1", "d6 d7 a12", "W", EPAMINONDAS, "n1-n2", []),
]


@pytest.mark.parametrize(("geo", "white", "black", "turn", "rules", "move", "expected"),
                         [case[1:] for case in CASES], ids=[case[0] for case in CASES])
def test_each_motif_as_defined(geo: Geometry, white: str, black: str, turn: str,
                               rules: Rules, move: str, expected: list[tuple[str, ...]]) -> None:
    assert words(board(geo, white, black, turn), move, rules) == expected


def test_the_anti_symmetry_rule_decides_whether_an_entry_is_stopped() -> None:
    # After a2-a1, White's only entry a11-a12 would leave the board its own mirror image
    # with the colours swapped (b12 blocks a11-b12): refused. Without the rule it stands.
    pos = board(RECT, "a11 b1 d5", "a2 b12 d8", "B")
    assert words(pos, "a2-a1", EPAMINONDAS) == [("entry",), ("stops-entry",)]
    assert words(pos, "a2-a1", NO_SYMMETRY) == [("entry",)]


def test_the_shown_moves() -> None:
    pos = board(RECT, "d4 e2 n1", "d6 d7 d8")
    [allowed] = rule_motifs(pos, parse_move(pos, "e2-d3"), EPAMINONDAS)
    after = pos.play(parse_move(pos, "e2-d3"))
    assert allowed.shown == parse_move(after, "d8.d6-d4:2")
    pos = board(HEXA, "i10 a3", "k11 f1", "B")
    [stopped] = rule_motifs(pos, parse_move(pos, "k11-j11", HEX), HEX)
    assert stopped.shown == parse_move(pos.with_turn(Color.WHITE), "i10-j11", HEX)
    pos = board(RECT, "b10 n1", "g7")
    [threat] = rule_motifs(pos, parse_move(pos, "b10-b11"), EPAMINONDAS)
    assert threat.shown is not None and threat.shown.head == RECT.parse_square("b11")
    pos = board(RECT, "d4 n1", "d6 d7 a12")
    [defence] = rule_motifs(pos, parse_move(pos, "d4-c4"), EPAMINONDAS)
    assert defence.shown == parse_move(pos.with_turn(Color.BLACK), "d7.d6-d4:1")


# -- win and loss ---------------------------------------------------------------------


def explained(position: Position, move: str, rules: Rules,
              movetime_ms: int = 2000) -> list[tuple[str, ...]]:
    motifs = explain_move(position, (), parse_move(position, move, rules), rules, movetime_ms)
    return [motif.words for motif in motifs]


@pytest.mark.parametrize(("geo", "white", "black", "turn", "rules", "move", "expected"), [
    # White enters; Black can neither take b12 nor enter: White has won next turn.
    (RECT, "b11 n1", "g7", "W", EPAMINONDAS, "b11-b12", [("entry",), ("win", "1")]),
    (HEXA, "i10 a3", "f6", "W", HEX, "i10-j11", [("entry",), ("win", "1")]),
    # The intruder on a1 stays: Black has won when his turn begins.
    (RECT, "j5 n1", "a1 g7", "W", EPAMINONDAS, "j5-j6", [("loss", "0")]),
    (HEXA, "5W/7/7B/8B/3B6/11/5W4/1W7/1B6/7/6", "", "B", HEX, "b3-c3", [("loss", "0")]),
    # Black's b2 enters next move and White can answer neither way.
    (RECT, "j5 n1", "b2 g7", "W", EPAMINONDAS, "j5-j6", [("loss", "1")]),
    # The symmetry rule keeps White out: Black's entry wins.
    (RECT, "a11 b1 d5", "a2 b12 d8", "B", EPAMINONDAS, "a2-a1",
     [("entry",), ("win", "1"), ("stops-entry",)]),
])
def test_win_and_loss(geo: Geometry, white: str, black: str, turn: str, rules: Rules,
                      move: str, expected: list[tuple[str, ...]]) -> None:
    efn = "/" in white  # a whole position
    pos = Position.from_efn(f"{white} {turn}") if efn else board(geo, white, black, turn)
    assert explained(pos, move, rules) == expected


def test_the_doc_example_answers_on_the_hexagon() -> None:
    # docs/rules.md: Black's two answers to White's intruder on k11, and a move that loses.
    pos = Position.from_efn("5W/7/7B/8B/3B6/11/5W4/1W7/1B6/7/6 B")
    capture = explained(pos, "k8.k9-k11:1", HEX, 200)
    assert capture[0] == ("capture", "1") and ("loss", "0") not in capture
    entry = explained(pos, "b3-a2", HEX, 200)
    assert entry[0] == ("entry",) and ("loss", "0") not in entry


def test_a_third_repetition_loses_at_once_on_the_hexagon() -> None:
    start = board(HEXA, "c3 a1", "i9 k11")
    texts = ["c3-c4", "i9-i8", "c4-c3", "i8-i9"] * 2
    moves: list[Move] = []
    pos = start
    for text in texts[:-1]:
        moves.append(parse_move(pos, text, HEX))
        pos = pos.play(moves[-1])
    # Black's i8-i9 makes the start occur for the third time: he has lost.
    motifs = explain_move(start, moves, parse_move(pos, "i8-i9", HEX), HEX, 200)
    assert Motif(MotifName.LOSS, 0) in motifs


@pytest.mark.parametrize(("score", "expected"), [
    (Score(MATE_SCORE - 1), Motif(MotifName.WIN, 1)),
    (Score(MATE_SCORE - 5), Motif(MotifName.WIN, 3)),
    (Score(-(MATE_SCORE - 1)), Motif(MotifName.LOSS, 0)),
    (Score(-(MATE_SCORE - 4)), Motif(MotifName.LOSS, 2)),
    (Score(35), None),
])
def test_a_moves_score_as_win_or_loss(score: Score, expected: Motif | None) -> None:
    # The score of the move (the mover's view before it) made the opponent's after it.
    assert forced_motif(score_after(score)) == expected


# -- a reference from the definitions -------------------------------------------------


def on_target(position: Position, rules: Rules, color: Color) -> int:
    zone = position.geometry.win_zone(color is Color.WHITE, rules.zone)
    return sum(1 for square in position.geometry.iter_squares(zone)
               if position.piece_at(square) is color)


def largest_capture(position: Position, rules: Rules) -> int:
    victim = position.turn.other
    return max((position.pieces(victim).bit_count()
                - position.play(move).pieces(victim).bit_count()
                for move in legal_moves(position, rules)), default=0)


def can_enter(position: Position, rules: Rules) -> bool:
    color = position.turn
    now = on_target(position, rules, color)
    return any(on_target(position.play(move), rules, color) > now
               for move in legal_moves(position, rules))


def reference(before: Position, move: Move, rules: Rules) -> list[tuple[str, ...]]:
    mover, other = before.turn, before.turn.other
    after = before.play(move)
    again = after.with_turn(mover)
    out: list[tuple[str, ...]] = []
    taken = before.pieces(other).bit_count() - after.pieces(other).bit_count()
    if taken:
        out.append(("capture", str(taken)))
    if on_target(after, rules, mover) > on_target(before, rules, mover):
        out.append(("entry",))
    allowed = largest_capture(after, rules)
    if allowed > largest_capture(before.with_turn(other), rules):
        out.append(("allows-capture", str(allowed)))
    threat = largest_capture(again, rules)
    if threat > largest_capture(before, rules):
        out.append(("threatens-capture", str(threat)))
    if can_enter(again, rules) and not can_enter(before, rules):
        out.append(("threatens-entry",))
    if can_enter(before.with_turn(other), rules) and not can_enter(after, rules):
        out.append(("stops-entry",))
    threatened = largest_capture(before.with_turn(other), rules)
    if allowed < threatened:
        out.append(("stops-capture", str(threatened)))
    return out


def random_positions(rules: Rules, start: Position, count: int,
                     seed: int) -> list[Position]:
    rng = random.Random(seed)
    out = []
    pos = start
    for _ in range(count):
        if verdict(pos, rules) is not None:
            pos = start
        moves = legal_moves(pos, rules)
        # Captures first now and then, so that the games reach thin, open positions.
        captures = [move for move in moves if move.captured]
        pos = pos.play(rng.choice(captures if captures and rng.random() < 0.5 else moves))
        out.append(pos)
    return out


@pytest.mark.parametrize(("rules", "start"), [
    (EPAMINONDAS, Position.start(8, 8)),
    (NO_SYMMETRY, Position.start(8, 8)),
    (ABANONDAS, Position.start(8, 8)),
    (HEX, Position.start_on(HEXA)),
    (HEX_ROW, Position.start_on(HEXA)),
], ids=["epaminondas", "no-symmetry", "abanondas", "hex-corner", "hex-row"])
def test_the_rule_motifs_agree_with_the_definitions(rules: Rules, start: Position) -> None:
    named: set[str] = set()
    for pos in random_positions(rules, start, 60, seed=7)[20::4]:
        for move in legal_moves(pos, rules)[::5]:
            got = [motif.words for motif in rule_motifs(pos, move, rules)]
            assert got == reference(pos, move, rules), (pos, move)
            named.update(w[0] for w in got)
    assert len(named) >= 3  # the random games reached positions where motifs are named


def two_plies(request: SearchRequest, *, stop: object = None) -> SearchResult:
    """The search as explain runs it, to a fixed depth: enough to see a win in one."""
    return run_search(replace(request, limits=Limits(depth=2)))


def test_win_one_and_loss_zero_agree_with_the_definitions() -> None:
    # win 1: every reply leaves the mover the winner when his turn begins (or there is
    # none); loss 0: the opponent has won when his turn begins. Two plies, checked fully.
    rules = EPAMINONDAS
    checked = 0
    for pos in random_positions(rules, Position.start(8, 8), 200, seed=3)[40::10]:
        if verdict(pos, rules) is not None:
            continue
        for move in legal_moves(pos, rules)[::7]:
            after = pos.play(move)
            history: list[Key] = [pos.key]
            won = verdict(after, rules, history)
            replies = legal_moves(after, rules)
            wins_at_once = won is None and all(
                after.play(reply).mover_has_won(rules) for reply in replies)
            motifs = explain_move(pos, (), move, rules, run=two_plies)
            names = {motif.words for motif in motifs}
            assert (("loss", "0") in names) == (won is not None and won.winner is after.turn)
            assert (("win", "1") in names) == (wins_at_once or (
                won is not None and won.winner is pos.turn)), (pos, move)
            checked += 1
    assert checked >= 20


def test_a_hint_takes_win_and_loss_from_its_own_score() -> None:
    pos = board(RECT, "b11 n1", "g7")
    move = parse_move(pos, "b11-b12")
    # The hint search scored the entry "win 1": no second search.
    assert hint_motifs(pos, (), move, Score(MATE_SCORE - 1)) == [
        Motif(MotifName.ENTRY), Motif(MotifName.WIN, 1)]
    assert hint_motifs(pos, (), move, Score(40)) == [Motif(MotifName.ENTRY)]
    # A game over after the move is read from the rules, whatever the score says.
    pos = board(RECT, "j5 n1", "a1 g7")
    assert hint_motifs(pos, (), parse_move(pos, "j5-j6"), Score(0)) == [
        Motif(MotifName.LOSS, 0)]


def test_motifs_read_from_an_engines_words() -> None:
    words = [("capture", 2), ("fork", 3), ("entry", None), ("win", None), ("stops-entry", 1),
             ("loss", 0)]
    # An unknown name, and a number missing or where none belongs, are left out.
    assert motifs_from_words(words) == [Motif(MotifName.CAPTURE, 2), Motif(MotifName.ENTRY),
                                        Motif(MotifName.LOSS, 0)]
