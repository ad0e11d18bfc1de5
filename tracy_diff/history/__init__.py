"""History across builds: a store of summarised captures, lineages of
dispatches from build to build, and change points per lineage.

Layers (each imports only those above it in this list):

``summary``  one capture -> ``CaptureSummary`` (run facts + per-dispatch figures)
``log``      the store's transaction log: commits, checkpoints, the state they give
``store``    summaries <-> a Parquet dataset with an atomic log; DuckDB queries
``compact``  a store's small Parquet parts merged into bigger ones
``ingest``   many captures -> summaries on Dask, then one store commit
``lineage``  per-build dispatch names -> lineages, via ``analysis.matching``
``changes``  per-lineage series -> change points (binary segmentation) and their verdicts
``report``   change points / lineages -> table, JSON, CSV, Markdown
"""
