/* The zone-timeline walk of tracy_diff/io/timeline.py, compiled.
 *
 * A timeline is ZONE x top, ZONE := header, ZONE x children, end (format notes
 * 5.14, 5.15). walk() visits the records depth first from the state it is given
 * and leaves its state behind, so that a walk cut short by the end of the bytes
 * or of the output rows resumes where it stopped; given output arrays, it writes
 * each zone's times (running sums of the deltas, in record order), depth, parent
 * row, source location, one more header field and name and text codes (looked up
 * by source location and by that field) at the zone's row. timeline.py holds the
 * same algorithm in Python, the arguments' meaning and the status codes. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>
#if defined(__linux__)
#include <sys/mman.h>
#include <unistd.h>
#if !defined(MADV_POPULATE_WRITE)
#define MADV_POPULATE_WRITE 23 /* Linux 5.14 */
#endif
#endif

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

/* A signed integer of 1, 2, 4 or 8 bytes (a category code) in array t at i. */
static inline int64_t get_code(const void *t, int width, uint64_t i) {
    switch (width) {
    case 1: return ((const int8_t *)t)[i];
    case 2: return ((const int16_t *)t)[i];
    case 4: return ((const int32_t *)t)[i];
    default: return ((const int64_t *)t)[i];
    }
}

static inline void put_code(void *t, int width, int64_t i, int64_t v) {
    switch (width) {
    case 1: ((int8_t *)t)[i] = (int8_t)v; break;
    case 2: ((int16_t *)t)[i] = (int16_t)v; break;
    case 4: ((int32_t *)t)[i] = (int32_t)v; break;
    default: ((int64_t *)t)[i] = v;
    }
}

typedef struct {
    int64_t *time[2][2]; int16_t *depth; int64_t *parent; int32_t *srcloc; uint32_t *aux;
    void *name, *text;
} Out;

/* Codes: by source location (65536, by the id's 16 bits; negative: refused), and
 * by extra field (NULL: none). extras > 0 refuses extra fields not below it. */
typedef struct {
    const void *by_srcloc, *extra_name, *extra_text;
    int name_width, text_width;
    uint64_t extras;
} Codes;

