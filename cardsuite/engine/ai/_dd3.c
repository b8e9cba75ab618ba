/* The double-dummy search for three players who only have to follow the led class (Skat),
 * compiled: the same null-window alpha-beta as double_dummy.py's _make_search3, on the same
 * card numbering, worths and follow classes, with its own transposition table.
 *
 * double_dummy.py builds one Solver per TranspositionTable whose rules qualify (three
 * players, ``follow_suit``, at most 32 cards) and asks it the exact searches; the Python
 * search stays the reference (tests compare the two and a plain minimax) and does the
 * depth-limited searches.  What it is told: per card its follow class, its order in the
 * class and its (sign-adjusted) worth; per class the classes whose lead it takes when
 * played second; the trick's base worth and the last trick's bonus; per seat whether it
 * is in the side and whether it maximises.
 *
 * The table holds, per position at a trick boundary (leader and the three hands), a lower
 * and an upper bound on the side's remaining worth and the best lead, in buckets of four;
 * it doubles while a bucket overflows, up to its limit, and then replaces the entry with
 * the fewest cards left.  It lives as long as the Solver: every search of one deal, and of
 * the sampled worlds over the same cards, shares it.
 *
 * A search may be given a node budget: past it the search stops, keeps nothing it was
 * working on (only the bounds it had finished stand) and answers None.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define MAXC 32
#define MAXCLASS 32
#define NEG (-1000000)
#define POS 1000000

typedef struct {
    uint64_t k1, k2; /* k2 == 0: empty */
    int16_t lo, hi;
    int8_t best;
} Entry;

typedef struct {
    PyObject_HEAD
    int ncards;
    int nclass;
    int class_of[MAXC];
    int order[MAXC];
    int value[MAXC];
    int value_id[MAXC];
    uint32_t class_mask[MAXCLASS];
    uint32_t beats[MAXCLASS];
    /* per class the cards grouped by equal order, weakest first */
    int nlevels[MAXCLASS];
    uint32_t levels[MAXCLASS][MAXC];
    int base, bonus;
    int in_side[3];
    int maximiser[3];
    uint64_t hist[3][MAXC];
    Entry *table;
    uint64_t cap;      /* entries, a power of two, >= 4 */
    uint64_t max_cap;
    uint64_t nodes;
    uint64_t limit;    /* stop once nodes passes it (a search's node budget) */
    int aborted;
    uint32_t hands[3];
} Solver;

static inline int popcount32(uint32_t x) { return __builtin_popcount(x); }
static inline int lowbit(uint32_t x) { return __builtin_ctz(x); }
static inline int highbit(uint32_t x) { return 31 - __builtin_clz(x); }

