"""Where the move list's links lie in its text: read from the document's blocks.

Every move of :class:`.move_list.MoveTreeView` is a link ``n:<index>``. A walk through a
long reviewed game's text (a fragment for every move, mark and score) cost the GUI thread
5 ms alone and over 30 ms in the soak's busiest moments, so the list reads every link
only when it needs them all (a review's marks written in place), finds the move shown
with a walk that stops at it, and moves the places it knows when marks are written
instead of reading them again.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterator, Sequence
from itertools import accumulate

from PySide6.QtGui import QTextBlock, QTextDocument

Places = dict[str, tuple[int, int]]
"""A link -> its first fragment's first and last position."""


def _block_links(block: QTextBlock) -> Iterator[tuple[str, int, int]]:
    """The links of one block with their first fragment's places, in reading order. One
    call for the block's format ranges, not one per fragment (each call into Qt costs)."""
    start = block.position()
    for piece in block.textFormats():
        href = piece.format.anchorHref()
        if href:
            first = start + piece.start
            yield href, first, first + piece.length


def links_from(block: QTextBlock) -> Places:
    """Each link from ``block`` on -> its first fragment's first and last position."""
    places: Places = {}
    while block.isValid():
        for href, first, last in _block_links(block):
            if href not in places:
                places[href] = (first, last)
        block = block.next()
    return places


def find_link(document: QTextDocument, href: str, from_end: bool) -> tuple[int, int] | None:
    """The place of one link's first fragment, or None: a walk that stops at it, from the
    text's end when the link is likely there (the last moves of a game are shown most).
    A move is written once, in one block (its mark and score follow it in the same
    block), so the first block found that holds the link holds its first fragment."""
    block = document.lastBlock() if from_end else document.begin()
    while block.isValid():
        for name, first, last in _block_links(block):
            if name == href:
                return first, last
        block = block.previous() if from_end else block.next()
    return None


def shifted(places: Places, edits: Sequence[tuple[int, int]]) -> Places:
    """``places`` after text was replaced: ``edits`` are (the old end of a replaced span,
    the length it gained or lost), in any order. A place before a span's end keeps its
    position; one at or after it moves by what the spans before it gained."""
    ends = sorted(edits)
    totals = list(accumulate(delta for _end, delta in ends))
    keys = [end for end, _delta in ends]
    moved: Places = {}
    for href, (first, last) in places.items():
        count = bisect_right(keys, first)
        gained = totals[count - 1] if count else 0
        moved[href] = (first + gained, last + gained)
    return moved
