"""The game tree with a cursor: navigation, variations, the declared end, revisions."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from epaminondas_gui.core.games.outcome import Outcome, Termination
from epaminondas_gui.core.games.record import Node
from epaminondas_gui.core.games.tree import GameOverError, GameTree
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.notation import parse_move
from epaminondas_gui.core.rules.position import Color, Move, Position


def mv(tree: GameTree, text: str, node: Node | None = None) -> Move:
    pos = (node or tree.cursor).position
    return parse_move(pos, text, tree.rules)


def play(tree: GameTree, *texts: str) -> Node:
    node = tree.cursor
    for text in texts:
        node = tree.play(mv(tree, text))
    return node


def test_moves_extend_the_main_line_and_earlier_moves_make_variations() -> None:
    tree = GameTree.new(Position.start(8, 8))
    a = play(tree, "a2-a3", "a7-a6")
    assert [n.notation() for n in tree.mainline()] == ["a2-a3", "a7-a6"]
    tree.back()
    b = play(tree, "b7-b6")
    assert b.parent is a.parent and a.parent is not None and a.parent.children == [a, b]
    assert [n.notation() for n in tree.mainline()] == ["a2-a3", "a7-a6"]
    assert tree.cursor is b and not b.is_main_line()


def test_replaying_an_existing_move_walks_into_it_without_an_edit() -> None:
    tree = GameTree.new(Position.start(8, 8))
    first = play(tree, "a2-a3")
    tree.mark_saved()
    tree.back()
    assert tree.play(mv(tree, "a2-a3")) is first
    assert not tree.modified and len(tree.root.children) == 1


def test_redo_retraces_the_line_last_visited() -> None:
    tree = GameTree.new(Position.start(8, 8))
    play(tree, "a2-a3", "a7-a6")
    tree.back()
    var = play(tree, "b7-b6", "b2-b3")
    tree.to_start()
    tree.to_line_end()
    assert tree.cursor is var  # the variation last visited, not the main line
    tree.go(tree.main_line_end())
    tree.to_start()
    tree.to_line_end()
    assert tree.cursor is tree.main_line_end()


def test_navigation_is_not_an_edit_and_edits_are() -> None:
    tree = GameTree.new(Position.start(8, 8))
    play(tree, "a2-a3", "a7-a6")
    tree.mark_saved()
    tree.back()
    tree.forward()
    tree.to_start()
    assert not tree.modified
    tree.set_comment(tree.mainline()[0], "  a quiet start ")
    assert tree.modified and tree.mainline()[0].comment == "a quiet start"
    tree.mark_saved()
    tree.set_comment(tree.mainline()[0], "a quiet start")  # unchanged: no edit
    tree.set_tag("White", "Ada")
    assert tree.modified and tree.tags["White"] == "Ada"


def test_result_tags_follow_the_declared_end() -> None:
    tree = GameTree.new(Position.start(8, 8))
    play(tree, "a2-a3")
    tree.resign(Color.BLACK)
    assert tree.result() == Outcome(Color.WHITE, Termination.RESIGNATION)
    assert tree.tags["Result"] == "1-0" and tree.tags["Termination"] == "resignation"
    with pytest.raises(GameOverError):
        tree.play(mv(tree, "a7-a6"))
    # Earlier positions are not over: a variation may still be tried there.
    tree.back()
    assert tree.outcome() is None
    play(tree, "b2-b3")
    assert tree.result() is not None
    # Making the variation the main line ends the resignation's hold.
    tree.promote_to_main_line(tree.cursor)
    assert tree.result() is None and tree.tags["Result"] == "*"
    assert "Termination" not in tree.tags
    with pytest.raises(ValueError, match="follows the game"):
        tree.set_tag("Result", "1-0")


def test_claiming_a_draw_needs_a_repetition_on_the_line() -> None:
    tree = GameTree.new(Position.start(8, 8))
    shuffle = ["a2-a3", "a7-a6", "a3-a2", "a6-a7"]
    play(tree, *shuffle)
    with pytest.raises(ValueError, match="repetition"):
        tree.declare(Outcome(None, Termination.REPETITION))
    play(tree, *shuffle)
    assert tree.repetitions() == 3 and tree.can_claim_draw()
    # The same positions in a sibling line do not count for the main line.
    tree.go(tree.mainline()[3])
    assert tree.repetitions() == 2
    tree.declare(Outcome(None, Termination.REPETITION))
    assert tree.cursor is tree.main_line_end() and tree.tags["Result"] == "1/2-1/2"


def test_delete_moves_a_cursor_inside_to_the_branch_point() -> None:
    tree = GameTree.new(Position.start(8, 8))
    play(tree, "a2-a3", "a7-a6")
    tree.back()
    var = play(tree, "b7-b6", "b2-b3")
    start = var.variation_start()
    assert start is not None
    assert tree.delete_variation(var)
    assert tree.cursor is start.parent
    assert not tree.delete_variation(tree.main_line_end())
    with pytest.raises(ValueError):
        tree.delete(tree.root)


def test_making_a_position_the_main_line_end_cuts_what_follows() -> None:
    tree = GameTree.new(Position.start(8, 8))
    play(tree, "a2-a3", "a7-a6", "a3-a4")
    tree.back()
    tree.back()
    play(tree, "b7-b6", "b2-b3")
    tree.back()
    assert tree.moves_after() == 1
    removed = tree.make_main_line_end()
    assert [n.notation() for n in removed] == ["b2-b3"]
    assert [n.notation() for n in tree.mainline()] == ["a2-a3", "b7-b6"]
    # The old main line (a7-a6 a3-a4) stays, now as a variation.
    first = tree.mainline()[0]
    assert [c.notation() for c in first.children] == ["b7-b6", "a7-a6"]
    assert [c.notation() for c in first.children[1].children] == ["a3-a4"]
    assert tree.cursor is tree.main_line_end() and not tree.cursor.children


def test_a_node_from_another_game_is_refused() -> None:
    tree = GameTree.new(Position.start(8, 8))
    other = GameTree.new(Position.start(8, 8))
    with pytest.raises(ValueError, match="not in this game"):
        tree.go(other.root)


# -- random edits: revision counts edits, the record round-trips ---------------------------

OPS = ("play", "back", "forward", "start", "end", "sibling", "promote", "demote", "delete",
       "comment", "tag", "resign", "cut", "go", "clock", "time control")


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_random_edits_against_the_written_record(data: st.DataObject) -> None:
    tree = GameTree.new(Position.start(6, 6) if data.draw(st.booleans()) else Position.start(8, 8))
    for _ in range(data.draw(st.integers(5, 40))):
        op = data.draw(st.sampled_from(OPS))
        text_before = tree.to_text()
        revision = tree.revision
        node = tree.cursor
        try:
            if op == "play":
                moves = legal_moves(tree.position, tree.rules)
                if not moves or tree.outcome() is not None:
                    continue
                tree.play(moves[data.draw(st.integers(0, len(moves) - 1))])
            elif op == "back":
                tree.back()
            elif op == "forward":
                tree.forward()
            elif op == "start":
                tree.to_start()
            elif op == "end":
                tree.to_line_end()
            elif op == "sibling":
                tree.sibling(data.draw(st.sampled_from((-1, 1))))
            elif op == "promote" and node.parent is not None:
                tree.promote(node)
            elif op == "demote" and node.parent is not None:
                tree.demote(node)
            elif op == "delete" and node.parent is not None:
                tree.delete(node)
            elif op == "comment":
                tree.set_comment(node, data.draw(st.sampled_from(("", "good", "bad move"))))
            elif op == "tag":
                tree.set_tag("Event", data.draw(st.sampled_from(("A", "B"))))
            elif op == "resign" and tree.result() is None:
                tree.resign(tree.main_line_end().position.turn)
            elif op == "cut":
                tree.make_main_line_end()
            elif op == "go":
                nodes = list(tree.nodes())
                tree.go(nodes[data.draw(st.integers(0, len(nodes) - 1))])
            elif op == "clock" and node.parent is not None:
                tree.set_clock(node, data.draw(st.sampled_from((None, 1000, 2500))))
            elif op == "time control":
                tree.set_tag("TimeControl", data.draw(st.sampled_from((None, "60+1"))))
        except GameOverError:
            continue
        # Every node the cursor can stand on belongs to the tree.
        assert tree.cursor.root() is tree.root
        # The line shown, kept between changes, is the one worked out anew.
        assert tree.line() == tree._line_through(tree.cursor)
        assert tree.shown_line() == tree.line_to(tree._line_through(tree.cursor)[-1])
        # The revision moves exactly when the written record changes (navigation excluded).
        changed = tree.to_text() != text_before
        assert (tree.revision != revision) == changed
        assert tree.revision >= revision
        # Written and read back: the same record, the same result.
        again = GameTree.from_text(tree.to_text())
        assert again.to_text() == tree.to_text()
        assert again.result() == tree.result()


def test_a_nodes_outcome_is_worked_out_once(monkeypatch: pytest.MonkeyPatch) -> None:
    # The window asks how the game stands at every refresh (the title, the panel, the
    # lines it shows): each answer generates the moves of the position, so it is kept.
    from epaminondas_gui.core.games import record

    asked: list[Position] = []
    real = record.outcome_of  # type: ignore[attr-defined]

    def counting(pos: Position, *args: object) -> Outcome | None:
        asked.append(pos)
        return real(pos, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(record, "outcome_of", counting)
    tree = GameTree.new(Position.start(8, 8))
    play(tree, "a2-a3", "a7-a6", "b2-b3")
    for _ in range(3):
        assert tree.outcome() is None and tree.result() is None
        assert tree.shown_line().outcome is None and tree.main_line().outcome is None
    # Each node at most once (playing a move asks whether the game had ended).
    assert len(asked) == len({id(pos) for pos in asked}) <= 4
    tree.back()
    for _ in range(2):
        assert tree.line_to().outcome is None and tree.can_claim_draw() is False
    assert len(asked) == len({id(pos) for pos in asked}) <= 4


def test_a_nodes_ply_and_root_are_walked_once(monkeypatch: pytest.MonkeyPatch) -> None:
    # The move list numbers every move at every move: walking to the root each time was
    # quadratic in the game's length.
    tree = GameTree.new(Position.start(8, 8))
    end = play(tree, "a2-a3", "a7-a6", "b2-b3", "b7-b6")
    steps: list[Node] = []
    real = Node._locate

    def counting(node: Node) -> None:
        steps.append(node)
        real(node)

    monkeypatch.setattr(Node, "_locate", counting)
    for walks in range(3):
        assert [n.ply for n in tree.mainline()] == [1, 2, 3, 4]
        assert all(n.root() is tree.root for n in tree.mainline())
        if walks == 0:
            first = len(steps)
    assert first <= 4 and len(steps) == first  # at most once a node, then never again
    assert end.ply == 4 and tree.root.ply == 0
    variation = end.parent.add(mv(tree, "c7-c6", end.parent))  # type: ignore[union-attr]
    assert variation.ply == 4 and variation.root() is tree.root and variation.ply == 4
    assert len(steps) == first + 1


def test_the_line_shown_is_walked_once_per_change(monkeypatch: pytest.MonkeyPatch) -> None:
    # The window asks for the line shown about a dozen times a move (title, panel, menus,
    # the session's queries), and each walk is O(moves): kept until the tree changes.
    tree = GameTree.new(Position.start(8, 8))
    play(tree, "a2-a3", "a7-a6", "b2-b3")
    walks: list[Node] = []
    real = GameTree.path

    def counting(self: GameTree, node: Node | None = None) -> list[Node]:
        walks.append(node or self.cursor)
        return real(self, node)

    monkeypatch.setattr(GameTree, "path", counting)
    lines = [tree.shown_line() for _ in range(12)]
    assert all(line is lines[0] for line in lines) and lines[0].ply == 3
    assert [tree.line() for _ in range(3)] == [[tree.root, *tree.mainline()]] * 3
    assert len(walks) == 2  # the nodes of the line, then the Line (positions, moves)
    # A change (the cursor back, a move, a clock, a declared end): worked out anew, once.
    for change, end, clocks in (
        (tree.back, "b2-b3", (None,) * 3),
        (lambda: tree.play(mv(tree, "c2-c3")), "c2-c3", (None,) * 3),
        (lambda: tree.set_clock(tree.cursor, 500), "c2-c3", (None, None, 500)),
        (lambda: tree.resign(Color.BLACK), "b2-b3", (None,) * 3),  # to the main line's end
    ):
        walks.clear()
        change()
        for _ in range(5):
            assert tree.shown_line().ply == 3 and tree.shown_line().clocks == clocks
            assert tree.line()[-1].notation() == end
        assert len(walks) == 2, change
    assert tree.shown_line().outcome == Outcome(Color.WHITE, Termination.RESIGNATION)


def test_the_line_shown_follows_the_line_last_visited_from_the_same_cursor() -> None:
    # The cursor alone does not say which line is shown: back at a branch point after a
    # visit to a variation, the line goes on along the variation.
    tree = GameTree.new(Position.start(8, 8))
    branch = play(tree, "a2-a3")
    play(tree, "a7-a6", "b2-b3")
    tree.go(branch)
    assert [n.notation() for n in tree.line()[1:]] == ["a2-a3", "a7-a6", "b2-b3"]
    variation = play(tree, "h7-h6")
    tree.go(branch)
    assert tree.line()[-1] is variation and tree.shown_line().ply == 2
    tree.to_start()
    tree.go(tree.mainline()[-1])
    tree.go(branch)
    assert tree.shown_line().ply == 3


def test_a_nodes_repetitions_are_counted_once(monkeypatch: pytest.MonkeyPatch) -> None:
    # The window asks whether a draw can be claimed at every refresh (the Game menu, the
    # panel): each count walked the whole line.
    tree = GameTree.new(Position.start(8, 8))
    play(tree, "a2-a3", "h7-h6", "a3-a2", "h6-h7", "a2-a3", "h7-h6", "a3-a2", "h6-h7")
    walks: list[Node] = []
    real = Node.earlier_keys

    def counting(node: Node):  # type: ignore[no-untyped-def]
        walks.append(node)
        return real(node)

    monkeypatch.setattr(Node, "earlier_keys", counting)
    monkeypatch.setattr(GameTree, "positions", lambda *args: pytest.fail("the line walked"))
    assert [tree.repetitions() for _ in range(5)] == [3] * 5
    assert [tree.can_claim_draw() for _ in range(5)] == [True] * 5
    assert len(walks) <= 1
    tree.back()
    assert [tree.repetitions(node) for node in tree.mainline()] == [1, 1, 1, 2, 2, 2, 2, 3]


@pytest.mark.parametrize(
    ("turn", "numbers"),
    [("W", [1, 1, 2, 2, 3]), ("B", [1, 2, 2, 3, 3])],
)
def test_a_move_s_number_counts_full_moves_from_the_side_to_move_at_the_start(
    turn: str, numbers: list[int]
) -> None:
    start = Position.from_efn(f"BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW {turn}")
    tree = GameTree.new(start)
    for _ in numbers:
        tree.play(legal_moves(tree.cursor.position, tree.rules)[0])
    assert [node.move_number for node in tree.mainline()] == numbers
