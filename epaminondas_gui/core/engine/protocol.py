"""The lines of the engine protocol (docs/engine-protocol.md), written and read in one place.

The engine (server.py) and the client (client.py) both use these pairs, so what one side
writes is what the other reads: ``format_x`` writes a line, ``parse_x`` reads it back and
raises :class:`ProtocolError` (a ValueError) saying what is wrong. The same design as
python-chess's ``chess.engine``: the limits, the progress reports and every command's
format and parse side by side.

An ``info`` line's principal variation stays the words the engine printed
(:class:`~.pvline.PvLine`) until someone asks for its moves: reading a move means looking through
the legal moves of its position, and most lines a search reports are never shown.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..ai.types import MATE_SCORE, MATE_THRESHOLD, Limits, Score, SearchInfo, SearchRequest
from ..rules.ending import Key, verdict
from ..rules.geometry import Geometry, board_named
from ..rules.notation import IllegalMoveError, move_to_text, parse_move
from ..rules.position import DEFAULT_RULES, EFNError, Move, Position, Rules, parse_efn, to_efn
from .pvline import PvLine as PvLine

# -- the words ----------------------------------------------------------------------------
# Every command and answer word of the protocol, written here once.

ISREADY = "isready"
READYOK = "readyok"
STOP = "stop"
QUIT = "quit"
PROTOCOL = "protocol"
"""The handshake: answered by ``id`` lines, one ``option`` line per option, ``protocolok``."""
PROTOCOLOK = "protocolok"
ID = "id"
ID_NAME = "name"
ID_VERSION = "version"
OPTION = "option"
POSITION = "position"
SETOPTION = "setoption"
GO = "go"
DISPLAY = "d"
MOVES = "moves"
PERFT = "perft"
RESULT = "result"
LOADGAME = "loadgame"
INFO = "info"
BESTMOVE = "bestmove"
ERROR = "error"
EFN = "efn"
MOVE = "move"
NMOVES = "nmoves"

# -- option names the client sends from a request (request_options) and the engine declares
FULL_TIME = "FullTime"
"""A ``check`` option: levels 5-7 think all of the move time, not their share of it."""
CHECK_VALUES = ("true", "false")


class ProtocolError(ValueError):
    """A line that is not what the protocol allows; the message says what is wrong (the
    engine prints it as ``error <message>``)."""


# -- score ------------------------------------------------------------------------------


def format_score(score: Score) -> str:
    """``cp 35``, ``win 3`` or ``loss 2``: from the side to move's view, a forced result
    in moves of the side to move."""
    if score.win_in is not None:
        return f"win {score.win_in}"
    if score.loss_in is not None:
        return f"loss {score.loss_in}"
    return f"cp {score.value}"


#: The most moves to a forced result a score can say: a longer one would be a value below
#: MATE_THRESHOLD, which is read as centi-pieces.
MAX_MOVES_TO_END = (MATE_SCORE - MATE_THRESHOLD) // 2


def parse_score(words: Sequence[str]) -> Score:
    """The two words ``cp N``, ``win N`` or ``loss N`` (1 <= N <= MAX_MOVES_TO_END for a
    forced result; ``cp`` short of a forced result's value)."""
    text = " ".join(words[:2])
    if len(words) < 2 or not _is_int(words[1]):
        raise ProtocolError(f"bad score {text!r} (expected cp N, win N or loss N)")
    kind, value = words[0], int(words[1])
    if kind == "cp" and abs(value) < MATE_THRESHOLD:
        return Score(value)
    if kind == "win" and 1 <= value <= MAX_MOVES_TO_END:
        return Score(MATE_SCORE - (2 * value - 1))
    if kind == "loss" and 1 <= value <= MAX_MOVES_TO_END:
        return Score(-(MATE_SCORE - 2 * value))
    raise ProtocolError(f"bad score {text!r} (expected cp N with |N| < {MATE_THRESHOLD}, "
                        f"win N or loss N with 1 <= N <= {MAX_MOVES_TO_END})")


# -- go -----------------------------------------------------------------------------------

_GO_LIMITS = ("movetime", "depth", "nodes")
_GO_CLOCK = ("wtime", "btime", "winc", "binc", "movestogo")
"""The clock's words (UCI's), after the limits; times in milliseconds, 0 allowed."""
CLOCK_WORDS = _GO_CLOCK


def format_go(limits: Limits) -> str:
    """``go [movetime <ms>] [depth <d>] [nodes <n>] [wtime <ms> btime <ms> [winc <ms>]
    [binc <ms>] [movestogo <n>]] [infinite]`` (a limit below 1 is sent as 1: the engine
    takes positive numbers only; a clock below 0 as 0; increments of 0 are left out)."""
    words = [GO]
    for name, value in zip(_GO_LIMITS, (limits.movetime_ms, limits.depth, limits.nodes),
                           strict=True):
        if value is not None:
            words += [name, str(max(1, value))]
    if limits.wtime_ms is not None and limits.btime_ms is not None:
        words += ["wtime", str(max(0, limits.wtime_ms)), "btime", str(max(0, limits.btime_ms))]
        if limits.winc_ms > 0:
            words += ["winc", str(limits.winc_ms)]
        if limits.binc_ms > 0:
            words += ["binc", str(limits.binc_ms)]
        if limits.movestogo is not None:
            words += ["movestogo", str(max(1, limits.movestogo))]
    if limits.infinite:
        words.append("infinite")
    return " ".join(words)


def parse_go(line: str) -> Limits:
    """A ``go`` line as :class:`Limits`; bare ``go`` is ``Limits()`` (depth 1). The clock
    needs both ``wtime`` and ``btime``; ``winc``, ``binc`` and ``movestogo`` go with them."""
    args = _arguments(line, GO)
    values: dict[str, int] = {}
    infinite = False
    index = 0
    while index < len(args):
        word = args[index]
        if word == "infinite":
            infinite = True
            index += 1
            continue
        if word not in _GO_LIMITS and word not in _GO_CLOCK:
            raise ProtocolError(f"go: unknown limit {word!r} (movetime, depth, nodes, "
                                "wtime, btime, winc, binc, movestogo, infinite)")
        value = args[index + 1] if index + 1 < len(args) else ""
        if word in _GO_LIMITS or word == "movestogo":
            if not value.isdecimal() or int(value) < 1:
                raise ProtocolError(f"go {word} needs a positive whole number")
        elif not value.isdecimal():
            raise ProtocolError(f"go {word} needs a whole number of milliseconds (0 or more)")
        values[word] = int(value)
        index += 2
    clock = [name for name in _GO_CLOCK if name in values]
    if clock and not ("wtime" in values and "btime" in values):
        raise ProtocolError(f"go {clock[0]} needs both wtime and btime")
    return Limits(movetime_ms=values.get("movetime"), depth=values.get("depth"),
                  nodes=values.get("nodes"), infinite=infinite,
                  wtime_ms=values.get("wtime"), btime_ms=values.get("btime"),
                  winc_ms=values.get("winc", 0), binc_ms=values.get("binc", 0),
                  movestogo=values.get("movestogo"))


# -- position -----------------------------------------------------------------------------


def format_position(start: Position, moves: Sequence[Move] = ()) -> str:
    """``position efn <start> [moves <m1> ...]``: the whole game, so that the engine sees
    its earlier positions (they count for repetition)."""
    text = f"{POSITION} {EFN} {to_efn(start)}"
    if moves:
        geo = start.geometry
        text += f" {MOVES} " + " ".join(move_to_text(geo, move) for move in moves)
    return text


def parse_position(line: str, rules: Rules = DEFAULT_RULES) -> tuple[Position, tuple[Move, ...]]:
    """``position startpos [size WxH|hex6] [moves ...]`` or ``position efn <ranks> <side>
    [moves ...]`` as (start, moves), on a board ``rules`` plays on, every move checked
    under ``rules`` (none after the game has ended, by a repetition too)."""
    args = _arguments(line, POSITION)
    if not args:
        raise ProtocolError("position needs startpos or efn")
    rest: list[str]
    if args[0] == "startpos":
        rest = args[1:]
        start = Position.variant_start(rules.variant)
        if rest and rest[0] == "size":
            if len(rest) < 2:
                raise ProtocolError("position startpos size needs WxH, e.g. 8x8 (or hex6)")
            start = Position.start_on(parse_board(rest[1]))
            rest = rest[2:]
    elif args[0] == EFN:
        if len(args) < 3:
            raise ProtocolError("position efn needs the ranks and the side to move")
        try:
            start = parse_efn(f"{args[1]} {args[2]}")
        except EFNError as exc:
            raise ProtocolError(f"bad EFN: {exc}") from None
        rest = args[3:]
    else:
        raise ProtocolError(f"position: expected startpos or efn, not {args[0]!r}")
    error = rules.board_error(start.geometry)
    if error is not None:
        raise ProtocolError(f"{error} (setoption name Variant first)")
    if not rest:
        return start, ()
    if rest[0] != MOVES:
        raise ProtocolError(f"position: expected 'moves', not {rest[0]!r}")
    moves: list[Move] = []
    history: list[Key] = []
    position = start
    for index, text in enumerate(rest[1:], start=1):
        if verdict(position, rules, history) is not None:
            raise ProtocolError(f"move {index} {text!r}: the game is already over")
        try:
            move = parse_move(position, text, rules)
        except IllegalMoveError as exc:
            raise ProtocolError(f"move {index}: {exc}") from None
        moves.append(move)
        history.append(position.key)
        position = position.play(move)
    return start, tuple(moves)


def parse_board(text: str) -> Geometry:
    """A board of ``position startpos size``: ``WxH`` (``14x12``) or ``hex6``."""
    try:
        return board_named(text)
    except ValueError as exc:
        raise ProtocolError(str(exc)) from None


# -- setoption ----------------------------------------------------------------------------


def format_setoption(name: str, value: str) -> str:
    """``setoption name <Name> value <value>``; a name or value the engine would read
    otherwise (empty, the word ``value`` in the name, a line break) is refused."""
    if not name.split() or not value.split():
        raise ProtocolError(f"setoption needs a name and a value, not {name!r} and {value!r}")
    if "value" in name.split() or any(c in name + value for c in "\r\n"):
        raise ProtocolError(f"setoption cannot send the option {name!r} = {value!r}")
    return f"{SETOPTION} name {name} value {value}"


def parse_setoption(line: str) -> tuple[str, str]:
    """A ``setoption`` line as (name, value), each with single spaces between words."""
    args = _arguments(line, SETOPTION)
    if len(args) < 4 or args[0] != "name" or "value" not in args[2:]:
        raise ProtocolError("setoption: expected 'setoption name <Name> value <value>'")
    split = args.index("value", 2)
    return " ".join(args[1:split]), " ".join(args[split + 1:])


def format_unknown_option(name: str) -> str:
    """The engine's message for an option it does not have (after ``error``)."""
    return f"unknown option {name!r}"


def parse_unknown_option(message: str) -> str | None:
    """The option named by ``unknown option 'Name'``, else None (another error)."""
    prefix = "unknown option "
    if not message.startswith(prefix):
        return None
    return message[len(prefix):].strip().strip("'\"")


def parse_int_option(name: str, value: str, low: int, high: int) -> int:
    """An option's whole-number value from ``low`` to ``high``."""
    if not value.strip().isdecimal() or not low <= int(value) <= high:
        raise ProtocolError(f"{name} must be a whole number from {low} to {high}, not {value!r}")
    return int(value)


def parse_check_option(name: str, value: str) -> bool:
    """A ``check`` option's value: ``true`` or ``false`` (any case)."""
    word = value.strip().lower()
    if word not in CHECK_VALUES:
        raise ProtocolError(f"{name} must be true or false, not {value!r}")
    return word == "true"


def format_check(value: bool) -> str:
    return CHECK_VALUES[0] if value else CHECK_VALUES[1]


#: The options that set the rules of the game (lower case): a search always sends them.
RULES_OPTIONS = frozenset({"symmetryrule", "variant", "zone"})


def request_options(request: SearchRequest) -> dict[str, str]:
    """The ``setoption`` values a search needs (``Seed random`` draws a fresh seed)."""
    return {
        "SymmetryRule": request.rules.symmetry.value,
        "Variant": request.rules.variant.value,
        "Zone": request.rules.zone.value,
        "Level": str(request.level),
        "MultiPV": str(request.multipv),
        "Hash": str(request.hash_mb),
        "Seed": "random" if request.seed is None else str(request.seed),
        "Threads": str(request.threads),
        FULL_TIME: format_check(request.full_time),
    }


# -- the handshake: protocol, id, option, protocolok ------------------------------------

OPTION_TYPES = ("spin", "combo", "check", "string")
_OPTION_WORDS = ("name", "type", "default", "min", "max", "var")


@dataclass(frozen=True, slots=True)
class EngineOption:
    """An option an engine declares in its handshake: ``spin`` (a whole number from
    ``low`` to ``high``), ``combo`` (one of ``choices``), ``check`` (true or false) or
    ``string``."""

    name: str
    type: str
    default: str
    low: int | None = None
    high: int | None = None
    choices: tuple[str, ...] = ()


def format_option(option: EngineOption) -> str:
    """``option name <Name> type <t> default <v> [min <a> max <b>] [var <v>]...``."""
    text = f"{OPTION} name {option.name} type {option.type} default {option.default}"
    if option.low is not None and option.high is not None:
        text += f" min {option.low} max {option.high}"
    return text + "".join(f" var {choice}" for choice in option.choices)


def parse_option(line: str) -> EngineOption:
    """An ``option`` line as an :class:`EngineOption` (a name may hold spaces; a
    ``string`` option's default may be empty)."""
    fields: dict[str, list[str]] = {}
    choices: list[list[str]] = []
    current: list[str] | None = None
    for word in _arguments(line, OPTION):
        if word in _OPTION_WORDS and not (word in fields and word != "var"):
            current = []
            if word == "var":
                choices.append(current)
            else:
                fields[word] = current
        elif current is None:
            raise ProtocolError(f"option: expected 'name', not {word!r}")
        else:
            current.append(word)
    name, kind = " ".join(fields.get("name", ())), " ".join(fields.get("type", ()))
    if not name or kind not in OPTION_TYPES:
        raise ProtocolError(f"option needs a name and a type ({', '.join(OPTION_TYPES)}): "
                            f"{line.strip()!r}")
    bounds = [" ".join(fields[w]) for w in ("min", "max") if w in fields]
    if kind == "spin" and not (len(bounds) == 2 and all(_is_int(b) for b in bounds)):
        raise ProtocolError(f"option {name!r}: a spin option needs min and max")
    low, high = (int(bounds[0]), int(bounds[1])) if kind == "spin" else (None, None)
    return EngineOption(name, kind, " ".join(fields.get("default", ())), low, high,
                        tuple(" ".join(words) for words in choices))


def format_id(field: str, value: str) -> str:
    """``id name <engine>`` or ``id version <version>``."""
    return f"{ID} {field} {value}"


def parse_id(line: str) -> tuple[str, str]:
    """An ``id`` line as (field, value)."""
    args = _arguments(line, ID)
    if not args:
        raise ProtocolError("id needs a field (name or version)")
    return args[0], " ".join(args[1:])


def format_unknown_command(name: str) -> str:
    """The engine's message for a command it does not have (after ``error``)."""
    return f"unknown command {name!r}"


# -- the rules commands' answers: d, moves, perft, result, loadgame --------------------


def format_efn(position: Position) -> str:
    """``efn <EFN>`` (``d`` and ``loadgame``)."""
    return f"{EFN} {to_efn(position)}"


def format_move_line(position: Position, move: Move) -> str:
    """``move <notation> <EFN after the move>`` (one line of ``moves``)."""
    return f"{MOVE} {move_to_text(position.geometry, move)} {to_efn(position.play(move))}"


def format_nmoves(count: int) -> str:
    return f"{NMOVES} {count}"


def format_perft(depth: int, leaves: int) -> str:
    return f"{PERFT} {depth} {leaves}"


def format_result(text: str) -> str:
    """``result W|B|draw|none``."""
    return f"{RESULT} {text}"


# -- info ---------------------------------------------------------------------------------


_INFO_NUMBERS = ("depth", "seldepth", "multipv", "nodes", "nps", "time")


def format_info(info: SearchInfo, geometry: Geometry, *, multipv: bool = False) -> str:
    """``info depth <d> [multipv <i>] score <s> nodes <n> nps <n> time <ms> pv <moves>``:
    ``multipv`` is written when the search reports several lines; ``seldepth`` is not
    written (the protocol's lines are fixed)."""
    index = f" multipv {info.multipv}" if multipv else ""
    pv = " ".join(move_to_text(geometry, move) for move in info.pv)
    return (f"{INFO} depth {info.depth}{index} score {format_score(info.score)} "
            f"nodes {info.nodes} nps {info.nps} time {info.time_ms} pv {pv}")


def parse_info(line: str, position: Position,
               rules: Rules = DEFAULT_RULES) -> SearchInfo | None:
    """An ``info`` line of a search of ``position`` as a :class:`SearchInfo` whose ``pv``
    is a :class:`PvLine`; None if it has no score (engines print other info lines too).

    Words it does not know are skipped; ``string`` ends the line (free text follows).
    Missing numbers are 0 (``multipv`` 1, ``seldepth`` the depth).
    """
    words = _arguments(line, INFO)
    numbers: dict[str, int] = {}
    score: Score | None = None
    pv: Sequence[str] = ()
    index = 0
    while index < len(words):
        word = words[index]
        if word in ("pv", "string"):
            if word == "pv":
                pv = words[index + 1:]
            break
        if word == "score":
            score = parse_score(words[index + 1:index + 3])
            index += 3
        elif word in _INFO_NUMBERS:
            if index + 1 >= len(words) or not _is_int(words[index + 1]):
                raise ProtocolError(f"info {word} needs a whole number")
            numbers[word] = int(words[index + 1])
            index += 2
        else:
            index += 1
    if score is None:
        return None
    depth = numbers.get("depth", 0)
    return SearchInfo(depth=depth, score=score, nodes=numbers.get("nodes", 0),
                      nps=numbers.get("nps", 0), time_ms=numbers.get("time", 0),
                      pv=PvLine(position, pv, rules), multipv=numbers.get("multipv", 1),
                      seldepth=numbers.get("seldepth", depth))


# -- bestmove, errors ---------------------------------------------------------------------


def format_bestmove(move: Move | None, geometry: Geometry) -> str:
    """``bestmove <move>``, or ``bestmove none`` when there is nothing to play."""
    return f"{BESTMOVE} {move_to_text(geometry, move) if move is not None else 'none'}"


def parse_bestmove(line: str, position: Position, rules: Rules = DEFAULT_RULES) -> Move | None:
    """The move of a ``bestmove`` line, legal in ``position``; None for ``none`` (or no
    word at all)."""
    args = _arguments(line, BESTMOVE)
    if not args or args[0] == "none":
        return None
    try:
        return parse_move(position, args[0], rules)
    except IllegalMoveError as exc:
        raise ProtocolError(f"bestmove {args[0]!r}: {exc}") from None


def format_error(message: str) -> str:
    """``error <what is wrong>``, on one line whatever the message."""
    return f"{ERROR} " + " ".join(message.splitlines())


def parse_error(line: str) -> str | None:
    """The message of an ``error`` line; None for any other line."""
    words = line.split(maxsplit=1)
    if not words or words[0] != ERROR:
        return None
    return words[1].strip() if len(words) > 1 else ""


# -- explain ------------------------------------------------------------------------------

EXPLAIN = "explain"
MOTIF = "motif"


def format_explain(move: Move, geometry: Geometry, movetime_ms: int | None = None) -> str:
    """``explain <move> [movetime <ms>]``: what the move does, after ``position``."""
    text = f"{EXPLAIN} {move_to_text(geometry, move)}"
    return text if movetime_ms is None else f"{text} movetime {max(1, movetime_ms)}"


def parse_explain(line: str, position: Position,
                  rules: Rules = DEFAULT_RULES) -> tuple[Move, int | None]:
    """An ``explain`` line as (its move, legal in ``position``; the move time or None)."""
    args = _arguments(line, EXPLAIN)
    if not args:
        raise ProtocolError("explain needs a move, e.g. 'explain c3.e5-f6:2'")
    try:
        move = parse_move(position, args[0], rules)
    except IllegalMoveError as exc:
        raise ProtocolError(f"explain: {exc}") from None
    rest = args[1:]
    if not rest:
        return move, None
    if rest[0] != "movetime":
        raise ProtocolError(f"explain: unknown word {rest[0]!r} (expected movetime)")
    if len(rest) != 2 or not rest[1].isdecimal() or int(rest[1]) < 1:
        raise ProtocolError("explain movetime needs a positive whole number")
    return move, int(rest[1])


def format_explanation(move: Move, geometry: Geometry,
                       motifs: Sequence[Sequence[str]]) -> str:
    """``explain <move> motif <name> [<n>] ...``: each motif as its words."""
    words = [EXPLAIN, move_to_text(geometry, move)]
    for motif in motifs:
        words += [MOTIF, *motif]
    return " ".join(words)


def parse_explanation(line: str, position: Position, rules: Rules = DEFAULT_RULES,
                      ) -> tuple[Move, tuple[tuple[str, int | None], ...]]:
    """An ``explain`` answer as (its move, its motifs as (name, N or None)); names are
    not checked (an engine may know more motifs)."""
    args = _arguments(line, EXPLAIN)
    if not args:
        raise ProtocolError("explain answer without a move")
    try:
        move = parse_move(position, args[0], rules)
    except IllegalMoveError as exc:
        raise ProtocolError(f"explain {args[0]!r}: {exc}") from None
    motifs: list[tuple[str, int | None]] = []
    index = 1
    while index < len(args):
        if args[index] != MOTIF or index + 1 >= len(args):
            raise ProtocolError(f"explain: expected 'motif <name> [<n>]' at {args[index]!r}")
        name, index = args[index + 1], index + 2
        count = None
        if index < len(args) and args[index].isdecimal():
            count, index = int(args[index]), index + 1
        motifs.append((name, count))
    return move, tuple(motifs)


# -- helpers ------------------------------------------------------------------------------


def command_word(line: str) -> str:
    """The first word of a line (empty for a blank line)."""
    words = line.split(maxsplit=1)
    return words[0] if words else ""


def _arguments(line: str, command: str) -> list[str]:
    words = line.split()
    if not words or words[0] != command:
        raise ProtocolError(f"expected a {command!r} line, not {line.strip()!r}")
    return words[1:]


def _is_int(text: str) -> bool:
    return text.removeprefix("-").isdecimal()

