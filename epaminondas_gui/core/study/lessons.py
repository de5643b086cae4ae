"""Lessons: a short course of interactive steps on small boards (no Qt).

The course is data (``assets/lessons.json``): every step is a position (EFN), one sentence
in each language, and a goal: play one of the expected moves, or try a move the rules
refuse (the step shows why). A wrong move is refused with the step's hint and the step
repeats until it is done. :func:`read_lessons` checks every expected move is legal and
every refused one is refused for the stated reason, so a bad edit of the data is caught
when the file is read, with the lesson and step named.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from ..games.outcome import outcome_of
from ..rules.notation import IllegalMoveError, Refusal, find_move, move_to_text, parse_move
from ..rules.position import EFNError, Move, Position, Rules, parse_efn, variant_for

FORMAT = "epaminondas-lessons"
VERSION = 1
LANGUAGES = ("en", "de", "es")


class LessonError(ValueError):
    """A lesson file that cannot be used; the message names the lesson and the step."""


class Goal(Enum):
    MOVE = "move"
    """Play one of the step's moves."""
    REFUSED = "refused"
    """Try the step's drag: the rules refuse it, and the reason is the lesson."""


Text = Mapping[str, str]


def say(text: Text, language: str) -> str:
    """``text`` in ``language`` (``de``, ``es_ES`` …), else in English."""
    return text.get(language, text.get(language.split("_")[0], text["en"]))


@dataclass(frozen=True, slots=True)
class Step:
    efn: str
    text: Text
    hint: Text
    goal: Goal
    moves: tuple[str, ...] = ()
    """Goal MOVE: every move that completes the step."""
    drag: tuple[str, str] = ("", "")
    """Goal REFUSED: the grab and drop squares of the refused move."""
    reason: Refusal | None = None
    """Goal REFUSED: why the rules refuse it."""
    reply: str | None = None
    """A move the opponent answers with after the step's move (shown on the board)."""
    done: Text | None = None
    """Said when the step is done (else a plain "well done")."""

    @property
    def position(self) -> Position:
        return parse_efn(self.efn)

    @property
    def rules(self) -> Rules:
        """The rules of the step's board: Epaminondas on a rectangle, Heximinondas (corner
        zones) on the hexagon."""
        return rules_for(self.position)

    def expected(self) -> list[Move]:
        pos = self.position
        return [parse_move(pos, text, self.rules) for text in self.moves]

    def refused_squares(self) -> tuple[int, int]:
        geo = self.position.geometry
        return geo.parse_square(self.drag[0]), geo.parse_square(self.drag[1])


def rules_for(position: Position) -> Rules:
    """The game a lesson's position is played in: the first variant of its board's shape."""
    return Rules(variant=variant_for(position.geometry))


@dataclass(frozen=True, slots=True)
class Lesson:
    id: str
    title: Text
    steps: tuple[Step, ...]


# -- reading -------------------------------------------------------------------------------


def read_lessons(path: str | Path) -> list[Lesson]:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise LessonError(f"{path}: cannot be read ({exc})") from None
    return parse_lessons(text, str(path))


