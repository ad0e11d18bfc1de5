/* The diff's passes over a side's executions, compiled.
 *
 * executions/iterations.py (assign_iterations: each span's iteration),
 * executions/sides.py (KeptRun.of: member keys and counts; regular_enclosing:
 * enclosing executions per name and iteration; keep_enclosing: keys dropped;
 * _packed_by_code: durations packed by name), row_figures.py (SideData._sums: sums per member
 * and iteration, entries packed for sorting) and stats/significance.py
 * (in_order_sum) hold the same arithmetic in numpy, their fallback where this
 * is not built, and the meaning of every argument; both give the same
 * numbers. Integer arithmetic wraps as numpy's does; floating-point sums are
 * made one value at a time in order, as numpy's cumsum makes them (setup.py
 * builds with -ffp-contract=off: no fused multiply-add). */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>

#include "_buffers.h"

/* Store v at i of an integer array t of 1, 2, 4 or 8 bytes an item. */
static inline void put(void *t, Py_ssize_t width, Py_ssize_t i, int64_t v) {
    switch (width) {
    case 1: ((int8_t *)t)[i] = (int8_t)v; break;
    case 2: ((int16_t *)t)[i] = (int16_t)v; break;
    case 4: ((int32_t *)t)[i] = (int32_t)v; break;
    default: ((int64_t *)t)[i] = v;
    }
}

static inline int64_t sub(int64_t a, int64_t b) { return (int64_t)((uint64_t)a - (uint64_t)b); }

/* floor(d / 2) without relying on the shift of a negative number. */
static inline int64_t half(int64_t d) { return d >= 0 ? d / 2 : ~((~d) / 2); }

/* The index of the last of the n sorted starts at or before t (-1 before the first), searched from hint. */
static inline Py_ssize_t last_at_or_before(const int64_t *starts, Py_ssize_t n, int64_t t, Py_ssize_t hint) {
    if (hint >= 0 && starts[hint] <= t && (hint + 1 == n || starts[hint + 1] > t)) return hint;
    Py_ssize_t lo = 0, hi = n; /* the answer + 1 lies in [lo, hi] */
    if (hint >= 0 && starts[hint] <= t) { /* gallop forward */
        Py_ssize_t step = 1;
        lo = hint + 1;
        while (lo + step < n && starts[lo + step] <= t) { lo += step; step <<= 1; }
        hi = lo + step < n ? lo + step : n;
    }
    while (lo < hi) { /* first index whose start is past t */
        Py_ssize_t mid = lo + (hi - lo) / 2;
        if (starts[mid] <= t) lo = mid + 1;
        else hi = mid;
    }
    return lo - 1;
}

/* assign(start, end, starts, low, high, valid, out): per span, the index of the iteration whose
 * start is the last at or before the span's midpoint, when the span starts at or after that
 * iteration's low and ends at or before its high (and valid, None: all); else -1. out: int32
 * or int64. */
static PyObject *assign(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *o[7];
    if (!PyArg_ParseTuple(args, "OOOOOOO", &o[0], &o[1], &o[2], &o[3], &o[4], &o[5], &o[6])) return NULL;
    Buf b[7] = {0};
    PyObject *result = NULL;
    if (!take(o[0], &b[0], 0, 8, 0, "start")) goto done;
    Py_ssize_t n = b[0].view.len / 8;
    if (!take(o[1], &b[1], 0, 8, n, "end") || !take(o[2], &b[2], 0, 8, 1, "starts")) goto done;
    Py_ssize_t m = b[2].view.len / 8;
    if (!take(o[3], &b[3], 0, 8, m, "low") || !take(o[4], &b[4], 0, 8, m, "high")
            || !take(o[5], &b[5], 0, 1, n, "valid") || !take(o[6], &b[6], 1, 0, n, "out"))
        goto done;
    if (!b[0].taken || !b[1].taken || !b[2].taken || !b[3].taken || !b[4].taken || !b[6].taken
            || (b[6].view.itemsize != 4 && b[6].view.itemsize != 8)) {
        PyErr_SetString(PyExc_ValueError, "start, end, starts, low, high and an int32 or int64 out are required");
        goto done;
    }
    {
        const int64_t *s = b[0].view.buf, *e = b[1].view.buf, *starts = b[2].view.buf;
        const int64_t *low = b[3].view.buf, *high = b[4].view.buf;
        const uint8_t *valid = b[5].taken ? b[5].view.buf : NULL;
        void *out = b[6].view.buf;
        Py_ssize_t width = b[6].view.itemsize, k = -1;
        Py_BEGIN_ALLOW_THREADS
        for (Py_ssize_t i = 0; i < n; i++) {
            int64_t mid = (int64_t)((uint64_t)s[i] + (uint64_t)half(sub(e[i], s[i])));
            k = last_at_or_before(starts, m, mid, k);
            Py_ssize_t at = k >= 0 ? k : 0;
            int inside = k >= 0 && s[i] >= low[at] && e[i] <= high[at] && (!valid || valid[i]);
            put(out, width, i, inside ? (int64_t)k : -1);
        }
        Py_END_ALLOW_THREADS
    }
    result = Py_NewRef(Py_None);
done:
    drop(b, 7);
    return result;
}

