"""The move list as lichess shows it: rows of a move number, White's and Black's moves;
a comment or variation breaks the row; the notation explained on hover, translated."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QTextCursor, QTextTable
from pytestqt.qtbot import QtBot

from epaminondas_gui.core.games.record import Node
from epaminondas_gui.core.games.tree import GameTree
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.notation import move_to_text, parse_move
from epaminondas_gui.core.rules.position import Position
from epaminondas_gui.gui.game.move_links import find_link, links_from, shifted
from epaminondas_gui.gui.game.move_list import MARK_CHUNK, MoveTreeView

from ..conftest import MakeWindow, human_game, quiet_prefs
from ..events import EventCounter

MOVES = ["a2-a3", "h7-h6", "b2-b3", "g7-g6", "c2-c3", "f7-f6"]


def table_rows(view: MoveTreeView) -> list[list[str]]:
    """The list's tables as text, row by row, one table after the other (cells stripped; a
    spanned cell repeated)."""
    tables = [frame for frame in view.document().rootFrame().childFrames()
              if isinstance(frame, QTextTable)]
    assert tables, "the main line is a table"
    rows = []
    for table in tables:
        for row in range(table.rows()):
            cells = []
            for column in range(table.columns()):
                cell = table.cellAt(row, column)
                first, last = cell.firstCursorPosition(), cell.lastCursorPosition()
                first.setPosition(last.position(), QTextCursor.MoveMode.KeepAnchor)
                cells.append(first.selectedText().replace("\u00a0", " ").strip())
            rows.append(cells)
    return rows


def test_the_main_line_is_numbered_rows_of_two_moves_broken_by_a_variation(
    make_window: MakeWindow,
) -> None:
    tree = GameTree.from_moves(Position.start(8, 8), MOVES)
    tree.go(tree.mainline()[2])  # after b2-b3: another Black move
    tree.play("e7-e6")
    window = make_window()
    window.files.start_tree(tree, human_game(8, 8), saved=True)
    rows = table_rows(window.game_panel.move_list)
    assert rows[0] == ["1", "a2-a3", "h7-h6"]
    assert rows[1] == ["2", "b2-b3", "g7-g6"]
    # The variation after Black's second move, in a full-width block under its row.
    assert rows[2] == ["▸ 2… e7-e6"] * 3  # one cell across the row
    assert rows[3] == ["3", "c2-c3", "f7-f6"]
    assert window.game_panel.move_list.move_texts() == [*MOVES[:4], "e7-e6", *MOVES[4:]]


@pytest.mark.parametrize(("language", "word"), [("en", "captured"), ("de", "geschlagenen"),
                                                ("es", "capturadas")])
def test_the_list_explains_the_notation_on_hover(
    make_window: MakeWindow, qtbot: QtBot, language: str, word: str
) -> None:
    window = make_window(prefs=quiet_prefs(language=language))
    tip = window.game_panel.move_list.viewport().toolTip()
    assert "f4.e3-d2:1" in tip and "g1.g2-g4" in tip and word in tip


def test_the_move_shown_is_found_without_reading_the_list_again(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    """The list looks for the move shown after every move and at every resize; it reads
    its text for the links once per text shown, not at each look."""
    window = make_window(human_game(8, 8))
    s = window.session
    for text in ("a2-a3", "h7-h6", "b2-b3", "g7-g6", "c2-c3", "f7-f6"):
        s.play(parse_move(s.shown_position, text, s.rules))
    view = window.game_panel.move_list
    reads = view.anchor_reads
    rects = [view.current_rect() for _ in range(5)]
    view.resize(view.width() - 10, view.height())
    view.keep_current_in_view()
    assert view.anchor_reads <= reads + 1
    assert rects[0] is not None and not rects[0].isEmpty()
    assert all(rect == rects[0] for rect in rects)
    # Another move: added to the text, and its link's place with it (no reading).
    read_before = view.anchor_reads
    s.play(parse_move(s.shown_position, "d2-d3", s.rules))
    moved = view.current_rect()
    view.current_rect()
    assert moved is not None and moved != rects[0]
    assert view.anchor_reads == read_before
    # A comment: a new text; the move shown is found by a walk that stops at it (reading
    # every link of a long reviewed game took 30 ms of the GUI thread in the soak).
    s.tree.cursor.comment = "Quiet"
    view.show_tree(s.tree.root, s.tree.cursor, ("commented",), {}, {})
    found = view.current_rect()
    assert view.current_rect() == found
    assert view.anchor_reads == read_before
    view._anchor_places = None
    view._anchors()  # every link read: the same place
    assert found is not None and view.current_rect() == found


@pytest.mark.parametrize("plies", [1, 7, 30, 61])
def test_one_link_found_alone_is_where_reading_every_link_finds_it(
    qtbot: QtBot, plies: int
) -> None:
    # Variations, comments, marks and scores in the text; each move looked for from the
    # start and from the end.
    rng = random.Random(plies)
    tree = GameTree.new(Position.start(8, 8))
    for _ply in range(plies):
        tree.play(rng.choice(legal_moves(tree.cursor.position)))
    main = tree.mainline()
    for node in rng.sample(main[:-1], min(3, len(main) - 1)):
        tree.go(node)
        tree.play(rng.choice(legal_moves(tree.cursor.position)))
        tree.cursor.comment = "a side line"
    tree.go(main[rng.randrange(len(main))])
    view = MoveTreeView()
    qtbot.addWidget(view)
    marks = {node: rng.choice(["?", "??", "?!", "!"]) for node in main if rng.random() < 0.4}
    evals = {node: f"{rng.uniform(-3, 3):+.2f}" for node in main}
    view.show_tree(tree.root, tree.cursor, ("game",), marks, evals)
    every = links_from(view.document().begin())
    assert len(every) == len(view.nodes)
    for href, place in every.items():
        assert find_link(view.document(), href, from_end=False) == place
        assert find_link(view.document(), href, from_end=True) == place
    assert find_link(view.document(), "n:999", from_end=True) is None


@pytest.mark.parametrize(
    ("places", "edits", "moved"),
    [
        ({"a": (0, 3), "b": (10, 12), "c": (20, 25)}, [],
         {"a": (0, 3), "b": (10, 12), "c": (20, 25)}),
        # A span ending at 8 gained 4: what starts at or after 8 moves by 4.
        ({"a": (0, 3), "b": (10, 12), "c": (20, 25)}, [(8, 4)],
         {"a": (0, 3), "b": (14, 16), "c": (24, 29)}),
        # Two spans, given from the end back as the list writes them; one lost 2.
        ({"a": (0, 3), "b": (10, 12), "c": (20, 25)}, [(18, -2), (8, 4)],
         {"a": (0, 3), "b": (14, 16), "c": (22, 27)}),
        ({"b": (10, 12)}, [(10, 5)], {"b": (15, 17)}),
    ],
)
def test_links_after_text_written_move_by_what_it_gained(
    places: dict[str, tuple[int, int]], edits: list[tuple[int, int]],
    moved: dict[str, tuple[int, int]],
) -> None:
    assert shifted(places, edits) == moved


def links(view: MoveTreeView) -> list[tuple[str, str, bool]]:
    """Every move's link: (href, text, whether it is marked as the move shown)."""
    found = []
    block = view.document().begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            fmt = fragment.charFormat()
            if fmt.anchorHref():
                found.append((fmt.anchorHref(), fragment.text(),
                              fmt.background().color().name() == "#f3cf5a"))
            it += 1
        block = block.next()
    return found


