"""The number tween (app/ui/anim.py) glides to its figure in the same time at any frame rate."""

from __future__ import annotations

import pytest

from app.ui.anim import NumberTween


def _arrival(dt: float, start: float = 0.0, target: float = 400.0, speed: float = 6.0) -> float:
    """The elapsed time at which a tween from ``start`` stepped every ``dt`` seconds shows ``target``
    and holds it exactly."""
    tween = NumberTween(value=start, target=start, speed=speed)
    tween.set(target)
    elapsed = 0.0
    while tween.value != target:
        tween.update(dt)
        elapsed += dt
        assert elapsed < 60, "the tween never arrived"
    return elapsed


@pytest.mark.parametrize("dt", [1 / 30, 1 / 120, 1 / 240, 3 / 60, 8 / 60, 24 / 60])
@pytest.mark.parametrize(("start", "target", "speed"), [(0, 400, 6.0), (1, 5, 6.0), (99, 12, 6.0), (30, 430, 12.0)])
def test_the_count_takes_the_same_time_at_any_step(dt: float, start: float, target: float, speed: float) -> None:
    """The tween closed a fixed share of the gap each frame (speed × dt), so it took longer at a high frame
    rate than at a low one, and a tween stepped at a table's ×3 or Fast forward speed (big steps) came in
    early, up to all at once. Now the same elapsed time brings the same value at any step: it arrives
    when a 60 fps tween does, within one step (the frame that crosses the line)."""
    at_60 = _arrival(1 / 60, start, target, speed)
    arrival = _arrival(dt, start, target, speed)
    assert abs(arrival - at_60) <= max(dt, 1 / 60) + 1e-9, (at_60, arrival)


def test_the_value_at_a_time_does_not_depend_on_the_step() -> None:
    """Half a second in, a tween stepped at 30, 60 and 120 fps shows the same figure."""
    shown = []
    for fps in (30, 60, 120):
        tween = NumberTween()
        tween.set(400)
        for _ in range(fps // 2):
            tween.update(1 / fps)
        shown.append(tween.value)
    assert max(shown) - min(shown) < 0.01, shown


def test_sixty_frames_a_second_look_as_before() -> None:
    """At 60 fps each frame still closes a tenth of the gap (speed 6), as the tables were tuned for."""
    tween = NumberTween()
    tween.set(400)
    tween.update(1 / 60)
    assert tween.value == pytest.approx(40.0)
    tween.update(1 / 60)
    assert tween.value == pytest.approx(76.0)
    assert tween.pulse == pytest.approx(1 - 1.5 / 60 * 2)


def test_a_zero_step_and_an_instant_set_leave_it_alone() -> None:
    """No time passed, no move; ``instant`` jumps; a step of several seconds lands on the figure."""
    tween = NumberTween()
    tween.set(400)
    tween.update(0.0)
    assert tween.value == 0
    tween.update(5.0)
    assert tween.value == 400 and tween.shown == 400
    tween.set(10, instant=True)
    assert tween.value == 10
