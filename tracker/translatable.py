"""Texts to be translated where they are shown, for code that must stay free of Qt (the
domain, the store) and for tables of texts made before any application exists.

``QT_TRANSLATE_NOOP("Context", "text")`` returns ``text`` unchanged; ``pyside6-lupdate``
finds every call by its name and puts ``text`` into the catalogues under ``Context``. The
window that shows the text translates it with ``QCoreApplication.translate("Context",
text)``, then fills in its values (docs/development.md, "Translations").

A message for the user with values (an error's, a refusal's) is a :class:`Message`: its
English template marked under the context ``Messages``, its values kept apart, so that a
window translates the template and fills in the values in its language
(``tracker.ui.shell.i18n.shown``) while ``str()`` stays English for the command line.
A value that is itself a word of the app's (a side bet's name, marked where it is defined)
is a :class:`Term`: a window shows it in its language too.
"""

from __future__ import annotations

MESSAGES = "Messages"
"""The catalogues' context of every :class:`Message` template."""


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """``text``, marked for the catalogues under ``context``."""
    return text


class Message:
    """An English ``template`` with ``{name}`` places and the ``values`` that fill them.

    Write it as ``Message(QT_TRANSLATE_NOOP("Messages", "line {line}: ..."), line=3)``:
    the marker puts the template into the catalogues (a test holds every ``Message`` to
    it). Values may be messages themselves; a template uses ``{name}``, ``{name!r}`` and
    the number formats ``{n:,}``, ``{x:.2f}`` and ``{p:.1%}`` only, which a window writes
    in its language's digits and separators.
    """

    __slots__ = ("template", "values")

    def __init__(self, template: str, /, **values: object) -> None:
        self.template = template
        self.values = values

    def __str__(self) -> str:
        return self.template.format(**self.values)

    def __repr__(self) -> str:
        return f"Message({self.template!r}, **{self.values!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Message):
            return NotImplemented
        return (self.template, self.values) == (other.template, other.values)

    def __hash__(self) -> int:
        return hash(self.template)


class Term:
    """A word of the app's, marked for the catalogues under ``context`` where it is defined,
    given as a :class:`Message`'s value: ``Term("SideBets", rule.name)``.

    ``str()`` is the English ``text`` (the command line's); a window shows it translated
    under ``context`` (``tracker.ui.shell.i18n.shown``).
    """

    __slots__ = ("context", "text")

    def __init__(self, context: str, text: str) -> None:
        self.context = context
        self.text = text

    def __str__(self) -> str:
        return self.text

    def __format__(self, format_spec: str) -> str:
        return format(self.text, format_spec)

    def __repr__(self) -> str:
        return f"Term({self.context!r}, {self.text!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Term):
            return NotImplemented
        return (self.context, self.text) == (other.context, other.text)

    def __hash__(self) -> int:
        return hash((self.context, self.text))
