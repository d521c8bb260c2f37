"""Replaying stored shoes hand by hand, and the validation report that leads there."""
