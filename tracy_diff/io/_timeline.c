/* The zone-timeline walk of tracy_diff/io/timeline.py, compiled.
 *
 * A timeline is ZONE x top, ZONE := header, ZONE x children, end (format notes
 * 5.14, 5.15). walk() visits the records depth first and, given output arrays,
 * writes each zone's times (running sums of the deltas, in record order), depth,
 * parent row, source location and one more header field. timeline.py holds the same
 * algorithm in Python, the arguments' meaning and the status codes. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>

#define MAX_DEPTH 32767
enum { OK = 0, TRUNCATED = 1, TOO_DEEP = 2, TOO_MANY = 3 };

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

typedef struct { uint64_t left; int64_t zone; } Level;

typedef struct {
    Py_ssize_t header, end, children_at, children_width, srcloc_at, aux_at, aux_width;
    Py_ssize_t time_at[2][2]; /* [pair][header, end], -1 = no pair */
} Layout;

typedef struct { int64_t *time[2][2]; int16_t *depth; int64_t *parent, *header; int32_t *srcloc; uint32_t *aux; } Out;

static int run(const uint8_t *b, Py_ssize_t len, Py_ssize_t *at, uint64_t top, const Layout *L,
               int64_t row0, int64_t cap, Out *o, Level *stack, int64_t *count) {
    Py_ssize_t pos = *at;
    int64_t n = 0;
    int d = 0, status = OK;
    uint64_t left = top, ref[2] = {0, 0};
    while (left || d) {
        if (!left) { /* the open zone's children are done: its end record */
            if (pos + L->end > len) { status = TRUNCATED; break; }
            Level up = stack[--d];
            for (int k = 0; o && k < 2 && L->time_at[k][1] >= 0; k++)
                o->time[k][1][up.zone] = (int64_t)(ref[k] += load(b + pos + L->time_at[k][1], 8));
            pos += L->end;
            left = up.left;
            continue;
        }
        if (pos + L->header > len) { status = TRUNCATED; break; }
        if (n >= cap) { status = TOO_MANY; break; }
        if (d > MAX_DEPTH) { status = TOO_DEEP; break; }
        if (o) {
            for (int k = 0; k < 2 && L->time_at[k][0] >= 0; k++)
                o->time[k][0][n] = (int64_t)(ref[k] += load(b + pos + L->time_at[k][0], 8));
            o->depth[n] = (int16_t)d;
            o->parent[n] = d ? row0 + stack[d - 1].zone : -1;
            o->srcloc[n] = (int16_t)load(b + pos + L->srcloc_at, 2);
            o->aux[n] = (uint32_t)load(b + pos + L->aux_at, (int)L->aux_width);
            if (o->header) o->header[n] = pos;
        }
        stack[d].left = left - 1;
        stack[d++].zone = n++;
        left = load(b + pos + L->children_at, (int)L->children_width);
        pos += L->header;
    }
    *at = pos;
    *count = n;
    return status;
}

/* Buffers of the outputs: NULL data for None. */
static int get_out(PyObject *outs, Py_buffer *views, void **data, int64_t need) {
    static const Py_ssize_t size[9] = {8, 8, 8, 8, 2, 8, 4, 4, 8};
    for (int i = 0; i < 9; i++) {
        PyObject *item = PyTuple_GET_ITEM(outs, i);
        data[i] = NULL;
        if (item == Py_None) continue;
        if (PyObject_GetBuffer(item, &views[i], PyBUF_WRITABLE | PyBUF_C_CONTIGUOUS) < 0) return i;
        data[i] = views[i].buf;
        if (views[i].len < need * size[i]) {
            PyErr_SetString(PyExc_ValueError, "output array too short");
            PyBuffer_Release(&views[i]);
            return i;
        }
    }
    return 9;
}

static PyObject *walk(PyObject *self, PyObject *args) {
    (void)self;
    Py_buffer buf;
    Py_ssize_t pos;
    unsigned long long top;
    long long row0, cap;
    Layout L;
    PyObject *outs;
    if (!PyArg_ParseTuple(args, "y*nK(nnnnnnnnnnn)LLO", &buf, &pos, &top, &L.header, &L.end,
                          &L.children_at, &L.children_width, &L.srcloc_at, &L.aux_at,
                          &L.aux_width, &L.time_at[0][0], &L.time_at[0][1], &L.time_at[1][0],
                          &L.time_at[1][1], &row0, &cap, &outs))
        return NULL;
    Py_buffer views[9];
    void *data[9];
    Out o, *out = NULL;
    int got = 9;
    if (outs != Py_None) {
        if (!PyTuple_Check(outs) || PyTuple_GET_SIZE(outs) != 9) {
            PyBuffer_Release(&buf);
            return PyErr_Format(PyExc_TypeError, "outputs must be None or a 9-tuple");
        }
        got = get_out(outs, views, data, cap);
        if (got == 9) {
            o = (Out){{{data[0], data[1]}, {data[2], data[3]}}, data[4], data[5], data[8], data[6], data[7]};
            out = &o;
        }
    }
    Level *stack = got == 9 ? PyMem_RawMalloc(sizeof(Level) * (MAX_DEPTH + 2)) : NULL;
    int status = -1;
    int64_t count = 0;
    if (stack) {
        Py_BEGIN_ALLOW_THREADS
        status = run(buf.buf, buf.len, &pos, top, &L, row0, cap, out, stack, &count);
        Py_END_ALLOW_THREADS
        PyMem_RawFree(stack);
    } else if (got == 9) {
        PyErr_NoMemory();
    }
    for (int i = 0; outs != Py_None && i < got; i++)
        if (data[i]) PyBuffer_Release(&views[i]);
    PyBuffer_Release(&buf);
    if (status < 0) return NULL;
    return Py_BuildValue("inL", status, pos, (long long)count);
}

static PyMethodDef methods[] = {
    {"walk", walk, METH_VARARGS, "walk(buf, pos, top, layout, row0, cap, outputs) -> (status, pos, zones)"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_timeline", NULL, -1, methods, NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__timeline(void) { return PyModule_Create(&module); }
