"""The use cases: importing, validating, exporting, statistics and the live shoe.

The command line and the windows call these and repeat none of them; a use case stores
through :mod:`tracker.store` and reads files through :mod:`tracker.shoefile`.
"""
