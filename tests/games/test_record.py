"""Game records: round trips (hand-made and generated trees) and hostile input."""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from epaminondas_gui.core.games.outcome import outcome_of
from epaminondas_gui.core.games.record import (
    MAX_FILE_BYTES,
    MAX_MOVES,
    MAX_VARIATION_DEPTH,
    GameRecord,
    Node,
    RecordError,
)
from epaminondas_gui.core.games.record_summary import summarize_game_file, summarize_record
from epaminondas_gui.core.games.record_text import (
    read_game_file,
    read_record,
    read_record_or_efn,
    write_record,
)
from epaminondas_gui.core.games.tree import GameTree
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.notation import parse_move
from epaminondas_gui.core.rules.position import DEFAULT_RULES, Color, Position, Rules, SymmetryRule

EFN_8X8_BLACK = "BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW B"


def shape(node: Node) -> tuple[Any, ...]:
    """Everything the format stores about a subtree, comparable with ==."""
    return (
        node.move,
        node.comment,
        node.starting_comment,
        node.clock_ms,
        tuple(shape(child) for child in node.children),
    )


def assert_same(a: GameRecord, b: GameRecord) -> None:
    assert a.start == b.start
    assert a.rules == b.rules
    assert shape(a.root) == shape(b.root)


def round_trip(record: GameRecord) -> GameRecord:
    text = write_record(record)
    again = read_record(text)
    assert_same(record, again)
    assert write_record(again) == text  # writing is deterministic and stable
    return again


def error_at(text: str) -> tuple[int, int, str]:
    with pytest.raises(RecordError) as info:
        read_record(text)
    return info.value.line, info.value.column, info.value.message


# -- round trips ------------------------------------------------------------------------


def test_nested_variations_and_comments_round_trip() -> None:
    text = (
        '[Event "Study"]\n\n'
        "{Before the first move} 1. a2-a3 b11-b10 2. a3-a4 {main}"
        " (2. c2-c3 {alt} c11-c10 (2... d11-d10 {deeper}) 3. c3-c4)"
        " ({starts here} 2. d2-d3) 2... b10-b9 *\n"
    )
    record = read_record(text)
    assert record.root.comment == "Before the first move"
    first, second, third, fourth = record.mainline()
    assert [n.comment for n in record.mainline()] == ["", "", "main", ""]
    branch = second  # the variations are alternatives to 2. a3-a4
    assert len(branch.children) == 3
    alt, starts = branch.variations
    assert alt.notation() == "c2-c3" and alt.comment == "alt"
    assert starts.notation() == "d2-d3" and starts.starting_comment == "starts here"
    inner = alt.children[0]
    assert inner.notation() == "c11-c10"
    assert [c.notation() for c in alt.children] == ["c11-c10", "d11-d10"]
    assert alt.children[1].comment == "deeper"
    assert inner.children[0].notation() == "c3-c4"
    assert fourth.notation() == "b10-b9"
    assert first.notation() == "a2-a3" and third.notation() == "a3-a4"
    round_trip(record)


def test_variation_at_the_first_move() -> None:
    record = read_record("1. a2-a3 (1. b2-b3 b11-b10) (1. c2-c3) 1... a11-a10 *")
    assert [c.notation() for c in record.root.children] == ["a2-a3", "b2-b3", "c2-c3"]
    assert record.root.children[1].children[0].notation() == "b11-b10"
    again = round_trip(record)
    assert len(again.root.children) == 3


def test_black_to_move_at_the_start() -> None:
    record = read_record(f'[EFN "{EFN_8X8_BLACK}"]\n\n1... a7-a6 (1... b7-b6 2. a2-a3) 2. b2-b3 *')
    assert record.start.turn is Color.BLACK
    assert record.start.geometry.size_name == "8x8"
    text = write_record(record)
    assert "1... a7-a6 (1... b7-b6 2. a2-a3) 2. b2-b3" in text
    assert '[Board "8x8"]' in text and f'[EFN "{EFN_8X8_BLACK}"]' in text
    round_trip(record)


