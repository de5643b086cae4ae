"""Move generator speed: perft from the standard starts, printed with leaves per second.

.venv/bin/python -m benchmarks.perft_speed            # perft 1..3 on three boards, perft 4 on 14x12
.venv/bin/python -m benchmarks.perft_speed --max-depth 3
.venv/bin/python -m benchmarks.perft_speed --variant abanondas   # the sideslip variant (to 3)
.venv/bin/python -m benchmarks.perft_speed --variant heximinondas   # the hexagon (to 4)
"""

from __future__ import annotations

import argparse
import time

from epaminondas_gui.core import native
from epaminondas_gui.core.rules.geometry import board_named
from epaminondas_gui.core.rules.perft import perft
from epaminondas_gui.core.rules.position import Position, Rules, Variant

EXPECTED = {
    "14x12": [114, 12_996, 1_787_292, 245_799_684],
    "8x8": [60, 3_600, 269_278, 20_039_444],
    "6x12": [102, 10_144, 1_139_570, 125_109_288],
}
#: Abanondas (docs/rules.md#perft).
EXPECTED_ABANONDAS = {
    "14x12": [361, 130_321, 43_865_832],
    "8x8": [130, 16_900, 2_147_902],
    "6x12": [137, 18_379, 2_478_582],
}
#: Heximinondas on its hexagon, either zone (docs/rules.md#heximinondas-perft).
EXPECTED_HEXIMINONDAS = {"hex6": [65, 4_223, 311_018, 22_888_869]}
TABLES = {Variant.EPAMINONDAS: EXPECTED, Variant.ABANONDAS: EXPECTED_ABANONDAS,
          Variant.HEXIMINONDAS: EXPECTED_HEXIMINONDAS}
#: The board whose perft goes to --max-depth (the others stop at 3).
DEEPEST = {Variant.EPAMINONDAS: "14x12", Variant.ABANONDAS: "14x12",
           Variant.HEXIMINONDAS: "hex6"}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--max-depth", type=int, default=4,
                        help="deepest perft on 14x12 (on the hexagon for Heximinondas)")
    parser.add_argument("--boards", help="default: every board of the variant's table")
    parser.add_argument("--variant", choices=[v.value for v in Variant], default="epaminondas")
    args = parser.parse_args()
    variant = Variant.parse(args.variant)
    rules = Rules(variant=variant)
    table = TABLES[variant]
    print(f"move generator: {native.describe()}")
    for board in args.boards.split(",") if args.boards else list(table):
        expected = table[board]
        top = args.max_depth if board == DEEPEST[variant] else min(args.max_depth, 3)
        for depth in range(1, min(top, len(expected)) + 1):
            start = time.perf_counter()
            count = perft(Position.start_on(board_named(board)), depth, rules)
            seconds = time.perf_counter() - start
            status = (
                "ok" if count == expected[depth - 1] else f"WRONG (expected {expected[depth - 1]})"
            )
            print(
                f"{board:>6} perft {depth}: {count:>12,} leaves in {seconds:8.3f} s "
                f"({count / max(seconds, 1e-9) / 1e6:6.2f} M leaves/s) {status}"
            )


if __name__ == "__main__":
    main()
