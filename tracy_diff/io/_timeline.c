/* The zone-timeline walk of tracy_diff/io/timeline.py, compiled.
 *
 * A timeline is ZONE x top, ZONE := header, ZONE x children, end (format notes
 * 5.14, 5.15). walk() visits the records depth first from the state it is given
 * and leaves its state behind, so that a walk cut short by the end of the bytes
 * or of the output rows resumes where it stopped; given output arrays, it writes
 * each zone's times (running sums of the deltas, in record order), depth, parent
 * row, source location and one more header field at the zone's row. timeline.py
 * holds the same algorithm in Python, the arguments' meaning and the status codes. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>

#define MAX_DEPTH 32767
#define STATE 8 /* scalars before the stack in the state array */
enum { OK = 0, TRUNCATED = 1, TOO_DEEP = 2, TOO_MANY = 3, BAD_SRCLOC = 4, BAD_EXTRA = 5 };
enum { S_POS, S_LEFT, S_DEPTH, S_ROW, S_REF0, S_REF1 };

/* A little-endian unsigned integer of 2, 4 or 8 bytes at p. */
static inline uint64_t load(const uint8_t *p, int width) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    uint16_t v2; uint32_t v4; uint64_t v8;
    switch (width) {
    case 2: memcpy(&v2, p, 2); return v2;
    case 4: memcpy(&v4, p, 4); return v4;
    default: memcpy(&v8, p, 8); return v8;
    }
#else
    uint64_t v = 0;
    for (int k = width - 1; k >= 0; k--) v = (v << 8) | p[k];
    return v;
#endif
}

typedef struct { uint64_t left; int64_t zone; } Level; /* an open zone: siblings after it, its row */

typedef struct {
    Py_ssize_t header, end, children_at, children_width, srcloc_at, aux_at, aux_width;
    Py_ssize_t time_at[2][2]; /* [pair][header, end], -1 = no pair */
} Layout;

typedef struct { int64_t *time[2][2]; int16_t *depth; int64_t *parent; int32_t *srcloc; uint32_t *aux; } Out;

typedef struct { const uint8_t *srcloc_ok; uint64_t extras; } Checks; /* NULL / 0: no check */

/* b holds the bytes from payload offset base on; positions in the state are offsets. */
static int run(const uint8_t *b, Py_ssize_t len, Py_ssize_t base, int64_t *s, const Layout *L,
               int64_t cap, const Out *o, const Checks *c) {
    Level *stack = (Level *)(s + STATE);
    Py_ssize_t pos = (Py_ssize_t)s[S_POS] - base;
    int64_t n = s[S_ROW];
    int d = (int)s[S_DEPTH], status = OK;
    uint64_t left = (uint64_t)s[S_LEFT], ref[2] = {(uint64_t)s[S_REF0], (uint64_t)s[S_REF1]};
    int pairs = L->time_at[0][0] < 0 ? 0 : L->time_at[1][0] < 0 ? 1 : 2;
    while (left || d) {
        if (!left) { /* the open zone's children are done: its end record */
            if (pos + L->end > len) { status = TRUNCATED; break; }
            Level up = stack[--d];
            for (int k = 0; o && k < pairs; k++)
                o->time[k][1][up.zone] = (int64_t)(ref[k] += load(b + pos + L->time_at[k][1], 8));
            pos += L->end;
            left = up.left;
            continue;
        }
        if (pos + L->header > len) { status = TRUNCATED; break; }
        if (n >= cap) { status = TOO_MANY; break; }
        if (d > MAX_DEPTH) { status = TOO_DEEP; break; }
        const uint8_t *h = b + pos;
        uint16_t srcloc = (uint16_t)load(h + L->srcloc_at, 2);
        uint32_t aux = (uint32_t)load(h + L->aux_at, (int)L->aux_width);
        if (c->srcloc_ok && !c->srcloc_ok[srcloc]) { status = BAD_SRCLOC; break; }
        if (c->extras && aux >= c->extras) { status = BAD_EXTRA; break; }
        if (o) {
            for (int k = 0; k < pairs; k++)
                o->time[k][0][n] = (int64_t)(ref[k] += load(h + L->time_at[k][0], 8));
            o->depth[n] = (int16_t)d;
            o->parent[n] = d ? stack[d - 1].zone : -1;
            o->srcloc[n] = (int16_t)srcloc;
            o->aux[n] = aux;
        }
        stack[d].left = left - 1;
        stack[d++].zone = n++;
        left = load(h + L->children_at, (int)L->children_width);
        pos += L->header;
    }
    s[S_POS] = pos + base;
    s[S_LEFT] = (int64_t)left;
    s[S_DEPTH] = d;
    s[S_ROW] = n;
    s[S_REF0] = (int64_t)ref[0];
    s[S_REF1] = (int64_t)ref[1];
    return status;
}

