"""The sample shoe files, installed as the package ``tracker.sample_shoes``.

Nothing here is imported: ``tracker.samples.sample_shoe_files()`` finds the files through
``importlib.resources``. ``pyproject.toml`` maps this folder into the package.
"""