static inline uint64_t mix(uint64_t a, uint64_t b) {
    uint64_t z = a ^ (b * 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static inline void make_key(Solver *s, int leader, uint64_t *k1, uint64_t *k2) {
    *k1 = (uint64_t)s->hands[0] | ((uint64_t)s->hands[1] << 32);
    *k2 = (uint64_t)s->hands[2] | ((uint64_t)(leader + 1) << 32);
}

static Entry *probe(Solver *s, uint64_t k1, uint64_t k2) {
    uint64_t b = mix(k1, k2) & (s->cap - 1) & ~(uint64_t)3;
    Entry *e = s->table + b;
    for (int i = 0; i < 4; i++)
        if (e[i].k2 == k2 && e[i].k1 == k1) return &e[i];
    return NULL;
}

static int grow(Solver *s);

static void store(Solver *s, uint64_t k1, uint64_t k2, int lo, int hi, int best) {
    for (;;) {
        uint64_t b = mix(k1, k2) & (s->cap - 1) & ~(uint64_t)3;
        Entry *e = s->table + b;
        Entry *victim = NULL;
        for (int i = 0; i < 4; i++) {
            if (e[i].k2 == k2 && e[i].k1 == k1) { victim = &e[i]; break; }
            if (e[i].k2 == 0 && victim == NULL) victim = &e[i];
        }
        if (victim == NULL) {
            if (s->cap < s->max_cap && grow(s) == 0) continue;
            /* full: replace the position with the fewest cards left */
            int fewest = 99;
            for (int i = 0; i < 4; i++) {
                int n = popcount32((uint32_t)e[i].k1);
                if (n < fewest) { fewest = n; victim = &e[i]; }
            }
        }
        victim->k1 = k1;
        victim->k2 = k2;
        victim->lo = (int16_t)lo;
        victim->hi = (int16_t)hi;
        victim->best = (int8_t)best;
        return;
    }
}

static int grow(Solver *s) {
    uint64_t old_cap = s->cap;
    Entry *old = s->table;
    uint64_t cap = old_cap * 2;
    Entry *fresh = calloc(cap, sizeof(Entry));
    if (fresh == NULL) return -1;
    s->table = fresh;
    s->cap = cap;
    for (uint64_t i = 0; i < old_cap; i++) {
        if (old[i].k2 == 0) continue;
        uint64_t b = mix(old[i].k1, old[i].k2) & (cap - 1) & ~(uint64_t)3;
        Entry *e = fresh + b;
        int j = 0;
        while (j < 4 && e[j].k2 != 0) j++;
        if (j < 4) e[j] = old[i]; /* else dropped: a bucket of the doubled table is full */
    }
    free(old);
    return 0;
}

/* One card of every group of interchangeable cards of `hand` in `legal` (see
 * TranspositionTable.representatives): within a class, a run of levels held wholly by the
 * hand forms one group per card worth; a level with a card in play elsewhere ends it. */
static uint32_t representatives(Solver *s, uint32_t hand, uint32_t legal, uint32_t in_play) {
    uint32_t reps = 0;
    for (int cid = 0; cid < s->nclass; cid++) {
        uint32_t cm = s->class_mask[cid];
        if (!(legal & cm)) continue;
        uint32_t seen = 0;
        for (int l = 0; l < s->nlevels[cid]; l++) {
            uint32_t live = s->levels[cid][l] & in_play;
            if (!live) continue;
            uint32_t shared = live & ~hand;
            if (shared) seen = 0;
            uint32_t mine = live & hand;
            while (mine) {
                int i = lowbit(mine);
                mine &= mine - 1;
                uint32_t v = 1u << s->value_id[i];
                if (!(seen & v)) { seen |= v; reps |= 1u << i; }
            }
            if (shared) seen = 0;
        }
    }
    return reps & legal;
}

/* Whether `c`, played after `best`, takes the trick from it. */
static inline int takes(Solver *s, int best, int c) {
    int cb = s->class_of[best], cc = s->class_of[c];
    if (cb == cc) return s->order[c] > s->order[best];
    return (s->beats[cc] >> cb) & 1;
}

static inline int winner_of(Solver *s, int c0, int c1, int c2) {
    int w = 0, best = c0;
    if (takes(s, best, c1)) { w = 1; best = c1; }
    if (takes(s, best, c2)) { w = 2; }
    return w;
}

/* Moves sorted by history, highest first (ties: lower card first), `first` ahead of all. */
static int order_moves(uint32_t reps, const uint64_t *hist, int first, int *out) {
    int n = 0;
    while (reps) {
        int c = lowbit(reps);
        reps &= reps - 1;
        int j = n++;
        while (j > 0 && hist[out[j - 1]] < hist[c]) { out[j] = out[j - 1]; j--; }
        out[j] = c;
    }
    if (first >= 0) {
        for (int i = 0; i < n; i++) {
            if (out[i] == first) {
                for (int j = i; j > 0; j--) out[j] = out[j - 1];
                out[0] = first;
                break;
            }
        }
    }
    return n;
}

static inline uint64_t hweight(uint32_t hand) { return (uint64_t)1 << (3 * popcount32(hand)); }

/* A child's value `v` for the seat to move: whether it is the best so far (then `best` and
 * the window's own side are moved up to it; the caller sees a cut-off as alpha >= beta). */
static inline int better(int maximise, int v, int *best, int *alpha, int *beta) {
    if (maximise) {
        if (v <= *best) return 0;
        *best = v;
        if (v > *alpha) *alpha = v;
    } else {
        if (v >= *best) return 0;
        *best = v;
        if (v < *beta) *beta = v;
    }
    return 1;
}

static int lead(Solver *s, int leader, int alpha, int beta, int rem, uint32_t in_play);

static int last_trick(Solver *s, int leader) {
    int s1 = (leader + 1) % 3, s2 = (leader + 2) % 3;
    int c0 = highbit(s->hands[leader]), c1 = highbit(s->hands[s1]), c2 = highbit(s->hands[s2]);
    int w = winner_of(s, c0, c1, c2);
    int seat = (leader + w) % 3;
    if (s->in_side[seat]) return s->base + s->value[c0] + s->value[c1] + s->value[c2] + s->bonus;
    return 0;
}

static int third(Solver *s, int leader, int c0, int c1, int alpha, int beta, int rem,
                 uint32_t in_play) {
    s->nodes++;
    int seat = (leader + 2) % 3;
    uint32_t hand = s->hands[seat];
    uint32_t cm = s->class_mask[s->class_of[c0]];
    uint32_t legal = (hand & cm) ? (hand & cm) : hand;
    uint32_t reps = representatives(s, hand, legal, in_play);
    int maximise = s->maximiser[seat];
    int moves[MAXC], winners[MAXC], gains[MAXC], worths[MAXC];
    int score[MAXC];
    const uint64_t *hist = s->hist[2];
    int n = 0;
    while (reps) {
        int c = lowbit(reps);
        reps &= reps - 1;
        int w = (leader + winner_of(s, c0, c1, c)) % 3;
        int worth = s->base + s->value[c0] + s->value[c1] + s->value[c];
        int gain = s->in_side[w] ? worth : 0;
        int sc = (s->in_side[w] != 0) == (maximise != 0) ? worth : -worth;
        /* by what the card gains at once, then history, then the higher card number first
         * (double_dummy.py's order) */
        int j = n++;
        while (j > 0 && (score[j - 1] < sc
                         || (score[j - 1] == sc && (hist[moves[j - 1]] < hist[c]
                                                    || (hist[moves[j - 1]] == hist[c]
                                                        && moves[j - 1] < c))))) {
            score[j] = score[j - 1]; moves[j] = moves[j - 1]; winners[j] = winners[j - 1];
            gains[j] = gains[j - 1]; worths[j] = worths[j - 1];
            j--;
        }
        score[j] = sc; moves[j] = c; winners[j] = w; gains[j] = gain; worths[j] = worth;
    }
    int best = maximise ? NEG : POS;
    if (!(hand & (hand - 1))) {
        /* the last trick of the deal */
        for (int i = 0; i < n; i++) {
            int v = s->in_side[winners[i]] ? gains[i] + s->bonus : 0;
            if (maximise ? v > best : v < best) best = v;
        }
        return best;
    }
    uint32_t out = in_play ^ (1u << c0) ^ (1u << c1);
    int left = popcount32(hand) - 1;
    for (int i = 0; i < n; i++) {
        int c = moves[i], gain = gains[i];
        int a2 = alpha - gain, b2 = beta - gain, r = rem - worths[i];
        int v;
        if (r <= a2) v = gain + r;
        else if (b2 <= 0) v = gain;
        else {
            s->hands[seat] = hand ^ (1u << c);
            if (left > 1) v = gain + lead(s, winners[i], a2, b2, r, out ^ (1u << c));
            else v = gain + last_trick(s, winners[i]);
            s->hands[seat] = hand;
            if (s->aborted) return 0;
        }
        if (better(maximise, v, &best, &alpha, &beta) && alpha >= beta) {
            s->hist[2][c] += hweight(hand);
            break;
        }
    }
    return best;
}

static int second(Solver *s, int leader, int c0, int alpha, int beta, int rem,
                  uint32_t in_play) {
    s->nodes++;
    int seat = (leader + 1) % 3;
    uint32_t hand = s->hands[seat];
    uint32_t cm = s->class_mask[s->class_of[c0]];
    uint32_t legal = (hand & cm) ? (hand & cm) : hand;
    int moves[MAXC];
    int n = order_moves(representatives(s, hand, legal, in_play), s->hist[1], -1, moves);
    int maximise = s->maximiser[seat];
    int best = maximise ? NEG : POS, best_card = -1;
    for (int i = 0; i < n; i++) {
        int c = moves[i];
        s->hands[seat] = hand ^ (1u << c);
        int v = third(s, leader, c0, c, alpha, beta, rem, in_play);
        if (s->aborted) break;
        if (better(maximise, v, &best, &alpha, &beta)) {
            best_card = c;
            if (alpha >= beta) break;
        }
    }
    s->hands[seat] = hand;
    if (s->aborted) return 0;
    if (alpha >= beta) s->hist[1][best_card] += hweight(hand);
    return best;
}

static int lead(Solver *s, int leader, int alpha, int beta, int rem, uint32_t in_play) {
    if (rem <= alpha) return rem;
    if (beta <= 0) return 0;
    if (++s->nodes > s->limit) { s->aborted = 1; return 0; }
    uint32_t hand = s->hands[leader];
    uint64_t k1, k2;
    make_key(s, leader, &k1, &k2);
    Entry *e = probe(s, k1, k2);
    int lo = 0, hi = rem, best_lead = -1;
    if (e != NULL) {
        lo = e->lo; hi = e->hi; best_lead = e->best;
        if (lo >= beta) return lo;
        if (hi <= alpha) return hi;
        if (lo > alpha) alpha = lo;
        if (hi < beta) beta = hi;
    }
    int a0 = alpha, b0 = beta;
    int moves[MAXC];
    int n = order_moves(representatives(s, hand, hand, in_play), s->hist[0], best_lead, moves);
    int maximise = s->maximiser[leader];
    int best = maximise ? NEG : POS, best_card = -1;
    for (int i = 0; i < n; i++) {
        int c = moves[i];
        s->hands[leader] = hand ^ (1u << c);
        int v = second(s, leader, c, alpha, beta, rem, in_play);
        if (s->aborted) break;
        if (better(maximise, v, &best, &alpha, &beta)) {
            best_card = c;
            if (alpha >= beta) break;
        }
    }
    s->hands[leader] = hand;
    if (s->aborted) return 0; /* what was found below is not a bound: keep nothing */
    if (alpha >= beta) s->hist[0][best_card] += hweight(hand);
    if (best <= a0) hi = best;
    else if (best >= b0) lo = best;
    else lo = hi = best;
    store(s, k1, k2, lo, hi, best_card);
    return best;
}

/* ---- Python ---------------------------------------------------------------------------- */

static int read_ints(PyObject *seq, int *out, int n, const char *what) {
    PyObject *fast = PySequence_Fast(seq, what);
    if (fast == NULL) return -1;
    if (PySequence_Fast_GET_SIZE(fast) != n) {
        PyErr_Format(PyExc_ValueError, "%s: expected %d numbers", what, n);
        Py_DECREF(fast);
        return -1;
    }
    for (int i = 0; i < n; i++) {
        long v = PyLong_AsLong(PySequence_Fast_GET_ITEM(fast, i));
        if (v == -1 && PyErr_Occurred()) { Py_DECREF(fast); return -1; }
        out[i] = (int)v;
    }
    Py_DECREF(fast);
    return 0;
}

static void Solver_dealloc(Solver *s) {
    free(s->table);
    Py_TYPE(s)->tp_free((PyObject *)s);
}

static int Solver_init(Solver *s, PyObject *args, PyObject *kwds) {
    static char *kwlist[] = {"class_of", "order", "values", "beats", "base", "bonus",
                             "in_side", "maximisers", "limit", NULL};
    PyObject *class_of, *order, *values, *beats, *in_side, *maximisers;
    int base, bonus;
    Py_ssize_t limit;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "OOOOiiOOn", kwlist, &class_of, &order, &values,
                                     &beats, &base, &bonus, &in_side, &maximisers, &limit))
        return -1;
    Py_ssize_t n = PySequence_Size(class_of);
    if (n < 0) return -1;
    if (n < 1 || n > MAXC) {
        PyErr_SetString(PyExc_ValueError, "between 1 and 32 cards");
        return -1;
    }
    s->ncards = (int)n;
    if (read_ints(class_of, s->class_of, s->ncards, "class_of") < 0) return -1;
    if (read_ints(order, s->order, s->ncards, "order") < 0) return -1;
    if (read_ints(values, s->value, s->ncards, "values") < 0) return -1;
    s->nclass = 0;
    for (int i = 0; i < s->ncards; i++) {
        if (s->class_of[i] < 0 || s->class_of[i] >= MAXCLASS) {
            PyErr_SetString(PyExc_ValueError, "a class number out of range");
            return -1;
        }
        if (s->class_of[i] + 1 > s->nclass) s->nclass = s->class_of[i] + 1;
        if (s->value[i] < 0 || s->value[i] > 1000) {
            PyErr_SetString(PyExc_ValueError, "card worths must lie in 0 … 1000");
            return -1;
        }
    }
    int beats_in[MAXCLASS];
    if (read_ints(beats, beats_in, s->nclass, "beats") < 0) return -1;
    int side_in[3], max_in[3];
    if (read_ints(in_side, side_in, 3, "in_side") < 0) return -1;
    if (read_ints(maximisers, max_in, 3, "maximisers") < 0) return -1;
    if (base < 0 || bonus < 0 || base > 1000 || bonus > 1000) {
        PyErr_SetString(PyExc_ValueError, "base and bonus must lie in 0 … 1000");
        return -1;
    }
    s->base = base;
    s->bonus = bonus;
    /* value numbers for the representatives' "one group per worth" */
    int distinct[MAXC], nd = 0;
    for (int i = 0; i < s->ncards; i++) {
        int j = 0;
        while (j < nd && distinct[j] != s->value[i]) j++;
        if (j == nd) distinct[nd++] = s->value[i];
        s->value_id[i] = j;
    }
    memset(s->class_mask, 0, sizeof s->class_mask);
    for (int i = 0; i < s->ncards; i++) s->class_mask[s->class_of[i]] |= 1u << i;
    for (int c = 0; c < s->nclass; c++) {
        s->beats[c] = (uint32_t)beats_in[c];
        /* levels: the class's distinct orders ascending */
        int orders[MAXC], no = 0;
        for (int i = 0; i < s->ncards; i++) {
            if (s->class_of[i] != c) continue;
            int j = 0;
            while (j < no && orders[j] != s->order[i]) j++;
            if (j == no) orders[no++] = s->order[i];
        }
        for (int a = 1; a < no; a++) {
            int v = orders[a], b = a;
            while (b > 0 && orders[b - 1] > v) { orders[b] = orders[b - 1]; b--; }
            orders[b] = v;
        }
        s->nlevels[c] = no;
        for (int l = 0; l < no; l++) {
            uint32_t m = 0;
            for (int i = 0; i < s->ncards; i++)
                if (s->class_of[i] == c && s->order[i] == orders[l]) m |= 1u << i;
            s->levels[c][l] = m;
        }
    }
    for (int i = 0; i < 3; i++) {
        s->in_side[i] = side_in[i] != 0;
        s->maximiser[i] = max_in[i] != 0;
    }
    memset(s->hist, 0, sizeof s->hist);
    uint64_t max_cap = 4;
    while (max_cap < (uint64_t)(limit > 4 ? limit : 4)) max_cap *= 2;
    s->max_cap = max_cap;
    s->cap = max_cap < 4096 ? max_cap : 4096;
    free(s->table);
    s->table = calloc(s->cap, sizeof(Entry));
    if (s->table == NULL) { PyErr_NoMemory(); return -1; }
    s->nodes = 0;
    return 0;
}

