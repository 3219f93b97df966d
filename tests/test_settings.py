"""Settings: round trip, damaged file set aside, bad single values fall back (app.settings)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import json
from dataclasses import fields, replace
from pathlib import Path

import pytest

from app.paths import UserDirs, user_dirs
from app.i18n import t_in
from app.storage import shown_path
from app.settings import (LABEL_KEYS, Settings, SettingsRead, adjusted_message, invalid_message, read_settings,
                          save_settings, settings_path)


@pytest.fixture
def dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> UserDirs:
    monkeypatch.setenv("PAIZHUO_HOME", str(tmp_path))
    return user_dirs()


def test_defaults() -> None:
    s = Settings()
    assert (s.language, s.animation_speed, s.ai_delay_ms) == ("zh", 1.0, 700)
    assert (s.sound, s.fullscreen, s.window_size, s.show_card_counter) == (True, False, (1280, 720), False)


def test_missing_file_gives_defaults_without_message(dirs: UserDirs) -> None:
    assert read_settings(dirs) == SettingsRead(Settings())


def test_round_trip(dirs: UserDirs) -> None:
    chosen = Settings(
        language="en", animation_speed=2.5, ai_delay_ms=0, sound=False,
        fullscreen=True, window_size=(1920, 1080), show_card_counter=True,
    )
    assert save_settings(chosen, dirs) is None
    path = dirs.config / "settings.json"
    assert path == settings_path(dirs)
    text = path.read_text(encoding="utf-8")
    assert "\n  " in text  # indented, readable
    assert json.loads(text)["window_size"] == [1920, 1080]
    assert read_settings(dirs) == SettingsRead(chosen)


def test_default_dirs_follow_paizhuo_home(dirs: UserDirs) -> None:
    save_settings(replace(Settings(), language="en"))
    assert (dirs.config / "settings.json").is_file()
    assert read_settings().settings.language == "en"


@pytest.mark.parametrize("content", ["{ language: en", "\x00\x01", "[1, 2, 3]", '"zh"'])
def test_damaged_file_set_aside_with_message_and_defaults(dirs: UserDirs, content: str) -> None:
    path = dirs.config / "settings.json"
    path.write_text(content, encoding="utf-8")
    read = read_settings(dirs)
    settings = read.settings
    assert settings == Settings() and read.invalid == ()
    assert read.damage is not None
    message = read.damage.message()  # as the app tells it: the language the file held is lost
    assert not path.exists()
    aside = [p for p in dirs.config.iterdir() if p.name.startswith("settings.json.damaged-")]
    assert len(aside) == 1 and aside[0].read_text(encoding="utf-8") == content
    assert shown_path(str(aside[0])) in message and "设置" in message and "default" in message.lower()
    # the app can carry on and save over the set-aside file's old place
    assert save_settings(settings, dirs) is None
    assert read_settings(dirs) == SettingsRead(Settings())


def test_bad_single_values_fall_back_others_kept(dirs: UserDirs) -> None:
    path = dirs.config / "settings.json"
    path.write_text(json.dumps({
        "language": "fr",            # unknown language
        "animation_speed": 9.0,      # out of range
        "ai_delay_ms": "fast",       # wrong type
        "sound": 1,                  # int is not a bool
        "fullscreen": True,          # fine
        "window_size": [1024, 768],  # fine
        "show_card_counter": True,   # fine
        "from_the_future": 42,       # unknown keys are ignored
    }), encoding="utf-8")
    read = read_settings(dirs)
    settings, message = read.settings, invalid_message(read.invalid, read.settings.language)
    assert read.damage is None
    assert settings == Settings(fullscreen=True, window_size=(1024, 768), show_card_counter=True)
    assert message == "部分设置无效，已恢复默认值：语言、动画速度、电脑出牌间隔、音效。"  # as Settings names them
    assert path.exists()  # not damaged, only corrected


@pytest.mark.parametrize(
    "key, value",
    [
        ("animation_speed", 0.1), ("animation_speed", True), ("animation_speed", float("nan")),
        ("ai_delay_ms", -1), ("ai_delay_ms", 3001), ("ai_delay_ms", 1.5), ("ai_delay_ms", False),
        ("window_size", [1280]), ("window_size", [1280, "720"]), ("window_size", [1280.5, 720]),
        ("window_size", [True, 720]),
        ("fullscreen", "yes"), ("language", None),
    ],
)
def test_each_bad_value_falls_back(dirs: UserDirs, key: str, value: object) -> None:
    path = dirs.config / "settings.json"
    data = {"language": "en", key: value}
    path.write_text(json.dumps(data), encoding="utf-8")
    read = read_settings(dirs)
    settings = read.settings
    assert getattr(settings, key) == getattr(Settings(), key)
    if key != "language":
        assert settings.language == "en"
    assert read.damage is None and read.invalid == (key,)
    message = invalid_message(read.invalid, settings.language)
    assert t_in(settings.language, LABEL_KEYS[key]) in message  # as Settings names it


def test_edge_values_accepted(dirs: UserDirs) -> None:
    path = dirs.config / "settings.json"
    path.write_text(json.dumps({"animation_speed": 3, "ai_delay_ms": 3000.0}), encoding="utf-8")
    read = read_settings(dirs)
    settings = read.settings
    assert read.damage is None and read.invalid == ()
    assert settings.animation_speed == 3.0 and isinstance(settings.animation_speed, float)
    assert settings.ai_delay_ms == 3000 and isinstance(settings.ai_delay_ms, int)


def test_save_failure_is_a_message_not_a_crash(dirs: UserDirs, monkeypatch: pytest.MonkeyPatch) -> None:
    import app.storage as storage

    def boom(src: object, dst: object) -> None:
        raise PermissionError(13, "read-only")

    save_settings(Settings(language="en"), dirs)
    monkeypatch.setattr(storage.os, "replace", boom)
    message = save_settings(Settings(language="zh"), dirs)
    assert message is not None and "settings.json" in message
    monkeypatch.undo()
    assert read_settings(dirs).settings.language == "en"


def _cjk(text: str) -> bool:
    return any(ord(ch) > 0x2E80 for ch in text)


def test_every_setting_has_a_name_for_the_player() -> None:
    assert set(LABEL_KEYS) == {f.name for f in fields(Settings)}


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_invalid_values_are_told_in_the_language_of_the_settings(dirs: UserDirs, lang: str) -> None:
    """"Some settings were invalid" was written in app/settings.py, in both languages at once. It is
    in the i18n files, said in the language the settings read hold: they are read before the app's
    language is set from them, so the message cannot take the app's current language."""
    from app import i18n
    from app.paths import assets_root

    source = (assets_root().parent / "app" / "settings.py").read_text(encoding="utf-8")
    assert not _cjk(source), "the settings' messages belong in assets/i18n"
    other = "en" if lang == "zh" else "zh"
    i18n.set_language(other)  # as before the app sets it from the settings
    try:
        (dirs.config / "settings.json").write_text(json.dumps({"language": lang, "ai_delay_ms": "fast"}),
                                                   encoding="utf-8")
        read = read_settings(dirs)
        assert read.settings.language == lang and read.invalid == ("ai_delay_ms",)
        message = invalid_message(read.invalid, read.settings.language)
        assert message.startswith(i18n.t_in(lang, "settings.invalid").split("{")[0])
        assert _cjk(message) == (lang == "zh"), message
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("given", [None, "zh", "en"])
def test_the_app_tells_invalid_values_in_the_language_it_speaks(dirs: UserDirs, given: str | None) -> None:
    """At start-up the message follows the language the app shows: the settings' own, or the one
    ``--lang`` gives (which is set after the settings were read)."""
    from app import i18n
    from app.launch import use_language
    from app.main import App

    (dirs.config / "settings.json").write_text(json.dumps({"language": "en", "sound": "loud"}), encoding="utf-8")
    app = App(headless=True, size=(960, 600))
    try:
        if given is not None:
            use_language(app, given)
        lang = given or "en"
        assert app.toast.left > 0 and app.toast.text.startswith(i18n.t_in(lang, "settings.invalid").split("{")[0])
        assert _cjk(app.toast.text) == (lang == "zh"), app.toast.text
    finally:
        i18n.set_language("zh")
        app.shutdown()


