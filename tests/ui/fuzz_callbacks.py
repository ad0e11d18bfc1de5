"""Send malformed callback requests to a running dashboard; report every
answer that is a server error (5xx), a dropped connection or slower than
the timeout.

Requests are built from the app's own callback list (``/_dash-dependencies``)
and the values its page starts with (``/_dash-layout``): real callbacks with
inputs and states replaced by wrong types, out-of-range numbers, unknown
keys and mangled dicts, and bodies whose structure is broken. Only a
loopback address is accepted. Bounded in count and time::

    python -m tests.ui.fuzz_callbacks http://127.0.0.1:8050 --count 2000 --seconds 300 --seed 1
"""

from __future__ import annotations

import argparse
import copy
import json
import random
import sys
import time
import urllib.error
import urllib.request
from dataclasses import dataclass
from urllib.parse import urlparse

LOOPBACK = ("127.0.0.1", "localhost", "::1")

GARBAGE = [
    None, True, False, 0, -1, 1, 7, 2**31, 2**63, -2**63, 1e308, -1e308, 0.5, -0.0, "", "x", "0", "-1",
    "1e999", "nan", "c0", "c1", "c999", "../../etc/passwd", "/etc/passwd", "\x00", "é" * 50, "a" * 5000,
    [], [None], [1, "a"], [[[]]], [0, 1], [1e308, -1e308], ["a", "b"], {}, {"": None}, {"row": "x"},
    {"row": 2**63}, {"row": -5, "token": None}, {"range": ["a", "b"]}, {"range": [1e308, -1e308]},
    {"range": [5]}, {"range": "0,1"}, {"token": 5}, {"baseline": [], "candidate": {}},
    {"points": []}, {"points": [{}]}, {"points": [{"customdata": "x"}]}, {"rowId": None},
    {"slot": "candidate", "contents": ["data:;base64,AAAA"], "filenames": ["x.tracy"]},
    {"slot": "baseline", "contents": "nope", "filenames": None},
    {"slot": "left", "contents": [1], "filenames": [2]},
    {"slot": "candidate", "contents": ["no comma"], "filenames": [None]},
]

#: Plausible shapes for inputs the page's layout does not hold at first.
SHAPES = {
    "grid.cellClicked": {"rowId": "0", "colId": "rank", "value": 1},
    "deltas.clickData": {"points": [{"customdata": 0}]},
    "tl-click.data": {"row": 0, "n": 1},
    "tl-zoom.data": {"range": [0.0, 1.0], "n": 1},
    "viewport.data": 1200,
    "upload-data.data": {"slot": "candidate", "contents": ["data:;base64,AAAA"], "filenames": ["x.tracy"],
                         "n": 1},
}


@dataclass
class Failure:
    kind: str
    status: int | str
    body: object
    answer: str


def get_json(url: str):
    with urllib.request.urlopen(url, timeout=30) as r:
        return json.loads(r.read())


def layout_values(tree) -> dict[str, object]:
    """``{"id.prop": value}`` for every component with an id in a layout tree."""
    found: dict[str, object] = {}

    def walk(node):
        if isinstance(node, list):
            for n in node:
                walk(n)
        elif isinstance(node, dict):
            props = node.get("props")
            if isinstance(props, dict):
                if isinstance(props.get("id"), str):
                    for k, v in props.items():
                        found[f"{props['id']}.{k}"] = v
                for v in props.values():
                    walk(v)

    walk(tree)
    return found


def server_callbacks(base: str) -> list[dict]:
    """The callbacks the server runs (clientside ones are skipped)."""
    return [cb for cb in get_json(base + "/_dash-dependencies") if not cb.get("clientside_function")]


def request_body(cb: dict, values: dict[str, object], changed: list[str] | None = None) -> dict:
    """A callback request as Dash's renderer sends it, ``values`` by ``id.prop``."""
    def deps(items):
        return [{"id": d["id"], "property": d["property"],
                 "value": values.get(f"{d['id']}.{d['property']}")} for d in items]

    outs = [{"id": part.split(".")[0], "property": part.split(".")[1].split("@")[0]}
            for part in cb["output"].strip(".").split("...")]
    inputs = deps(cb["inputs"])
    return {"output": cb["output"], "outputs": outs if cb["output"].startswith("..") else outs[0],
            "inputs": inputs, "state": deps(cb.get("state", [])),
            "changedPropIds": changed if changed is not None else [f"{d['id']}.{d['property']}"
                                                                   for d in cb["inputs"][:1]]}