@pytest.mark.parametrize("turn", ["W", "B"])
def test_a_move_at_the_end_of_a_plain_line_is_added_to_the_text_as_it_is(
    qtbot: QtBot, turn: str
) -> None:
    # Laying a long game's whole text out again took 60 ms a move at move 140 of 14x12;
    # the move played at the end is added to the table, and it reads as if made anew.
    start = Position.from_efn(f"BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW {turn}")
    moves = MOVES if turn == "W" else [*MOVES[1:], "d2-d3"]
    tree = GameTree.new(start)
    view = MoveTreeView()
    qtbot.addWidget(view)
    for ply, text in enumerate(moves):
        tree.play(parse_move(tree.cursor.position, text, tree.rules))
        view.show_tree(tree.root, tree.cursor, (ply,), {}, {})
    assert view.texts_set == 1  # the first move's; every later one added
    assert view.anchor_reads == 0  # the move shown found alone each time, near the end
    fresh = MoveTreeView()
    qtbot.addWidget(fresh)
    fresh.show_tree(tree.root, tree.cursor, ("fresh",), {}, {})
    assert table_rows(view) == table_rows(fresh)
    assert links(view) == links(fresh) and links(view)[-1][2]
    assert {href for href, _text, shown in links(view) if shown} == {f"n:{len(moves) - 1}"}
    assert view.move_texts() == moves
    rect = view.current_rect()
    assert rect is not None and not rect.isEmpty() and rect == fresh.current_rect()
    assert view._anchors() == fresh._anchors()
    # Anything else (a move shown that is not the last, a comment) makes the text anew.
    tree.back()
    view.show_tree(tree.root, tree.cursor, ("back",), {}, {})
    tree.forward()
    tree.cursor.comment = "Good"
    view.show_tree(tree.root, tree.cursor, ("comment",), {}, {})
    more = "h2-h3" if turn == "W" else "a7-a6"
    tree.play(parse_move(tree.cursor.position, more, tree.rules))
    view.show_tree(tree.root, tree.cursor, ("after a comment",), {}, {})
    assert view.texts_set == 4
    # A comment written on the last move as the next one comes: the text made anew.
    plain = GameTree.new(start)
    other = MoveTreeView()
    qtbot.addWidget(other)
    for ply, text in enumerate(moves[:2]):
        plain.play(parse_move(plain.cursor.position, text, plain.rules))
        other.show_tree(plain.root, plain.cursor, (ply,), {}, {})
    plain.cursor.comment = "typed"
    plain.play(parse_move(plain.cursor.position, moves[2], plain.rules))
    other.show_tree(plain.root, plain.cursor, ("commented and played",), {}, {})
    assert other.texts_set == 2 and "typed" in other.toPlainText()


