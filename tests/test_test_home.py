"""The tests keep off a developer's own folders even when PAIZHUO_HOME is exported."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

INNER = "PAIZHUO_TEST_HOME_INNER"


@pytest.mark.skipif(not os.environ.get(INNER), reason="run by the test below, in its own pytest")
def test_inner_the_home_is_a_fresh_temporary_folder() -> None:
    home = Path(os.environ["PAIZHUO_HOME"])
    assert home != Path(os.environ[INNER])
    assert home.name.startswith("paizhuo-test-")


def test_an_exported_paizhuo_home_is_not_used_by_the_tests(tmp_path: Path) -> None:
    mine = tmp_path / "my-real-home"
    env = dict(os.environ, PAIZHUO_HOME=str(mine), **{INNER: str(mine)})
    done = subprocess.run([sys.executable, "-m", "pytest", "-v", "-p", "no:cacheprovider", "-n", "0",
                           f"{__file__}::test_inner_the_home_is_a_fresh_temporary_folder"],
                          env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "1 passed" in done.stdout, done.stdout
    assert not mine.exists()
