"""The analysis kept on the game tree (core/games/annotations.py), seen from the window:
the continuous analysis writes its lines onto the shown node and shows them again when
the player comes back to it; a finished review is written onto the reviewed line (with
its explanations), and the move list's marks, the review's graph and list are read back
from the tree, so a saved and reopened game shows them without a search."""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator, Sequence
from dataclasses import replace

from PySide6.QtCore import QObject, QTimer

from ...core.ai.motifs import Motif
from ...core.ai.types import Score, SearchInfo
from ...core.games.annotations import EngineLine, PovScore
from ...core.games.record import Node
from ...core.rules.notation import move_to_text
from ...core.rules.position import Move
from ...core.study.analysis import GameReview, Hint, MoveReview, pv_text
from ...core.study.tree_review import annotate, error_motif_steps, review_of, why_of, whys_of
from ..session import GameSession
from .controller import AnalysisController
from .eval_bar import EvalBar, score_text
from .panel import AnalysisPanel
from .review_panel import ReviewPanel
from .review_words import review_why, why_lines

log = logging.getLogger(__name__)


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
        """Counts the reviews finished and shown: marks due a turn later are shown only for
        the latest."""
        self._explaining: tuple[list[Node], GameReview, bool] = ([], GameReview((), (), (),
                                                                                True), True)
        self._steps: Iterator[tuple[int, tuple[list[Motif], list[Motif]]] | None] | None = None
        """The reasons being worked out, a move's motifs a step (:meth:`_explain`)."""
        self._found: dict[int, tuple[list[Motif], list[Motif]]] = {}
        self._step_timer = QTimer(self)
        self._step_timer.setInterval(0)
        self._step_timer.timeout.connect(self._explain_step)
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
        self._stop_explaining()
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
        self._generation += 1
        self._stop_explaining()  # the reasons of another game's review are of no use
        if review is None:
            return []
        self.review_panel.show_review(review)
        self._explain(nodes, review, kept=True)
        return nodes

    def _explain(self, nodes: Sequence[Node], review: GameReview, *, kept: bool) -> None:
        """Work out the reasons of the review's errors, an error a turn of the event loop
        (the rules' motifs of its two moves, a few milliseconds); :meth:`_show_explained`
        shows them and, for a new review, keeps them. On a thread of its own, its pure
        Python held the GIL while the window waited for it after each call into Qt: a
        new game's drawing took 190-310 ms beside a long game's reasons."""
        self._explaining = (list(nodes), review, kept)
        self._lines = {}
        line = self.session.tree.line_to(nodes[-1])
        whys = whys_of(nodes) if kept else None
        self._steps = error_motif_steps(line.start, tuple(line.moves), review, line.rules,
                                        whys)
        self._found = {}
        self._step_timer.start()

    def _stop_explaining(self) -> None:
        self._steps = None
        self._step_timer.stop()

    def _explain_step(self) -> None:
        steps = self._steps
        if steps is None:
            self._step_timer.stop()
            return
        try:
            found = next(steps)
        except StopIteration:
            self._stop_explaining()
            self._show_explained(self._found)
            return
        except Exception:  # one review's fault must not end the window's reasons
            log.exception("working out a review's reasons failed")
            self._stop_explaining()
            return
        if found is not None:  # else half an error done: its better move's are next
            self._found[found[0]] = found[1]

    def _show_explained(self, found: dict[int, tuple[list[Motif], list[Motif]]]) -> None:
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