def test_a_shorter_text_is_not_searched_with_the_last_texts_places(
    qtbot: QtBot, qtlog: pytest.LogCaptureFixture
) -> None:
    # Setting a text may resize the view (its scroll bar goes), which looks for the move
    # shown while the text comes in: with the last text's places, out of this one's range.
    long_game = GameTree.from_moves(Position.start(8, 8), MOVES)
    for _ in range(2):
        for text in ("a3-a4", "h6-h5", "a4-a3", "h5-h6"):
            long_game.play(parse_move(long_game.cursor.position, text, long_game.rules))
    long_game.cursor.comment = "a comment: the next text is made anew"
    view = MoveTreeView()
    qtbot.addWidget(view)
    view.resize(220, 90)
    view.show()
    view.show_tree(long_game.root, long_game.cursor, ("long",), {}, {})
    assert view.verticalScrollBar().isVisible()
    short = GameTree.from_moves(Position.start(8, 8), MOVES[:2])
    short.cursor.comment = "short"
    view.show_tree(short.root, short.cursor, ("short",), {}, {})
    assert not view.verticalScrollBar().isVisible()
    assert [r.message for r in qtlog.records if "out of range" in r.message] == []
    rect = view.current_rect()
    assert rect is not None and not rect.isEmpty()


@pytest.mark.parametrize("long", [True, False])
def test_a_text_made_anew_is_laid_out_at_one_width(qtbot: QtBot, long: bool) -> None:
    # Qt empties the text before it sets the new one: the scroll bar went and came back,
    # and a long list was laid out at both widths (twice the time of one layout). The bar
    # pinned on for that went at the end for a short list: laid out at two widths too, at
    # every move of a short game with a variation (its list is made anew each time).
    tree = GameTree.from_moves(Position.start(8, 8), MOVES if long else MOVES[:4])
    if long:
        for _ in range(6):
            for text in ("a3-a4", "h6-h5", "a4-a3", "h5-h6"):
                tree.play(parse_move(tree.cursor.position, text, tree.rules))
    view = MoveTreeView()
    qtbot.addWidget(view)
    view.resize(220, 120 if long else 400)
    view.show()
    view.show_tree(tree.root, tree.cursor, ("plain",), {}, {})
    assert view.verticalScrollBar().isVisible() is long
    counter = EventCounter(QEvent.Type.Resize)
    view.viewport().installEventFilter(counter)
    tree.cursor.comment = "a comment: the text is made anew"
    view.show_tree(tree.root, tree.cursor, ("commented",), {}, {})
    assert view.texts_set == 2
    assert counter.count == 0
    assert view.verticalScrollBar().isVisible() is long
    assert view.verticalScrollBarPolicy() is Qt.ScrollBarPolicy.ScrollBarAsNeeded


