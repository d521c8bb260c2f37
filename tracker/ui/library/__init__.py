"""The library: the list of shoes with its filter, and importing files into it."""