def test_comment_braces_and_control_characters_are_neutralised() -> None:
    record = GameRecord({}, DEFAULT_RULES, Node(Position.start(8, 8)))
    node = record.root.add(legal_moves(record.start)[0], "a {nested} one\x00 here")
    node.children  # noqa: B018 - the node exists
    text = write_record(record)
    assert "\x00" not in text
    again = read_record(text)
    assert again.mainline()[0].comment == "a (nested) one  here"


def test_tags_are_escaped_and_bad_names_dropped() -> None:
    record = GameRecord(
        {
            "White": 'Ann "the rook" \\ Smith\nsecond line',
            "Black": "Bob",
            "Bad Name": "x",
            "Result": "win",
            "Opening": "Flank",
        }
    )
    text = write_record(record)
    again = read_record(text)
    assert again.tags["White"] == 'Ann "the rook" \\ Smith second line'
    assert again.tags["Opening"] == "Flank"
    assert "Bad Name" not in again.tags
    assert again.tags["Result"] == "*"


def test_result_and_rules_round_trip() -> None:
    tree = GameTree.new(Position.start(6, 6), Rules(SymmetryRule.OFF))
    for _ in range(4):
        tree.play(legal_moves(tree.position, tree.rules)[0])
    tree.resign(Color.BLACK)
    tree.set_tag("White", "A")
    tree.set_tag("Black", "B")
    again = round_trip(tree.record())
    assert again.tags["Result"] == "1-0"
    assert again.rules.symmetry is SymmetryRule.OFF
    assert GameTree(again).result() == tree.result() is not None


def test_tolerant_move_spellings() -> None:
    record = read_record("1.a2 - a3 b11-b10 2. A3-A4 ;trailing\n*")
    assert [n.notation() for n in record.mainline()] == ["a2-a3", "b11-b10", "a3-a4"]
    assert record.mainline()[-1].comment == "trailing"


def test_group_with_ends_in_either_order() -> None:
    pos = Position.start(8, 8)
    move = parse_move(pos, "a1.a2-a4")
    record = read_record('[Board "8x8"]\n\n1. a2.a1-a4 *')  # head written first
    assert record.root.children[0].move == move


def test_tree_helpers() -> None:
    record = read_record("1. a2-a3 (1. b2-b3 b11-b10 (1... c11-c10) 2. b3-b4) 1... a11-a10 *")
    main = record.root.children[0]
    var = record.root.children[1]
    deep = var.children[1]  # c11-c10, a variation inside the variation
    assert main.is_main_line() and not var.is_main_line() and not deep.is_main_line()
    assert deep.variation_start() is deep
    assert var.children[0].children[0].variation_start() is var
    assert main.variation_start() is None
    assert record.root.count() == 6
    tree = GameTree(record)
    tree.promote_to_main_line(deep)
    assert record.root.children[0] is var and var.children[0] is deep
    assert deep.is_main_line()
    tree.demote(var)
    assert record.root.children[1] is var
    assert not tree.delete_variation(main)  # main line: nothing deleted
    assert tree.delete_variation(var)
    assert record.root.children == [main]
    round_trip(record)


# -- generated trees ----------------------------------------------------------------------

COMMENT_TEXT = st.text(
    alphabet=st.characters(
        # No "%": a "[%clk" in a comment is written otherwise (test_record_clock.py).
        blacklist_categories=("Cs", "Cc"), blacklist_characters="{}%", max_codepoint=0x2FF
    ),
    max_size=20,
).map(lambda s: " ".join(s.split()))

START_EFNS = [
    None,
    "4W1/6/2B3/6/6/6 W",  # tiny board, odd material
    EFN_8X8_BLACK,
    "BBBBBB/BBBBBB/6/6/WWWWWW/WWWWWW W",
]


