"""Statistics: row tests and estimators (``significance``), intervals and the
decision rule (``intervals``), the run as the unit (``runs``, ``run_evidence``),
a build's noise (``noise``, ``noise_profile``)."""
