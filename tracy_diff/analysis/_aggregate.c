/* The passes of tracy_diff/analysis/aggregate.py over the zone columns, compiled.
 *
 * aggregate.py holds the same arithmetic in numpy (its fallback where this is not
 * built) and the meaning of every argument: for each zone, its span (end - start,
 * 0 where it is not positive or the end was never recorded), its value (the span,
 * or the span less its children's: self time) and its group key (key - low; zones
 * that do not count go to group ``groups``, the last). Integer sums wrap as C++'s
 * do; float sums are made in zone order, as numpy's bincount and add.at make them,
 * so both give the same numbers. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>

#include "_buffers.h"

typedef struct {
    Py_ssize_t n;
    const int64_t *start, *end, *children; /* children: NULL without self time */
    const void *key; int key_width; int64_t low; int64_t groups;
} Zones;

/* Zone i's group (groups for a zone that does not count), span and value. */
static inline int64_t zone(const Zones *z, Py_ssize_t i, int64_t *span, int64_t *value) {
    int64_t end = z->end[i], s = (int64_t)((uint64_t)end - (uint64_t)z->start[i]);
    int timed = s > 0 && end >= 0;
    if (!timed) s = 0;
    *span = s;
    *value = z->children ? (int64_t)((uint64_t)s - (uint64_t)z->children[i]) : s;
    int64_t k = (int64_t)((uint64_t)get(z->key, z->key_width, i) - (uint64_t)z->low);
    return timed && k >= 0 && k < z->groups ? k : z->groups;
}

/* The zone arguments shared by both passes: start, end, children, key, low, groups. */
static int zones(PyObject *start, PyObject *end, PyObject *children, PyObject *key, long long low,
                 long long groups, Buf *b, Zones *z) {
    if (!take(start, &b[0], 0, 8, 0, "start")) return 0;
    Py_ssize_t n = b[0].view.len / 8;
    if (!take(end, &b[1], 0, 8, n, "end") || !take(children, &b[2], 0, 8, n, "children")
            || !take(key, &b[3], 0, 0, n, "key"))
        return 0;
    int w = (int)b[3].view.itemsize;
    if (w != 1 && w != 2 && w != 4 && w != 8) {
        PyErr_SetString(PyExc_ValueError, "key: not an integer array");
        return 0;
    }
    if (groups < 0) {
        PyErr_SetString(PyExc_ValueError, "groups < 0");
        return 0;
    }
    *z = (Zones){n, b[0].view.buf, b[1].view.buf, b[2].taken ? b[2].view.buf : NULL, b[3].view.buf, w, low, groups};
    return 1;
}

/* sums(start, end, children, key, low, groups, srcloc, counts, total, value_total, sum_sq, lo, hi, some, mixed):
 * per group (groups + 1 entries each): zones, sum of spans, sum of values, sum of squared
 * spans (float; sum_sq None: not made), least and greatest value (start from the caller's
 * initial values), one zone's srcloc and whether another zone's differs (srcloc None: not made). */
