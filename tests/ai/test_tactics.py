"""The narrow generator agrees with the full one on captures and chosen landing squares."""

from __future__ import annotations

import json
import random
from pathlib import Path

from epaminondas_gui.core.ai.tactics import tactical_moves
from epaminondas_gui.core.rules.movegen import legal_moves, raw_moves
from epaminondas_gui.core.rules.position import Color, Position, parse_efn

CASES = Path(__file__).resolve().parents[1] / "rules" / "data" / "cases.jsonl"


def _positions() -> list[Position]:
    out = []
    if CASES.exists():
        with CASES.open() as handle:
            out = [parse_efn(json.loads(line)["efn"]) for line in handle]
    rng = random.Random(3)
    for size in ((8, 8), (14, 12), (5, 9)):
        for _ in range(15):
            pos = Position.start(*size)
            for _ in range(rng.randrange(4, 50)):
                moves = legal_moves(pos)
                if not moves:
                    break
                pos = pos.play(rng.choice(moves))
            out.append(pos)
    return out


def test_matches_filtered_full_generation() -> None:
    positions = _positions()
    assert len(positions) >= 45
    for pos in positions:
        geo = pos.geometry
        white = pos.turn is Color.WHITE
        own, enemy = (pos.white, pos.black) if white else (pos.black, pos.white)
        forward = 1 if white else -1
        for landing in (0, geo.rank_masks[-1] | geo.rank_masks[0], geo.rank_masks[2]):
            for symmetry in (True, False):
                full = raw_moves(geo, own, enemy, forward, symmetry)
                want = {
                    mv for mv in full
                    if mv[6] or (1 << (mv[3] + mv[2] * geo.deltas[mv[0]])) & landing
                }
                got = list(tactical_moves(geo, own, enemy, forward, symmetry, landing))
                assert len(got) == len(set(got))
                assert set(got) == want, pos.efn()
