"""The review panel on a small screen: its page scrolls to an error list that shows whole
entries (at 800×600 it had shown a part of one in three lines), and the summary's dots
and counts stay on the first line of a wrapped class name."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QScrollArea

from epaminondas_gui.core.ai.types import Score
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.position import Color, Position
from epaminondas_gui.core.study.analysis import Classification, GameReview, MoveReview
from epaminondas_gui.gui.analysis.review_panel import ErrorList, ReviewPanel, ReviewSummary
from epaminondas_gui.gui.i18n import install_language
from epaminondas_gui.gui.scrolling import vertical_scroller


def review_of(errors: int) -> GameReview:
    moves = legal_moves(Position.start(14, 12))
    kinds = [Classification.BLUNDER, Classification.MISTAKE, Classification.INACCURACY]
    return GameReview(tuple(
        MoveReview(ply=ply, move=moves[ply], mover=(Color.WHITE, Color.BLACK)[ply % 2],
                   notation="n12.n11-n10",
                   score_before=Score(0), score_after=Score(-500), drop=500,
                   classification=kinds[ply % 3], best_move=moves[ply + 1], best_pv=(),
                   best_notation="m12.m11-m9:1")
        for ply in range(errors)), (), (), True)


def page_with(qtbot, errors: int, width: int, height: int) -> tuple[QScrollArea, ReviewPanel]:  # type: ignore[no-untyped-def]
    panel = ReviewPanel()
    page = vertical_scroller(panel, "ReviewPage")
    qtbot.addWidget(page)
    page.resize(width, height)
    page.show()
    qtbot.waitExposed(page)
    panel.show_review(review_of(errors))
    panel.set_explanations({0: "it left the piece on n10 to a capture",
                            1: "the phalanx on m9 can be taken"})
    return page, panel


def entry_rects(errors: ErrorList, rows: int) -> list[QRect]:
    return [errors.visualItemRect(errors.item(row)) for row in range(rows)]


@pytest.mark.parametrize(("errors", "whole"), [(10, 3), (2, 2), (1, 1)])
def test_the_page_scrolls_to_a_list_of_whole_entries(qtbot, errors: int, whole: int) -> None:  # type: ignore[no-untyped-def]
    # The review page beside a 14×12 board at 800×600: 190 px wide, 420 high.
    page, panel = page_with(qtbot, errors, 190, 420)
    listed = panel.errors

    def fits() -> bool:
        rects = entry_rects(listed, whole)
        viewport = listed.viewport().rect()
        return all(rect.height() > 2 * listed.fontMetrics().height() for rect in rects) \
            and all(viewport.contains(rect) for rect in rects)

    qtbot.waitUntil(fits, timeout=3000)
    # Not taller than that: the rest of the errors scroll in the list.
    rects = entry_rects(listed, whole)
    assert listed.viewport().height() < rects[-1].bottom() + rects[-1].height()
    # The panel is taller than the page, which scrolls to the list's end.
    assert page.verticalScrollBar().maximum() > 0
    page.ensureWidgetVisible(listed, 0, 0)
    top = listed.mapTo(panel, listed.rect().topLeft()).y()
    shown = page.viewport().rect().translated(0, page.verticalScrollBar().value())
    assert shown.top() <= top and listed.height() <= shown.height()


def test_a_wider_page_keeps_the_list_at_three_entries(qtbot) -> None:  # type: ignore[no-untyped-def]
    page, panel = page_with(qtbot, 10, 190, 420)
    listed = panel.errors
    qtbot.waitUntil(lambda: listed.height() >= entry_rects(listed, 3)[-1].bottom(),
                    timeout=3000)
    narrow = listed.minimumSizeHint().height()
    page.resize(420, 420)
    # Wider, the entries wrap on fewer lines: the least height follows them down.
    qtbot.waitUntil(lambda: listed.minimumSizeHint().height() < narrow, timeout=3000)
    rects = entry_rects(listed, 3)
    assert listed.minimumSizeHint().height() == (
        rects[-1].bottom() - rects[0].top() + 1 + 2 * listed.frameWidth())


def test_a_reviews_end_measures_the_list_once_not_at_each_entry(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    # Measuring lays every entry out: measured at each of sixty entries set at a review's
    # end, the end took 0.4 s instead of 4 ms.
    _page, panel = page_with(qtbot, 1, 190, 420)
    measured: list[int] = []
    real = ErrorList._least_height

    def counted(self: ErrorList) -> int:
        measured.append(self.count())
        return real(self)

    monkeypatch.setattr(ErrorList, "_least_height", counted)
    review = review_of(60)
    panel.show_review(review)
    panel.set_explanations({move.ply: "it left the piece to a capture" for move in review.moves})
    assert measured == []  # nothing laid out while the entries are set
    qtbot.waitUntil(lambda: bool(measured), timeout=3000)
    qtbot.wait(50)
    # A few layout passes measure it, however many entries there are.
    assert 1 <= len(measured) <= 10 and set(measured) == {60}


def test_a_wrapped_class_name_keeps_its_dot_and_counts_on_its_first_line(qtbot) -> None:  # type: ignore[no-untyped-def]
    summary = ReviewSummary()
    qtbot.addWidget(summary)
    summary.resize(120, 400)
    summary.show()
    qtbot.waitExposed(summary)
    name = summary._names[Classification.ALLOWED_LOSS]
    qtbot.waitUntil(lambda: name.height() > 2 * name.fontMetrics().height(), timeout=3000)
    grid = summary.layout()
    assert isinstance(grid, QGridLayout)
    cell = grid.itemAtPosition(ReviewSummary.SHOWN.index(Classification.ALLOWED_LOSS) + 1, 0)
    assert cell is not None
    dot = cell.widget()
    count = summary._counts[(Classification.ALLOWED_LOSS, Color.WHITE)]
    assert isinstance(dot, QLabel)
    assert dot.y() == name.y() and dot.height() == name.fontMetrics().height()
    assert count.alignment() & Qt.AlignmentFlag.AlignTop
    assert count.y() == name.y()


@pytest.mark.parametrize(("language", "errors", "said"), [
    ("en", 1, "Review complete: 1 error found."),
    ("en", 13, "Review complete: 13 errors found."),
    ("es", 1, "Revisión completa: se encontró 1 error."),
])
def test_the_count_of_errors_is_said_in_the_right_form(qtbot, language: str, errors: int,  # type: ignore[no-untyped-def]
                                                       said: str) -> None:
    # English's own catalogue holds the plural forms: not "13 error(s)".
    install_language(language)  # the fixture puts English back
    panel = ReviewPanel()
    qtbot.addWidget(panel)
    panel.show_review(review_of(errors))
    assert panel.status.text() == said
