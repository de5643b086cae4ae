"""The order of a node's alternatives: the edits :class:`~.tree.GameTree` makes with them
(promote, demote, a line made the main line). Only the tree calls these: it keeps its
cursor, revision and listeners right around each."""

from __future__ import annotations

from .record import Node


def promote(node: Node) -> None:
    """Make ``node`` the first child of its parent (the line that continues there)."""
    if node.parent is not None:
        node.parent.children.remove(node)
        node.parent.children.insert(0, node)


def demote(node: Node) -> None:
    """Move ``node`` one place down among its parent's children."""
    if node.parent is not None:
        siblings = node.parent.children
        index = siblings.index(node)
        if index + 1 < len(siblings):
            siblings[index], siblings[index + 1] = siblings[index + 1], siblings[index]


def promote_to_main_line(node: Node) -> None:
    """Promote at every branch point above ``node``: its line becomes the main line."""
    while node.parent is not None:
        promote(node)
        node = node.parent
