"""Synthesized sound effects fail soft: no device means silence, never an exception (app.sound)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Iterator

import pygame
import pytest

from app import sound
from app.sound import SOUND_NAMES, SoundBank, encode, synthesize


@pytest.fixture
def no_mixer_left() -> Iterator[None]:
    yield
    if pygame.mixer.get_init():
        pygame.mixer.quit()


def test_dummy_driver_is_silent_and_never_raises(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    bank = SoundBank(True)
    assert bank.available is False
    assert bank.enabled is True
    for name in (*SOUND_NAMES, "no-such-sound", ""):
        bank.play(name)
    bank.set_enabled(False)
    assert bank.enabled is False
    bank.play("win")
    bank.preload()


def test_mixer_that_cannot_start_is_silent(
    monkeypatch: pytest.MonkeyPatch, no_mixer_left: None
) -> None:
    monkeypatch.setenv("SDL_AUDIODRIVER", "alsa")

    def no_device(*args: object, **kwargs: object) -> None:
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    bank = SoundBank(True)
    assert bank.available is False
    for name in SOUND_NAMES:
        bank.play(name)
    bank.set_enabled(True)
    bank.play("click")


def test_unsupported_mixer_format_is_silent(
    monkeypatch: pytest.MonkeyPatch, no_mixer_left: None
) -> None:
    monkeypatch.setenv("SDL_AUDIODRIVER", "alsa")
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: (44100, 24, 2))
    bank = SoundBank(True)
    assert bank.available is False
    bank.play("play")


def test_real_mixer_on_dummy_driver_makes_every_sound(
    monkeypatch: pytest.MonkeyPatch, no_mixer_left: None
) -> None:
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.setattr(sound, "SILENT_DRIVERS", frozenset())
    bank = SoundBank(True)
    if not bank.available:
        pytest.skip("pygame.mixer does not start even on SDL's dummy driver here")
    for name in SOUND_NAMES:
        bank.play(name)
    assert sorted(bank._sounds) == sorted(SOUND_NAMES)
    rate, size, channels = pygame.mixer.get_init()
    raw = bank._sounds["click"].get_raw()
    assert len(raw) == len(synthesize("click", rate)) * abs(size) // 8 * channels
    bank.play("bogus")  # unknown: ignored
    bank.set_enabled(False)
    bank.play("win")
    # the mixer going away under us is still not an exception (nor a pygame segfault)
    pygame.mixer.quit()
    bank.set_enabled(True)
    bank.play("win")
    bank.play("deal")
    assert bank._sounds == {}
    # reopened with another format: effects are remade in the new format
    try:
        pygame.mixer.init(frequency=22050, size=-16, channels=1)
    except pygame.error:
        return
    bank.play("click")
    assert bank.available
    assert len(bank._sounds["click"].get_raw()) == len(synthesize("click", 22050)) * 2


def test_play_errors_are_swallowed(monkeypatch: pytest.MonkeyPatch) -> None:
    class Broken:
        def play(self) -> None:
            raise pygame.error("mixer not initialized")

    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    bank = SoundBank(True)
    bank._format = (44100, -16, 2)
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: (44100, -16, 2))
    bank._sounds["play"] = Broken()  # type: ignore[assignment]
    bank.play("play")

    def broken_sound(*args: object, **kwargs: object) -> None:
        raise pygame.error("mixer not initialized")

    monkeypatch.setattr(pygame.mixer, "Sound", broken_sound)
    bank.play("draw")
    assert "draw" in bank._failed


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_synthesized_effects_are_short_clean_and_deterministic(name: str) -> None:
    samples = synthesize(name, 22050)
    assert 0.01 < len(samples) / 22050 <= 1.2
    peak = max(abs(s) for s in samples)
    assert 0.2 <= peak <= 0.6  # audible, with headroom; never clips
    assert abs(samples[-1]) < 0.01  # faded out: no pop at the end
    assert synthesize(name, 22050) == samples


def test_effects_differ_from_each_other() -> None:
    shapes = {name: tuple(round(s, 3) for s in synthesize(name, 8000)[:200]) for name in SOUND_NAMES}
    assert len(set(shapes.values())) == len(SOUND_NAMES)


@pytest.mark.parametrize("size", [-16, 16, -8, 8, 32, -32])
@pytest.mark.parametrize("channels", [1, 2])
def test_encode_matches_mixer_format(size: int, channels: int) -> None:
    data = encode([0.0, 0.5, -1.0, 2.0], size, channels)
    assert len(data) == 4 * abs(size) // 8 * channels
    with pytest.raises(ValueError):
        encode([0.0], 24, channels)
