"""A search waiting for its engine sleeps until a line, a stop or a deadline comes: the
stop flag wakes it (core/stop_flag.py), so that the wait does not look at the flag every
few milliseconds (each look took the interpreter's lock from the window's thread)."""

from __future__ import annotations

import sys
import threading
import time
from pathlib import Path

import pytest

from epaminondas_gui.core.ai import Limits, SearchRequest
from epaminondas_gui.core.engine.client import POLL_S, EngineClient, EngineError, EngineSpec
from epaminondas_gui.core.rules.position import Position
from epaminondas_gui.core.stop_flag import StopFlag

HANG = EngineSpec("fake hang", (sys.executable,
                                str(Path(__file__).resolve().parent / "fake_engine.py"), "hang"))


def test_set_calls_each_listener_once_and_only_while_it_listens() -> None:
    flag = StopFlag()
    calls: list[str] = []
    with flag.listening(lambda: calls.append("a")), flag.listening(lambda: calls.append("b")):
        assert calls == []
        flag.set()
        assert calls == ["a", "b"]
    flag.set()
    assert calls == ["a", "b"] and flag.is_set()


def test_a_flag_set_before_the_listening_wakes_at_once() -> None:
    flag = StopFlag()
    flag.set()
    calls: list[str] = []
    with flag.listening(lambda: calls.append("woken")):
        assert calls == ["woken"]


def test_a_listener_is_called_on_the_setting_thread_while_another_thread_waits() -> None:
    flag = StopFlag()
    seen: list[int] = []
    with flag.listening(lambda: seen.append(threading.get_ident())):
        setter = threading.Thread(target=flag.set)
        setter.start()
        assert flag.wait(2.0)
        setter.join(2.0)
    assert seen == [setter.ident]


def _voluntary_switches(native_id: int) -> int:
    with open(f"/proc/self/task/{native_id}/status") as file:
        for line in file:
            if line.startswith("voluntary_ctxt_switches:"):
                return int(line.split()[1])
    raise AssertionError("no voluntary_ctxt_switches in the thread's status")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc (Linux)")
def test_a_search_waiting_on_a_silent_engine_sleeps() -> None:
    # The hung engine says nothing after its start: the search thread only wakes to look
    # whether the engine has exited (every POLL_S). It looked at its stop flag every
    # 10 ms before: 100 wake-ups a second.
    client = EngineClient(HANG)
    stop = StopFlag()
    native: list[int] = []
    errors: list[Exception] = []

    def run() -> None:
        native.append(threading.get_native_id())
        try:
            client.search(SearchRequest(Position.start(), limits=Limits(infinite=True)),
                          stop=stop)
        except EngineError as exc:
            errors.append(exc)

    try:
        client.start()
        thread = threading.Thread(target=run, daemon=True)
        thread.start()
        time.sleep(0.3)  # the search has sent go and waits (measured, not synchronised)
        before = _voluntary_switches(native[0])
        time.sleep(1.0)
        woke = _voluntary_switches(native[0]) - before
        stop.set()
        thread.join(3.0)
    finally:
        client.close()
    assert woke <= 10, woke  # 4 looks at the engine in the second; 100 before
    assert errors and "did not stop within 1 s" in str(errors[0])


def test_a_stop_is_sent_as_soon_as_it_is_set(monkeypatch: pytest.MonkeyPatch) -> None:
    # Set 20 ms into a wait on a silent engine, the stop is sent at once, not at the
    # wait's next look at its engine (POLL_S after the wait began: 230 ms after the set).
    client = EngineClient(HANG)
    stop = StopFlag()
    set_at: list[float] = []
    sent: list[tuple[float, str]] = []
    send = client._send

    def recording(line: str) -> None:
        sent.append((time.monotonic(), line))
        send(line)

    def set_stop() -> None:
        set_at.append(time.monotonic())
        stop.set()

    monkeypatch.setattr(client, "_send", recording)
    try:
        client.start()
        timer = threading.Timer(0.02, set_stop)
        timer.start()
        with pytest.raises(EngineError, match="did not stop within 1 s"):  # the hung engine
            client.search(SearchRequest(Position.start(), limits=Limits(infinite=True)),
                          stop=stop)
        timer.join()
    finally:
        client.close()
    stops = [at for at, line in sent if line == "stop"]
    assert POLL_S >= 0.2 and len(stops) == 1
    assert stops[0] - set_at[0] < 0.15
