"""What a command given ``--json`` prints on stdout when it fails."""

from __future__ import annotations

import json


def json_error(out: str, exit_code: int) -> str:
    """The message of the one JSON document a failed ``--json`` command printed (its only
    key ``error``, with the exit status it returned)."""
    doc = json.loads(out)
    assert set(doc) == {"error"}, doc
    assert doc["error"]["exit_code"] == exit_code, doc
    message: str = doc["error"]["message"]
    return message
