"""Analysis: the statistics panel of the shown shoe, the statistics window (the shown shoe or
the library, with charts) and the backtest window."""
