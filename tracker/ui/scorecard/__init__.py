"""The scorecard feature: the five roads and the ask road on screen, and their PNG and PDF
exports, painted from one layout and one set of painting functions.

Modules: :mod:`.palette` (colours, shapes and the words that explain them), :mod:`.marks`
(the marks and the one picture cache), :mod:`.road` (one road, one side of the ask road),
:mod:`.layout` (where each road goes on the board), :mod:`.export` (PNG, PDF) and
:mod:`.widgets` (the views) and :mod:`.board` (the board).
"""

from tracker.ui.scorecard.board import ScorecardBoard
from tracker.ui.scorecard.export import (
    ExportError,
    board_image,
    export_pdf,
    export_png,
    pdf_page,
    render_board_image,
)
from tracker.ui.scorecard.layout import BoardLayout, board_layout, paint_board
from tracker.ui.scorecard.marks import PICTURES, clear_pictures
from tracker.ui.scorecard.palette import (
    ASK_TOOLTIP,
    BOARD_NOTE,
    RoadPalette,
    cell_tooltip,
    legend,
)
from tracker.ui.scorecard.road import paint_ask, paint_road
from tracker.ui.scorecard.widgets import DEFAULT_CELL, AskRoadIndicator, RoadView

__all__ = [
    "ASK_TOOLTIP",
    "BOARD_NOTE",
    "DEFAULT_CELL",
    "PICTURES",
    "AskRoadIndicator",
    "BoardLayout",
    "ExportError",
    "RoadPalette",
    "RoadView",
    "ScorecardBoard",
    "board_image",
    "board_layout",
    "cell_tooltip",
    "clear_pictures",
    "export_pdf",
    "export_png",
    "legend",
    "paint_ask",
    "paint_board",
    "paint_road",
    "pdf_page",
    "render_board_image",
]