static PyObject *sums(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *start, *end, *children, *key, *srcloc, *outs[8];
    long long low, groups;
    if (!PyArg_ParseTuple(args, "OOOOLLOOOOOOOOO", &start, &end, &children, &key, &low, &groups, &srcloc,
                          &outs[0], &outs[1], &outs[2], &outs[3], &outs[4], &outs[5], &outs[6], &outs[7]))
        return NULL;
    Buf b[13] = {0};
    Zones z;
    PyObject *result = NULL;
    static const char *names[8] = {"counts", "total", "value_total", "sum_sq", "lo", "hi", "some", "mixed"};
    static const Py_ssize_t size[8] = {8, 8, 8, 8, 8, 8, 4, 1};
    if (!zones(start, end, children, key, low, groups, b, &z)) goto done;
    if (!take(srcloc, &b[4], 0, 4, z.n, "srcloc")) goto done;
    for (int i = 0; i < 8; i++) {
        if (outs[i] == Py_None && i != 3 && i < 6) {
            PyErr_Format(PyExc_ValueError, "%s is required", names[i]);
            goto done;
        }
        if (!take(outs[i], &b[5 + i], 1, size[i], groups + 1, names[i])) goto done;
    }
    if (b[4].taken != b[11].taken || b[4].taken != b[12].taken) {
        PyErr_SetString(PyExc_ValueError, "srcloc, some and mixed go together");
        goto done;
    }
    {
        int64_t *counts = b[5].view.buf, *total = b[6].view.buf, *value_total = b[7].view.buf;
        double *sum_sq = b[8].taken ? b[8].view.buf : NULL;
        int64_t *lo = b[9].view.buf, *hi = b[10].view.buf;
        const int32_t *src = b[4].taken ? b[4].view.buf : NULL;
        int32_t *some = b[11].taken ? b[11].view.buf : NULL;
        uint8_t *mixed = b[12].taken ? b[12].view.buf : NULL, *seen = NULL;
        if (src && !(seen = PyMem_RawCalloc((size_t)groups + 1, 1))) {
            PyErr_NoMemory();
            goto done;
        }
        Py_BEGIN_ALLOW_THREADS
        for (Py_ssize_t i = 0; i < z.n; i++) {
            int64_t span, value, k = zone(&z, i, &span, &value);
            counts[k]++;
            total[k] = (int64_t)((uint64_t)total[k] + (uint64_t)span);
            value_total[k] = (int64_t)((uint64_t)value_total[k] + (uint64_t)value);
            if (sum_sq) sum_sq[k] += (double)span * (double)span;
            if (value < lo[k]) lo[k] = value;
            if (value > hi[k]) hi[k] = value;
            if (src) {
                if (!seen[k]) { seen[k] = 1; some[k] = src[i]; }
                else if (some[k] != src[i]) mixed[k] = 1;
            }
        }
        Py_END_ALLOW_THREADS
        PyMem_RawFree(seen);
    }
    result = Py_NewRef(Py_None);
done:
    drop(b, 13);
    return result;
}

/* squares(start, end, children, key, low, groups, mean, chunk, ss): per group, the sum of
 * (value - mean)^2, summed per chunk of ``chunk`` zones in zone order, each chunk's sums
 * then added to ss (numpy's bincount per chunk, added up). */
static PyObject *squares(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *start, *end, *children, *key, *mean_obj, *ss_obj;
    long long low, groups;
    Py_ssize_t chunk;
    if (!PyArg_ParseTuple(args, "OOOOLLOnO", &start, &end, &children, &key, &low, &groups, &mean_obj,
                          &chunk, &ss_obj))
        return NULL;
    Buf b[6] = {0};
    Zones z;
    PyObject *result = NULL;
    if (!zones(start, end, children, key, low, groups, b, &z)) goto done;
    if (!take(mean_obj, &b[4], 0, 8, groups + 1, "mean") || !take(ss_obj, &b[5], 1, 8, groups + 1, "ss"))
        goto done;
    if (!b[4].taken || !b[5].taken || chunk < 1) {
        PyErr_SetString(PyExc_ValueError, "mean and ss are required, chunk >= 1");
        goto done;
    }
    {
        const double *mean = b[4].view.buf;
        double *ss = b[5].view.buf, *part = PyMem_RawCalloc((size_t)groups + 1, sizeof(double));
        if (!part) {
            PyErr_NoMemory();
            goto done;
        }
        Py_BEGIN_ALLOW_THREADS
        for (Py_ssize_t at = 0; at < z.n; at += chunk) {
            Py_ssize_t stop = at + chunk < z.n ? at + chunk : z.n;
            for (Py_ssize_t i = at; i < stop; i++) {
                int64_t span, value, k = zone(&z, i, &span, &value);
                double dev = (double)value - mean[k];
                part[k] += dev * dev;
            }
            for (int64_t k = 0; k <= groups; k++) {
                ss[k] += part[k];
                part[k] = 0.0;
            }
        }
        Py_END_ALLOW_THREADS
        PyMem_RawFree(part);
    }
    result = Py_NewRef(Py_None);
done:
    drop(b, 6);
    return result;
}

static PyMethodDef methods[] = {
    {"sums", sums, METH_VARARGS,
     "sums(start, end, children, key, low, groups, srcloc, counts, total, value_total, sum_sq, lo, hi, some, mixed)"},
    {"squares", squares, METH_VARARGS, "squares(start, end, children, key, low, groups, mean, chunk, ss)"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_aggregate", NULL, -1, methods, NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__aggregate(void) { return PyModule_Create(&module); }
