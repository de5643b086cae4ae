"""A game tree copied (the autosave's snapshot): every field of every node, and nothing
shared that the game may change."""

from __future__ import annotations

import dataclasses

from epaminondas_gui.core.ai.types import Score
from epaminondas_gui.core.games.annotations import EngineLine, Mark, PovScore, Verdict
from epaminondas_gui.core.games.record import Node
from epaminondas_gui.core.games.tree import GameTree
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.position import Position


def test_a_copy_holds_every_field_and_follows_no_later_change() -> None:
    tree = GameTree.new(Position.start(8, 8))
    for _ in range(3):
        tree.play(legal_moves(tree.position, tree.rules)[0])
    tree.back()
    tree.play(legal_moves(tree.position, tree.rules)[-1])  # a variation
    node = tree.mainline()[1]
    node.comment, node.clock_ms, node.glyph = "good", 1500, "!"
    node.starting_comment = "from here"
    node.lines = (EngineLine(PovScore(Score(30), node.position.turn), 4, ()),)
    node.verdict = Verdict(next(iter(Mark)), 120)
    copy = tree.root.copy_tree()
    originals, copies = list(tree.root.walk()), list(copy.walk())
    assert len(copies) == len(originals) == 5
    fields = [f.name for f in dataclasses.fields(Node) if f.init and f.name not in
              ("parent", "children")]
    # A field added to Node must be added to copy_tree too (it copies field by field).
    assert fields == ["position", "move", "comment", "starting_comment", "clock_ms", "glyph",
                      "lines", "verdict"]
    for old, new in zip(originals, copies, strict=True):
        assert new is not old
        assert all(getattr(new, name) == getattr(old, name) for name in fields)
        assert [c.move for c in new.children] == [c.move for c in old.children]
        assert (new.parent is None) == (old.parent is None)
    # The game goes on: the copy stays as it was.
    tree.play(legal_moves(tree.position, tree.rules)[0])
    tree.set_comment(tree.mainline()[1], "changed")
    assert len(list(copy.walk())) == 5 and copy.children[0].children[0].comment == "good"
