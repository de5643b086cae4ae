"""The course: the shipped data is valid, and the runner judges tries as a teacher would."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from epaminondas_gui.core.ai.motifs import MotifName, rule_motifs
from epaminondas_gui.core.rules.movegen import legal_moves
from epaminondas_gui.core.rules.notation import IllegalMoveError, Refusal, find_move, parse_move
from epaminondas_gui.core.rules.position import Variant
from epaminondas_gui.core.study.lessons import (
    LANGUAGES,
    Goal,
    Lesson,
    LessonError,
    LessonRun,
    parse_lessons,
    read_lessons,
    say,
)

LESSONS = Path(__file__).resolve().parents[2] / "epaminondas_gui" / "assets" / "lessons.json"


@pytest.fixture(scope="module")
def course() -> list[Lesson]:
    return read_lessons(LESSONS)


def test_the_course_covers_what_a_newcomer_needs(course: list[Lesson]) -> None:
    assert [lesson.id for lesson in course] == [
        "piece", "phalanx", "split", "capture", "far-row", "intruder", "symmetry", "repetition",
        "hexagon",
    ]
    reasons = {s.reason for lesson in course for s in lesson.steps if s.goal is Goal.REFUSED}
    assert reasons == {Refusal.CAPTURE_TOO_SHORT, Refusal.SYMMETRY, Refusal.NOT_STRAIGHT}
    assert sum(len(lesson.steps) for lesson in course) == 18
    # The last lesson is on the hexagon, played as Heximinondas.
    assert {step.rules.variant for step in course[-1].steps} == {Variant.HEXIMINONDAS}
    assert {step.rules.variant for lesson in course[:-1] for step in lesson.steps} == {
        Variant.EPAMINONDAS}


def test_every_expected_move_is_legal_and_every_refused_drag_refused_for_its_reason(
    course: list[Lesson],
) -> None:
    for lesson in course:
        for step in lesson.steps:
            pos = step.position
            legal = legal_moves(pos, step.rules)
            if step.goal is Goal.MOVE:
                assert step.expected() and all(m in legal for m in step.expected())
            else:
                grab, drop = step.refused_squares()
                with pytest.raises(IllegalMoveError) as info:
                    find_move(pos, grab, drop, step.rules)
                assert info.value.refusal is step.reason
            for text in (step.text, step.hint):
                assert set(text) == set(LANGUAGES) and all(text.values())


def test_the_defence_step_takes_every_move_that_saves_the_piece_and_no_other(
    course: list[Lesson],
) -> None:
    # Capturing's last step: the black pair d6, d5 threatens d3. The moves it takes are
    # exactly those the hints call a defence (stops-capture): none missing, none extra.
    step = course[3].steps[-1]
    pos = step.position
    saving = {move for move in legal_moves(pos, step.rules)
              if any(motif.name is MotifName.STOPS_CAPTURE
                     for motif in rule_motifs(pos, move, step.rules))}
    assert set(step.expected()) == saving and len(saving) == 9


def test_the_far_row_step_ends_in_a_win_after_the_reply(course: list[Lesson]) -> None:
    step = course[4].steps[0]
    run = LessonRun(course)
    run.start(4)
    move = parse_move(step.position, "d5-d6")
    feedback = run.try_move(move)
    assert feedback.done and feedback.reply is not None
    after = step.position.play(move).play(feedback.reply)
    assert after.mover_has_won()


def test_runner_refuses_a_wrong_move_with_the_hint_and_repeats(course: list[Lesson]) -> None:
    run = LessonRun(course)
    step = run.step
    wrong = parse_move(step.position, "e1-e2")
    feedback = run.try_move(wrong, "de")
    assert not feedback.done and feedback.text == step.hint["de"]
    assert run.step is step and not run.step_done
    right = run.try_move(parse_move(step.position, "c2-d3"), "es")
    assert step.done is not None and right.done and right.text == step.done["es"]
    assert "piece" in run.completed


def test_runner_takes_the_refused_drag_only_for_the_stated_reason(course: list[Lesson]) -> None:
    run = LessonRun(course)
    run.start(3)
    run.next()
    step = run.step
    assert step.goal is Goal.REFUSED
    geo = step.position.geometry
    grab, drop = geo.parse_square("c1"), geo.parse_square("c2")
    # Another refusal (the line dragged too far) is not the lesson.
    far = geo.parse_square("c1"), geo.parse_square("c5")
    with pytest.raises(IllegalMoveError) as other:
        find_move(step.position, *far)
    assert other.value.refusal is Refusal.GROUP_TOO_FAR
    assert run.try_refused(other.value, *far) is None and not run.step_done
    with pytest.raises(IllegalMoveError) as refused:
        find_move(step.position, grab, drop)
    feedback = run.try_refused(refused.value, grab, drop)
    assert feedback is not None and feedback.done and run.step_done


def test_course_walk_and_progress(course: list[Lesson]) -> None:
    run = LessonRun(course, completed=["piece", "phalanx", "nonsense"])
    assert run.completed == {"piece", "phalanx"} and run.first_open() == 2
    run.start(0)
    steps = 0
    while True:
        steps += 1
        if run.step_index == len(run.lesson.steps) - 1:
            run.completed.add(run.lesson.id)  # as a player finishing it
        if not run.next():
            break
    assert steps == 18 and run.is_last_step()


def test_after_the_last_lesson_the_course_goes_on_at_the_first_unfinished(
    course: list[Lesson],
) -> None:
    last = len(course) - 1
    run = LessonRun(course, completed=[course[0].id, course[last].id])
    run.start(last)
    while run.step_index + 1 < len(run.lesson.steps):
        assert run.next()
    assert run.next() and (run.lesson_index, run.step_index) == (1, 0)
    # All done: the end of the course.
    run = LessonRun(course, completed=[lesson.id for lesson in course])
    run.start(last)
    while run.step_index + 1 < len(run.lesson.steps):
        assert run.next()
    assert not run.next()


def test_say_falls_back_to_english() -> None:
    text = {"en": "Hello", "de": "Hallo", "es": "Hola"}
    assert say(text, "de_DE") == "Hallo" and say(text, "fr") == "Hello"


def _one_step(**step: object) -> str:
    base: dict[str, object] = {
        "efn": "6/6/6/6/2W3/6 W", "goal": "move", "moves": ["c2-c3"],
        "text": {"en": "t", "de": "t", "es": "t"}, "hint": {"en": "h", "de": "h", "es": "h"},
    }
    base.update(step)
    lesson = {"id": "x", "title": {"en": "x", "de": "x", "es": "x"}, "steps": [base]}
    return json.dumps({"format": "epaminondas-lessons", "version": 1, "lessons": [lesson]})


@pytest.mark.parametrize(
    ("step", "message"),
    [
        ({"moves": ["c2-c4"]}, "lesson 1 (x), step 1: expected move 'c2-c4' is not legal"),
        ({"efn": "6/6/9 W"}, "lesson 1 (x), step 1: bad position"),
        ({"goal": "win"}, "goal must be"),
        ({"text": {"en": "t"}}, "step 1: text: needs a text in each of en, de, es"),
        ({"goal": "refused", "drag": ["c2", "c3"], "reason": "symmetry"},
         "the drag c2-c3 is legal (c2-c3)"),
        ({"goal": "refused", "drag": ["c2", "c5"], "reason": "symmetry"},
         "is refused, but because a piece moves at most 1 square"),
        ({"goal": "refused", "drag": ["c2", "c5"], "reason": "bogus"}, "unknown refusal"),
    ],
)
def test_bad_lesson_data_is_reported_with_its_place(step: dict[str, object], message: str) -> None:
    with pytest.raises(LessonError, match=message.replace("(", r"\(").replace(")", r"\)")):
        parse_lessons(_one_step(**step))


@pytest.mark.parametrize(
    ("text", "message"),
    [("", "not JSON"), ("[]", "not a lesson file"),
     ('{"format": "epaminondas-lessons", "version": 2}', "version 2")],
)
def test_foreign_files_are_refused(text: str, message: str) -> None:
    with pytest.raises(LessonError, match=message):
        parse_lessons(text)
