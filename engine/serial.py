"""JSON codec for the engine's frozen dataclasses, enums and tuples.

Dataclasses are written as ``{"$": "module:QualName", field: value, ...}``; enums as
``{"$e": "module:QualName", "v": value}``; tuples as lists; dicts with string keys as
``{"$d": {...}}``; frozensets as ``{"$f": [...]}``. Only classes defined under the ``engine``
package are ever loaded back, so a damaged or hostile file cannot name arbitrary code.
"""

from __future__ import annotations

import dataclasses
import enum
import importlib
import json
from typing import Any

_ALLOWED_PREFIX = "engine."


class CodecError(ValueError):
    """The data does not describe engine values."""


def _name(cls: type) -> str:
    return f"{cls.__module__}:{cls.__qualname__}"


def encode(value: Any) -> Any:
    """Turn an engine value into plain JSON-ready data."""
    if value is None or isinstance(value, (bool, str)):
        return value
    if isinstance(value, enum.Enum):
        return {"$e": _name(type(value)), "v": value.value}
    if isinstance(value, (int, float)):
        return value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out: dict[str, Any] = {"$": _name(type(value))}
        for f in dataclasses.fields(value):
            out[f.name] = encode(getattr(value, f.name))
        return out
    if isinstance(value, (tuple, list)):
        return [encode(v) for v in value]
    if isinstance(value, frozenset):
        return {"$f": sorted((encode(v) for v in value), key=json.dumps)}
    if isinstance(value, dict):
        if not all(isinstance(k, str) for k in value):
            raise CodecError("only string keys can be stored")
        return {"$d": {k: encode(v) for k, v in value.items()}}
    raise CodecError(f"cannot store a {type(value).__name__}")


def _load_class(name: Any) -> type:
    if not isinstance(name, str) or ":" not in name:
        raise CodecError(f"bad type name {name!r}")
    module, qual = name.split(":", 1)
    if not module.startswith(_ALLOWED_PREFIX):
        raise CodecError(f"type {name!r} is not part of the engine")
    try:
        obj: Any = importlib.import_module(module)
        for part in qual.split("."):
            obj = getattr(obj, part)
    except (ImportError, AttributeError) as exc:
        raise CodecError(f"unknown type {name!r}") from exc
    if not isinstance(obj, type):
        raise CodecError(f"{name!r} is not a type")
    return obj


def decode(data: Any) -> Any:
    """Inverse of :func:`encode`."""
    if data is None or isinstance(data, (bool, int, float, str)):
        return data
    if isinstance(data, list):
        return tuple(decode(v) for v in data)
    if isinstance(data, dict):
        if "$" in data:
            cls = _load_class(data["$"])
            if not dataclasses.is_dataclass(cls):
                raise CodecError(f"{data['$']!r} is not a dataclass")
            kwargs = {}
            for f in dataclasses.fields(cls):
                if f.name in data:
                    kwargs[f.name] = decode(data[f.name])
            try:
                return cls(**kwargs)
            except TypeError as exc:
                raise CodecError(f"cannot build {data['$']}: {exc}") from exc
        if "$e" in data:
            cls = _load_class(data["$e"])
            if not issubclass(cls, enum.Enum):
                raise CodecError(f"{data['$e']!r} is not an enum")
            try:
                return cls(data.get("v"))
            except ValueError as exc:
                raise CodecError(str(exc)) from exc
        if "$d" in data:
            inner = data["$d"]
            if not isinstance(inner, dict):
                raise CodecError("bad mapping")
            return {k: decode(v) for k, v in inner.items()}
        if "$f" in data:
            return frozenset(decode(v) for v in data["$f"])
    raise CodecError(f"cannot read {type(data).__name__} value")


def dumps(value: Any) -> str:
    return json.dumps(encode(value), ensure_ascii=False, separators=(",", ":"))


def loads(text: str) -> Any:
    try:
        return decode(json.loads(text))
    except json.JSONDecodeError as exc:
        raise CodecError(f"not JSON: {exc}") from exc
