"""The main window: the library, a tab a table, the statistics; its actions, the shoe's life at
the table, its sheets, imports, settings and help."""