@pytest.mark.parametrize("saved, brought", [([9000, 9000], (7680, 4320)), ([500, 400], (960, 600)),
                                            ([9000, 400], (7680, 600)), ([10, 10], (960, 600))])
def test_a_saved_window_size_is_brought_into_the_range_size_takes(dirs: UserDirs, saved: list[int],
                                                                  brought: tuple[int, int]) -> None:
    """``--size`` takes 960x600 to 7680x4320, but the settings file took any size up to
    16384x16384 (9000x9000 asked for a window larger than an 8K screen, 500x400 for one the tables
    are not laid out for). A saved size outside the range is now brought into it, side by side;
    the other settings are kept, nothing is set aside, and the player is told which setting was
    changed, as an invalid one is."""
    path = dirs.config / "settings.json"
    path.write_text(json.dumps({"language": "en", "sound": False, "ai_delay_ms": 300, "window_size": saved}),
                    encoding="utf-8")
    read = read_settings(dirs)
    assert read.settings == Settings(language="en", sound=False, ai_delay_ms=300, window_size=brought)
    assert read.damage is None and read.invalid == () and read.adjusted == ("window_size",)
    assert path.exists() and not list(dirs.config.glob("*damaged*"))
    message = adjusted_message(read.adjusted, "en")
    assert message == "Some settings were out of range and were brought into it: Window size."
    assert adjusted_message(read.adjusted, "zh") == "部分设置超出范围，已调整到范围内：窗口大小。"


@pytest.mark.parametrize("saved", [[9000, 9000], [500, 400]])
def test_the_app_starts_with_an_out_of_range_window_size_and_says_so(dirs: UserDirs, saved: list[int]) -> None:
    from app import i18n
    from app.main import App

    (dirs.config / "settings.json").write_text(json.dumps({"language": "en", "window_size": saved,
                                                           "sound": "loud"}), encoding="utf-8")
    app = App(headless=True, size=(960, 600))
    try:
        assert app.settings.window_size in ((7680, 4320), (960, 600)) and app.settings.language == "en"
        assert "Window size" in app.toast.text and "out of range" in app.toast.text, app.toast.text
        assert app.toast.text.startswith(i18n.t_in("en", "settings.invalid").split("{")[0]), "both told"
    finally:
        i18n.set_language("zh")
        app.shutdown()


def test_edge_window_sizes_are_kept(dirs: UserDirs) -> None:
    for size in ((960, 600), (7680, 4320), (1024, 768)):
        (dirs.config / "settings.json").write_text(json.dumps({"window_size": list(size)}), encoding="utf-8")
        read = read_settings(dirs)
        assert read.settings.window_size == size and read.adjusted == () and read.invalid == ()
