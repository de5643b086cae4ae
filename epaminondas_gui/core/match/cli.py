"""``epaminondas-match``: matches between built-in levels and engine programs on the
command line, as ``cutechess-cli`` runs chess engines.

    epaminondas-match --engine level=3 --engine level=5 --games 20 --tc 10+0.1
    epaminondas-match --engine level=8 --engine cmd="python sparring.py" proto=efn \\
        --games 100 --movetime 500 --concurrency 2 --records games/ --sprt 0,50

Every pair of entrants plays ``--games`` games, each opening twice with the colours
swapped; a line after each game, and the table at the end (score, draws, Elo difference
with its 95% interval, and the SPRT when asked for).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import TextIO

from ..ai.types import Limits
from ..games.clock import TimeControl, TimeControlError
from ..games.record import RecordError
from ..games.runner import Adjudication
from ..rules.geometry import board_named
from ..rules.position import EFNError, Position, Rules, Variant, Zone
from ..version import program_version
from .entrants import AUTO, Entrant, EntrantError, probe_protocol
from .match import (
    MAX_PLIES,
    MatchSettings,
    Played,
    RecordWriter,
    Standings,
    outcome_text,
    run_match,
)
from .stats import Sprt


class UsageError(ValueError):
    """Arguments that cannot be used; the message says which and why."""


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="epaminondas-match",
        description="Matches between built-in levels and engine programs (like "
        "cutechess-cli): every pair of entrants plays --games games, each opening twice "
        "with the colours swapped.",
        epilog="An entrant: key=value words. level=1..8 (the built-in engine at that level), "
        "cmd=\"program args\" or the program's words alone (an engine program), "
        "proto=epam|efn (its protocol: ours, or 'go <EFN> <ms>' answered by 'efn <EFN>'; "
        "found out when not given), name=..., option.Name=value (a setoption "
        "sent at its start), movetime=/depth=/nodes= (its own limits), threads=N.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {program_version()}")
    parser.add_argument("--engine", "--player", action="append", nargs="+",
                        metavar="KEY=VALUE", default=[], help="an entrant (give two or more)")
    parser.add_argument("--games", type=int, default=2, help="games each pair plays (2)")
    timing = parser.add_mutually_exclusive_group()
    timing.add_argument("--tc", metavar="BASE+INC",
                        help="a clock for each side: seconds + increment, e.g. 10+0.1")
    timing.add_argument("--movetime", type=int, metavar="MS", help="milliseconds a move (1000)")
    parser.add_argument("--variant", default="epaminondas",
                        help="epaminondas, abanondas or heximinondas")
    parser.add_argument("--zone", default="corner", help="Heximinondas's win zones: corner, row")
    parser.add_argument("--board", metavar="WxH", help="the board of a rectangle game (14x12)")
    openings = parser.add_mutually_exclusive_group()
    openings.add_argument("--plies", type=int, default=4,
                          help="random opening plies from the start (4)")
    openings.add_argument("--openings", type=Path, metavar="FILE",
                          help="opening positions, one EFN a line ('#' comments)")
    parser.add_argument("--seed", type=int, default=1, help="of the openings and the levels")
    parser.add_argument("--concurrency", type=int, default=1, metavar="N",
                        help="games played at once (1)")
    parser.add_argument("--records", type=Path, metavar="PATH",
                        help="save the games: a folder (one file a game) or one file")
    parser.add_argument("--max-plies", type=int, default=MAX_PLIES, metavar="N",
                        help=f"a game this long is drawn ({MAX_PLIES})")
    parser.add_argument("--sprt", metavar="ELO0,ELO1",
                        help="two entrants: stop once the sequential test decides")
    parser.add_argument("--alpha", type=float, default=0.05, help="SPRT: false H1 rate")
    parser.add_argument("--beta", type=float, default=0.05, help="SPRT: false H0 rate")
    parser.add_argument("--quiet", action="store_true", help="no line after each game")
    return parser


def settings_from(args: argparse.Namespace) -> tuple[list[Entrant], MatchSettings]:
    """The entrants and the match's settings; UsageError says what cannot be used."""
    try:
        entrants = [Entrant.parse(words) for words in args.engine]
    except EntrantError as exc:
        raise UsageError(f"--engine: {exc}") from None
    if len(entrants) < 2:
        raise UsageError("give two or more entrants (--engine level=3 --engine level=5)")
    names = [e.name for e in entrants]
    if len(set(names)) != len(names):
        raise UsageError(f"two entrants are called the same ({', '.join(names)}): "
                         "give each a name=...")
    for flag, value, low in (("--games", args.games, 1), ("--concurrency", args.concurrency, 1),
                             ("--plies", args.plies, 0), ("--max-plies", args.max_plies, 1)):
        if value < low:
            raise UsageError(f"{flag} must be at least {low}, not {value}")
    try:
        rules = Rules(variant=Variant.parse(args.variant), zone=Zone.parse(args.zone))
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    board = None
    if args.board is not None:
        try:
            board = Position.start_on(board_named(args.board))
        except ValueError as exc:
            raise UsageError(f"--board: {exc}") from None
        if (error := rules.board_error(board.geometry)) is not None:
            raise UsageError(f"--board: {error}")
    control = TimeControl()
    limits = Limits(movetime_ms=1000)
    if args.tc is not None:
        try:
            control = TimeControl.parse(args.tc)
        except TimeControlError as exc:
            raise UsageError(f"--tc {args.tc}: {exc}") from None
        if not control.enabled:
            raise UsageError(f"--tc {args.tc}: no clock (give e.g. 10+0.1)")
        limits = Limits()
    elif args.movetime is not None:
        if args.movetime < 1:
            raise UsageError(f"--movetime must be at least 1 ms, not {args.movetime}")
        limits = Limits(movetime_ms=args.movetime)
    sprt = None
    if args.sprt is not None:
        if len(entrants) != 2:
            raise UsageError("--sprt tests one entrant against one other: give two")
        try:
            sprt = Sprt.parse(args.sprt, args.alpha, args.beta)
        except ValueError as exc:
            raise UsageError(f"--sprt: {exc}") from None
    openings = read_openings(args.openings, rules) if args.openings is not None else ()
    try:
        entrants = [replace(e, proto=probe_protocol(e.command)) if e.proto == AUTO else e
                    for e in entrants]
    except RuntimeError as exc:
        raise UsageError(f"--engine: {exc}") from None
    return entrants, MatchSettings(
        games=args.games, time_control=control, limits=limits, rules=rules, board=board,
        plies=args.plies, openings=openings, seed=args.seed, concurrency=args.concurrency,
        adjudication=Adjudication(repetition_draw=True, max_plies=args.max_plies), sprt=sprt)