def test_a_review_s_marks_are_written_into_the_cells_of_their_moves(qtbot: QtBot) -> None:
    # A review's end made a long game's list anew with the marks (60-150 ms of the GUI
    # thread at 160 plies): only the cells of the moves whose mark or score changed are
    # written, and the list reads as if made anew with them.
    tree = GameTree.from_moves(Position.start(8, 8), MOVES)
    tree.go(tree.mainline()[2])
    variation = tree.play("e7-e6")
    tree.go(tree.mainline()[3])  # the move shown is in the middle of the list
    main = tree.mainline()
    view = MoveTreeView()
    qtbot.addWidget(view)
    view.show_tree(tree.root, tree.cursor, ("game",), {}, {})

    def same_as_made_anew(marks: dict[Node, str], evals: dict[Node, str]) -> None:
        fresh = MoveTreeView()
        qtbot.addWidget(fresh)
        fresh.show_tree(tree.root, tree.cursor, ("fresh",), marks, evals)
        assert view.toHtml() == fresh.toHtml()
        assert view._anchors() == fresh._anchors()
        assert view.current_rect() == fresh.current_rect()

    marks = {main[0]: "?", main[3]: "??", main[5]: "?!"}
    evals = {node: f"+0.{i}" for i, node in enumerate(main)}
    view.show_tree(tree.root, tree.cursor, ("game",), marks, evals)
    assert (view.texts_set, view.moves_marked) == (1, 6)
    same_as_made_anew(marks, evals)
    assert "g7-g6?? (+0.3)" in view.toPlainText()
    # One mark changed: one cell written.
    marks[main[3]] = "?"
    view.show_tree(tree.root, tree.cursor, ("game",), marks, evals)
    assert (view.texts_set, view.moves_marked) == (1, 7)
    same_as_made_anew(marks, evals)
    # The same marks again: nothing written.
    view.show_tree(tree.root, tree.cursor, ("game",), dict(marks), dict(evals))
    assert (view.texts_set, view.moves_marked) == (1, 7)
    # The marks cleared (a new review begun): written back in place.
    view.show_tree(tree.root, tree.cursor, ("game",), {}, {})
    assert (view.texts_set, view.moves_marked) == (1, 13)
    same_as_made_anew({}, {})
    # A mark in a variation (not a cell of its own): the text is made anew.
    view.show_tree(tree.root, tree.cursor, ("game",), {variation: "?"}, {})
    assert (view.texts_set, view.moves_marked) == (2, 13)
    same_as_made_anew({variation: "?"}, {})


def test_the_panel_marks_a_review_without_making_the_list_anew(
    make_window: MakeWindow, qtbot: QtBot
) -> None:
    window = make_window(human_game(8, 8))
    s = window.session
    for text in MOVES:
        s.play(parse_move(s.shown_position, text, s.rules))
    panel = window.game_panel.move_panel
    view = panel.view
    made = view.texts_set
    main = s.tree.mainline()
    panel.set_review({main[1]: "??"}, {main[1]: "-3.0"})
    assert view.texts_set == made and view.moves_marked == 1
    assert "h7-h6?? (-3.0)" in view.toPlainText()
    s.play(parse_move(s.shown_position, "d2-d3", s.rules))  # the tree changed: made anew
    assert view.texts_set == made + 1 and "h7-h6?? (-3.0)" in view.toPlainText()