static PyObject *Solver_run(Solver *s, PyObject *args) {
    int leader, alpha, beta, rem;
    PyObject *trick;
    unsigned long long h0, h1, h2, node_limit = 0;
    if (!PyArg_ParseTuple(args, "iOKKKiii|K", &leader, &trick, &h0, &h1, &h2, &alpha, &beta,
                          &rem, &node_limit))
        return NULL;
    int t[2], nt;
    PyObject *fast = PySequence_Fast(trick, "trick");
    if (fast == NULL) return NULL;
    nt = (int)PySequence_Fast_GET_SIZE(fast);
    if (nt > 2) { Py_DECREF(fast); PyErr_SetString(PyExc_ValueError, "a trick of 0 … 2 cards"); return NULL; }
    for (int i = 0; i < nt; i++) {
        long v = PyLong_AsLong(PySequence_Fast_GET_ITEM(fast, i));
        if (v < 0 || v >= s->ncards) {
            Py_DECREF(fast);
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "a card number out of range");
            return NULL;
        }
        t[i] = (int)v;
    }
    Py_DECREF(fast);
    uint32_t all = s->ncards == 32 ? 0xFFFFFFFFu : ((1u << s->ncards) - 1);
    if ((h0 | h1 | h2) & ~(unsigned long long)all || leader < 0 || leader > 2) {
        PyErr_SetString(PyExc_ValueError, "a hand or the leader out of range");
        return NULL;
    }
    s->hands[0] = (uint32_t)h0;
    s->hands[1] = (uint32_t)h1;
    s->hands[2] = (uint32_t)h2;
    if (alpha < NEG / 2) alpha = NEG / 2;
    if (beta > POS / 2) beta = POS / 2;
    uint32_t in_play = s->hands[0] | s->hands[1] | s->hands[2];
    for (int i = 0; i < nt; i++) in_play |= 1u << t[i];
    s->aborted = 0;
    s->limit = node_limit ? s->nodes + node_limit : UINT64_MAX;
    int v;
    if (nt == 2) v = third(s, leader, t[0], t[1], alpha, beta, rem, in_play);
    else if (nt == 1) v = second(s, leader, t[0], alpha, beta, rem, in_play);
    else if (rem <= alpha) v = rem;
    else if (beta <= 0) v = 0;
    else if (!(s->hands[leader] & (s->hands[leader] - 1))) v = last_trick(s, leader);
    else v = lead(s, leader, alpha, beta, rem, in_play);
    if (s->aborted) Py_RETURN_NONE;
    return PyLong_FromLong(v);
}