def read_openings(path: Path, rules: Rules) -> tuple[Position, ...]:
    """The positions of an openings file: one EFN a line; blank lines and ``#`` comments
    skipped."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise UsageError(f"--openings {path}: cannot read it ({exc})") from None
    found: list[Position] = []
    for number, line in enumerate(text.splitlines(), start=1):
        clean = line.split("#", 1)[0].strip()
        if not clean:
            continue
        try:
            position = Position.from_efn(clean)
        except (EFNError, ValueError) as exc:
            raise UsageError(f"--openings {path}, line {number}: {exc}") from None
        if (error := rules.board_error(position.geometry)) is not None:
            raise UsageError(f"--openings {path}, line {number}: {error}")
        found.append(position)
    if not found:
        raise UsageError(f"--openings {path}: no position in it")
    return tuple(found)


# -- what is printed ------------------------------------------------------------------------


def game_line(game: Played, standings: Standings) -> str:
    """``Finished game 3 (level 3 vs level 5): 0-1 {Black wins: ...}``, and for two
    entrants the score so far."""
    outcome, end = game.end.outcome, game.end
    why = (end.adjudication or outcome.describe() if outcome is not None
           else end.failure or "aborted")
    text = (f"Finished game {game.job.number} ({game.white_name} vs {game.black_name}): "
            f"{outcome_text(outcome)} {{{why}}}")
    if len(standings.names) == 2:
        tally = standings.tally(0)
        text += (f"\nScore of {standings.names[0]} vs {standings.names[1]}: {tally.wins} - "
                 f"{tally.losses} - {tally.draws}  [{tally.score:.3f}] {tally.games}")
    return text


def table(standings: Standings, sprt: Sprt | None = None) -> str:
    """The standings: each entrant's Elo against its opponents with the 95% interval,
    games, score and draws; for two entrants the Elo difference and the SPRT."""
    rows = sorted(range(len(standings.names)), key=lambda i: -standings.tally(i).score)
    width = max(len("Name"), *(len(n) for n in standings.names))
    lines = [f"Rank  {'Name':<{width}}  {'Elo':>6}  {'95% interval':>15}  Games   Score  Draws"]
    for rank, index in enumerate(rows, start=1):
        tally = standings.tally(index)
        if tally.games:
            value, low, high = tally.elo_interval()
            elo_text, interval = f"{value:+.0f}", f"[{low:+.0f}, {high:+.0f}]"
            score = f"{100 * tally.score:.1f}%"
            draws = f"{100 * tally.draws / tally.games:.1f}%"
        else:
            elo_text, interval, score, draws = "-", "-", "-", "-"
        lines.append(f"{rank:>4}  {standings.names[index]:<{width}}  {elo_text:>6}  "
                     f"{interval:>15}  {tally.games:>5}  {score:>6}  {draws:>5}")
    if len(standings.names) == 2:
        tally = standings.tally(0)
        if tally.games:
            value, low, high = tally.elo_interval()
            lines.append(f"Elo difference ({standings.names[0]} vs {standings.names[1]}): "
                         f"{value:+.1f} [{low:+.1f}, {high:+.1f}] (95%)")
        if sprt is not None:
            lines.append(sprt.describe(standings.pairs.get((0, 1), [])))
    lines.extend(f"Failure: {failure}" for failure in standings.failures)
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None, out: TextIO | None = None) -> int:
    """Run the command; returns its exit status (2: bad arguments)."""
    out = out if out is not None else sys.stdout
    parser = _parser()
    args = parser.parse_args(argv)
    try:
        entrants, settings = settings_from(args)
    except UsageError as exc:
        parser.error(str(exc))
    writer = None
    if args.records is not None:
        try:
            writer = RecordWriter(args.records)
        except OSError as exc:
            parser.error(f"--records {args.records}: {exc}")
    began = time.monotonic()

    def on_game(game: Played, standings: Standings) -> None:
        if writer is not None:
            writer.add(game)
        if not args.quiet:
            print(game_line(game, standings), file=out, flush=True)

    try:
        standings = run_match(entrants, settings, on_game)
    except KeyboardInterrupt:
        print("Interrupted.", file=out)
        return 130
    except (OSError, RecordError) as exc:
        print(f"epaminondas-match: {exc}", file=sys.stderr)
        return 1
    print(table(standings, settings.sprt), file=out)
    print(f"{standings.games} games in {time.monotonic() - began:.0f} s", file=out, flush=True)
    return 0


def run() -> None:
    """The console script's entry point."""
    sys.exit(main())


if __name__ == "__main__":
    run()
