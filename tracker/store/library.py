"""The shoe library as its callers see it: one object over the database, made of parts
named for what they do, and the transactions they run in.

Every method runs in its own transaction and commits before it returns; it hands back
plain values (ids, records, small frozen dataclasses), never live ORM objects. Every write
runs again when it conflicts with another writer's (:func:`retrying`). A
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

from tracker.store.bulk import BulkImport
from tracker.store.damage import DamagedRow, DamageLog
from tracker.store.db import describe, translate_errors
from tracker.store.dialect import WRITE_OPTION, dialect_for
from tracker.store.errors import LibraryConflictError, OnceOnly
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

    def read(self, method: Callable[Concatenate[T, P], R]) -> _Method[T, P, R]:
        """``method`` of this part, as a method of the library: a read."""
        return _Method(self, method, retry=False)

    def write(self, method: Callable[Concatenate[T, P], R]) -> _Method[T, P, R]:
        """``method`` of this part, as a method of the library: a write, which runs again
        (:func:`retrying`) when another writer's change made it fail."""
        return _Method(self, method, retry=True)


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
        return retrying(bound) if self._retry else bound


ATTEMPTS = 5
"""How often a write that conflicted with another writer's runs before the user is told."""


def retrying(call: Callable[P, R]) -> Callable[P, R]:
    """``call``, a write of the library, run again after a short random pause that grows
    while it conflicts with another writer's (:class:`LibraryConflictError`: a PostgreSQL
    serialization failure or deadlock, SQLite busy without waiting, a shoe changed since it
    was read); the last conflict is reported as it is. Every write of the library is made
    through this: its parts are reached only by the library's methods."""

    @functools.wraps(call)
    def run(*args: P.args, **kwargs: P.kwargs) -> R:
        for attempt in range(ATTEMPTS - 1):
            try:
                return call(*args, **kwargs)
            except OnceOnly:
                raise
            except LibraryConflictError:
                # Random, so that two writers that collided do not collide again.
                time.sleep(random.uniform(0.005, 0.02) * 2**attempt)
        return call(*args, **kwargs)

    return run


class Library:
    """An open shoe library. Create it with :func:`tracker.store.open_library`."""

    # Its parts, reached only through the methods below (so that every write runs again
    # when it conflicts).
    _queries = _Part(Queries)
    _live = _Part(LiveLogging)
    _bulk = _Part(BulkImport)
    _practice = _Part(PracticeRecords)
    _reshape = _Part(Reshaping)

    def __init__(self, engine: Engine, url: URL) -> None:
        self.engine = engine
        self.url = url
        self.where = describe(url)
        self.dialect = dialect_for(url)
        self.damage = DamageLog()
        self._writer = engine.execution_options(**{WRITE_OPTION: True})
        self._reader = engine.execution_options(**self.dialect.read_options())

    def close(self) -> None:
        """Close every connection; the library file stays as it is."""
        self.engine.dispose()

    def damaged_rows(self) -> list[DamagedRow]:
        """The damaged rows the reads so far have met and left out (see
        :mod:`tracker.store.damage`), each once."""
        return self.damage.rows()

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

    # What callers use, each the method of the part that does it.
    import_shoes = _bulk.write(BulkImport.import_shoes)
    shoe_count = _queries.read(Queries.shoe_count)
    has_shoes = _queries.read(Queries.has_shoes)
    shoes = _queries.read(Queries.shoes)
    shoes_of = _queries.read(Queries.shoes_of)
    shoe_marks = _queries.read(Queries.shoe_marks)
    shoe = _queries.read(Queries.shoe)
    latest_shoe = _queries.read(Queries.latest_shoe)
    hands = _queries.read(Queries.hands)
    load_shoe = _queries.read(Queries.load_shoe)
    shoe_with_record = _queries.read(Queries.shoe_with_record)
    iter_shoes = _queries.read(Queries.iter_shoes)
    counts = _queries.read(Queries.counts)
    outcomes = _queries.read(Queries.outcomes)
    change_marker = _queries.read(Queries.change_marker)
    problems = _queries.read(Queries.problems)
    find_damage = _queries.read(Queries.find_damage)
    browse = _queries.read(Queries.browse)
    browse_count = _queries.read(Queries.browse_count)
    shoe_details = _reshape.read(Reshaping.shoe_details)
    next_stored = _reshape.read(Reshaping.next_stored)
    split_shoe = _reshape.write(Reshaping.split_shoe)
    merge_shoes = _reshape.write(Reshaping.merge_shoes)
    start_shoe = _live.write(LiveLogging.start_shoe)
    add_hand = _live.write(LiveLogging.add_hand)
    append_hand = _live.write(LiveLogging.append_hand)
    undo_last = _live.write(LiveLogging.undo_last)
    edit_hand = _live.write(LiveLogging.edit_hand)
    delete_hand = _live.write(LiveLogging.delete_hand)
    insert_hand = _live.write(LiveLogging.insert_hand)
    update_shoe = _live.write(LiveLogging.update_shoe)
    close_shoe = _live.write(LiveLogging.close_shoe)
    reopen_shoe = _live.write(LiveLogging.reopen_shoe)
    delete_shoe = _live.write(LiveLogging.delete_shoe)
    start_practice = _practice.write(PracticeRecords.start_practice)
    record_bet = _practice.write(PracticeRecords.record_bet)
    record_round = _practice.write(PracticeRecords.record_round)
    close_practice = _practice.write(PracticeRecords.close_practice)
    practice_sessions = _practice.read(PracticeRecords.practice_sessions)
    practice_bets = _practice.read(PracticeRecords.practice_bets)
