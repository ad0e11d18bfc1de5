/* What the compiled passes of tracy_diff/analysis (_aggregate.c, _passes.c) share: their
 * arguments' buffers, checked, and integer columns of any width. */
#ifndef TRACY_DIFF_BUFFERS_H
#define TRACY_DIFF_BUFFERS_H

#include <Python.h>
#include <stdint.h>

typedef struct { Py_buffer view; int taken; } Buf;

/* obj's buffer (None: not taken) of items of `itemsize` bytes (0: any integer width), at least n. */
static int take(PyObject *obj, Buf *b, int writable, Py_ssize_t itemsize, Py_ssize_t n, const char *what) {
    b->taken = 0;
    if (obj == Py_None) return 1;
    if (PyObject_GetBuffer(obj, &b->view, PyBUF_C_CONTIGUOUS | PyBUF_FORMAT | (writable ? PyBUF_WRITABLE : 0)) < 0)
        return 0;
    b->taken = 1;
    Py_ssize_t w = b->view.itemsize, items = b->view.len / (w ? w : 1);
    if ((itemsize && w != itemsize) || (!itemsize && w != 1 && w != 2 && w != 4 && w != 8) || items < n) {
        PyErr_Format(PyExc_ValueError, "%s: %zd items of %zd bytes, want %zd of %zd", what, items, w, n, itemsize);
        return 0;
    }
    return 1;
}

/* Whether each of the n buffers was taken (else a ValueError naming the pass `what`). */
static inline int required(const Buf *b, int n, const char *what) {
    for (int i = 0; i < n; i++)
        if (!b[i].taken) {
            PyErr_Format(PyExc_ValueError, "%s: every array is required", what);
            return 0;
        }
    return 1;
}

static void drop(Buf *b, int n) {
    for (int i = 0; i < n; i++)
        if (b[i].taken) PyBuffer_Release(&b[i].view);
}

/* A signed integer of 1, 2, 4 or 8 bytes in array t at i. */
static inline int64_t get(const void *t, Py_ssize_t width, Py_ssize_t i) {
    switch (width) {
    case 1: return ((const int8_t *)t)[i];
    case 2: return ((const int16_t *)t)[i];
    case 4: return ((const int32_t *)t)[i];
    default: return ((const int64_t *)t)[i];
    }
}

#endif