@pytest.mark.parametrize(("width", "per_row", "texts_set", "marked"), [
    (420, 2, 1, 60),  # two moves a row still fit: the scores written in place
    (200, 1, 2, 0),  # no longer: the list made anew, a move a row
])
def test_the_move_shown_stays_in_view_when_the_marks_come(
        qtbot: QtBot, width: int, per_row: int, texts_set: int, marked: int) -> None:
    # Scores make a narrow list's rows wider, or its moves one a row: the move shown at
    # the end of a long game was pushed out of sight as the marks were written in place.
    tree = GameTree.new(Position.start(8, 8))
    for _ in range(60):
        tree.play(legal_moves(tree.cursor.position, tree.rules)[0])
        if tree.outcome() is not None:
            tree.delete(tree.cursor)
            tree.play(legal_moves(tree.cursor.position, tree.rules)[-1])
    view = MoveTreeView()
    qtbot.addWidget(view)
    view.resize(width, 150)
    view.show()
    view.show_tree(tree.root, tree.cursor, ("game",), {}, {})
    assert view.per_row == 2
    rect = view.current_rect()
    assert rect is not None and view.viewport().rect().contains(rect)
    scores = {node: "-12.34" for node in tree.mainline()}
    view.show_tree(tree.root, tree.cursor, ("game",), {}, scores)
    # Brought into view when the last chunk of the marks is written.
    qtbot.waitUntil(lambda: view.moves_marked == marked, timeout=3000)
    assert (view.per_row, view.texts_set) == (per_row, texts_set)
    assert "-12.34" in view.toPlainText().splitlines()[-1]
    rect = view.current_rect()
    assert rect is not None and view.viewport().rect().contains(rect)


@pytest.mark.parametrize(("width", "per_row"), [(220, 2), (110, 1)])
@pytest.mark.parametrize("turn", ["W", "B"])
def test_a_long_line_is_tables_of_twenty_rows_and_a_move_goes_to_the_last(
    qtbot: QtBot, turn: str, width: int, per_row: int
) -> None:
    # Qt lays a whole table out again after an edit: in one table a move added at move
    # 140 of 14x12 cost 6-13 ms, in tables of 20 rows 2 ms. The moves are added to the
    # last table, and a new one begins below it every 20 rows.
    start = Position.from_efn(f"BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW {turn}")
    tree = GameTree.new(start)
    view = MoveTreeView()
    qtbot.addWidget(view)
    view.resize(width, 300)
    view.show()
    shuffle = ["a2-a3", "h7-h6", "a3-a2", "h6-h7"] if turn == "W" else [
        "h7-h6", "a2-a3", "h6-h7", "a3-a2"]
    for ply in range(90):
        tree.play(parse_move(tree.cursor.position, shuffle[ply % 4], tree.rules))
        view.show_tree(tree.root, tree.cursor, (ply,), {}, {})
        if tree.outcome() is not None:
            break
    assert view.texts_set == 1
    fresh = MoveTreeView()
    qtbot.addWidget(fresh)
    fresh.resize(width, 300)
    fresh.show()
    fresh.show_tree(tree.root, tree.cursor, ("fresh",), {}, {})
    plies = tree.cursor.ply
    assert view.per_row == fresh.per_row == per_row
    # With two moves a row, a game that starts with Black to move has "…" first.
    rows = (plies + (0 if turn == "W" or per_row == 1 else 1) + per_row - 1) // per_row
    tables = [frame for frame in view.document().rootFrame().childFrames()
              if isinstance(frame, QTextTable)]
    assert [table.rows() for table in tables] == [
        min(20, rows - first) for first in range(0, rows, 20)]
    assert len(tables) >= 3
    assert table_rows(view) == table_rows(fresh)
    assert view.toHtml() == fresh.toHtml()
    assert links(view) == links(fresh)
    assert view._anchors() == fresh._anchors()
    assert view.document().size().height() == fresh.document().size().height()
    rect = view.current_rect()
    assert rect is not None and rect == fresh.current_rect()
    assert view.viewport().rect().contains(rect)


