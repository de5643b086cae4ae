"""Heximinondas games: the game tree on the hexagon, its outcomes, and its records
([Variant "heximinondas"], [Zone], [Board "hex6"]) read back move by move."""

from __future__ import annotations

import random

import pytest

from epaminondas_gui.core.games.outcome import Outcome, Termination
from epaminondas_gui.core.games.record import RecordError
from epaminondas_gui.core.games.record_text import read_record, read_record_or_efn, write_record
from epaminondas_gui.core.games.tree import GameOverError, GameTree
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.position import Color, Position, Rules, Variant, Zone

HEX = Rules(variant=Variant.HEXIMINONDAS)
ROW = Rules(variant=Variant.HEXIMINONDAS, zone=Zone.ROW)
#: White a1-b2-a1 and Black k11-j10-k11, twice, from a position with two pieces a side:
#: Black's last move makes the start occur a third time.
BACK_AND_FORTH = ["a1-b2", "k11-j10", "b2-a1", "j10-k11"] * 2
SMALL = "5B/7/8/9/10/11/10/9/8/7/W1W3 W"
#: Walled in with as many pieces on each side: rule 2 makes it a draw.
BLOCKED = "6/7/8/9/B9/WB9/WB8/WB7/WB6/WBBBBBB/WWWWWW W"


def tags_of(text: str) -> dict[str, str]:
    out = {}
    for line in text.splitlines():
        if line.startswith("["):
            name, _, value = line[1:-1].partition(" ")
            out[name] = value.strip('"')
    return out


def random_game(seed: int, rules: Rules, plies: int) -> GameTree:
    rng = random.Random(seed)
    tree = GameTree.new(rules=rules)
    for _ in range(plies):
        if tree.outcome() is not None:
            break
        tree.play(rng.choice(legal_moves(tree.position, rules)))
    return tree


def test_a_new_game_starts_on_the_variants_board() -> None:
    tree = GameTree.new(rules=HEX)
    assert tree.start == Position.variant_start(Variant.HEXIMINONDAS)
    with pytest.raises(ValueError, match="Heximinondas is played on the hexagon"):
        GameTree.new(Position.start(), HEX)
    with pytest.raises(ValueError, match="Epaminondas is played on a rectangular board"):
        GameTree.new(tree.start)


@pytest.mark.parametrize(("rules", "zone_tag"), [(HEX, "corner"), (ROW, "row")])
def test_records_round_trip_with_their_tags(rules: Rules, zone_tag: str) -> None:
    for seed in range(4):
        tree = random_game(seed, rules, 60)
        text = tree.to_text()
        tags = tags_of(text)
        assert (tags["Variant"], tags["Zone"], tags["Board"]) == ("heximinondas", zone_tag,
                                                                  "hex6")
        assert "Symmetry" not in tags and "EFN" not in tags  # no such rule; the start
        again = GameTree.from_text(text)
        assert again.rules == rules
        assert again.moves(again.main_line_end()) == tree.moves(tree.main_line_end())
        assert again.result() == tree.result()
        assert again.to_text() == text


def test_a_record_from_a_set_up_position_carries_its_efn() -> None:
    tree = GameTree.from_moves(Position.from_efn(SMALL), ["a1-a2", "k11-k10"], HEX)
    text = tree.to_text()
    assert tags_of(text)["EFN"] == SMALL
    again = read_record(text)
    assert again.start == tree.start and again.final_position() == tree.position


def test_the_repetition_ends_the_game_and_is_written() -> None:
    tree = GameTree.from_moves(Position.from_efn(SMALL), BACK_AND_FORTH, HEX)
    assert tree.result() == Outcome(Color.WHITE, Termination.REPETITION_LOSS)
    assert not tree.can_claim_draw()
    with pytest.raises(GameOverError):
        tree.play("a1-b2")
    text = tree.to_text()
    assert (tags_of(text)["Result"], tags_of(text)["Termination"]) == ("1-0", "repetition-loss")
    assert GameTree.from_text(text).result() == tree.result()
    # A record that plays on after the third occurrence is refused where it does.
    with pytest.raises(RecordError, match="after the game is over"):
        read_record(text.replace("1-0\n", "9. a1-b2 1-0\n").replace('"1-0"', '"*"'))
    # In a variation the line to it counts, not the main line.
    tree.go(tree.mainline()[3])
    assert tree.outcome() is None


def test_no_legal_move_with_equal_pieces_is_a_draw() -> None:
    tree = GameTree.new(Position.from_efn(BLOCKED), HEX)
    assert tree.result() == Outcome(None, Termination.NO_MOVES_COUNT)
    text = tree.to_text()
    assert (tags_of(text)["Result"], tags_of(text)["Termination"]) == ("1/2-1/2",
                                                                       "no-moves-count")
    assert GameTree.from_text(text).result() == tree.result()
    assert Outcome(None, Termination.NO_MOVES_COUNT).describe() == (
        "Draw: no legal move, and as many pieces on each side.")


@pytest.mark.parametrize(("text", "where", "error"), [
    ('[Zone "row"]\n', (1, 1), "Epaminondas has no win zones"),
    ('[Variant "heximinondas"]\n[Zone "middle"]\n', (2, 1), "unknown zone 'middle'"),
    ('[Variant "heximinondas"]\n[Board "14x12"]\n', (2, 1),
     "Heximinondas is played on the hexagon, not on the 14x12 board"),
    ('[Board "hex6"]\n', (1, 1), "Epaminondas is played on a rectangular board"),
    ('[Variant "heximinondas"]\n[EFN "8/8/8/8/8/8/8/8 W"]\n', (1, 1),
     "Heximinondas is played on the hexagon, not on the 8x8 board"),
    ('[Variant "heximinondas"]\n\n1. a1-a7\n', (3, 4), "not on the hexagon"),
    ('[Variant "heximinondas"]\n\n1. a6-b7 b1-b2\n', (3, 10), "no Black piece on b1"),
])
def test_records_that_do_not_fit_the_hexagon(text: str, where: tuple[int, int],
                                             error: str) -> None:
    with pytest.raises(RecordError, match=error) as caught:
        read_record(text)
    assert (caught.value.line, caught.value.column) == where


def test_a_hexagon_record_without_board_tag_starts_at_the_hexagon_start() -> None:
    record = read_record('[Variant "heximinondas"]\n\n1. a6-b7 k6-j5 *\n')
    assert record.start == Position.variant_start(Variant.HEXIMINONDAS)
    assert record.rules == HEX
    assert write_record(record).count('[Board "hex6"]') == 1


def test_a_pasted_hexagon_position_is_a_heximinondas_game() -> None:
    record = read_record_or_efn(f"  {SMALL}\n")
    assert record.rules == HEX and record.start == Position.from_efn(SMALL)
    assert read_record_or_efn("8/8/8/8/8/8/8/8 W").rules == Rules()
