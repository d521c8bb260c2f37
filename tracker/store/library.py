"""The shoe library as its callers see it: one object over the database, made of parts
named for what they do, and the transactions they run in.

Every method runs in its own transaction and commits before it returns; it hands back
plain values (ids, records, small frozen dataclasses), never live ORM objects. A
:class:`Library` may be shared by threads: each call takes its own connection.
"""

from __future__ import annotations

import functools
import random
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from types import MethodType
from typing import Concatenate, Generic, ParamSpec, TypeVar, cast, overload

from sqlalchemy import Connection, Engine
from sqlalchemy.engine import URL
from sqlalchemy.orm import Session

from tracker.store.bulk import BulkImport
from tracker.store.db import describe, translate_errors
from tracker.store.dialect import WRITE_OPTION, dialect_for
from tracker.store.errors import LibraryConflictError
from tracker.store.live import LiveLogging
from tracker.store.practice import PracticeRecords
from tracker.store.queries import Queries
from tracker.store.reshape import Reshaping
from tracker.store.rows import Transactions

T = TypeVar("T")
P = ParamSpec("P")
R = TypeVar("R")


class _Part(Generic[T]):
    """A part of the library (``library.queries``), made from it on first use."""

    def __init__(self, make: Callable[[Transactions], T]) -> None:
        self._make = make
        self._name = ""

    def __set_name__(self, owner: type, name: str) -> None:
        self._name = name

    @overload
    def __get__(self, library: None, owner: type) -> _Part[T]: ...
    @overload
    def __get__(self, library: Library, owner: type | None = None) -> T: ...
    def __get__(self, library: Library | None, owner: type | None = None) -> T | _Part[T]:
        return self if library is None else self.of(library)

    def of(self, library: Library) -> T:
        """This part of ``library``, made the first time it is asked for."""
        made: dict[str, T] = library.__dict__
        if self._name not in made:
            made[self._name] = self._make(library)
        return made[self._name]

    def method(
        self, method: Callable[Concatenate[T, P], R], *, retry: bool = False
    ) -> _Method[T, P, R]:
        """``method`` of this part, as a method of the library; with ``retry`` (a method
        that is one write transaction, and so can run again) it runs again when another
        writer's change made its transaction fail (:class:`LibraryConflictError`)."""
        return _Method(self, method, retry)


class _Method(Generic[T, P, R]):
    """A method of the library that is one of its parts' (``library.shoes`` is
    ``library.queries.shoes``), typed as that method."""

    def __init__(self, part: _Part[T], method: Callable[Concatenate[T, P], R], retry: bool) -> None:
        self._part = part
        self._method = method
        self._retry = retry
        self.__doc__ = method.__doc__

    def __set_name__(self, owner: type, name: str) -> None:
        if name != self._method.__name__:
            raise TypeError(f"{owner.__name__}.{name} names {self._method.__qualname__}")

    @overload
    def __get__(self, library: None, owner: type) -> Callable[Concatenate[T, P], R]: ...
    @overload
    def __get__(self, library: Library, owner: type | None = None) -> Callable[P, R]: ...
    def __get__(
        self, library: Library | None, owner: type | None = None
    ) -> Callable[P, R] | Callable[Concatenate[T, P], R]:
        if library is None:
            return self._method
        bound = cast(Callable[P, R], MethodType(self._method, self._part.of(library)))
        return _retrying(bound) if self._retry else bound


ATTEMPTS = 5
"""How often a write that conflicted with another writer's runs before the user is told."""


def _retrying(call: Callable[P, R]) -> Callable[P, R]:
    """``call`` run again, after a short random pause that grows, while it conflicts."""

    @functools.wraps(call)
    def run(*args: P.args, **kwargs: P.kwargs) -> R:
        for attempt in range(ATTEMPTS - 1):
            try:
                return call(*args, **kwargs)
            except LibraryConflictError:
                # Random, so that two writers that collided do not collide again.
                time.sleep(random.uniform(0.005, 0.02) * 2**attempt)
        return call(*args, **kwargs)

    return run


class Library:
    """An open shoe library. Create it with :func:`tracker.store.open_library`."""

    queries = _Part(Queries)
    live = _Part(LiveLogging)
    bulk = _Part(BulkImport)
    practice = _Part(PracticeRecords)
    reshape = _Part(Reshaping)

    def __init__(self, engine: Engine, url: URL) -> None:
        self.engine = engine
        self.url = url
        self.where = describe(url)
        self.dialect = dialect_for(url)
        self._writer = engine.execution_options(**{WRITE_OPTION: True})
        self._reader = engine.execution_options(**self.dialect.read_options())

    def close(self) -> None:
        """Close every connection; the library file stays as it is."""
        self.engine.dispose()

    def __enter__(self) -> Library:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def _write(self) -> Iterator[Connection]:
        """A write transaction, committed when the block ends without an exception."""
        with translate_errors(self.where, self.dialect), self._writer.begin() as conn:
            yield conn

    @contextmanager
    def _read(self) -> Iterator[Connection]:
        """A read transaction: one consistent snapshot of the library."""
        with translate_errors(self.where, self.dialect), self._reader.connect() as conn:
            yield conn

    def session(self) -> Session:
        """An ORM session for callers that want model objects; they stay usable after
        commit (``expire_on_commit=False``). Give each thread its own."""
        return Session(self._writer, expire_on_commit=False)

    # What callers use, each the method of the part that does it.
    import_shoes = bulk.method(BulkImport.import_shoes)
    shoe_count = queries.method(Queries.shoe_count)
    has_shoes = queries.method(Queries.has_shoes)
    shoes = queries.method(Queries.shoes)
    shoes_of = queries.method(Queries.shoes_of)
    shoe_marks = queries.method(Queries.shoe_marks)
    shoe = queries.method(Queries.shoe)
    latest_shoe = queries.method(Queries.latest_shoe)
    hands = queries.method(Queries.hands)
    load_shoe = queries.method(Queries.load_shoe)
    shoe_with_record = queries.method(Queries.shoe_with_record)
    iter_shoes = queries.method(Queries.iter_shoes)
    counts = queries.method(Queries.counts)
    outcomes = queries.method(Queries.outcomes)
    change_marker = queries.method(Queries.change_marker)
    problems = queries.method(Queries.problems)
    browse = queries.method(Queries.browse)
    browse_count = queries.method(Queries.browse_count)
    shoe_details = reshape.method(Reshaping.shoe_details)
    next_stored = reshape.method(Reshaping.next_stored)
    split_shoe = reshape.method(Reshaping.split_shoe, retry=True)
    merge_shoes = reshape.method(Reshaping.merge_shoes, retry=True)
    start_shoe = live.method(LiveLogging.start_shoe, retry=True)
    add_hand = live.method(LiveLogging.add_hand, retry=True)
    append_hand = live.method(LiveLogging.append_hand, retry=True)
    undo_last = live.method(LiveLogging.undo_last, retry=True)
    edit_hand = live.method(LiveLogging.edit_hand, retry=True)
    delete_hand = live.method(LiveLogging.delete_hand, retry=True)
    insert_hand = live.method(LiveLogging.insert_hand, retry=True)
    update_shoe = live.method(LiveLogging.update_shoe, retry=True)
    close_shoe = live.method(LiveLogging.close_shoe, retry=True)
    delete_shoe = live.method(LiveLogging.delete_shoe, retry=True)
    start_practice = practice.method(PracticeRecords.start_practice, retry=True)
    record_bet = practice.method(PracticeRecords.record_bet, retry=True)
