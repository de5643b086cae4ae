"""Translated texts for things the (Qt-free, English) core describes: sides, outcomes,
the reasons a move is refused and what is wrong with a game record."""

# ruff: noqa: E501  (translatable sentences stay on one line for lupdate)

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime

from PySide6.QtCore import QCoreApplication, QDate, QLocale, QTime

from ..core.ai.levels import level_info
from ..core.engine.client import EngineSpec
from ..core.games.clock import SideControl, TimeControl
from ..core.games.outcome import Outcome, Termination
from ..core.games.players import Computer, Human, default_name, player_from_tags
from ..core.games.record import Problem, RecordError
from ..core.rules.geometry import Geometry, Shape, Zone
from ..core.rules.notation import IllegalMoveError, Refusal
from ..core.rules.position import Color, Variant
from .i18n import current_locale

translate = QCoreApplication.translate


def color_name(color: Color) -> str:
    return translate("Texts", "White") if color is Color.WHITE else translate("Texts", "Black")


def variant_name(variant: Variant) -> str:
    """The game's name (the same in every language)."""
    return {
        Variant.EPAMINONDAS: translate("Texts", "Epaminondas"),
        Variant.ABANONDAS: translate("Texts", "Abanondas"),
        Variant.HEXIMINONDAS: translate("Texts", "Heximinondas"),
    }[variant]