def parse_lessons(text: str, where: str = "lessons") -> list[Lesson]:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise LessonError(f"{where}: not JSON (line {exc.lineno}: {exc.msg})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise LessonError(f"{where}: not a lesson file (no \"format\": \"{FORMAT}\")")
    if data.get("version") != VERSION:
        raise LessonError(f"{where}: version {data.get('version')!r} is not {VERSION}")
    entries = data.get("lessons")
    if not isinstance(entries, list) or not entries:
        raise LessonError(f"{where}: \"lessons\" is not a non-empty list")
    lessons = [_lesson(entry, f"{where}: lesson {n}") for n, entry in enumerate(entries, 1)]
    ids = [lesson.id for lesson in lessons]
    if len(set(ids)) != len(ids):
        raise LessonError(f"{where}: lesson ids are not unique")
    return lessons


def _text(value: object, where: str) -> Text:
    if not isinstance(value, dict) or not all(
        isinstance(value.get(lang), str) and value[lang] for lang in LANGUAGES
    ):
        raise LessonError(f"{where}: needs a text in each of {', '.join(LANGUAGES)}")
    return {lang: value[lang] for lang in LANGUAGES}


def _lesson(entry: object, where: str) -> Lesson:
    if not isinstance(entry, dict) or not isinstance(entry.get("id"), str):
        raise LessonError(f"{where}: not an object with an \"id\"")
    steps = entry.get("steps")
    if not isinstance(steps, list) or not steps:
        raise LessonError(f"{where} ({entry['id']}): no steps")
    return Lesson(
        entry["id"],
        _text(entry.get("title"), f"{where} ({entry['id']}): title"),
        tuple(_step(s, f"{where} ({entry['id']}), step {n}") for n, s in enumerate(steps, 1)),
    )


def _step(entry: object, where: str) -> Step:
    if not isinstance(entry, dict):
        raise LessonError(f"{where}: not an object")
    try:
        pos = parse_efn(str(entry.get("efn")))
    except EFNError as exc:
        raise LessonError(f"{where}: bad position: {exc}") from None
    if outcome_of(pos, rules_for(pos)) is not None:
        raise LessonError(f"{where}: the game is already over in this position")
    try:
        goal = Goal(entry.get("goal"))
    except ValueError:
        raise LessonError(f"{where}: goal must be \"move\" or \"refused\"") from None
    done = entry.get("done")
    step = Step(
        efn=entry["efn"],
        text=_text(entry.get("text"), f"{where}: text"),
        hint=_text(entry.get("hint"), f"{where}: hint"),
        goal=goal,
        moves=tuple(entry.get("moves", ())),
        drag=tuple(entry.get("drag", ("", ""))),  # type: ignore[arg-type]
        reason=_reason(entry.get("reason"), where) if goal is Goal.REFUSED else None,
        reply=entry.get("reply"),
        done=_text(done, f"{where}: done") if done is not None else None,
    )
    _check(step, pos, where)
    return step


def _reason(name: object, where: str) -> Refusal:
    try:
        return Refusal[str(name).upper().replace("-", "_")]
    except KeyError:
        raise LessonError(f"{where}: unknown refusal reason {name!r}") from None


def _check(step: Step, pos: Position, where: str) -> None:
    """Every expected move legal, the reply legal after each, the refused drag refused."""
    rules = rules_for(pos)
    if step.goal is Goal.MOVE:
        if not step.moves:
            raise LessonError(f"{where}: a move step needs \"moves\"")
        for text in step.moves:
            try:
                after = pos.play(parse_move(pos, text, rules))
            except IllegalMoveError as exc:
                raise LessonError(f"{where}: expected move {text!r} is not legal: {exc}") from None
            if step.reply is not None and outcome_of(after, rules) is None:
                try:
                    parse_move(after, step.reply, rules)
                except IllegalMoveError as exc:
                    raise LessonError(
                        f"{where}: reply {step.reply!r} after {text!r}: {exc}"
                    ) from None
        return
    try:
        grab, drop = step.refused_squares()
    except ValueError as exc:
        raise LessonError(f"{where}: refused drag {step.drag!r}: {exc}") from None
    try:
        move = find_move(pos, grab, drop, rules)
    except IllegalMoveError as exc:
        if exc.refusal is not step.reason:
            raise LessonError(
                f"{where}: the drag {'-'.join(step.drag)} is refused, but because {exc}"
            ) from None
        return
    raise LessonError(
        f"{where}: the drag {'-'.join(step.drag)} is legal ({move_to_text(pos.geometry, move)})"
    )


# -- playing a course ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Feedback:
    """What the app says after the player's try."""

    done: bool
    """The step is done (go on); else the board goes back and the step repeats."""
    text: str
    reply: Move | None = None
    """The opponent's answer to play on the board after the player's move."""


class LessonRun:
    """One lesson being played: the current step, the player's tries, what is completed."""

    def __init__(self, lessons: Iterable[Lesson], completed: Iterable[str] = ()) -> None:
        self.lessons = list(lessons)
        self.completed: set[str] = {c for c in completed if c in {ls.id for ls in self.lessons}}
        self.lesson_index = 0
        self.step_index = 0
        self.step_done = False

    @property
    def lesson(self) -> Lesson:
        return self.lessons[self.lesson_index]

    @property
    def step(self) -> Step:
        return self.lesson.steps[self.step_index]

    def start(self, lesson_index: int) -> None:
        self.lesson_index = lesson_index
        self.step_index = 0
        self.step_done = False

    def first_open(self) -> int:
        """The first lesson not completed (0 when all are)."""
        for index, lesson in enumerate(self.lessons):
            if lesson.id not in self.completed:
                return index
        return 0

    def try_move(self, move: Move, language: str = "en") -> Feedback:
        step = self.step
        if step.goal is Goal.MOVE and move in step.expected():
            return self._done(step, language, move)
        return Feedback(False, say(step.hint, language))

    def try_refused(self, error: IllegalMoveError, grab: int, drop: int,
                    language: str = "en") -> Feedback | None:
        """The player's drag was refused by the rules: the lesson when it is the step's
        refused move, else None (the caller shows the rule's own reason and the hint)."""
        step = self.step
        if (step.goal is Goal.REFUSED and error.refusal is step.reason
                and (grab, drop) == step.refused_squares()):
            return self._done(step, language, None)
        return None

    def _done(self, step: Step, language: str, move: Move | None) -> Feedback:
        self.step_done = True
        reply = None
        if move is not None and step.reply is not None:
            after = step.position.play(move)
            if outcome_of(after, step.rules) is None:
                reply = parse_move(after, step.reply, step.rules)
        text = say(step.done, language) if step.done is not None else ""
        if self.step_index == len(self.lesson.steps) - 1:
            self.completed.add(self.lesson.id)
        return Feedback(True, text, reply)

    def next(self) -> bool:
        """Go to the next step (or the next lesson; after the last lesson, the first one
        not completed); False when the course is finished."""
        self.step_done = False
        if self.step_index + 1 < len(self.lesson.steps):
            self.step_index += 1
            return True
        if self.lesson_index + 1 < len(self.lessons):
            self.start(self.lesson_index + 1)
            return True
        # Lessons taken out of order (1 and 9): the course goes on where it has gaps.
        for index, lesson in enumerate(self.lessons):
            if lesson.id not in self.completed and index != self.lesson_index:
                self.start(index)
                return True
        return False

    def is_last_step(self) -> bool:
        return (self.lesson_index == len(self.lessons) - 1
                and self.step_index == len(self.lesson.steps) - 1)
