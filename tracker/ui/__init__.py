"""The desktop app's Qt layer: windows, dialogs, models and painted widgets.

The only package that imports Qt; everything it shows comes from the pure packages.
"""
