"""Shoe files: reading every format of SPEC §3, writing JSON and CSV, replay reports."""
