"""The app's icons and style sheets, installed as the package ``tracker.resources``.

Nothing here is imported: the files are read through ``importlib.resources`` (see
``tracker.ui.shell.resources``). The folder sits at the top of the repository and
``pyproject.toml`` maps it into the package.
"""