/* cells(keys, iteration, start, end, compact, discard, shift, members, grid, packed) -> the
 * greatest duration (None without entries): per entry, its duration (end - start; 0 where its key
 * is discard) into packed as key << 40 | duration, and, unless discarded, added to grid's cell
 * (iteration + shift) * members + compact[key] (float64). keys and iteration: any integer width. */
static PyObject *cells(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *o[5], *grid_obj, *packed_obj;
    long long discard, shift, members;
    if (!PyArg_ParseTuple(args, "OOOOOLLLOO", &o[0], &o[1], &o[2], &o[3], &o[4], &discard, &shift, &members,
                          &grid_obj, &packed_obj))
        return NULL;
    Buf b[7] = {0};
    PyObject *result = NULL;
    if (!take(o[0], &b[0], 0, 0, 0, "keys")) goto done;
    Py_ssize_t kw = b[0].taken ? b[0].view.itemsize : 8, n = b[0].taken ? b[0].view.len / kw : 0;
    if (!take(o[1], &b[1], 0, 0, n, "iteration") || !take(o[2], &b[2], 0, 8, n, "start")
            || !take(o[3], &b[3], 0, 8, n, "end") || !take(o[4], &b[4], 0, 8, discard + 1, "compact")
            || !take(grid_obj, &b[5], 1, 8, 0, "grid") || !take(packed_obj, &b[6], 1, 8, n, "packed"))
        goto done;
    if (!required(b, 7, "cells")) goto done;
    {
        const void *keys = b[0].view.buf, *iteration = b[1].view.buf;
        const int64_t *s = b[2].view.buf, *e = b[3].view.buf, *compact = b[4].view.buf;
        double *grid = b[5].view.buf;
        int64_t *packed = b[6].view.buf, most = INT64_MIN;
        Py_ssize_t iw = b[1].view.itemsize, size = b[5].view.len / 8, bad = -1;
        Py_BEGIN_ALLOW_THREADS
        for (Py_ssize_t i = 0; i < n; i++) {
            int64_t key = get(keys, kw, i), duration = 0;
            if (key != discard) {
                duration = sub(e[i], s[i]);
                int64_t member = key >= 0 && key <= discard ? compact[key] : -1;
                int64_t cell = (get(iteration, iw, i) + shift) * members + member;
                if (member < 0 || cell < 0 || cell >= size) { bad = i; break; }
                grid[cell] += (double)duration;
            }
            if (duration > most) most = duration;
            packed[i] = (int64_t)((uint64_t)key << 40) | duration;
        }
        Py_END_ALLOW_THREADS
        if (bad >= 0) {
            PyErr_Format(PyExc_ValueError, "cells: entry %zd falls outside the grid", bad);
            goto done;
        }
        result = n ? PyLong_FromLongLong(most) : Py_NewRef(Py_None);
    }
done:
    drop(b, 7);
    return result;
}

/* keys(codes, kind, iteration, enclosing, discard, keys, per_iteration, counts) -> compared: per
 * entry its member key (code * 2 + 1 where kind is enclosing, else code * 2; discard where its
 * iteration is negative) into keys, counted into counts (by key) and, for a compared entry that is
 * not enclosing, into per_iteration (by iteration). codes, kind, iteration, keys: any integer width. */
