"""The evaluation bar: a vertical gauge of White's share of the position, beside the board.

Scores come from the core relative to the side to move; everything here converts them to
White's point of view first, so the bar, the analysis lines and the review graph agree.
"""

from __future__ import annotations

import math

from PySide6.QtCore import (
    Property,
    QCoreApplication,
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSize,
    Qt,
)
from PySide6.QtGui import QColor, QFont, QLinearGradient, QPainter, QPaintEvent, QPen, QPixmap
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...core.ai.types import Score
from ...core.rules.position import Color
from ..theme import LIGHT, Theme

#: Centi-pieces at which the logistic curve gives the leader about 73 % of the bar: one
#: extra piece (100) is a clear but not decisive edge in a game of 28 pieces a side.
SHARE_SCALE = 250.0


def white_view(score: Score, side: Color) -> Score:
    """``score`` (relative to ``side``) from White's point of view."""
    return score if side is Color.WHITE else Score(-score.value)


def white_share(score: Score) -> float:
    """White's share of the bar, 0..1, for a score from White's point of view.

    Forced results fill the bar completely; ordinary scores follow a logistic curve so a
    small edge moves the bar visibly and a large one never quite reaches the end.
    """
    if score.win_in is not None:
        return 1.0
    if score.loss_in is not None:
        return 0.0
    return 1.0 / (1.0 + math.exp(-score.value / SHARE_SCALE))


def score_text(score: Score, *, short: bool = False) -> str:
    """A score from White's point of view for people: ``+1.25``, ``White wins in 3``.

    ``short`` gives ``W in 3`` / ``B in 2`` for the narrow bar.
    """
    translate = QCoreApplication.translate
    if score.win_in == 0 or score.loss_in == 0:
        # Decided already: the result, as the game record writes it.
        return "1-0" if score.win_in == 0 else "0-1"
    if score.win_in is not None:
        n = str(score.win_in)
        if short:
            return translate("EvalBar", "W in %1").replace("%1", n)
        return translate("EvalBar", "White wins in %1").replace("%1", n)
    if score.loss_in is not None:
        n = str(score.loss_in)
        if short:
            return translate("EvalBar", "B in %1").replace("%1", n)
        return translate("EvalBar", "Black wins in %1").replace("%1", n)
    if score.value == 0:
        return "0.00"
    return f"{score.value / 100:+.2f}"