#define OUTS 8
/* Buffers of the outputs: NULL data for None. Returns how many were taken. */
static int get_out(PyObject *outs, Py_buffer *views, void **data, int64_t need) {
    static const Py_ssize_t size[OUTS] = {8, 8, 8, 8, 2, 8, 4, 4};
    for (int i = 0; i < OUTS; i++) {
        PyObject *item = PyTuple_GET_ITEM(outs, i);
        data[i] = NULL;
        if (item == Py_None) continue;
        if (PyObject_GetBuffer(item, &views[i], PyBUF_WRITABLE | PyBUF_C_CONTIGUOUS) < 0) return i;
        data[i] = views[i].buf;
        if (views[i].len < need * size[i]) {
            PyErr_SetString(PyExc_ValueError, "output array too short");
            PyBuffer_Release(&views[i]);
            data[i] = NULL;
            return i;
        }
    }
    return OUTS;
}

/* Whether the state can be walked on from bytes at ``base`` with outputs of ``cap`` rows. */
static int valid_state(const int64_t *s, Py_ssize_t base, int64_t cap) {
    int64_t d = s[S_DEPTH], n = s[S_ROW];
    if (base < 0 || s[S_POS] < base || d < 0 || d > MAX_DEPTH + 1 || n < 0 || n > cap) return 0;
    const Level *stack = (const Level *)(s + STATE);
    for (int64_t i = 0; i < d; i++)
        if (stack[i].zone < 0 || stack[i].zone >= n) return 0;
    return 1;
}

static PyObject *walk(PyObject *self, PyObject *args) {
    (void)self;
    Py_buffer buf, state, ok = {0};
    Py_ssize_t base;
    long long cap;
    unsigned long long extras;
    Layout L;
    PyObject *outs, *srcloc_ok;
    if (!PyArg_ParseTuple(args, "y*nw*(nnnnnnnnnnn)LOOK", &buf, &base, &state, &L.header, &L.end,
                          &L.children_at, &L.children_width, &L.srcloc_at, &L.aux_at,
                          &L.aux_width, &L.time_at[0][0], &L.time_at[0][1], &L.time_at[1][0],
                          &L.time_at[1][1], &cap, &outs, &srcloc_ok, &extras))
        return NULL;
    PyObject *result = NULL;
    Py_buffer views[OUTS];
    void *data[OUTS] = {0};
    int got = 0;
    Checks checks = {NULL, extras};
    if (state.len < (Py_ssize_t)sizeof(int64_t) * (STATE + 2 * (MAX_DEPTH + 2))
            || !valid_state(state.buf, base, cap)) {
        PyErr_SetString(PyExc_ValueError, "not a walk state (or it stands before base)");
        goto done;
    }
    if (srcloc_ok != Py_None) {
        if (PyObject_GetBuffer(srcloc_ok, &ok, PyBUF_C_CONTIGUOUS) < 0) goto done;
        if (ok.len < 65536) {
            PyErr_SetString(PyExc_ValueError, "srcloc_ok must hold 65536 bytes");
            goto done;
        }
        checks.srcloc_ok = ok.buf;
    }
    Out o, *out = NULL;
    if (outs != Py_None) {
        if (!PyTuple_Check(outs) || PyTuple_GET_SIZE(outs) != OUTS) {
            PyErr_Format(PyExc_TypeError, "outputs must be None or a %d-tuple", OUTS);
            goto done;
        }
        got = get_out(outs, views, data, cap);
        if (got < OUTS) goto done;
        o = (Out){{{data[0], data[1]}, {data[2], data[3]}}, data[4], data[5], data[6], data[7]};
        out = &o;
    }
    int status;
    Py_BEGIN_ALLOW_THREADS
    status = run(buf.buf, buf.len, base, state.buf, &L, cap, out, &checks);
    Py_END_ALLOW_THREADS
    result = PyLong_FromLong(status);
done:
    for (int i = 0; i < got; i++)
        if (data[i]) PyBuffer_Release(&views[i]);
    if (ok.obj) PyBuffer_Release(&ok);
    PyBuffer_Release(&state);
    PyBuffer_Release(&buf);
    return result;
}

static PyMethodDef methods[] = {
    {"walk", walk, METH_VARARGS,
     "walk(buf, base, state, layout, cap, outputs, srcloc_ok, extras) -> status"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_timeline", NULL, -1, methods, NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__timeline(void) { return PyModule_Create(&module); }