static PyObject *keys(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *o[3], *outs[3];
    long long enclosing, discard;
    if (!PyArg_ParseTuple(args, "OOOLLOOO", &o[0], &o[1], &o[2], &enclosing, &discard, &outs[0], &outs[1], &outs[2]))
        return NULL;
    Buf b[6] = {0};
    PyObject *result = NULL;
    if (!take(o[0], &b[0], 0, 0, 0, "codes")) goto done;
    Py_ssize_t cw = b[0].taken ? b[0].view.itemsize : 8, n = b[0].taken ? b[0].view.len / cw : 0;
    if (!take(o[1], &b[1], 0, 0, n, "kind") || !take(o[2], &b[2], 0, 0, n, "iteration")
            || !take(outs[0], &b[3], 1, 0, n, "keys") || !take(outs[1], &b[4], 1, 8, 0, "per_iteration")
            || !take(outs[2], &b[5], 1, 8, discard + 1, "counts"))
        goto done;
    if (!required(b, 6, "keys")) goto done;
    {
        const void *codes = b[0].view.buf, *kind = b[1].view.buf, *iteration = b[2].view.buf;
        void *keys_out = b[3].view.buf;
        int64_t *per_iteration = b[4].view.buf, *counts = b[5].view.buf;
        Py_ssize_t kw = b[1].view.itemsize, iw = b[2].view.itemsize, ow = b[3].view.itemsize;
        Py_ssize_t iterations = b[4].view.len / 8, compared = 0, bad = -1;
        Py_BEGIN_ALLOW_THREADS
        for (Py_ssize_t i = 0; i < n; i++) {
            int other = get(kind, kw, i) == enclosing;
            int64_t it = get(iteration, iw, i), key = get(codes, cw, i) * 2 + other;
            if (it < 0) key = discard;
            else {
                compared++;
                if (!other) {
                    if (it >= iterations) { bad = i; break; }
                    per_iteration[it]++;
                }
            }
            if (key < 0 || key > discard) { bad = i; break; }
            counts[key]++;
            put(keys_out, ow, i, key);
        }
        Py_END_ALLOW_THREADS
        if (bad >= 0)
            PyErr_Format(PyExc_ValueError, "keys: entry %zd has a code or iteration out of range", bad);
        else
            result = PyLong_FromSsize_t(compared);
    }
done:
    drop(b, 6);
    return result;
}

/* pack(codes, start, end, mask, packed, counts) -> entries, or -1: each entry in mask (uint8) as
 * code << 40 | duration (end - start) into packed, in order, counted into counts (by code);
 * -1 (packed and counts then partly written) where a duration is negative or does not fit 40 bits. */
static PyObject *pack(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *o[6];
    if (!PyArg_ParseTuple(args, "OOOOOO", &o[0], &o[1], &o[2], &o[3], &o[4], &o[5])) return NULL;
    Buf b[6] = {0};
    PyObject *result = NULL;
    if (!take(o[0], &b[0], 0, 0, 0, "codes")) goto done;
    Py_ssize_t cw = b[0].taken ? b[0].view.itemsize : 8, n = b[0].taken ? b[0].view.len / cw : 0;
    if (!take(o[1], &b[1], 0, 8, n, "start") || !take(o[2], &b[2], 0, 8, n, "end")
            || !take(o[3], &b[3], 0, 1, n, "mask") || !take(o[4], &b[4], 1, 8, 0, "packed")
            || !take(o[5], &b[5], 1, 8, 0, "counts"))
        goto done;
    if (!required(b, 6, "pack")) goto done;
    {
        const void *codes = b[0].view.buf;
        const int64_t *s = b[1].view.buf, *e = b[2].view.buf;
        const uint8_t *mask = b[3].view.buf;
        int64_t *packed = b[4].view.buf, *counts = b[5].view.buf;
        Py_ssize_t room = b[4].view.len / 8, groups = b[5].view.len / 8, at = 0, bad = -1;
        Py_BEGIN_ALLOW_THREADS
        for (Py_ssize_t i = 0; i < n && at >= 0; i++) {
            if (!mask[i]) continue;
            int64_t code = get(codes, cw, i), duration = sub(e[i], s[i]);
            if (code < 0 || code >= groups || at >= room) { bad = i; break; }
            if (duration < 0 || duration >= (int64_t)1 << 40) { at = -1; break; }
            counts[code]++;
            packed[at++] = (int64_t)((uint64_t)code << 40) | duration;
        }
        Py_END_ALLOW_THREADS
        if (bad >= 0)
            PyErr_Format(PyExc_ValueError, "pack: entry %zd has a code out of range or finds no room", bad);
        else
            result = PyLong_FromSsize_t(at);
    }
done:
    drop(b, 6);
    return result;
}

/* ordered_sum(values, scale, mean) -> float: the sum of values / scale (int64 values), or, with
 * mean not None, of (values / scale - mean) squared, added one at a time in order from 0.0. */
static PyObject *ordered_sum(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *values, *mean_obj;
    double scale;
    if (!PyArg_ParseTuple(args, "OdO", &values, &scale, &mean_obj)) return NULL;
    double mean = 0.0;
    int deviations = mean_obj != Py_None;
    if (deviations && (mean = PyFloat_AsDouble(mean_obj)) == -1.0 && PyErr_Occurred()) return NULL;
    Buf b = {0};
    if (!take(values, &b, 0, 8, 0, "values") || !b.taken) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "ordered_sum: values are required");
        drop(&b, 1);
        return NULL;
    }
    const int64_t *v = b.view.buf;
    Py_ssize_t n = b.view.len / 8;
    double total = 0.0;
    Py_BEGIN_ALLOW_THREADS
    for (Py_ssize_t i = 0; i < n; i++) {
        double x = (double)v[i] / scale;
        if (deviations) {
            x -= mean;
            x *= x;
        }
        total = total + x;
    }
    Py_END_ALLOW_THREADS
    drop(&b, 1);
    return PyFloat_FromDouble(total);
}

