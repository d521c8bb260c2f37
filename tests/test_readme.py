"""README's set-up and examples: what a reader copies must work."""

from __future__ import annotations

import re
from pathlib import Path

from tracker.engine.rules import Winner
from tracker.services.live import read_cards

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def _ci_packages() -> list[str]:
    """The Debian packages `.ci/run` installs (its ``need`` loop)."""
    script = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    loop = re.search(r"for pkg in (.*?); do", script, re.S)
    assert loop is not None, ".ci/run has no package loop"
    return loop.group(1).replace("\\\n", " ").split()


def _install_commands() -> list[str]:
    """README's two set-up commands (run the app, run the tests), one string each."""
    blocks = re.findall(r"```sh\n(sudo apt-get.*?)```", README, re.S)
    return [block.replace("\\\n", " ") for block in blocks]


def test_readme_installs_every_debian_package_the_ci_installs() -> None:
    packages = _ci_packages()
    assert "libxcb-cursor0" in packages and "fonts-noto-cjk" in packages
    app, tests = _install_commands()
    app_words, test_words = set(app.split()), set(tests.split())
    # The app needs every package but the tests' PostgreSQL server; the tests need them all.
    assert [p for p in packages if p != "postgresql" and p not in app_words] == []
    assert [p for p in packages if p not in test_words] == []


def test_readme_names_the_xcb_cursor_library_for_fedora() -> None:
    table = README.split("## What it needs", 1)[1].split("## ", 1)[0]
    xcb_row = next(line for line in table.splitlines() if line.startswith("| the window on X11"))
    debian_ubuntu, fedora = xcb_row.split("|")[2:4]
    assert "`libxcb-cursor0`" in debian_ubuntu  # Debian 12 and Ubuntu 24.04 alike
    assert "`xcb-util-cursor`" in fedora


def test_readmes_card_example_is_a_legal_hand_as_it_describes() -> None:
    examples = re.findall(r"`([0-9tjqka][hdcs]?(?: [0-9tjqka][hdcs]?)* / [^`]+)`", README, re.I)
    assert examples, "README shows no cards typed as Player / Banker"
    for example in examples:
        reading = read_cards(example)
        assert (reading.error, reading.problems, reading.waiting) == (None, (), None), example
        assert reading.ready, example  # Enter logs it
    # As README says of its example: the Player stands on 7, the Banker draws on 3 and
    # wins 8 to 7.
    hand = read_cards(examples[0]).hand
    assert hand is not None
    assert (hand.player_total, hand.banker_total, hand.winner) == (7, 8, Winner.BANKER)
    assert f"`{examples[0]}` (the Player stands on 7, the Banker draws" in README
    assert "Banker wins 8 to 7" in README
