"""Names and pairing: IREE dispatch names (``names``), what makes zones one row
(``grouping``), pairing across builds (``pairing``), user rules (``overrides``),
op families (``families``)."""