@st.composite
def game_trees(draw: st.DrawFn) -> GameRecord:
    efn = draw(st.sampled_from(START_EFNS))
    start = Position.from_efn(efn) if efn else Position.start(8, 8)
    rules = Rules(draw(st.sampled_from(list(SymmetryRule))))
    record = GameRecord({"White": draw(COMMENT_TEXT)}, rules, Node(start))
    record.root.comment = draw(COMMENT_TEXT)
    budget = [40]

    def grow(node: Node, length: int, depth: int) -> None:
        for _ in range(length):
            if budget[0] <= 0 or outcome_of(node.position, rules) is not None:
                return
            moves = legal_moves(node.position, rules)
            choices = draw(
                st.lists(st.integers(0, len(moves) - 1), min_size=1, max_size=3, unique=True)
            )
            budget[0] -= len(choices)
            children = [node.add(moves[i], draw(COMMENT_TEXT)) for i in choices]
            for child in children:
                child.clock_ms = draw(st.none() | st.integers(0, 10**8))
            for child in children[1:]:
                child.starting_comment = draw(COMMENT_TEXT)
                if depth < 3:
                    grow(child, draw(st.integers(0, 3)), depth + 1)
            node = children[0]

    grow(record.root, draw(st.integers(0, 12)), 0)
    return record


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game_trees())
def test_generated_trees_round_trip(record: GameRecord) -> None:
    round_trip(record)


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet='[]{}()";.-:*1234abcWB \n\x00\ufeff', max_size=60))
def test_garbage_only_raises_record_error(text: str) -> None:
    try:
        record = read_record(text)
    except RecordError as exc:
        assert exc.line >= 1 and exc.column >= 1
    else:
        read_record(write_record(record))  # whatever was accepted writes back readably
    with contextlib.suppress(RecordError):
        summarize_record(text)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game_trees(), st.data())
def test_damaged_records_only_raise_record_error(record: GameRecord, data: st.DataObject) -> None:
    # Cut, splice and overwrite a valid record: the reader must answer with RecordError (at
    # a real place in the text) or a record it can write back, never anything else.
    text = write_record(record)
    start = data.draw(st.integers(0, len(text)))
    end = data.draw(st.integers(start, min(len(text), start + 8)))
    insert = data.draw(st.text(alphabet='(){};[]"\\.-:*10 \nabgW', max_size=6))
    damaged = text[:start] + insert + text[end:]
    try:
        again = read_record(damaged)
    except RecordError as exc:
        lines = damaged.split("\n")
        assert 1 <= exc.line <= len(lines)
        assert 1 <= exc.column <= len(lines[exc.line - 1]) + 1
    else:
        read_record(write_record(again))


# -- malformed and hostile input --------------------------------------------------------


def test_chess_pgn_is_refused_at_the_first_move() -> None:
    pgn = (
        '[Event "F/S Return Match"]\n[Site "Belgrade"]\n[Result "1/2-1/2"]\n\n'
        "1. e4 e5 2. Nf3 Nc6 1/2-1/2\n"
    )
    line, column, message = error_at(pgn)
    assert (line, column) == (5, 4)
    assert "'e4' is not a move" in message


def test_illegal_move_position() -> None:
    assert error_at("\n\n  1. a2-a3 b11-b10 2. a3-a9\n")[:2] == (3, 23)


@pytest.mark.parametrize(
    ("text", "where", "fragment"),
    [
        ('[Event "x"\n\n1. a2-a3', (1, 1), "malformed tag"),
        ('[Event "x"]\n\n1. a2-a3 {never\n closed', (3, 10), "not closed"),
        ('[Event "x"]\n[Event "y"]\n', (2, 1), "appears twice"),
        ('[White "a"]\n[Result "2-0"]\n', (2, 1), "unknown result"),
        ('[Board "8x"]\n', (1, 1), "bad board size"),
        ('[Board "30x30"]\n', (1, 1), "outside"),
        ('[Site "?"]\n  [Symmetry "left-right"]\n', (2, 3), "unknown symmetry"),
        ('[Board "14x12"]\n[EFN "4/4/4/4 W"]\n', (1, 1), "Board says 14x12"),
        ('[EFN "4/4/4 W"]\n', (1, 1), "bad EFN"),
        ('[Event "x"]\n[Format "epaminondas-record 3"]\n', (2, 1), "newer version"),
        ('[Format "PGN"]\n', (1, 1), "unknown format"),
        ("1. a2-a3 b11-b10 ) \n", (1, 18), "without a matching"),
        ("1. a2-a3\n(1. b2-b3 b11-b10 (1... c11-c10\n", (2, 19), "never closed"),
        ("(1. a2-a3)", (1, 1), "must follow a move"),
        ("1. a2-a3 } b11-b10", (1, 10), "without a matching '{'"),
        ("1. a2-a3 b11-b10 * 2. a3-a4\n", (1, 20), "after the result"),
        ("1. a2-a3 (1. b2-b3 *) *", (1, 20), "inside a variation"),
        ('[Result "1-0"]\n\n1. a2-a3 0-1\n', (3, 10), "differs from the Result tag"),
        ('1. a2-a3\n[Event "late"]\n', (2, 1), "after the moves began"),
        ('[EFN "8/8/8/8/8/8/8/8 B"]\n\n1... a2-a3', (3, 6), "after the game is over"),
        ("1. a2-a3:1 *", (1, 4), "claims 1 captured"),
        ("1. a2-a3 b11-b10 \n  " + "x" * 5000, (2, 3), "is not a move"),
        ("\n1. a2-a3 b11\x00-b10", (2, 13), "binary"),
    ],
)
def test_malformed_records(text: str, where: tuple[int, int], fragment: str) -> None:
    line, column, message = error_at(text)
    assert (line, column) == where, message
    assert fragment in message
    assert len(message) < 300


