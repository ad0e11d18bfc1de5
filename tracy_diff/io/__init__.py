"""Bytes -> Capture: the compressed container, the record walk, the `.tracy` reader, the
csvexport reader and the loader that sniffs which one a file needs. Knows nothing above Capture."""
