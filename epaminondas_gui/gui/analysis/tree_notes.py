"""The analysis kept on the game tree (core/games/annotations.py), seen from the window:
the continuous analysis writes its lines onto the shown node and shows them again when
the player comes back to it; a finished review is written onto the reviewed line (with
its explanations), and the move list's marks, the review's graph and list are read back
from the tree, so a saved and reopened game shows them without a search."""

from __future__ import annotations

import contextlib
import logging
import queue
import threading
from collections.abc import Callable, Sequence
from dataclasses import replace

from PySide6.QtCore import QObject, QTimer, Signal

from ...core.ai.types import Score, SearchInfo
from ...core.games.annotations import EngineLine, PovScore
from ...core.games.record import Node
from ...core.rules.notation import move_to_text
from ...core.rules.position import Move
from ...core.study.analysis import GameReview, Hint, MoveReview, pv_text
from ...core.study.tree_review import annotate, error_motifs, review_of, why_of, whys_of
from ..session import GameSession
from .controller import AnalysisController
from .eval_bar import EvalBar, score_text
from .panel import AnalysisPanel
from .review_panel import ReviewPanel
from .review_words import review_why, why_lines

log = logging.getLogger(__name__)


class _ReasonsThread:
    """The one thread that works out the reasons of every review's errors, started with
    the first window: a thread started at a review's end held the window about 9 ms,
    waiting for the new thread to take the GIL."""

    _running: _ReasonsThread | None = None

    @classmethod
    def get(cls) -> _ReasonsThread:
        if cls._running is None:
            cls._running = cls()
        return cls._running

    def __init__(self) -> None:
        self._jobs: queue.SimpleQueue[Callable[[], None]] = queue.SimpleQueue()
        threading.Thread(target=self._work, name="review-reasons", daemon=True).start()

    def submit(self, job: Callable[[], None]) -> None:
        self._jobs.put(job)

    def _work(self) -> None:
        while True:
            job = self._jobs.get()
            try:
                job()
            except Exception:  # one review's fault must not end the thread for the next
                log.exception("working out a review's reasons failed")


def stored_hints(node: Node) -> list[Hint]:
    """The node's kept lines as the panel's hints (lines without moves are left out)."""
    position = node.position
    return [Hint(rank, line.pv[0], line.score.pov(position.turn),
                 move_to_text(position.geometry, line.pv[0]), line.pv,
                 pv_text(position, line.pv, 8))
            for rank, line in enumerate((x for x in node.lines if x.pv), start=1)]


def tree_marks(session: GameSession) -> tuple[dict[Node, str], dict[Node, str]]:
    """The move list's marks: every glyph in the tree, and the reviewed moves' scores."""
    marks: dict[Node, str] = {}
    evals: dict[Node, str] = {}
    for node in session.tree.root.walk():
        if node.glyph:
            marks[node] = node.glyph
        if node.verdict is not None and node.lines:
            evals[node] = score_text(node.lines[0].score.white(), short=True)
    return marks, evals