def _amount(ms: int, unit_ms: int) -> str:
    whole, rest = divmod(ms * 1000 // unit_ms, 1000)
    return f"{whole}.{rest:03d}".rstrip("0") if rest else str(whole)


def side_control_name(side: SideControl) -> str:
    """One side's control in words: ``5 min + 3 s``, ``90 s + 2 s``, ``30 s a move``."""
    if side.per_move:
        return translate("Texts", "%1 s a move").replace("%1", _amount(side.time_ms, 1000))
    if side.time_ms % 60_000 == 0:
        base = translate("Texts", "%1 min").replace("%1", _amount(side.time_ms, 60_000))
    else:
        base = translate("Texts", "%1 s").replace("%1", _amount(side.time_ms, 1000))
    if not side.increment_ms:
        return base
    return base + " + " + translate("Texts", "%1 s").replace(
        "%1", _amount(side.increment_ms, 1000))


def time_control_name(control: TimeControl) -> str:
    """The game's clock in words (the players box, the games browser, the New game
    dialog's reading of a typed control); "no clock" without one."""
    if control.white is None or control.black is None:
        return translate("Texts", "no clock")
    if control.same_for_both:
        return side_control_name(control.white)
    return (translate("Texts", "White %1, Black %2")
            .replace("%1", side_control_name(control.white))
            .replace("%2", side_control_name(control.black)))


def when_text(moment: datetime, now: datetime) -> str:
    """When something happened, as a person says it in the window's language: "today at
    14:02", "yesterday at 9:15", "on Friday at 12:58", "on Thursday, 23 October 2025"."""
    locale = current_locale()
    local, today = moment.astimezone(), now.astimezone()
    clock = locale.toString(QTime(local.hour, local.minute), QLocale.FormatType.ShortFormat)
    days = (today.date() - local.date()).days
    if days == 0:
        return translate("Texts", "today at %1").replace("%1", clock)
    if days == 1:
        return translate("Texts", "yesterday at %1").replace("%1", clock)
    if 1 < days < 7:
        day = locale.dayName(local.isoweekday(), QLocale.FormatType.LongFormat)
        return translate("Texts", "on %1 at %2").replace("%1", day).replace("%2", clock)
    date = QDate(local.year, local.month, local.day)
    return translate("Texts", "on %1").replace(
        "%1", locale.toString(date, QLocale.FormatType.LongFormat))


def variant_explanation(variant: Variant) -> str:
    """One line saying what the game is."""
    if variant is Variant.ABANONDAS:
        return translate("Texts", "Epaminondas in which a line of two or more may also step one square sideways (a sideslip) onto empty squares.")
    if variant is Variant.HEXIMINONDAS:
        return translate("Texts", "Epaminondas on a hexagon of 91 cells, with six directions and win zones.")
    return translate("Texts", "Robert Abbott's game of phalanxes (1975).")


def board_name(geo: Geometry) -> str:
    """The board in a few words: ``14 × 12``, or ``hexagon`` (it has one size)."""
    if geo.shape is Shape.HEXAGON:
        return translate("Texts", "hexagon")
    return f"{geo.width} × {geo.height}"


def zone_name(zone: Zone) -> str:
    """Heximinondas's win-zone option in a few words (the players panel's)."""
    if zone is Zone.ROW:
        return translate("Texts", "win zone: the first row")
    return translate("Texts", "win zone: the corner")


def builtin_name() -> str:
    """The built-in engine's name in lists, menus and panels."""
    return translate("EnginesPage", "Epaminondas (built-in)")


def engine_name(engine: EngineSpec) -> str:
    """An engine's name as the user knows it (the built-in one's in their language)."""
    return builtin_name() if engine.builtin else engine.name


def record_player_name(tags: Mapping[str, str], side: str) -> str:
    """``side``'s (``White``, ``Black``) name in a record, in the user's language where the
    record holds the name it gives a player who has none ("Human", "Computer level 4");
    "" where it names nobody."""
    name = tags.get(side, "").strip()
    player = player_from_tags(tags, side)
    if isinstance(player, Human) and name == default_name(player):
        return translate("Texts", "Human")
    if isinstance(player, Computer) and not player.engine and name == default_name(player):
        return translate("Texts", "Computer level %1").replace("%1", str(player.level))
    return "" if name == "?" else name  # a name the game gives, or an engine's


def level_name(level: int) -> str:
    """The translated name of an AI level (core.ai.levels names them in English)."""
    names = (
        translate("Texts", "Beginner"),
        translate("Texts", "Novice"),
        translate("Texts", "Casual"),
        translate("Texts", "Club"),
        translate("Texts", "Strong"),
        translate("Texts", "Expert"),
        translate("Texts", "Master"),
        translate("Texts", "Full strength"),
    )
    return names[level - 1] if 1 <= level <= len(names) else str(level)


def level_description(level: int) -> str:
    """What an AI level does and how long it may think, translated (core.ai.levels has the
    English sentences)."""
    descriptions = (
        translate("Texts", "Looks one move ahead without the replies, misjudges positions and often overlooks its own captures."),
        translate("Texts", "Looks one move ahead without the replies: misses recaptures."),
        translate("Texts", "Looks one move ahead and follows the captures, but misjudges positions and overlooks some of its own captures."),
        translate("Texts", "Looks one move ahead and follows the captures."),
        translate("Texts", "Looks two moves ahead: its own and the reply."),
        translate("Texts", "Looks three moves ahead."),
        translate("Texts", "Looks four moves ahead."),
        translate("Texts", "Searches as deep as the time allows."),
    )
    if not 1 <= level <= len(descriptions):
        return ""
    info = level_info(level)
    seconds = info.window_think_ms / 1000
    thinks = translate("Texts", "Thinks up to %1 s a move.").replace("%1", f"{seconds:g}")
    return f"{descriptions[level - 1]} {thinks}"


def describe_outcome(outcome: Outcome) -> str:
    """A sentence saying who won and why (the translated counterpart of Outcome.describe)."""
    if outcome.winner is None:
        if outcome.termination is Termination.DRAW_AGREED:
            return translate("Texts", "Draw by agreement.")
        if outcome.termination is Termination.REPETITION:
            return translate("Texts", "Draw by threefold repetition.")
        if outcome.termination is Termination.NO_MOVES_COUNT:
            return translate("Texts", "Draw: no legal move, and as many pieces on each side.")
        return translate("Texts", "Draw.")
    winner = color_name(outcome.winner)
    loser = color_name(outcome.winner.other)
    if outcome.termination is Termination.HOME_ROW:
        return translate(
            "Texts", "%1 wins: more pieces on the opponent's home row at the start of the turn."
        ).replace("%1", winner)
    if outcome.termination is Termination.WIN_ZONE:
        return translate(
            "Texts", "%1 wins: more pieces in the win zone at the start of the turn."
        ).replace("%1", winner)
    if outcome.termination is Termination.NO_MOVES:
        return (
            translate("Texts", "%1 wins: %2 has no legal move.")
            .replace("%1", winner)
            .replace("%2", loser)
        )
    if outcome.termination is Termination.NO_MOVES_COUNT:
        return (
            translate("Texts", "%1 wins: no legal move, and %1 has more pieces.")
            .replace("%1", winner)
        )
    if outcome.termination is Termination.REPETITION_LOSS:
        return (
            translate("Texts", "%1 wins: %2 made a position occur for the third time.")
            .replace("%1", winner)
            .replace("%2", loser)
        )
    if outcome.termination is Termination.TIME:
        return (translate("Texts", "%1 wins on time: %2's clock ran out.")
                .replace("%1", winner).replace("%2", loser))
    return translate("Texts", "%1 wins: %2 resigned.").replace("%1", winner).replace("%2", loser)


def outcome_reason(outcome: Outcome) -> str:
    """Why the game ended, without saying again who won (a message box's second line)."""
    loser = color_name(outcome.winner.other) if outcome.winner is not None else ""
    if outcome.termination is Termination.DRAW_AGREED:
        return translate("Texts", "The players agreed to a draw.")
    if outcome.termination is Termination.REPETITION:
        return translate("Texts", "The same position occurred three times.")
    if outcome.termination is Termination.HOME_ROW:
        return translate(
            "Texts", "More pieces on the opponent's home row at the start of the turn."
        )
    if outcome.termination is Termination.WIN_ZONE:
        return translate("Texts", "More pieces in the win zone at the start of the turn.")
    if outcome.termination is Termination.NO_MOVES:
        return translate("Texts", "%1 has no legal move.").replace("%1", loser)
    if outcome.termination is Termination.NO_MOVES_COUNT:
        return translate("Texts", "No legal move: the side with more pieces wins.")
    if outcome.termination is Termination.REPETITION_LOSS:
        return translate("Texts", "%1 made a position occur for the third time.").replace(
            "%1", loser)
    if outcome.termination is Termination.RESIGNATION:
        return translate("Texts", "%1 resigned.").replace("%1", loser)
    if outcome.termination is Termination.TIME:
        return translate("Texts", "%1's clock ran out.").replace("%1", loser)
    return describe_outcome(outcome)


def _side(name: str) -> str:
    return color_name(Color.WHITE) if name == "White" else color_name(Color.BLACK)


def _refusal_template(refusal: Refusal, shape: object = None) -> tuple[str, tuple[str, ...]] | None:
    """The translated sentence for a refusal, with %1, %2 standing for the named fields
    (``shape``: the board's, for the sentences that name its lines)."""
    if refusal is Refusal.NO_PIECE:
        return translate("Texts", "%1 holds no %2 piece"), ("square", "side")
    if refusal is Refusal.NOT_STRAIGHT and shape == Shape.HEXAGON.value:
        return translate(
            "Texts", "Pieces move in a straight line: in one of the hexagon's six directions."
        ), ()
    if refusal is Refusal.NOT_STRAIGHT:
        return translate(
            "Texts", "Pieces move in a straight line: along a rank, a file or a diagonal."
        ), ()
    if refusal is Refusal.SAME_SQUARE:
        return translate("Texts", "The piece was dropped where it stands."), ()
    if refusal is Refusal.ENDS_NOT_ON_LINE:
        return translate("Texts", "The two ends of the group are not on one line."), ()
    if refusal is Refusal.NOT_ON_LINE:
        return translate("Texts", "The landing square is not on the group's line."), ()
    if refusal is Refusal.BROKEN_GROUP:
        return translate("Texts", "The group must be an unbroken line: %1 is not yours."), (
            "square",
        )
    if refusal is Refusal.PIECE_TOO_FAR:
        return translate("Texts", "A single piece moves one square only, not %1."), ("distance",)
    if refusal is Refusal.GROUP_TOO_FAR:
        return translate("Texts", "A group of %1 moves at most %1 squares, not %2."), (
            "count",
            "distance",
        )
    if refusal is Refusal.OFF_BOARD:
        return translate("Texts", "The group would leave the board."), ()
    if refusal is Refusal.BLOCKED_BY_OWN:
        return translate("Texts", "The way is blocked by your own piece on %1."), ("square",)
    if refusal is Refusal.BLOCKED:
        return translate("Texts", "The way is blocked on %1."), ("square",)
    if refusal is Refusal.PIECE_CANNOT_CAPTURE:
        return translate(
            "Texts", "A single piece cannot capture: only a group longer than the line it hits can."
        ), ()
    if refusal is Refusal.CAPTURE_TOO_SHORT:
        return translate(
            "Texts",
            "A group of %1 cannot capture a line of %2: it must be longer than the line it captures.",
        ), ("count", "run")
    if refusal is Refusal.SYMMETRY:
        return translate(
            "Texts",
            "This would leave the position mirror-symmetric with a piece on the far row (the anti-symmetry rule).",
        ), ()
    if refusal is Refusal.SLIP_NOT_IN_VARIANT:
        return translate("Texts", "Sideslips are moves of Abanondas, not of Epaminondas."), ()
    if refusal is Refusal.SLIP_TOO_SHORT:
        return translate("Texts", "A sideslip takes a phalanx of two or more pieces."), ()
    if refusal is Refusal.SLIP_NOT_ONE_STEP:
        return translate("Texts", "In a sideslip every piece moves one square, all the same way."), ()
    if refusal is Refusal.SLIP_ALONG_LINE:
        return translate("Texts", "A sideslip goes across the phalanx's line, not along it."), ()
    if refusal is Refusal.SLIP_DIAGONAL:
        return translate("Texts", "A diagonal phalanx slips only along a rank or a file."), ()
    if refusal is Refusal.SLIP_NOT_EMPTY:
        return translate("Texts", "A sideslip needs empty squares: %1 is not empty."), ("square",)
    return None  # one this layer does not know: the core's English sentence


def translate_refusal(error: IllegalMoveError) -> str:
    """Why a move was refused, in the current language (from the core's refusal code)."""
    shape = error.params.get("shape")
    known = _refusal_template(error.refusal, shape) if error.refusal is not None else None
    if known is None:
        text = str(error)
        return text[:1].upper() + text[1:]
    template, fields = known
    # Fill %2 before %1 so that a value containing "%2" cannot be substituted twice.
    for index in range(len(fields), 0, -1):
        value = error.params.get(fields[index - 1], "")
        text_value = _side(str(value)) if fields[index - 1] == "side" else str(value)
        template = template.replace(f"%{index}", text_value)
    return template


def record_error_text(error: RecordError) -> str:
    """Where a record is broken and why, as one line for a message box or a list."""
    return (
        translate("Texts", "Line %1, column %2: %3")
        .replace("%1", str(error.line))
        .replace("%2", str(error.column))
        .replace("%3", _record_problem(error))  # last: the file's words may hold "%1"
    )


def _record_problem(error: RecordError) -> str:
    """What is wrong with a game record, in the current language for the problems a player
    meets most (an empty, binary or foreign file, a move the rules refuse), else the
    core's English sentence."""
    if error.problem is Problem.EMPTY:
        return translate("Texts", "The file is empty: it holds no game record.")
    if error.problem is Problem.BINARY:
        return translate("Texts", "This is not a text file (binary data).")
    if error.problem is Problem.FOREIGN:
        return translate("Texts", "This is not a game record: a record starts with tag pairs such as [Event \"...\"] or with numbered moves such as 1. a2-a3.")
    if error.problem is Problem.ILLEGAL_MOVE and error.cause is not None:
        return (translate("Texts", "“%1” is not a legal move here. %2")
                .replace("%2", translate_refusal(error.cause)).replace("%1", error.word))
    return error.message
