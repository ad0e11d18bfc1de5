"""The compiler's dumps: reading them (``sources``), one function's op census
(``census``), comparing functions across builds (``compare``), a Diff's rows
explained (``explain``)."""