class TreeNotes(QObject):
    """Writes the analysis and the review onto the tree and shows them from it."""

    _explained = Signal(int, object)
    """(generation, {ply: (played motifs, better motifs)}) from the explaining thread."""

    def __init__(self, session: GameSession, controller: AnalysisController,
                 panel: AnalysisPanel, eval_bar: EvalBar, review_panel: ReviewPanel,
                 show_arrows: Callable[[list[Move]], None],
                 show_marks: Callable[[dict[Node, str], dict[Node, str]], None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.controller = controller
        self.panel = panel
        self.eval_bar = eval_bar
        self.review_panel = review_panel
        self._show_arrows = show_arrows
        self._show_marks = show_marks
        self._depth = 0
        self._lines: dict[int, list[tuple[Move, bool]]] = {}
        """The moves that show the reasons of the review's errors, by ply."""
        self._generation = 0
        """Counts the explanations asked for: only the latest one's answer is shown."""
        self._explaining: tuple[list[Node], GameReview, bool] = ([], GameReview((), (), (),
                                                                                True), True)
        self._explained.connect(self._on_explained)
        self._reasons = _ReasonsThread.get()
        controller.info_changed.connect(self._on_info)
        controller.lines_changed.connect(self._on_lines)
        controller.evaluation_changed.connect(self._on_evaluation)

    # -- the continuous analysis -------------------------------------------------------

    def _node(self) -> Node | None:
        """The shown node, if the analysis is about its position."""
        node = self.session.tree.cursor
        return node if self.controller.position == node.position else None

    def _on_info(self, info: object) -> None:
        self._depth = info.depth if isinstance(info, SearchInfo) else 0

    def _on_lines(self, hints: list[Hint]) -> None:
        node = self._node()
        if node is None or not hints:
            return
        kept = node.lines[0].depth if node.lines else -1
        if self._depth < kept:
            return  # a search begun anew: the deeper lines kept stand until it passes them
        turn = node.position.turn
        node.lines = tuple(EngineLine(PovScore(hint.score, turn), self._depth, tuple(hint.pv))
                           for hint in hints)

    def _on_evaluation(self, score: Score | None) -> None:
        """After the analysis restarts (its output cleared), and while the new search is
        not as deep as the lines kept on the node: those lines (the controller reports
        the evaluation last, so they replace what it has just shown)."""
        node = self._node()
        if node is None or not node.lines:
            return
        if score is not None and self._depth >= node.lines[0].depth:
            return
        hints = stored_hints(node)
        if hints:
            self.panel.show_lines(hints)
            self._show_arrows([hint.move for hint in hints])
        self.eval_bar.set_white_score(node.lines[0].score.white())

    # -- the review --------------------------------------------------------------------

    def review_finished(self, nodes: Sequence[Node], review: GameReview) -> None:
        """Write a finished review onto the line it reviewed (the root first) and show the
        marks from there; the reasons of its errors follow (worked out on a thread)."""
        s = self.session
        annotate(nodes, review)
        s.tree.mark_modified()
        self._generation += 1
        generation = self._generation
        # The move list's marks in a turn of the event loop of their own: with the review
        # panel's end they were one stretch of 50-100 ms for a 160-ply game.
        QTimer.singleShot(0, self, lambda: self._show_reviewed(generation, nodes, review))

    def _show_reviewed(self, generation: int, nodes: Sequence[Node], review: GameReview) -> None:
        if generation != self._generation or nodes[0] is not self.session.tree.root:
            return  # another game, or its kept review, shown meanwhile
        self._show_marks(*tree_marks(self.session))
        self._explain(nodes, review, kept=False)

    def show_kept(self) -> list[Node]:
        """A game opened: its kept review in the panel and the move list (the reviewed
        line, or [] when the main line holds no complete review)."""
        s = self.session
        self._show_marks(*tree_marks(s))
        nodes = [s.tree.root, *s.tree.mainline()]
        review = review_of(nodes, s.tree.main_line().times_used())
        self._generation += 1  # the reasons of another game's review are of no use
        if review is None:
            return []
        self.review_panel.show_review(review)
        self._explain(nodes, review, kept=True)
        return nodes

    def _explain(self, nodes: Sequence[Node], review: GameReview, *, kept: bool) -> None:
        """Work out the reasons of the review's errors on a thread (the rules' motifs of
        two moves per error take a few milliseconds each: a long game's would stall the
        window); :meth:`_on_explained` shows them and, for a new review, keeps them."""
        self._generation += 1
        generation = self._generation
        self._lines = {}
        self._explaining = (list(nodes), review, kept)
        line = self.session.tree.line_to(nodes[-1])
        start, moves, rules = line.start, tuple(line.moves), line.rules
        whys = whys_of(nodes) if kept else None

        def work() -> None:
            found = error_motifs(start, moves, review, rules, whys)
            with contextlib.suppress(RuntimeError):  # the window has gone meanwhile
                self._explained.emit(generation, found)

        self._reasons.submit(work)

    def _on_explained(self, generation: int, found: object) -> None:
        if generation != self._generation or not isinstance(found, dict):
            return
        nodes, review, kept = self._explaining
        geo = self.session.tree.start.geometry
        texts: dict[int, str] = {}
        # "You played" to a person; of a computer's move, said as a fact.
        people = {color for color, player in self.session.players.items() if player.is_human}
        for move in review.moves:
            if move.ply not in found:
                continue
            played, better = found[move.ply]
            yours = move.mover in people
            texts[move.ply] = review_why(move, played, better, geo, yours)
            self._lines[move.ply] = why_lines(played, better)
            verdict = nodes[move.ply + 1].verdict
            if not kept and verdict is not None:
                nodes[move.ply + 1].verdict = replace(verdict, why=why_of(played, better))
        self.review_panel.set_explanations(texts)

    def better_move_lines(self, review: MoveReview) -> list[tuple[Move, bool]]:
        """The moves that show why ``review``'s better move was better (none unknown)."""
        return self._lines.get(review.ply, [])
