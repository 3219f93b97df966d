"""Tests never need a display or a sound card, and never touch the real user folders."""

import os
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PAIZHUO_HOME", tempfile.mkdtemp(prefix="paizhuo-test-"))
