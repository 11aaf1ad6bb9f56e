"""What the objects that hold a server or a connection share: a with block
closes them, and so does the garbage collector."""

from __future__ import annotations

from typing import Any, TypeVar

_T = TypeVar("_T", bound="Closing")


class Closing:
    """A with block closes the object, and so does its collection, quietly:
    at interpreter exit what close() needs may already be gone."""

    def close(self) -> None:
        raise NotImplementedError

    def __enter__(self: _T) -> _T:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:
            pass