def post(base: str, body, timeout: float, limit: int | None = 2000) -> tuple[int | str, str]:
    """POST ``body`` (JSON-encoded unless bytes) as a callback request: the
    status (or the error's name) and the first ``limit`` bytes of the answer."""
    data = body if isinstance(body, bytes) else json.dumps(body).encode()
    req = urllib.request.Request(base + "/_dash-update-component", data=data,
                                 headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=timeout) as r:
            return r.status, (r.read() if limit is None else r.read(limit)).decode("utf-8", "replace")
    except urllib.error.HTTPError as e:
        return e.code, e.read(2000).decode("utf-8", "replace")
    except (TimeoutError, OSError) as e:  # a dropped connection or no answer in time
        return type(e).__name__, str(e)


def mutate(value, rng: random.Random):
    """``value`` with one part replaced, dropped or added; or plain garbage."""
    if isinstance(value, dict) and value and rng.random() < 0.7:
        out = copy.deepcopy(value)
        key = rng.choice(list(out))
        action = rng.random()
        if action < 0.6:
            out[key] = rng.choice(GARBAGE)
        elif action < 0.8:
            del out[key]
        else:
            out[rng.choice(["extra", "row", "range", "token", "n"])] = rng.choice(GARBAGE)
        return out
    if isinstance(value, list) and value and rng.random() < 0.5:
        out = copy.deepcopy(value)
        out[rng.randrange(len(out))] = rng.choice(GARBAGE)
        return out
    return copy.deepcopy(rng.choice(GARBAGE))


def bad_values(cb: dict, known: dict, rng: random.Random) -> dict:
    """A request for ``cb`` with some inputs and states wrong."""
    values = {}
    for d in cb["inputs"] + cb.get("state", []):
        key = f"{d['id']}.{d['property']}"
        real = known.get(key, SHAPES.get(key))
        values[key] = real if rng.random() < 0.4 else mutate(real, rng)
    ids = [f"{d['id']}.{d['property']}" for d in cb["inputs"]]
    return request_body(cb, values, rng.sample(ids, rng.randint(0, len(ids))))


def bad_structure(cb: dict, known: dict, rng: random.Random):
    """A request for ``cb`` whose structure is broken."""
    body = request_body(cb, known)
    action = rng.randrange(7)
    if action == 0:
        body.pop(rng.choice(list(body)))
    elif action == 1:
        body[rng.choice(list(body))] = rng.choice(GARBAGE)
    elif action == 2:
        body["output"] = rng.choice(["nope.children", "..a.b...c.d..", "", "grid.rowData"])
    elif action == 3 and isinstance(body["inputs"], list) and body["inputs"]:
        body["inputs"] = body["inputs"][:-1] if rng.random() < 0.5 else body["inputs"] * 2
    elif action == 4 and isinstance(body["outputs"], list):
        body["outputs"] = body["outputs"][:-1]
    elif action == 5:
        return rng.choice([[], "x", 5, None, b"{not json", b"\xff\xfe", b""])
    else:
        for d in body["inputs"]:
            d["id"] = rng.choice(GARBAGE)
    return body


def fuzz(base: str, seed: int = 0, count: int = 500, seconds: float = 120,
         timeout: float = 60) -> tuple[int, list[Failure]]:
    """Send up to ``count`` malformed requests within ``seconds``; returns how
    many were sent and the ones answered with a server error, not at all, or late."""
    host = urlparse(base).hostname
    if host not in LOOPBACK:
        raise ValueError(f"{base}: only a loopback address is fuzzed ({', '.join(LOOPBACK)})")
    base = base.rstrip("/")
    rng = random.Random(seed)
    cbs = server_callbacks(base)
    known = layout_values(get_json(base + "/_dash-layout"))
    failures, sent, stop = [], 0, time.monotonic() + seconds
    while sent < count and time.monotonic() < stop:
        cb = rng.choice(cbs)
        kind = "values" if rng.random() < 0.75 else "structure"
        body = bad_values(cb, known, rng) if kind == "values" else bad_structure(cb, known, rng)
        status, answer = post(base, body, timeout)
        sent += 1
        if not isinstance(status, int) or status >= 500:
            failures.append(Failure(kind, status, body, answer[:300]))
    return sent, failures


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("url", help="the running app, e.g. http://127.0.0.1:8050 (loopback only)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--count", type=int, default=500, help="requests at most (default 500)")
    p.add_argument("--seconds", type=float, default=120, help="time at most (default 120)")
    args = p.parse_args(argv)
    started = time.monotonic()
    sent, failures = fuzz(args.url, args.seed, args.count, args.seconds)
    print(f"{sent} requests in {time.monotonic() - started:.1f} s, {len(failures)} failed")
    for f in failures[:20]:
        print(f"{f.status} ({f.kind}): {json.dumps(f.body, default=repr)[:400]}\n    -> {f.answer[:200]}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