/* drop(keys, iteration, dropped, discard): each entry whose key is marked in dropped (uint8, by
 * key) gets key discard and iteration -1. keys and iteration: any integer width. */
static PyObject *drop_keys(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *o[3];
    long long discard;
    if (!PyArg_ParseTuple(args, "OOOL", &o[0], &o[1], &o[2], &discard)) return NULL;
    Buf b[3] = {0};
    PyObject *result = NULL;
    if (!take(o[0], &b[0], 1, 0, 0, "keys")) goto done;
    Py_ssize_t kw = b[0].taken ? b[0].view.itemsize : 8, n = b[0].taken ? b[0].view.len / kw : 0;
    if (!take(o[1], &b[1], 1, 0, n, "iteration") || !take(o[2], &b[2], 0, 1, discard + 1, "dropped")) goto done;
    if (!required(b, 3, "drop")) goto done;
    {
        void *keys = b[0].view.buf, *iteration = b[1].view.buf;
        const uint8_t *dropped = b[2].view.buf;
        Py_ssize_t iw = b[1].view.itemsize, size = b[2].view.len, bad = -1;
        Py_BEGIN_ALLOW_THREADS
        for (Py_ssize_t i = 0; i < n; i++) {
            int64_t key = get(keys, kw, i);
            if (key < 0 || key >= size) { bad = i; break; }
            if (dropped[key]) {
                put(keys, kw, i, discard);
                put(iteration, iw, i, -1);
            }
        }
        Py_END_ALLOW_THREADS
        if (bad >= 0) PyErr_Format(PyExc_ValueError, "drop: entry %zd has a key out of range", bad);
        else result = Py_NewRef(Py_None);
    }
done:
    drop(b, 3);
    return result;
}

/* grid(keys, iteration, index, n, out): per entry with an odd key (an enclosing execution), one
 * count into out (int64) at index[key] * n + iteration. keys and iteration: any integer width. */
static PyObject *grid(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *o[3], *out_obj;
    long long n_iter;
    if (!PyArg_ParseTuple(args, "OOOLO", &o[0], &o[1], &o[2], &n_iter, &out_obj)) return NULL;
    Buf b[4] = {0};
    PyObject *result = NULL;
    if (!take(o[0], &b[0], 0, 0, 0, "keys")) goto done;
    Py_ssize_t kw = b[0].taken ? b[0].view.itemsize : 8, n = b[0].taken ? b[0].view.len / kw : 0;
    if (!take(o[1], &b[1], 0, 0, n, "iteration") || !take(o[2], &b[2], 0, 8, 0, "index")
            || !take(out_obj, &b[3], 1, 8, 0, "out"))
        goto done;
    if (!required(b, 4, "grid")) goto done;
    {
        const void *keys = b[0].view.buf, *iteration = b[1].view.buf;
        const int64_t *index = b[2].view.buf;
        int64_t *out = b[3].view.buf;
        Py_ssize_t iw = b[1].view.itemsize, keys_known = b[2].view.len / 8, size = b[3].view.len / 8, bad = -1;
        Py_BEGIN_ALLOW_THREADS
        for (Py_ssize_t i = 0; i < n; i++) {
            int64_t key = get(keys, kw, i);
            if (!(key & 1)) continue;
            int64_t it = get(iteration, iw, i), cell = key < keys_known ? index[key] * n_iter + it : -1;
            if (key < 0 || it < 0 || it >= n_iter || cell < 0 || cell >= size) { bad = i; break; }
            out[cell]++;
        }
        Py_END_ALLOW_THREADS
        if (bad >= 0) PyErr_Format(PyExc_ValueError, "grid: entry %zd falls outside the grid", bad);
        else result = Py_NewRef(Py_None);
    }
done:
    drop(b, 4);
    return result;
}

static PyMethodDef methods[] = {
    {"grid", grid, METH_VARARGS, "grid(keys, iteration, index, n, out)"},
    {"drop", drop_keys, METH_VARARGS, "drop(keys, iteration, dropped, discard)"},
    {"ordered_sum", ordered_sum, METH_VARARGS, "ordered_sum(values, scale, mean) -> float"},
    {"assign", assign, METH_VARARGS, "assign(start, end, starts, low, high, valid, out)"},
    {"keys", keys, METH_VARARGS,
     "keys(codes, kind, iteration, enclosing, discard, keys, per_iteration, counts) -> compared"},
    {"pack", pack, METH_VARARGS, "pack(codes, start, end, mask, packed, counts) -> entries or -1"},
    {"cells", cells, METH_VARARGS,
     "cells(keys, iteration, start, end, compact, discard, shift, members, grid, packed) -> int | None"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_passes", NULL, -1, methods, NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__passes(void) { return PyModule_Create(&module); }