def test_deeply_nested_variations_are_refused_not_recursed() -> None:
    text = "1. a2-a3 " + "(1. b2-b3 " * (MAX_VARIATION_DEPTH + 1) + ")" * (MAX_VARIATION_DEPTH + 1)
    line, column, message = error_at(text)
    assert (line, column) == (1, 10 + 10 * MAX_VARIATION_DEPTH)
    assert "nested" in message
    with pytest.raises(RecordError):
        summarize_record(text)
    # Exactly at the limit is fine, and writing it back does not hit the recursion limit.
    ok = "1. a2-a3 " + "(1. b2-b3 " * MAX_VARIATION_DEPTH + ")" * MAX_VARIATION_DEPTH
    round_trip(read_record(ok))


def test_thousands_of_unbalanced_parentheses() -> None:
    assert error_at("1. a2-a3 " + "(" * 100_000)[:2] == (1, 11)


def test_too_many_moves() -> None:
    # Two pieces shuffling on a 4x4 board never end the game.
    efn = "B3/4/4/3W W"
    line = " ".join(["d1-d2 a4-a3 d2-d1 a3-a4"] * (MAX_MOVES // 4 + 1))
    line_no, _column, message = error_at(f'[EFN "{efn}"]\n\n{line}\n')
    assert line_no == 3 and f"more than {MAX_MOVES} moves" in message


def test_huge_comment_is_fine() -> None:
    big = "word " * 200_000
    record = read_record("{" + big + "} 1. a2-a3 {\n\n\n} b11-b10 *")
    assert len(record.root.comment) > 900_000
    assert len(record.mainline()) == 2


def test_file_over_the_size_limit(tmp_path: Path) -> None:
    path = tmp_path / "big.epam"
    path.write_bytes(b"{" + b" " * MAX_FILE_BYTES + b"}")
    with pytest.raises(RecordError, match="too large") as info:
        read_game_file(path)
    assert (info.value.line, info.value.column) == (1, 1)
    with pytest.raises(RecordError, match="too large"):
        summarize_game_file(path)


def test_non_utf8_bytes(tmp_path: Path) -> None:
    path = tmp_path / "latin1.epam"
    path.write_bytes('[White "Zoë"]\n[Black "Jürgen"]\n'.encode() + b'[Site "M\xfcnchen"]\n')
    with pytest.raises(RecordError, match="not UTF-8") as info:
        read_game_file(path)
    assert (info.value.line, info.value.column) == (3, 9)


def test_binary_garbage_file(tmp_path: Path) -> None:
    path = tmp_path / "image.epam"
    path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
    with pytest.raises(RecordError) as info:
        read_game_file(path)
    assert (info.value.line, info.value.column) == (1, 1)


def test_truncated_file(tmp_path: Path) -> None:
    tree = GameTree.new(Position.start(8, 8))
    for _ in range(6):
        tree.play(legal_moves(tree.position)[-1])
    text = write_record(tree.record())
    path = tmp_path / "cut.epam"
    path.write_text(text[: text.index("[Symmetry") + 5], encoding="utf-8")
    with pytest.raises(RecordError, match="malformed tag"):
        read_game_file(path)
    # Cut inside the movetext: the moves that are there are read, the cut token is refused.
    cut = text[: text.rindex("-") + 1]
    with pytest.raises(RecordError, match="not a move"):
        read_record(cut)


def test_missing_file_is_a_record_error(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match="cannot read"):
        read_game_file(tmp_path / "nope.epam")
    with pytest.raises(RecordError, match="cannot read"):
        read_game_file(tmp_path)  # a directory


def test_summary_counts_main_line_only() -> None:
    summary = summarize_record(
        '[White "A"]\n[Black "B"]\n[Result "0-1"]\n[Board "8x8"]\n\n'
        "1. a2-a3 (1. b2-b3 b7-b6 (1... c7-c6)) 1... a7-a6 2. a3-a4 0-1"
    )
    assert summary.moves == 3 and summary.variations == 2
    assert summary.result == "0-1" and summary.board == "8x8"
    assert summary.tags["White"] == "A"
    untagged = summarize_record("1. a2-a3 b11-b10 1/2-1/2")
    assert untagged.result == "1/2-1/2" and untagged.board == "14x12" and untagged.moves == 2


def test_the_documented_example_reads_and_writes_back_unchanged() -> None:
    doc = Path(__file__).resolve().parents[2] / "docs" / "game-record-format.md"
    example = doc.read_text(encoding="utf-8").split("```")[1].lstrip("\n")
    record = read_record(example)
    assert record.tags["Termination"] == "resignation"
    outcome = GameTree(record).result()
    assert outcome is not None and outcome.winner is Color.WHITE
    assert len(record.mainline()) == 7
    assert write_record(record) == example


# -- empty and foreign text, pasted positions ------------------------------------------------

NOT_A_RECORD = [
    ("", "the file is empty"),
    ("  \n\t\n", "the file is empty"),
    ("\ufeff\n", "the file is empty"),
    ("hello world\nsecond line", "not a game record"),
    ('{"json": true}', "not a game record"),
    ("#!/bin/sh\necho hi\n", "not a game record"),
    ("<?xml version='1.0'?>\n<a/>", "not a game record"),
    ("*", "not a game record"),
]


@pytest.mark.parametrize(("text", "fragment"), NOT_A_RECORD)
def test_empty_and_foreign_text_is_not_a_record(text: str, fragment: str) -> None:
    for read in (read_record, summarize_record):
        with pytest.raises(RecordError) as info:
            read(text)
        assert (info.value.line, info.value.column) == (1, 1)
        assert fragment in info.value.message
        # The content is not echoed back.
        for word in ("hello", "json", "echo", "xml"):
            assert word not in info.value.message


@pytest.mark.parametrize(
    "text", ["[Event \"x\"]\n", "1. a2-a3\n", "{a comment first} 1. a2-a3\n", "a2-a3 b11-b10"]
)
def test_small_records_still_read(text: str) -> None:
    read_record(text)
    summarize_record(text)


def test_read_record_or_efn() -> None:
    efn = "BBBBBB/6/6/6/6/WWWWWW B"
    assert read_record_or_efn(efn).start.efn() == efn
    assert read_record_or_efn(f"\n{efn}  \n").root.children == []
    with pytest.raises(RecordError, match=r"bad EFN: .*got 1 field"):
        read_record_or_efn("BBBBBB/6/6/6/6/WWWWWW")
    text = write_record(read_record("1. a2-a3 b11-b10"))
    assert read_record_or_efn(text).mainline_moves() == read_record(text).mainline_moves()


@pytest.mark.parametrize(("width", "height"), [(4, 4), (5, 4), (4, 5), (26, 5), (6, 12)])
def test_a_game_on_every_standard_start_writes_and_reads_back(width: int, height: int) -> None:
    # Boards of four or five ranks have room for one starting row each.
    start = Position.start(width, height)
    assert bin(start.white).count("1") == width * (1 if height < 6 else 2 if height != 12 or
                                                   width != 6 else 4)
    tree = GameTree.new(start)
    tree.play(legal_moves(start)[0])
    again = read_record(write_record(tree.record()))
    assert again.start == start
    assert again.mainline_moves() == list(tree.main_line().moves)
