"""The command line, run as a player would: ``python -m app ...`` with the dummy video and sound
drivers. Options that belong to the demo are refused without ``--demo``, and ``--replay`` with it,
with the usage and exit status 2 (before, the window opened and the option was silently ignored)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TIMEOUT = 30  # seconds: a refused command line ends at once; an opened window would not


def run_app(args: list[str], home: Path) -> subprocess.CompletedProcess[str]:
    """``python -m app`` with ``args``, off-screen and silent, its files in ``home``. A run that
    opens the window never ends by itself: it is stopped after ``TIMEOUT`` seconds (exit 124)."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PAIZHUO_HOME": str(home)}
    try:
        return subprocess.run([sys.executable, "-m", "app", *args], cwd=ROOT, env=env, capture_output=True,
                              text=True, timeout=TIMEOUT)
    except subprocess.TimeoutExpired as exc:
        out = exc.stdout.decode() if isinstance(exc.stdout, bytes) else (exc.stdout or "")
        err = exc.stderr.decode() if isinstance(exc.stderr, bytes) else (exc.stderr or "")
        return subprocess.CompletedProcess(exc.cmd, 124, out, err)


@pytest.mark.parametrize("args, option", [
    (["--frames", "10"], "--frames"),
    (["--screenshot", "out.png"], "--screenshot"),
    (["--players", "3"], "--players"),
    (["--seed", "5"], "--seed"),
    (["--option", "faction_mode=true"], "--option"),
    (["--lang", "en", "--frames", "10", "--players", "3"], "--frames"),
])
def test_a_demo_option_without_demo_is_refused(tmp_path: Path, args: list[str], option: str) -> None:
    done = run_app(args, tmp_path)
    assert done.returncode == 2, f"exit {done.returncode}: the window opened instead"
    assert done.stderr.startswith("usage: python -m app"), done.stderr
    last = done.stderr.strip().splitlines()[-1]
    assert option in last and "--demo" in last, last
    assert not (tmp_path / "out.png").exists()


def test_replay_with_demo_is_refused(tmp_path: Path) -> None:
    record = tmp_path / "game.json"
    record.write_text("{}", encoding="utf-8")
    done = run_app(["--demo", "deadline99", "--frames", "1", "--replay", str(record)], tmp_path)
    assert done.returncode == 2, f"exit {done.returncode}: the demo ran and the record was ignored"
    assert done.stderr.startswith("usage: python -m app"), done.stderr
    last = done.stderr.strip().splitlines()[-1]
    assert "--replay" in last and "--demo" in last, last


def test_a_demo_still_runs_with_its_options(tmp_path: Path) -> None:
    shot = tmp_path / "out.png"
    done = run_app(["--demo", "deadline99", "--players", "3", "--frames", "2", "--seed", "4",
                    "--screenshot", str(shot), "--size", "960x600", "--lang", "en"], tmp_path)
    assert done.returncode == 0, done.stderr
    assert shot.is_file() and shot.stat().st_size > 0


def test_a_screenshot_that_is_not_a_png_is_refused(tmp_path: Path) -> None:
    shot = tmp_path / "out.txt"
    done = run_app(["--demo", "deadline99", "--frames", "2", "--screenshot", str(shot)], tmp_path)
    assert done.returncode == 2, f"exit {done.returncode}: {done.stderr}"
    assert done.stderr.startswith("usage: python -m app"), done.stderr
    last = done.stderr.strip().splitlines()[-1]
    assert "--screenshot" in last and ".png" in last, last
    assert not shot.exists(), "an image in another format was written under a non-PNG name"


def test_a_screenshot_that_cannot_be_written_says_so(tmp_path: Path) -> None:
    blocker = tmp_path / "a_file"
    blocker.write_text("not a folder", encoding="utf-8")
    shot = blocker / "out.png"  # its folder is a file: nothing can be written there
    done = run_app(["--demo", "deadline99", "--frames", "2", "--screenshot", str(shot)], tmp_path)
    assert done.returncode == 2, f"exit {done.returncode}: {done.stderr}"
    assert "Traceback" not in done.stderr, done.stderr
    last = done.stderr.strip().splitlines()[-1]
    assert "--screenshot" in last and str(shot) in last, last


@pytest.mark.parametrize("size", ["99999x99999", "7681x720", "1280x4321", "959x600", "0x0"])
def test_a_window_size_outside_the_sane_range_is_refused(tmp_path: Path, size: str) -> None:
    """A size no screen has was taken, and the system shrank the window (or a demo drew a huge
    surface); one below the smallest layout was refused already. Both say the range."""
    done = run_app(["--size", size], tmp_path)
    assert done.returncode == 2, f"exit {done.returncode}: {done.stderr}"
    assert done.stderr.startswith("usage: python -m app"), done.stderr
    last = done.stderr.strip().splitlines()[-1]
    assert f"--size {size}" in last and "960x600" in last and "7680x4320" in last, last


def test_the_largest_window_size_is_still_taken(tmp_path: Path) -> None:
    shot = tmp_path / "out.png"
    done = run_app(["--demo", "deadline99", "--frames", "1", "--size", "7680x4320", "--screenshot", str(shot)],
                   tmp_path)
    assert done.returncode == 0, done.stderr
    assert shot.is_file()


@pytest.mark.parametrize("given, asked", [
    (["--size", "1280x720"], (1280, 720)),
    (["--size", "960x600"], (960, 600)),
    ([], None),
])
def test_a_size_given_on_the_command_line_is_the_window_s_even_if_it_is_the_default(
        monkeypatch: pytest.MonkeyPatch, given: list[str], asked: tuple[int, int] | None) -> None:
    """``--size 1280x720`` after the window had been made 1920x1080 opened it at 1920x1080: a size equal
    to the default was taken for no size at all, and the remembered one won. A size given is the
    window's; only with no ``--size`` does the remembered size apply."""
    import app.__main__ as cli
    import app.launch

    seen: list[tuple[int, int] | None] = []
    monkeypatch.setattr(app.launch, "run_interactive", lambda size, lang, replay: seen.append(size) or 0)
    assert cli.main(given) == 0
    assert seen == [asked]
