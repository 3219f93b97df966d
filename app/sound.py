"""Short sound effects, synthesized at run time (no sound files), that fail soft.

``SoundBank(enabled)`` opens pygame's mixer if it can. With no audio device, a mixer that will
not start, or ``SDL_AUDIODRIVER`` set to ``dummy``/``none``, the bank is unavailable and every
call is a silent no-op; nothing here ever raises into the game.

Effects are made on first use (then cached) from sine partials and filtered noise, in the
mixer's own sample rate, sample format and channel count:

    play       card snapped onto the table: low-passed noise slap with a soft thump
    deal       a quicker, brighter snap
    draw       a card slid off the deck: soft noise swish
    shuffle    a riffle: a ripple of tiny noise bursts
    eliminate  a falling tone
    win        a rising major arpeggio with bell-like tones
    chip       two chips touching: short metallic inharmonic click
    error      two low, soft buzzes
    click      a tiny UI tick
"""

from __future__ import annotations

import cmath
import logging
import math
import os
from array import array
from collections.abc import Callable
from itertools import accumulate, repeat
from operator import add, attrgetter, mul, sub

import pygame

SOUND_NAMES: tuple[str, ...] = (
    "play", "draw", "shuffle", "deal", "eliminate", "win", "chip", "error", "click",
)
SILENT_DRIVERS = frozenset({"dummy", "none", "disk"})
VOLUME = 0.8
MIXER_SETTINGS = {"frequency": 44100, "size": -16, "channels": 2, "buffer": 512}

_log = logging.getLogger(__name__)

Samples = list[float]
_imag = attrgetter("imag")


# --------------------------------------------------------------------------- synthesis helpers
# Hot loops run in C through itertools.accumulate / map: a decaying sine is the imaginary part
# of successive powers of one complex number, so every effect takes a few milliseconds.

class _Noise:
    """Deterministic white noise in [-1, 1] (xorshift32), so every run sounds the same."""

    def __init__(self, seed: int) -> None:
        self.state = seed & 0xFFFFFFFF or 1

    def __call__(self) -> float:
        x = self.state
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        self.state = x
        return x / 2147483647.5 - 1.0

    def samples(self, n: int) -> Samples:
        return [self() for _ in range(n)]


def _decay(n: int, rate: int, tau: float) -> Samples:
    """exp(-t / tau) for n samples."""
    factor = math.exp(-1.0 / (rate * tau))
    return list(accumulate(repeat(factor, max(0, n - 1)), mul, initial=1.0))[:n]


def _partial(n: int, rate: int, freq: float, tau: float, amp: float = 1.0) -> Samples:
    """amp * sin(2 pi f t) * exp(-t / tau) for n samples (tau 0 = no decay)."""
    radius = math.exp(-1.0 / (rate * tau)) if tau > 0 else 1.0
    rot = cmath.rect(radius, 2 * math.pi * freq / rate)
    zs = accumulate(repeat(rot, max(0, n - 1)), mul, initial=complex(amp, 0.0))
    return list(map(_imag, zs))[:n]


def _add(first: Samples, *rest: Samples) -> Samples:
    total = first
    for part in rest:
        total = list(map(add, total, part))
    return total


def _times(a: Samples, b: Samples) -> Samples:
    return list(map(mul, a, b))


def _lowpass(samples: Samples, alpha: float) -> Samples:
    """One-pole low-pass filter; alpha in (0, 1], smaller is darker."""
    keep = 1.0 - alpha
    return list(accumulate(samples, lambda y, x: keep * y + alpha * x, initial=0.0))[1:]


def _highpass(samples: Samples, alpha: float) -> Samples:
    return list(map(sub, samples, _lowpass(samples, alpha)))


def _attack(samples: Samples, rate: int, seconds: float) -> Samples:
    """Linear fade-in over ``seconds`` (avoids clicks at the start)."""
    ramp = max(1, int(rate * seconds))
    out = list(samples)
    for i in range(min(ramp, len(out))):
        out[i] *= i / ramp
    return out


def _mix_into(target: Samples, source: Samples, start: int, gain: float = 1.0) -> None:
    end = min(len(target), start + len(source))
    if end > start:
        scaled = source if gain == 1.0 else [gain * s for s in source]
        target[start:end] = list(map(add, target[start:end], scaled))


def _finish(samples: Samples, peak: float) -> Samples:
    """Normalize to ``peak`` and fade the last 3 ms so the sound never ends in a pop."""
    top = max(map(abs, samples), default=0.0)
    scale = peak / top if top > 0 else 0.0
    out = [s * scale for s in samples]
    n = len(out)
    fade = min(n, 132)
    for i in range(fade):
        out[n - fade + i] *= (fade - i) / fade
    return out


def _noise_burst(rate: int, seconds: float, tau: float, alpha: float, seed: int) -> Samples:
    n = int(rate * seconds)
    return _lowpass(_times(_Noise(seed).samples(n), _decay(n, rate, tau)), alpha)


