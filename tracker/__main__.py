"""``python -m tracker``: the same as the ``tracker`` command."""

import sys

from tracker.cli import main

sys.exit(main())
