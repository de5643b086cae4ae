"""Game review, the picture: the evaluation over the game as a graph, with the colour
and name of each class of error.

:class:`EvalGraphWidget` draws White's share of the evaluation after every move, like the
evaluation bar, with a dot on every graded error; a click on a point asks for that
position.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from ...core.ai.types import Score
from ...core.rules.position import Color
from ...core.study.analysis import Classification, GameReview, MoveReview
from ..texts import color_name
from ..theme import LIGHT, Theme
from .eval_bar import score_text, white_share, white_view

#: Colours of the error classes (dots on the graph, badges in the lists).
CLASS_COLORS: dict[Classification, QColor] = {
    Classification.BEST: QColor("#3f9b58"),
    Classification.GOOD: QColor("#8aa86a"),
    Classification.INACCURACY: QColor("#e0b43a"),
    Classification.MISTAKE: QColor("#e67e22"),
    Classification.BLUNDER: QColor("#d0392b"),
    Classification.MISSED_WIN: QColor("#b0309b"),
    Classification.ALLOWED_LOSS: QColor("#9b1d1d"),
}


def classification_name(kind: Classification) -> str:
    translate = QCoreApplication.translate
    return {
        Classification.BEST: translate("Review", "Best move"),
        Classification.GOOD: translate("Review", "Good"),
        Classification.INACCURACY: translate("Review", "Inaccuracy"),
        Classification.MISTAKE: translate("Review", "Mistake"),
        Classification.BLUNDER: translate("Review", "Blunder"),
        Classification.MISSED_WIN: translate("Review", "Missed win"),
        Classification.ALLOWED_LOSS: translate("Review", "Allowed a forced loss"),
    }[kind]


def move_label(review: MoveReview) -> str:
    """``13. e1.f2-h4`` for White's move, ``13… g7-g6`` for Black's, numbered as in the
    move list (a move number covers one move of each side)."""
    black_first = (review.mover is Color.BLACK) == (review.ply % 2 == 0)
    number = (review.ply + (1 if black_first else 0)) // 2 + 1
    dots = "." if review.mover is Color.WHITE else "…"
    return f"{number}{dots} {review.notation}"


class EvalGraphWidget(QWidget):
    """The evaluation of every position of the game, White's share up, like the bar.

    Point ``i`` is the position after ``i`` moves; clicking near it emits
    ``ply_clicked(i)`` (``GameSession.browse(i)`` shows it). Errors are dots in their
    class's colour on the position they led to.

    The curve and its dots are drawn once into a picture (10 ms with 160 moves: two
    antialiased paths and a dot per error), again only when the data, size, theme, palette
    or language change; a paint copies it and draws the cursor on top. Moves reported
    while a review runs redraw it at most every :attr:`LIVE_REDRAW_MS`. The picture
    remembers the scores and moves it shows: data set again to the same (a saved game
    reopened, which clears the graph and then shows its kept review; a review's end after
    its moves came live) copies it instead of drawing it again.
    """

    ply_clicked = Signal(int)

    MARGIN_X = 8.0
    MARGIN_Y = 6.0
    LIVE_REDRAW_MS = 250

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("EvalGraph")
        self._theme: Theme = LIGHT
        self._scores: list[Score | None] = []
        self._moves: dict[int, MoveReview] = {}
        self._current: int | None = None
        self._picture: QPixmap | None = None
        self._picture_of: tuple[list[Score | None], dict[int, MoveReview]] | None = None
        """The scores and moves ``_picture`` shows (copies: ``add_move`` writes in place)."""
        self._stale = False
        """Data set since the picture was drawn: compared with ``_picture_of`` at a paint
        (moves added live are not, until the timer says so)."""
        self.pictures_drawn = 0
        """How many times the curve and dots were drawn (tests count them)."""
        # The moves of a running review shown a few times a second, not at every report.
        self._live = QTimer(self)
        self._live.setSingleShot(True)
        self._live.setInterval(self.LIVE_REDRAW_MS)
        self._live.timeout.connect(self._changed)
        self.setMouseTracking(True)
        self.setMinimumHeight(90)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    # -- data ----------------------------------------------------------------------------

    @property
    def point_count(self) -> int:
        return len(self._scores)

    def _changed(self) -> None:
        """The data may have changed: the next paint compares it with the picture's."""
        self._live.stop()
        self._stale = True
        self.update()

    def _restyled(self) -> None:
        """The picture is out of date whatever the data: drawn again at the next paint."""
        self._picture = None
        self._changed()

    def clear(self) -> None:
        self._scores = []
        self._moves = {}
        self._current = None
        self._changed()

    def set_length(self, positions: int) -> None:
        """Reserve the x axis for a game of ``positions`` positions (moves + 1) before the
        review fills it, so the graph does not rescale while it grows."""
        self._scores = (self._scores + [None] * positions)[:positions]
        self._changed()

    def add_move(self, review: MoveReview) -> None:
        """Add one graded move (from ReviewController.move_reviewed)."""
        needed = review.ply + 2
        if len(self._scores) < needed:
            self._scores.extend([None] * (needed - len(self._scores)))
        self._scores[review.ply] = white_view(review.score_before, review.mover)
        self._scores[review.ply + 1] = white_view(review.score_after, review.mover)
        self._moves[review.ply] = review
        if not self._live.isActive():
            self._live.start()

    def set_review(self, review: GameReview) -> None:
        scores: list[Score | None] = list(review.white_scores)
        moves = {m.ply: m for m in review.moves}
        if scores == self._scores and moves == self._moves:
            return  # the review's end, every move already added: drawn when its time comes
        self._scores = scores
        self._moves = moves
        self._changed()

    def set_current_ply(self, ply: int | None) -> None:
        """Mark the position on the board (``session.view_ply``)."""
        if ply != self._current:
            self._current = ply
            self.update()

    def set_theme(self, theme: Theme) -> None:
        self._theme = theme
        self._restyled()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.LanguageChange,
                            QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._restyled()
        super().changeEvent(event)

    # -- geometry ------------------------------------------------------------------------

    def _plot_rect(self) -> QRectF:
        return QRectF(self.rect()).adjusted(
            self.MARGIN_X, self.MARGIN_Y, -self.MARGIN_X, -self.MARGIN_Y
        )

    def _x(self, index: int, plot: QRectF) -> float:
        span = max(1, len(self._scores) - 1)
        return plot.left() + plot.width() * index / span

    def _y(self, score: Score, plot: QRectF) -> float:
        return plot.bottom() - plot.height() * white_share(score)

    def index_at(self, x: float) -> int | None:
        """The point nearest to a widget x coordinate, or None if the graph is empty."""
        if not self._scores:
            return None
        plot = self._plot_rect()
        span = max(1, len(self._scores) - 1)
        index = round((x - plot.left()) / max(plot.width(), 1.0) * span)
        return min(max(index, 0), len(self._scores) - 1)

    def point_position(self, index: int) -> QPointF:
        """Widget coordinates of point ``index`` (on the midline if not analysed yet)."""
        plot = self._plot_rect()
        score = self._scores[index] if 0 <= index < len(self._scores) else None
        y = self._y(score, plot) if score is not None else plot.center().y()
        return QPointF(self._x(index, plot), y)

    # -- events --------------------------------------------------------------------------

    def sizeHint(self) -> QSize:
        return QSize(320, 120)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            index = self.index_at(event.position().x())
            if index is not None:
                self.ply_clicked.emit(index)
                event.accept()
                return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        index = self.index_at(event.position().x())
        if index is None:
            QToolTip.hideText()
            return
        QToolTip.showText(event.globalPosition().toPoint(), self._tooltip(index), self)

    def _tooltip(self, index: int) -> str:
        score = self._scores[index]
        value = score_text(score) if score is not None else self.tr("not analysed yet")
        if index == 0:
            return self.tr("Start: %1").replace("%1", value)
        move = self._moves.get(index - 1)
        if move is None:
            return self.tr("After move %1: %2").replace("%1", str(index)).replace("%2", value)
        text = (
            self.tr("%1 (%2): %3")
            .replace("%1", move_label(move))
            .replace("%2", color_name(move.mover))
            .replace("%3", value)
        )
        if move.classification.is_error:
            text += "\n" + classification_name(move.classification)
            if move.better_move is not None:
                text += " · " + self.tr("better: %1").replace("%1", move.best_notation)
        return text

    # -- painting ------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        ratio = self.devicePixelRatioF()
        picture = self._picture
        if (picture is None or picture.size() != self.size() * ratio
                or (self._stale and self._picture_of != (self._scores, self._moves))):
            picture = self._picture = self._draw_picture(ratio)
            self._picture_of = (list(self._scores), dict(self._moves))
        self._stale = False
        painter = QPainter(self)
        painter.drawPixmap(0, 0, picture)
        if self._current is not None and 0 <= self._current < len(self._scores):
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            whole = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
            x = self._x(self._current, self._plot_rect())
            painter.setPen(QPen(QColor(self._theme.cursor), 1.5))
            painter.drawLine(QPointF(x, whole.top() + 2), QPointF(x, whole.bottom() - 2))
        painter.end()

    def _draw_picture(self, ratio: float) -> QPixmap:
        """The graph without its cursor."""
        self.pictures_drawn += 1
        picture = QPixmap(self.size() * ratio)
        picture.setDevicePixelRatio(ratio)
        picture.fill(Qt.GlobalColor.transparent)
        painter = QPainter(picture)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        theme = self._theme
        whole = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        plot = self._plot_rect()
        # Black's colour above the curve, White's below it: the curve is White's share.
        black = QColor(theme.black_piece[1])
        white = QColor(theme.white_piece[1])
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(black)
        painter.drawRoundedRect(whole, 6, 6)
        known = [(i, s) for i, s in enumerate(self._scores) if s is not None]
        if known:
            area = QPainterPath(QPointF(self._x(known[0][0], plot), whole.bottom()))
            for i, s in known:
                area.lineTo(self._x(i, plot), self._y(s, plot))
            area.lineTo(self._x(known[-1][0], plot), whole.bottom())
            area.closeSubpath()
            painter.save()
            clip = QPainterPath()
            clip.addRoundedRect(whole, 6, 6)
            painter.setClipPath(clip)
            painter.setBrush(white)
            painter.drawPath(area)
            painter.restore()
        mid = QColor(theme.hint)
        mid.setAlpha(110)
        painter.setPen(QPen(mid, 1.0, Qt.PenStyle.DashLine))
        y0 = plot.center().y()
        painter.drawLine(QPointF(plot.left(), y0), QPointF(plot.right(), y0))
        if known:
            line = QPainterPath(QPointF(self._x(known[0][0], plot), self._y(known[0][1], plot)))
            for i, s in known[1:]:
                line.lineTo(self._x(i, plot), self._y(s, plot))
            painter.setPen(QPen(theme.hint, 1.6))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(line)
        painter.setPen(QPen(QColor(255, 255, 255, 220), 1.2))
        count = len(self._scores)
        for ply, move in self._moves.items():
            if not move.classification.is_error:
                continue
            # point_position, with the plot worked out once.
            score = self._scores[ply + 1] if ply + 1 < count else None
            y = self._y(score, plot) if score is not None else y0
            painter.setBrush(CLASS_COLORS[move.classification])
            radius = 4.5 if move.classification is Classification.INACCURACY else 5.5
            painter.drawEllipse(QPointF(self._x(ply + 1, plot), y), radius, radius)
        painter.setPen(QPen(self.palette().color(QPalette.ColorRole.Mid), 1.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(whole, 6, 6)
        if not self._scores:
            painter.setPen(white)
            font = QFont(self.font())
            painter.setFont(font)
            painter.drawText(whole, Qt.AlignmentFlag.AlignCenter, self.tr("No review yet"))
        painter.end()
        return picture
