"""Card faces with the Guandan level marks (drawn by :func:`app.ui.cardart.marked_face`, which the
rules page shares so a wild card looks the same there as at the table)."""

from __future__ import annotations

from app.ui.cardart import clear_marked_faces, marked_face


def clear_faces() -> None:
    clear_marked_faces()


__all__ = ["marked_face", "clear_faces"]
