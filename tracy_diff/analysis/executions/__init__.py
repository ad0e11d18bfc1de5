"""Executions of one capture: benchmark iterations (``iterations``), a capture
reduced to what a comparison needs (``sides``), several runs pooled (``pooling``)."""