/* b holds the bytes from payload offset base on; positions in the state are offsets. */
static int run(const uint8_t *b, Py_ssize_t len, Py_ssize_t base, int64_t *s, const Layout *L,
               int64_t cap, const Out *o, const Codes *c) {
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
        int64_t name = c->by_srcloc ? get_code(c->by_srcloc, c->name_width, srcloc) : 0;
        if (name < 0) { status = BAD_SRCLOC; break; }
        if (c->extras && aux >= c->extras) { status = BAD_EXTRA; break; }
        if (o) {
            for (int k = 0; k < pairs; k++)
                o->time[k][0][n] = (int64_t)(ref[k] += load(h + L->time_at[k][0], 8));
            if (o->depth) o->depth[n] = (int16_t)d;
            if (o->parent) o->parent[n] = d ? stack[d - 1].zone : -1;
            if (o->srcloc) o->srcloc[n] = (int16_t)srcloc;
            if (o->aux) o->aux[n] = aux;
            if (o->name) {
                if (c->extra_name) {
                    int64_t named = get_code(c->extra_name, c->name_width, aux);
                    if (named >= 0) name = named;
                }
                put_code(o->name, c->name_width, n, name);
            }
            if (o->text) put_code(o->text, c->text_width, n, get_code(c->extra_text, c->text_width, aux));
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

#define OUTS 10
#define NAME 8
#define TEXT 9

/* Buffer i of the tuple ``items`` (NULL data for None), of at least ``need``
 * items of ``size`` bytes (size 0: 1, 2, 4 or 8, given back in *size). */
static int get_buffer(PyObject *items, int i, int flags, Py_buffer *view, void **data,
                      int64_t need, Py_ssize_t *size) {
    PyObject *item = PyTuple_GET_ITEM(items, i);
    *data = NULL;
    if (item == Py_None) return 1;
    if (PyObject_GetBuffer(item, view, flags | PyBUF_C_CONTIGUOUS | PyBUF_FORMAT) < 0) return 0;
    Py_ssize_t itemsize = view->itemsize;
    if (*size == 0 && (itemsize == 1 || itemsize == 2 || itemsize == 4 || itemsize == 8)) *size = itemsize;
    if (itemsize != *size || view->len < need * itemsize) {
        PyErr_Format(PyExc_ValueError, "array %d: %zd items of %zd bytes, not %lld of %zd",
                     i, view->len / (itemsize ? itemsize : 1), itemsize, (long long)need, *size);
        PyBuffer_Release(view);
        return 0;
    }
    *data = view->buf;
    return 1;
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
    Py_buffer buf, state;
    Py_ssize_t base;
    long long cap;
    unsigned long long extras;
    Layout L;
    PyObject *outs, *codes;
    if (!PyArg_ParseTuple(args, "y*nw*(nnnnnnnnnnn)LOOK", &buf, &base, &state, &L.header, &L.end,
                          &L.children_at, &L.children_width, &L.srcloc_at, &L.aux_at,
                          &L.aux_width, &L.time_at[0][0], &L.time_at[0][1], &L.time_at[1][0],
                          &L.time_at[1][1], &cap, &outs, &codes, &extras))
        return NULL;
    PyObject *result = NULL;
    Py_buffer views[OUTS], tables[3];
    void *data[OUTS] = {0}, *table[3] = {0};
    int got = 0, got_tables = 0;
    Codes c = {NULL, NULL, NULL, 0, 0, extras};
    Py_ssize_t width[3] = {0, 0, 0};
    if (state.len < (Py_ssize_t)sizeof(int64_t) * (STATE + 2 * (MAX_DEPTH + 2))
            || !valid_state(state.buf, base, cap)) {
        PyErr_SetString(PyExc_ValueError, "not a walk state (or it stands before base)");
        goto done;
    }
    if (extras > ((unsigned long long)1 << 40)) {
        PyErr_SetString(PyExc_ValueError, "extras out of range");
        goto done;
    }
    if (codes != Py_None) { /* (by_srcloc, extra_name, extra_text): code tables */
        if (!PyTuple_Check(codes) || PyTuple_GET_SIZE(codes) != 3) {
            PyErr_SetString(PyExc_TypeError, "codes must be None or a 3-tuple");
            goto done;
        }
        int64_t need[3] = {65536, (int64_t)extras, (int64_t)extras};
        for (; got_tables < 3; got_tables++) {
            if (got_tables == 2) width[2] = 0;
            else if (got_tables == 1) width[1] = width[0];
            if (!get_buffer(codes, got_tables, PyBUF_SIMPLE, &tables[got_tables], &table[got_tables],
                            need[got_tables], &width[got_tables]))
                goto done;
        }
        if (!table[0] || ((table[1] || table[2]) && !extras)) {
            PyErr_SetString(PyExc_ValueError, "codes: by_srcloc is required, extra codes need extras > 0");
            goto done;
        }
        c = (Codes){table[0], table[1], table[2], (int)width[0], (int)width[2], extras};
    }
    Out o, *out = NULL;
    if (outs != Py_None) {
        static const Py_ssize_t size[OUTS] = {8, 8, 8, 8, 2, 8, 4, 4, 0, 0};
        if (!PyTuple_Check(outs) || PyTuple_GET_SIZE(outs) != OUTS) {
            PyErr_Format(PyExc_TypeError, "outputs must be None or a %d-tuple", OUTS);
            goto done;
        }
        for (; got < OUTS; got++) {
            Py_ssize_t want = got == NAME ? width[0] : got == TEXT ? width[2] : size[got];
            if (want == 0 && PyTuple_GET_ITEM(outs, got) != Py_None) {
                PyErr_Format(PyExc_ValueError, "output %d needs its code table", got);
                goto done;
            }
            if (!get_buffer(outs, got, PyBUF_WRITABLE, &views[got], &data[got], cap, &want)) goto done;
        }
        o = (Out){{{data[0], data[1]}, {data[2], data[3]}}, data[4], data[5], data[6], data[7],
                  data[NAME], data[TEXT]};
        out = &o;
        for (int k = 0; k < 2; k++)
            if (L.time_at[k][0] >= 0 && (!o.time[k][0] || !o.time[k][1])) {
                PyErr_Format(PyExc_ValueError, "the layout's time pair %d needs both its outputs", k);
                goto done;
            }
        if (o.text && !c.extra_text) {
            PyErr_SetString(PyExc_ValueError, "the text output needs extra_text codes");
            goto done;
        }
    }
    int status;
    Py_BEGIN_ALLOW_THREADS
    status = run(buf.buf, buf.len, base, state.buf, &L, cap, out, &c);
    Py_END_ALLOW_THREADS
    result = PyLong_FromLong(status);
done:
    for (int i = 0; i < got; i++)
        if (data[i]) PyBuffer_Release(&views[i]);
    for (int i = 0; i < got_tables; i++)
        if (table[i]) PyBuffer_Release(&tables[i]);
    PyBuffer_Release(&state);
    PyBuffer_Release(&buf);
    return result;
}

/* populate(arrays, start, stop) -> bool: map in the whole pages of items [start, stop) of
 * each array (None: skipped) as a write would, without writing; False where the
 * system cannot (then nothing more is worth trying). Runs without the GIL, so that
 * another thread takes the page faults a walk writing there would take. */
static PyObject *populate(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *arrays;
    Py_ssize_t start, stop;
    if (!PyArg_ParseTuple(args, "O!nn", &PyTuple_Type, &arrays, &start, &stop)) return NULL;
    Py_ssize_t n = PyTuple_GET_SIZE(arrays);
    if (n > 16 || start < 0 || stop < start) {
        PyErr_SetString(PyExc_ValueError, "populate(arrays, start, stop): at most 16 arrays, 0 <= start <= stop");
        return NULL;
    }
    Py_buffer views[16];
    int got = 0, ok = 1;
    for (; got < n; got++) {
        PyObject *item = PyTuple_GET_ITEM(arrays, got);
        views[got].obj = NULL;
        if (item == Py_None) continue;
        if (PyObject_GetBuffer(item, &views[got], PyBUF_WRITABLE | PyBUF_C_CONTIGUOUS) < 0) {
            for (int i = 0; i < got; i++) if (views[i].obj) PyBuffer_Release(&views[i]);
            return NULL;
        }
    }
#if defined(__linux__)
    Py_BEGIN_ALLOW_THREADS
    uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
    for (int i = 0; ok && i < n; i++) {
        if (!views[i].obj || views[i].itemsize <= 0) continue;
        Py_ssize_t items = views[i].len / views[i].itemsize, to = stop < items ? stop : items;
        if (start >= to) continue;
        uintptr_t a = (uintptr_t)views[i].buf + (uintptr_t)(start * views[i].itemsize);
        uintptr_t b = (uintptr_t)views[i].buf + (uintptr_t)(to * views[i].itemsize);
        a = (a + page - 1) / page * page;
        b = b / page * page;
        if (b > a && madvise((void *)a, b - a, MADV_POPULATE_WRITE) != 0) ok = 0;
    }
    Py_END_ALLOW_THREADS
#else
    ok = 0;
#endif
    for (int i = 0; i < n; i++)
        if (views[i].obj) PyBuffer_Release(&views[i]);
    return PyBool_FromLong(ok);
}

static PyMethodDef methods[] = {
    {"populate", populate, METH_VARARGS, "populate(arrays, start, stop) -> bool"},
    {"walk", walk, METH_VARARGS,
     "walk(buf, base, state, layout, cap, outputs, codes, extras) -> status"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_timeline", NULL, -1, methods, NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__timeline(void) { return PyModule_Create(&module); }
