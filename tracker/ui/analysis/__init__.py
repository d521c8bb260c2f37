"""Analysis: the statistics of the shown shoe (and, later, of selections and backtests)."""
