"""Logging at the table: the logging bar, one undo command a hand, the hands table."""
