"""Entry point of the packaged app: PyInstaller runs this file as ``__main__``.

It only hides pygame's greeting (there is no console to print it to) and hands over to
``app.__main__.main``, the same function ``python -m app`` runs.
"""

import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from app.__main__ import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