class EvalBar(QWidget):
    """White's share of the evaluation as a vertical bar (White's part at the bottom unless
    flipped, like the board). Changes glide over a short animation."""

    ANIMATION_MS = 260

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("EvalBar")
        self._theme: Theme = LIGHT
        self._flipped = False
        self._score: Score | None = None
        self._share = 0.5
        self._bodies: tuple[tuple[object, ...], QPixmap, QPixmap] | None = None
        """The two parts of the bar drawn whole, for (size, theme, pixel ratio): a frame of
        the bar's glide copies them instead of filling two antialiased gradients again
        (3-4 ms a frame in software, sixteen frames a change while the analysis runs)."""
        self.bodies_drawn = 0
        self._animation = QPropertyAnimation(self, b"share", self)
        self._animation.setDuration(self.ANIMATION_MS)
        self._animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Expanding)
        self.setMinimumHeight(120)
        self._update_tooltip()

    # -- state ---------------------------------------------------------------------------

    @property
    def score(self) -> Score | None:
        """The shown score from White's point of view (None: nothing to show)."""
        return self._score

    def target_share(self) -> float:
        """Where the bar is heading (the animated value lags behind)."""
        return 0.5 if self._score is None else white_share(self._score)

    def set_score(self, score: Score | None, side: Color = Color.WHITE) -> None:
        """Show ``score`` (relative to ``side``, e.g. the side to move); None empties it."""
        self._score = None if score is None else white_view(score, side)
        self._animate_to(self.target_share())
        self._update_tooltip()
        self.update()

    def set_white_score(self, score: Score | None) -> None:
        """Show a score already from White's point of view."""
        self.set_score(score, Color.WHITE)

    def clear(self) -> None:
        self.set_score(None)

    def set_theme(self, theme: Theme) -> None:
        self._theme = theme
        self.update()

    def set_flipped(self, flipped: bool) -> None:
        """Put White's part at the top (when the board shows Black at the bottom)."""
        self._flipped = flipped
        self.update()

    def _animate_to(self, share: float) -> None:
        self._animation.stop()
        if not self.isVisible():
            self._set_share(share)  # nothing to watch: jump
            return
        self._animation.setStartValue(self._share)
        self._animation.setEndValue(share)
        self._animation.start()

    def _get_share(self) -> float:
        return self._share

    def _set_share(self, value: float) -> None:
        self._share = min(1.0, max(0.0, float(value)))
        self.update()

    #: The displayed share (animated); White's part of the bar, 0..1.
    share = Property(float, _get_share, _set_share)

    def _update_tooltip(self) -> None:
        if self._score is None:
            text = self.tr("Evaluation: none yet")
        else:
            text = self.tr("Evaluation (White's point of view): %1").replace(
                "%1", score_text(self._score))
        if text != self.toolTip() or text != self.accessibleName():
            # A new accessible name is announced (an event to every accessibility
            # client): only when the words change, not at each of the analysis' updates.
            self.setToolTip(text)
            self.setAccessibleName(text)

    # -- painting ------------------------------------------------------------------------

    def sizeHint(self) -> QSize:
        return QSize(30, 400)

    def minimumSizeHint(self) -> QSize:
        return QSize(22, 120)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        theme = self._theme
        rect = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
        black, white = self._bar_bodies()
        # Black's part fills everything; White's part is copied over it from its end.
        painter.drawPixmap(0, 0, black)
        white_height = rect.height() * self._share
        if self._flipped:
            white_rect = QRectF(0, 0, self.width(), rect.top() + white_height)
        else:
            top = rect.bottom() - white_height
            white_rect = QRectF(0, top, self.width(), self.height() - top)
        painter.save()
        painter.setClipRect(white_rect)
        painter.drawPixmap(0, 0, white)
        painter.restore()

        # The midline: where the bar stands in an even position.
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        mid = QColor(theme.frame)
        mid.setAlpha(150)
        painter.setPen(QPen(mid, 1.0))
        y = rect.center().y()
        painter.drawLine(QPointF(rect.left() + 2, y), QPointF(rect.right() - 2, y))

        if self._score is not None:
            self._paint_label(painter, rect)
        painter.end()

    def _bar_bodies(self) -> tuple[QPixmap, QPixmap]:
        ratio = self.devicePixelRatioF()
        key = (self.width(), self.height(), id(self._theme), ratio)
        if self._bodies is not None and self._bodies[0] == key:
            return self._bodies[1], self._bodies[2]
        theme = self._theme
        rect = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
        radius = min(6.0, rect.width() / 3)
        white_hi, white_body, _white_rim = theme.white_piece
        black_hi, black_body, black_rim = theme.black_piece
        black_fill = QLinearGradient(rect.topLeft(), rect.topRight())
        black_fill.setColorAt(0.0, black_hi.darker(115))
        black_fill.setColorAt(0.5, black_body)
        black_fill.setColorAt(1.0, black_rim)
        white_fill = QLinearGradient(rect.topLeft(), rect.topRight())
        white_fill.setColorAt(0.0, white_hi)
        white_fill.setColorAt(0.6, white_body)
        white_fill.setColorAt(1.0, white_body.darker(112))
        bodies = []
        for fill in (black_fill, white_fill):
            picture = QPixmap(max(1, round(self.width() * ratio)),
                              max(1, round(self.height() * ratio)))
            picture.setDevicePixelRatio(ratio)
            picture.fill(Qt.GlobalColor.transparent)
            painter = QPainter(picture)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(fill)
            painter.drawRoundedRect(rect, radius, radius)
            painter.setPen(QPen(theme.frame, 1.2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, radius, radius)
            painter.end()
            bodies.append(picture)
        self._bodies = (key, bodies[0], bodies[1])
        self.bodies_drawn += 1
        return bodies[0], bodies[1]

    def _paint_label(self, painter: QPainter, rect: QRectF) -> None:
        # The number goes at the leader's end, on that side's colour, as players expect.
        assert self._score is not None
        white_leads = self.target_share() >= 0.5
        text = score_text(self._score, short=True)
        if not self._score.is_mate:
            text = text.lstrip("+-")
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(max(8, min(11, int(rect.width() * 0.42))))
        painter.setFont(font)
        white_at_bottom = not self._flipped
        at_bottom = white_leads == white_at_bottom
        box_h = font.pixelSize() + 6
        box = (
            QRectF(rect.left(), rect.bottom() - box_h - 2, rect.width(), box_h)
            if at_bottom
            else QRectF(rect.left(), rect.top() + 2, rect.width(), box_h)
        )
        ink = self._theme.black_piece[1] if white_leads else self._theme.white_piece[1]
        painter.setPen(ink)
        # A win "W in 12" is wider than the bar: it is written on two lines.
        if self._score.is_mate:
            parts = text.split(" ", 1)
            if len(parts) == 2 and len(text) > 4:
                box_h2 = box_h * 2 - 4
                box = (
                    QRectF(rect.left(), rect.bottom() - box_h2 - 2, rect.width(), box_h2)
                    if at_bottom
                    else QRectF(rect.left(), rect.top() + 2, rect.width(), box_h2)
                )
                text = "\n".join(parts)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