def _tone(rate: int, freq: float, seconds: float, tau: float, partials: tuple[float, ...]) -> Samples:
    """A decaying tone: harmonics with the given amplitudes, 5 ms attack, exponential decay."""
    n = int(rate * seconds)
    waves = [_partial(n, rate, freq * (k + 1), tau, amp) for k, amp in enumerate(partials)]
    return _attack(_add(*waves), rate, 0.005)


# --------------------------------------------------------------------------- the effects

def _play(rate: int) -> Samples:
    slap = _noise_burst(rate, 0.08, 0.012, 0.35, seed=11)
    thump = _tone(rate, 140.0, len(slap) / rate, 0.018, (0.6,))
    return _finish(_add(slap, thump), 0.55)


def _deal(rate: int) -> Samples:
    snap = _highpass(_noise_burst(rate, 0.05, 0.007, 0.7, seed=23), 0.08)
    return _finish(snap, 0.40)


def _draw(rate: int) -> Samples:
    n = int(rate * 0.14)
    rise = int(rate * 0.035)
    env = [i / rise for i in range(rise)] + _decay(n - rise, rate, 0.03)
    swish = _times(_Noise(37).samples(n), env)
    return _finish(_lowpass(_lowpass(swish, 0.18), 0.5), 0.30)


def _shuffle(rate: int) -> Samples:
    out: Samples = [0.0] * int(rate * 0.62)
    jitter = _Noise(53)
    bursts = 16
    for k in range(bursts):
        start = int(rate * (0.012 + k * 0.034 + 0.008 * jitter()))
        loud = math.sin(math.pi * (k + 0.5) / bursts) * (0.75 + 0.25 * jitter())
        burst = _highpass(_noise_burst(rate, 0.03, 0.006, 0.5, seed=101 + k), 0.05)
        _mix_into(out, burst, max(0, start), loud)
    return _finish(out, 0.42)


def _eliminate(rate: int) -> Samples:
    n = int(rate * 0.55)
    f0, f1 = 520.0, 130.0
    steps = accumulate(repeat((f1 / f0) ** (1.0 / n), n - 1), mul, initial=2 * math.pi * f0 / rate)
    phases = list(accumulate(steps))
    wave = [math.sin(p) + 0.25 * math.sin(2 * p) for p in phases]
    env = [(1.0 - i / n) ** 1.5 for i in range(n)]
    return _finish(_attack(_times(wave, env), rate, 0.01), 0.50)


def _win(rate: int) -> Samples:
    notes = (523.25, 659.25, 783.99, 1046.50)
    step = 0.11
    last = 0.75
    out: Samples = [0.0] * int(rate * (step * (len(notes) - 1) + last))
    for k, freq in enumerate(notes):
        final = k == len(notes) - 1
        tone = _tone(rate, freq, last if final else 0.45, 0.30 if final else 0.16, (1.0, 0.3, 0.1))
        _mix_into(out, tone, int(rate * step * k), 1.0 if final else 0.8)
    return _finish(out, 0.55)


def _chip(rate: int) -> Samples:
    def clack(seed: int) -> Samples:
        n = int(rate * 0.07)
        ring = [
            _partial(n, rate, 2637.0, 0.030, 1.0),
            _partial(n, rate, 3729.0, 0.020, 0.6),
            _partial(n, rate, 5274.0, 0.012, 0.35),
        ]
        tick = [0.8 * v for v in _times(_Noise(seed).samples(n), _decay(n, rate, 0.002))]
        return _add(tick, *ring)

    out: Samples = [0.0] * int(rate * 0.13)
    _mix_into(out, clack(71), 0)
    _mix_into(out, clack(73), int(rate * 0.048), 0.55)
    return _finish(out, 0.42)


def _error(rate: int) -> Samples:
    def buzz(freq: float) -> Samples:
        n = int(rate * 0.09)
        wave = _add(
            _partial(n, rate, freq, 0.0), _partial(n, rate, freq * 3, 0.0, 0.3),
            _partial(n, rate, freq * 5, 0.0, 0.15),
        )
        release = int(rate * 0.02)
        env = [min(1.0, (n - i) / release) for i in range(n)]
        return _attack(_times(wave, env), rate, 0.005)

    out: Samples = [0.0] * int(rate * 0.24)
    _mix_into(out, buzz(196.0), 0)
    _mix_into(out, buzz(165.0), int(rate * 0.14))
    return _finish(out, 0.38)


def _click(rate: int) -> Samples:
    n = int(rate * 0.025)
    tick = _partial(n, rate, 1800.0, 0.004)
    grit = [0.2 * v for v in _times(_Noise(89).samples(n), _decay(n, rate, 0.001))]
    return _finish(_add(tick, grit), 0.28)


_SYNTHS: dict[str, Callable[[int], Samples]] = {
    "play": _play, "draw": _draw, "shuffle": _shuffle, "deal": _deal, "eliminate": _eliminate,
    "win": _win, "chip": _chip, "error": _error, "click": _click,
}