def test_a_long_game_s_marks_are_written_a_chunk_a_turn(qtbot: QtBot) -> None:
    # 160 marked and scored moves written in one stretch were 20-30 ms of the GUI thread,
    # then Qt's layout of them: MARK_CHUNK a turn of the event loop, from the end back,
    # and the list then reads as if made anew with them all.
    tree = GameTree.new(Position.start(8, 8))
    while tree.cursor.ply < 100:
        tree.play(legal_moves(tree.cursor.position, tree.rules)[0])
        if tree.outcome() is not None:
            tree.delete(tree.cursor)
            tree.play(legal_moves(tree.cursor.position, tree.rules)[-1])
    main = tree.mainline()
    view = MoveTreeView()
    qtbot.addWidget(view)
    view.resize(400, 300)
    view.show()
    view.show_tree(tree.root, tree.cursor, ("game",), {}, {})
    marks = {node: "?" for node in main[::2]}
    evals = {node: f"-{i / 10:.1f}" for i, node in enumerate(main)}
    view.show_tree(tree.root, tree.cursor, ("game",), marks, evals)
    assert view.moves_marked == MARK_CHUNK
    assert f"{main[-2].notation()}? (-9.8)" in view.toPlainText()  # the end first
    assert f"{main[0].notation()}? (-0.0)" not in view.toPlainText()
    qtbot.waitUntil(lambda: view.moves_marked == 100, timeout=3000)
    assert view.texts_set == 1
    # Every link read once, for the first chunk; then moved with the cells written (each
    # reading was 5 ms here, over 30 ms in the soak's busiest moments).
    assert view.anchor_reads == 1

    def same_as_made_anew(marks: dict[Node, str], evals: dict[Node, str]) -> None:
        fresh = MoveTreeView()
        qtbot.addWidget(fresh)
        fresh.resize(400, 300)
        fresh.show()
        fresh.show_tree(tree.root, tree.cursor, ("fresh",), marks, evals)
        assert view.toHtml() == fresh.toHtml()
        assert view._anchors() == fresh._anchors()
        assert view.current_rect() == fresh.current_rect()

    same_as_made_anew(marks, evals)
    # Cleared, and the game changed before the rest is written: the text made anew with
    # the newest marks, and the turns left write nothing more.
    view.show_tree(tree.root, tree.cursor, ("game",), {}, {})
    assert view.moves_marked == 100 + MARK_CHUNK
    tree.play(legal_moves(tree.cursor.position, tree.rules)[0])
    view.show_tree(tree.root, tree.cursor, ("game", 1), {}, {})
    assert view.texts_set == 2
    for _ in range(3):
        QCoreApplication.processEvents()
    assert view.moves_marked == 100 + MARK_CHUNK and view.texts_set == 2
    same_as_made_anew({}, {})


def column_places(view: MoveTreeView) -> list[list[float]]:
    """The x of each column's cell in the first row of each table, as laid out."""
    layout = view.document().documentLayout()
    return [[layout.blockBoundingRect(table.cellAt(0, column).firstCursorPosition().block()).x()
             for column in range(3)]
            for table in view.document().rootFrame().childFrames()
            if isinstance(table, QTextTable)]


@pytest.mark.parametrize("width", [320, 400, 520])
def test_the_tables_columns_line_up_whatever_their_moves(qtbot: QtBot, width: int) -> None:
    # Each table of twenty rows is laid out alone: sized by its own moves, the columns
    # of the tables with scores stood further right than those above (a ragged list).
    start = Position.from_efn("BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW W")
    tree = GameTree.new(start)
    view = MoveTreeView()
    qtbot.addWidget(view)
    view.resize(width, 300)
    view.show()
    shuffle = ["a2-a3", "h7-h6", "a3-a2", "h6-h7"]
    for ply in range(90):  # added move by move: new tables made by the list itself
        tree.play(parse_move(tree.cursor.position, shuffle[ply % 4], tree.rules))
        view.show_tree(tree.root, tree.cursor, (ply,), {}, {})
        if tree.outcome() is not None:
            break
    assert view.texts_set == 1
    main = tree.mainline()
    places = column_places(view)
    assert len(places) >= 3 and places == [places[0]] * len(places)
    # A review's marks and scores on the later tables' moves only, written in place.
    marks = {main[41]: "??", main[60]: "?!"}
    evals = {node: "-12.34" for node in main[40:]}
    view.show_tree(tree.root, tree.cursor, (89,), marks, evals)
    qtbot.waitUntil(lambda: view.moves_marked == len(evals), timeout=3000)
    assert view.texts_set == 1
    assert column_places(view) == places
    fresh = MoveTreeView()
    qtbot.addWidget(fresh)
    fresh.resize(width, 300)
    fresh.show()
    fresh.show_tree(tree.root, tree.cursor, ("fresh",), marks, evals)
    assert column_places(fresh) == places
    # Black's column begins halfway along what the number's column leaves.
    assert places[0][2] - places[0][1] == pytest.approx((width - places[0][1]) / 2, abs=12)


