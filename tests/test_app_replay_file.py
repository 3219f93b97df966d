"""``python -m app --replay FILE`` with a file that cannot be replayed: the player is told why and
the file, which is the player's own and not one of the app's, is left where and as it was."""

from __future__ import annotations

from pathlib import Path

import pytest

from app import i18n
from app.main import App
from app.storage import shown_path


@pytest.mark.parametrize("text", ['{"bad": 1}', '{"game": "deadline99", "actions": [1, 2'],
                         ids=["not a record", "not JSON"])
def test_a_record_given_on_the_command_line_is_not_renamed(home: Path, monkeypatch: pytest.MonkeyPatch,
                                                            text: str) -> None:
    """A damaged record passed with --replay was renamed to "<name>.damaged-<time>" like the app's
    own files, so the player's download vanished from where they had put it (a second try said
    "no such record file"). Now it stays as it was, and the message says where it is."""
    from app import launch

    mine = home / "downloads" / "from-a-friend.json"
    mine.parent.mkdir()
    mine.write_text(text, encoding="utf-8")
    seen: list[App] = []
    monkeypatch.setattr(App, "run", lambda self: seen.append(self))
    try:
        assert launch.run_interactive((960, 600), "en", mine) == 0
        app = seen[0]
        assert mine.read_text(encoding="utf-8") == text, "the file is left as it was"
        assert list(mine.parent.iterdir()) == [mine], "and nothing is set aside beside it"
        told = app.toast.text
        assert "cannot be replayed" in told and shown_path(str(mine)) in told and "moved" not in told
    finally:
        for app in seen:
            app.shutdown()
        i18n.set_language("zh")