def synthesize(name: str, rate: int) -> Samples:
    """Mono samples in [-1, 1] for the effect ``name`` at ``rate`` Hz (KeyError if unknown)."""
    return _SYNTHS[name](rate)


def encode(samples: Samples, size: int, channels: int) -> bytes:
    """Raw interleaved PCM in pygame's mixer format ``size`` (-16, 16, -8, 8, 32 float, -32)."""
    if max(map(abs, samples), default=0.0) > 1.0:
        samples = [max(-1.0, min(1.0, s)) for s in samples]
    if size == -16:
        data = array("h", [int(s * 32767) for s in samples])
    elif size == 16:
        data = array("H", [int((s + 1.0) * 32767.5) for s in samples])
    elif size == -8:
        data = array("b", [int(s * 127) for s in samples])
    elif size == 8:
        data = array("B", [int((s + 1.0) * 127.5) for s in samples])
    elif size == 32:
        data = array("f", samples)
    elif size == -32:
        data = array("i", [int(s * 2147483647) for s in samples])
    else:
        raise ValueError(f"unsupported mixer sample format {size}")
    if channels > 1:
        wide = array(data.typecode, bytes(data.itemsize * len(data) * channels))
        for c in range(channels):
            wide[c::channels] = data
        data = wide
    return data.tobytes()


# --------------------------------------------------------------------------- the bank

class SoundBank:
    """Named effects; silent (never raising) when there is no usable audio device."""

    def __init__(self, enabled: bool) -> None:
        self._enabled = bool(enabled)
        self._format: tuple[int, int, int] | None = None
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._failed: set[str] = set()
        self._format = self._open_mixer()

    @property
    def available(self) -> bool:
        """True when a real mixer is running (sound can be heard if enabled)."""
        return self._format is not None

    @property
    def enabled(self) -> bool:
        """The player's sound setting."""
        return self._enabled

    def set_enabled(self, enabled: bool) -> None:
        """Turn effects on or off (off also stops anything playing)."""
        self._enabled = bool(enabled)
        if not self._enabled and self.available and self._mixer_still_open():
            try:
                pygame.mixer.stop()
            except Exception:  # noqa: BLE001 - never let sound break the game
                pass

    def play(self, name: str) -> None:
        """Play effect ``name``; unknown names, a missing device or any mixer error are ignored."""
        if not self._enabled or self._format is None or not self._mixer_still_open():
            return
        sound = self._sound(name)
        if sound is None:
            return
        try:
            sound.play()
        except Exception as exc:  # noqa: BLE001
            _log.debug("sound %s failed to play: %s", name, exc)

    def preload(self) -> None:
        """Synthesize every effect now (e.g. behind a loading screen) instead of on first use."""
        if self._format is not None and self._mixer_still_open():
            for name in SOUND_NAMES:
                self._sound(name)

    def _sound(self, name: str) -> pygame.mixer.Sound | None:
        sound = self._sounds.get(name)
        if sound is not None or name in self._failed or self._format is None:
            return sound
        if name not in _SYNTHS:
            self._failed.add(name)
            _log.warning("unknown sound effect %r", name)
            return None
        rate, size, channels = self._format
        try:
            sound = pygame.mixer.Sound(buffer=encode(synthesize(name, rate), size, channels))
            sound.set_volume(VOLUME)
        except Exception as exc:  # noqa: BLE001
            self._failed.add(name)
            _log.warning("could not make sound %r: %s", name, exc)
            return None
        self._sounds[name] = sound
        return sound

    def _mixer_still_open(self) -> bool:
        """False if someone closed the mixer (playing a Sound then would crash pygame).

        If it was reopened with another format, the cached effects are remade to match.
        """
        try:
            current = pygame.mixer.get_init()
        except Exception:  # noqa: BLE001
            current = None
        if not current:
            self._sounds.clear()
            return False
        fmt = (int(current[0]), int(current[1]), int(current[2]))
        if fmt != self._format:
            try:
                encode([0.0], fmt[1], fmt[2])
            except ValueError:
                self._format = None
                return False
            self._format = fmt
            self._sounds.clear()
            self._failed.clear()
        return True

    @staticmethod
    def _open_mixer() -> tuple[int, int, int] | None:
        driver = os.environ.get("SDL_AUDIODRIVER", "").strip().lower()
        if driver in SILENT_DRIVERS:
            _log.info("audio driver %r: sound effects are off", driver)
            return None
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(**MIXER_SETTINGS)
            got = pygame.mixer.get_init()
            if not got:
                return None
            rate, size, channels = got
            encode([0.0], size, channels)  # a format we cannot write counts as no device
            if pygame.mixer.get_num_channels() < 16:
                pygame.mixer.set_num_channels(16)
            return (int(rate), int(size), int(channels))
        except Exception as exc:  # noqa: BLE001 - no device, no SDL_mixer, odd format
            _log.info("no sound: %s", exc)
            return None
