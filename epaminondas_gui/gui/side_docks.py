"""The window's side docks: the game panel on the right with the analysis below it.

In a window narrower than :data:`NARROW_BELOW_PX` the board keeps priority: the docks get
narrower and share one column as tabs (Game, Analysis), and split again when the window
grows. Docks the player has floated are left where they are.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QDockWidget, QGraphicsView, QMainWindow, QVBoxLayout, QWidget

from .game.panel import GamePanel
from .scrolling import vertical_scroller

#: The side panels' least width, and in a narrow window (below NARROW_BELOW_PX wide).
PANEL_PX = 250
NARROW_PANEL_PX = 210
NARROW_BELOW_PX = 760
#: The widest the side column grows to take the width the board cannot use.
WIDE_PANEL_PX = 520
#: Room left beside the board (and how far off a width may be before it is changed).
BOARD_MARGIN_PX = 24


class SideDocks:
    """Builds the game dock, places it and the analysis dock, and fits them to the width."""

    def __init__(self, window: QMainWindow, game_panel: GamePanel,
                 analysis: QDockWidget) -> None:
        self._window = window
        self.analysis = analysis
        self.narrow = False
        self._view: QGraphicsView | None = None
        # The game panel scrolls instead of asking for more room: a longer text (a result,
        # the computer's thinking, a name) must never widen the dock and move the board.
        scroller = vertical_scroller(game_panel, "SidePanelScroll")
        content = QWidget()
        column = QVBoxLayout(content)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(scroller, 1)
        column.addWidget(game_panel.ai_box)
        game_panel.ai_box.setContentsMargins(10, 0, 10, 6)
        game_panel.follow_height_of(scroller.viewport())
        self.game = QDockWidget(window)
        self.game.setObjectName("GameDock")
        self.game.setWidget(content)
        self.game.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                              | QDockWidget.DockWidgetFeature.DockWidgetClosable)
        self.game.setMinimumWidth(PANEL_PX)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.game)
        self._put_analysis_below()

    def _put_analysis_below(self) -> None:
        # The analysis under the game panel on the right, as in the UI sketch.
        self._window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.analysis)
        self._window.splitDockWidget(self.game, self.analysis, Qt.Orientation.Vertical)

    def follow_board(self, view: QGraphicsView) -> None:
        """After each resize, the side column takes the width the board (fitted to the
        height) leaves empty beside it, up to :data:`WIDE_PANEL_PX`, and gives it back
        when the board is held by the width (maximised at 1600×1000 the panel stayed
        265 px with 200 px empty left of the board)."""
        self._view = view

    def _fit_board(self) -> None:
        view, game = self._view, self.game
        if view is None or self.narrow or game.isFloating() or not game.isVisible():
            return
        scene = view.sceneRect()
        if scene.height() <= 0 or view.height() <= 0:
            return
        spare = view.width() - int(view.height() * scene.width() / scene.height())
        least = NARROW_PANEL_PX if self.narrow else PANEL_PX
        target = min(max(game.width() + spare - BOARD_MARGIN_PX, least), WIDE_PANEL_PX)
        if abs(target - game.width()) > BOARD_MARGIN_PX:
            self._window.resizeDocks([game], [target], Qt.Orientation.Horizontal)

    def fit_width(self, width: int) -> None:
        """Fold the docks into tabs below :data:`NARROW_BELOW_PX`, split them above."""
        QTimer.singleShot(0, self._window, self._fit_board)
        narrow = width < NARROW_BELOW_PX
        if narrow == self.narrow:
            return
        self.narrow = narrow
        docks = (self.game, self.analysis)
        for dock in docks:
            dock.setMinimumWidth(NARROW_PANEL_PX if narrow else PANEL_PX)
        if any(dock.isFloating() for dock in docks):
            return  # placed by the player: left where it is
        window = self._window
        if narrow:
            window.tabifyDockWidget(self.game, self.analysis)
            self.game.raise_()
            window.resizeDocks([self.game], [NARROW_PANEL_PX], Qt.Orientation.Horizontal)
        else:
            # A tab cannot be split off: take the analysis out and put it back below.
            shown = self.analysis.isVisible()
            window.removeDockWidget(self.analysis)
            self._put_analysis_below()
            self.analysis.setVisible(shown)

    def share_height(self, most: int) -> None:
        """The analysis dock, just shown, takes at most ``most`` pixels of the height the
        game panel has (sized once the layout has given it its place)."""

        def share() -> None:
            game, analysis = self.game, self.analysis
            if analysis.isFloating() or not (game.isVisible() and analysis.isVisible()):
                return
            total = game.height() + analysis.height()
            # The move list keeps the larger share: the analysis needs its three lines.
            part = min(most, max(total * 2 // 5, analysis.minimumSizeHint().height()))
            self._window.resizeDocks([game, analysis], [total - part, part],
                                     Qt.Orientation.Vertical)

        QTimer.singleShot(0, self._window, share)
