"""The marker of a text to be translated where it is shown, for code that must stay free of
Qt (the domain, the store) and for tables of texts made before any application exists.

``QT_TRANSLATE_NOOP("Context", "text")`` returns ``text`` unchanged; ``pyside6-lupdate``
finds every call by its name and puts ``text`` into the catalogues under ``Context``. The
window that shows the text translates it with ``QCoreApplication.translate("Context",
text)``, then fills in its values (docs/development.md, "Translations").
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """``text``, marked for the catalogues under ``context``."""
    return text
