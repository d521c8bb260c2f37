"""tracker: a baccarat (punto banco) scorecard tracker and shoe-history analyzer."""

__version__ = "0.1.0"