static PyObject *Solver_clear(Solver *s, PyObject *Py_UNUSED(ignored)) {
    memset(s->table, 0, s->cap * sizeof(Entry));
    Py_RETURN_NONE;
}

static PyObject *Solver_winner(Solver *s, PyObject *args) {
    int c0, c1, c2;
    if (!PyArg_ParseTuple(args, "iii", &c0, &c1, &c2)) return NULL;
    if (c0 < 0 || c1 < 0 || c2 < 0 || c0 >= s->ncards || c1 >= s->ncards || c2 >= s->ncards) {
        PyErr_SetString(PyExc_ValueError, "a card number out of range");
        return NULL;
    }
    return PyLong_FromLong(winner_of(s, c0, c1, c2));
}

static PyObject *Solver_get_nodes(Solver *s, void *closure) {
    return PyLong_FromUnsignedLongLong(s->nodes);
}

static PyObject *Solver_get_entries(Solver *s, void *closure) {
    uint64_t n = 0;
    for (uint64_t i = 0; i < s->cap; i++) n += s->table[i].k2 != 0;
    return PyLong_FromUnsignedLongLong(n);
}

static PyMethodDef Solver_methods[] = {
    {"run", (PyCFunction)Solver_run, METH_VARARGS,
     "run(leader, trick, h0, h1, h2, alpha, beta, rem[, node_limit]): the side's remaining "
     "worth, fail-soft; None when the search needed more than node_limit positions."},
    {"clear", (PyCFunction)Solver_clear, METH_NOARGS, "Forget the searched bounds."},
    {"winner", (PyCFunction)Solver_winner, METH_VARARGS,
     "winner(c0, c1, c2): the index in the trick of the card that takes it."},
    {NULL}
};

static PyGetSetDef Solver_getset[] = {
    {"nodes", (getter)Solver_get_nodes, NULL, "positions searched so far", NULL},
    {"entries", (getter)Solver_get_entries, NULL, "positions in the table", NULL},
    {NULL}
};

static PyTypeObject SolverType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "cardsuite.engine.ai._dd3.Solver",
    .tp_basicsize = sizeof(Solver),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "The compiled three-player follow-suit double-dummy search.",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Solver_init,
    .tp_dealloc = (destructor)Solver_dealloc,
    .tp_methods = Solver_methods,
    .tp_getset = Solver_getset,
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_dd3", "The compiled double-dummy search (see double_dummy.py).", -1,
    NULL
};

PyMODINIT_FUNC PyInit__dd3(void) {
    if (PyType_Ready(&SolverType) < 0) return NULL;
    PyObject *m = PyModule_Create(&module);
    if (m == NULL) return NULL;
    Py_INCREF(&SolverType);
    if (PyModule_AddObject(m, "Solver", (PyObject *)&SolverType) < 0) {
        Py_DECREF(&SolverType);
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
