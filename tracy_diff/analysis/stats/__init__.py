"""Statistics: samples and their described figures (``significance``), the estimand,
intervals and the decision rule (``intervals``), the run as the unit (``runs``,
``run_evidence``), warm-up (``warmup``), a build's noise (``noise``,
``noise_profile``) and this machine's learned one (``noise_store``)."""
