// A generic (non-IREE) Tracy-instrumented program: four capture shapes.
//
// Built against Tracy's client (public/TracyClient.cpp of the release that
// /work/shared/tools' capture speaks, 5479a42e = 0.11.2) by
// bench/make_generic_capture.py, and recorded with Tracy's capture tool, so
// every capture it makes is real Tracy output. Usage:
//
//     generic-shapes SHAPE ZONES [THREADS]
//
// THREADS (optional) replaces the thread count of `threads` (64) and `long` (4).
// SHAPE (about ZONES CPU zones in all):
//   threads  -- 64 threads, each a loop of a 3-level subtree (task > step > leaf)
//   deep     -- 2 threads recursing 96 levels deep, over and over
//   frames   -- a main loop marking a frame every ~40 zones (FrameMark), a
//               second thread with a frame set of its own, plots
//   long     -- 4 threads, each 3 long zones (~seconds) holding many short
//               children
// Zone names are static source locations (ZoneScopedN), a few with text and
// values, as games and engines write them. The work in a zone is a short
// loop whose length varies, so durations vary.
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <thread>
#include <vector>

#include "tracy/Tracy.hpp"

static std::atomic<unsigned> sink{0};

static void work(unsigned n) {
    unsigned x = n;
    for (unsigned i = 0; i < n; i++) x = x * 1664525u + 1013904223u;
    sink.fetch_add(x, std::memory_order_relaxed);
}

static unsigned rnd(unsigned& s) {
    s = s * 1103515245u + 12345u;
    return (s >> 16) & 0x7fff;
}

// Runs body(t) on n threads named by fmt (with t), and waits for them.
template <class F>
static void on_threads(int n, const char* fmt, F body) {
    std::vector<std::thread> ts;
    for (int t = 0; t < n; t++)
        ts.emplace_back([=] {
            char name[32];
            snprintf(name, sizeof name, fmt, t);
            tracy::SetThreadName(name);
            body(t);
        });
    for (auto& t : ts) t.join();
}

// ---- threads: many threads, shallow subtrees -----------------------------
static void threads_worker(long loops, unsigned seed) {
    for (long i = 0; i < loops; i++) {
        ZoneScopedN("task");
        work(rnd(seed) % 64);
        for (int j = 0; j < 3; j++) {
            ZoneScopedN("step");
            {
                ZoneScopedN("leaf_a");
                work(rnd(seed) % 32);
            }
            if (rnd(seed) % 2) {
                ZoneScopedN("leaf_b");
                work(rnd(seed) % 48);
            }
        }
    }
}

static int thread_count = 0;  // THREADS, 0: the shape's own count

static void shape_threads(long zones) {
    const int n = thread_count ? thread_count : 64;
    // one task = 1 + 3 * (1 + 1 + 0.5) = 8.5 zones
    long loops = zones / n * 2 / 17;
    on_threads(n, "worker %02d", [=](int t) { threads_worker(loops, 7u + t); });
}

// ---- deep: deep recursion ------------------------------------------------
static void descend(int depth, unsigned& seed) {
    ZoneScopedN("descend");
    ZoneValue(depth);
    work(rnd(seed) % 16);
    if (depth > 0) {
        descend(depth - 1, seed);
        if (depth % 16 == 0) {
            ZoneScopedN("side");
            work(rnd(seed) % 16);
        }
    }
}

static void shape_deep(long zones) {
    const int depth = 96;  // 97 descend + 6 side zones + 1 root = 104 a tree
    long trees = zones / 2 / 104;
    std::vector<std::thread> ts;
    for (int t = 0; t < 2; t++)
        ts.emplace_back([=] {
            tracy::SetThreadName(t ? "deep B" : "deep A");
            unsigned seed = 11u + t;
            for (long i = 0; i < trees; i++) {
                ZoneScopedN("tree");
                descend(depth, seed);
            }
        });
    for (auto& t : ts) t.join();
}

// ---- frames: a game loop ---------------------------------------------------
static void shape_frames(long zones) {
    // main: a frame = update (1 + 8 entities x 2) + render (1 + 12 draws) + present = 32 zones
    // loader: a "Load" frame set every 8 zones
    long frames = zones * 3 / 4 / 32;
    std::atomic<bool> done{false};
    std::thread loader([&] {
        tracy::SetThreadName("loader");
        unsigned seed = 5;
        long n = 0;
        while (!done.load(std::memory_order_relaxed) && n < zones / 4) {
            FrameMarkStart("Load");
            for (int k = 0; k < 8; k++) {
                ZoneScopedN("load chunk");
                work(rnd(seed) % 128);
                n++;
            }
            FrameMarkEnd("Load");
        }
    });
    tracy::SetThreadName("main");
    unsigned seed = 3;
    for (long f = 0; f < frames; f++) {
        {
            ZoneScopedN("update");
            for (int e = 0; e < 8; e++) {
                ZoneScopedN("entity");
                ZoneValue(e);
                work(rnd(seed) % 40);
                {
                    ZoneScopedN("physics");
                    work(rnd(seed) % 40);
                }
            }
        }
        {
            ZoneScopedN("render");
            for (int d = 0; d < 12; d++) {
                ZoneScopedN("draw");
                work(rnd(seed) % 60);
            }
        }
        {
            ZoneScopedN("present");
            work(rnd(seed) % 20);
        }
        TracyPlot("entities", (int64_t)(8 + f % 5));
        FrameMark;
    }
    done = true;
    loader.join();
}

// ---- long: few long zones ----------------------------------------------------
static void shape_long(long zones) {
    const int n = thread_count ? thread_count : 4, phases = 3;
    long children = zones / n / phases;
    static const char* names[] = {"phase load", "phase solve", "phase write"};
    on_threads(n, "long %d", [=](int t) {
        unsigned seed = 13u + t;
        for (int p = 0; p < phases; p++) {
            ZoneScopedN("phase");
            ZoneText(names[p], strlen(names[p]));
            for (long c = 0; c < children; c++) {
                ZoneScopedN("item");
                work(rnd(seed) % 24);
            }
        }
    });
}

int main(int argc, char** argv) {
    if (argc != 3 && argc != 4) {
        fprintf(stderr, "usage: %s threads|deep|frames|long ZONES [THREADS]\n", argv[0]);
        return 2;
    }
    if (argc == 4) thread_count = atoi(argv[3]);
    long zones = atol(argv[2]);
    const char* shape = argv[1];
    if (!strcmp(shape, "threads")) shape_threads(zones);
    else if (!strcmp(shape, "deep")) shape_deep(zones);
    else if (!strcmp(shape, "frames")) shape_frames(zones);
    else if (!strcmp(shape, "long")) shape_long(zones);
    else {
        fprintf(stderr, "unknown shape %s\n", shape);
        return 2;
    }
    return 0;
}
