"""A Monte-Carlo tree search engine (UCT) with tactical playouts: no evaluation function in
the tree at all, only the results of quick games played out from each leaf. The playouts
take the far row when they can, capture greedily most of the time, and otherwise prefer
moves forward; after a fixed number of plies a playout is scored by material and the
home-row race. A design unlike an alpha-beta searcher's, with other blind spots.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field

from epaminondas_gui.core.rules.movegen import legal_moves, winner
from epaminondas_gui.core.rules.position import DEFAULT_RULES, Color, Move, Position, Rules

from .alphabeta import far_row

PLAYOUT_PLIES = 24
EXPLORATION = 1.2


@dataclass(eq=False)
class _Node:
    position: Position
    move: Move | None = None
    parent: _Node | None = None
    children: list[_Node] = field(default_factory=list)
    untried: list[Move] | None = None
    visits: int = 0
    wins: float = 0.0
    """Results for the side that made ``move`` (the parent's side to move)."""


class MctsOpponent:
    name = "mcts"

    def __init__(self, movetime_ms: int, rules: Rules = DEFAULT_RULES) -> None:
        self.movetime_s = movetime_ms / 1000
        self.rules = rules
        self.playouts = 0

    def choose(self, pos: Position, history: list[tuple[int, int, int]],
               rng: random.Random) -> Move | None:
        moves = legal_moves(pos, self.rules)
        if not moves:
            return None
        root = _Node(pos, untried=list(moves))
        deadline = time.perf_counter() + self.movetime_s
        self.playouts = 0
        while time.perf_counter() < deadline:
            node = root
            # Selection.
            while node.untried == [] and node.children:
                node = max(node.children, key=lambda c: self._uct(c, node.visits))
            # Expansion.
            if node.untried is None:
                node.untried = (
                    [] if winner(node.position, self.rules) is not None
                    else legal_moves(node.position, self.rules)
                )
            if node.untried:
                move = node.untried.pop(rng.randrange(len(node.untried)))
                child = _Node(node.position.play(move), move, node)
                node.children.append(child)
                node = child
            # Playout and back-propagation (results from the mover's point of view).
            white_result = self._playout(node.position, rng)
            self.playouts += 1
            walk: _Node | None = node
            while walk is not None:
                walk.visits += 1
                if walk.parent is not None:
                    mover = walk.parent.position.turn
                    walk.wins += white_result if mover is Color.WHITE else 1 - white_result
                walk = walk.parent
        best = max(root.children, key=lambda c: c.visits, default=None)
        return best.move if best is not None else rng.choice(moves)

    def _uct(self, child: _Node, parent_visits: int) -> float:
        if child.visits == 0:
            return math.inf
        return child.wins / child.visits + EXPLORATION * math.sqrt(
            math.log(parent_visits) / child.visits
        )

    def _playout(self, pos: Position, rng: random.Random) -> float:
        """1 if White wins, 0 if Black, else a material/race estimate in between."""
        for _ in range(PLAYOUT_PLIES):
            won = winner(pos, self.rules)
            if won is not None:
                return 1.0 if won is Color.WHITE else 0.0
            moves = legal_moves(pos, self.rules)
            if not moves:
                return 0.0 if pos.turn is Color.WHITE else 1.0
            target = far_row(pos, pos.turn)
            entries = [m for m in moves if (1 << m.to) & target]
            captures = [m for m in moves if m.captured]
            if entries:
                move = rng.choice(entries)
            elif captures and rng.random() < 0.8:
                move = max(captures, key=lambda m: (m.captured, rng.random()))
            else:
                forward = pos.turn.forward
                geo = pos.geometry
                ahead = [
                    m for m in moves
                    if (geo.rank_of(m.to) - geo.rank_of(m.head)) * forward > 0
                ]
                move = rng.choice(ahead if ahead and rng.random() < 0.7 else moves)
            pos = pos.play(move)
        white_in, black_in = pos.home_row_counts()
        diff = (pos.white.bit_count() - pos.black.bit_count()) + 3 * (white_in - black_in)
        return 1 / (1 + math.exp(-diff / 3))
