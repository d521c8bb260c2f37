"""Benchmarks: each module ``bench_NAME.py`` has a ``main()`` that prints its figures."""