def long_moves_game(plies: int) -> GameTree:
    """A 14x12 game of the longest moves there are to write (``g12.h11-j9`` and longer)."""
    tree = GameTree.new(Position.start())
    for _ in range(plies):
        geometry = tree.cursor.position.geometry
        texts = {move_to_text(geometry, move): move
                 for move in legal_moves(tree.cursor.position, tree.rules)}
        tree.play(texts[max(texts, key=lambda text: (len(text), text))])
        if tree.outcome() is not None:
            break
    return tree


def broken_moves(view: MoveTreeView) -> list[str]:
    """The main line's moves not on one line, as laid out (a score may go on the next)."""
    found = []
    for table in view.document().rootFrame().childFrames():
        if isinstance(table, QTextTable):
            for row in range(table.rows()):
                for column in range(1, table.columns()):
                    block = table.cellAt(row, column).firstCursorPosition().block()
                    words = block.text().replace("\u00a0", " ").split()
                    if not words:
                        continue
                    end = block.text().index(words[0]) + len(words[0])
                    if block.layout().lineAt(0).textLength() < end:
                        found.append(words[0])
    return found


@pytest.mark.parametrize(("width", "per_row"), [(420, 2), (190, 1)])
def test_a_long_move_is_never_broken_and_two_a_row_only_where_they_fit(
        qtbot: QtBot, width: int, per_row: int) -> None:
    # Beside a 14x12 board at 800x600 the list is about 190 px wide: Qt broke a move
    # after its hyphen (h5.h7- over h10). A move a row there, the number, then "…".
    game = long_moves_game(30)
    assert max(len(node.notation()) for node in game.mainline()) >= 10
    view = MoveTreeView()
    qtbot.addWidget(view)
    view.resize(width, 300)
    view.show()
    tree = GameTree.new(game.root.position)
    for ply, node in enumerate(game.mainline()):  # move by move, as a game is played
        assert node.move is not None
        tree.play(node.move)
        view.show_tree(tree.root, tree.cursor, (ply,), {}, {})
    # Narrow, the list was made anew once: at the first move too wide for two a row.
    assert view.texts_set == (1 if per_row == 2 else 2) and view.per_row == per_row
    main = tree.mainline()
    assert broken_moves(view) == []
    # Nothing hidden to the side: the text is no wider than the list.
    assert view.document().idealWidth() <= view.viewport().width()
    rows = table_rows(view)
    if per_row == 1:
        assert rows[:4] == [["1", main[0].notation()], ["…", main[1].notation()],
                            ["2", main[2].notation()], ["…", main[3].notation()]]
    else:
        assert rows[:2] == [["1", main[0].notation(), main[1].notation()],
                            ["2", main[2].notation(), main[3].notation()]]
    # A review's scores in place, or the list made anew where they no longer fit.
    view.show_tree(tree.root, main[-1], (len(main),), {main[5]: "??"},
                   {node: "-12.34" for node in main})
    qtbot.waitUntil(lambda: "-12.34" in view.toPlainText().splitlines()[-1], timeout=3000)
    assert broken_moves(view) == []
    assert view.document().idealWidth() <= view.viewport().width()


def test_the_list_takes_two_moves_a_row_or_one_as_it_is_resized(qtbot: QtBot) -> None:
    tree = long_moves_game(60)
    view = MoveTreeView()
    qtbot.addWidget(view)
    view.resize(420, 200)
    view.show()
    view.show_tree(tree.root, tree.cursor, ("game",), {}, {})
    assert view.per_row == 2
    for width, per_row in ((190, 1), (420, 2)):
        view.resize(width, 200)
        qtbot.waitUntil(lambda: view.per_row == per_row, timeout=3000)  # noqa: B023
        assert broken_moves(view) == []
        assert view.document().idealWidth() <= view.viewport().width()
        rect = view.current_rect()  # the move shown still in sight
        assert rect is not None and view.viewport().rect().contains(rect)
