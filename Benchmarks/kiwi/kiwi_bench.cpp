// The kiwi baseline for trellis-bench: the same workloads (../shared/bench/WORKLOADS.md), the
// same phases and the same CSV, run on kiwi (compiled against the headers of the kiwisolver
// source distribution that build.sh downloads). Our code; kiwi itself is never committed.
//   kiwi-bench --workload chain|chain_dense|tree|pairwise|enaml-like [--n N] [--reps R] [--no-header] [--until build|solve]
#include <kiwi/kiwi.h>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <string>
#include <vector>
#include <sys/resource.h>

using namespace kiwi;

struct Pair { int view; Variable var; double value; size_t lower; };

struct Workload {
    std::string name;
    int n = 1;
    std::vector<Variable> vars;
    std::vector<std::pair<Variable, double>> edits;
    std::vector<Constraint> cs;
    std::vector<Pair> pairs;
    double base = 0;
    void add(const Constraint& c, double s = strength::required) { cs.push_back(Constraint(c, s)); }
    void pair(int view, const Variable& v, double value) {
        pairs.push_back({view, v, value, cs.size()});
        add(v >= value, strength::medium);
        add(v <= value, strength::weak);
    }
};

static std::vector<Variable> named(const char* p, int n) {
    std::vector<Variable> out;
    for (int i = 0; i < n; ++i) out.emplace_back(std::string(p) + std::to_string(i));
    return out;
}

static Workload chain(int n, bool dense) {
    Workload w; w.name = dense ? "chain_dense" : "chain"; w.n = n;
    auto x = named("x", n), y = named("y", n), wd = named("w", n), h = named("h", n);
    for (int i = 0; i < n; ++i) { w.vars.push_back(x[i]); w.vars.push_back(y[i]); w.vars.push_back(wd[i]); w.vars.push_back(h[i]); }
    Variable W("W"); w.vars.push_back(W);
    w.edits.push_back({W, 100.0 * n}); w.base = 100.0 * n;
    for (int i = 0; i < n; ++i) {
        if (i == 0) w.add(x[0] == 8);
        else { w.add(x[i] == x[i - 1] + wd[i - 1] + 8); w.add(wd[i] == wd[0]); }
        w.add(y[i] == 8);
        if (i == 0 || dense) w.pair(i, wd[i], 44);
        w.pair(i, h[i], 30);
    }
    w.add(x[n - 1] + wd[n - 1] + 8 == W);
    return w;
}

static Workload tree(int n) {
    Workload w; w.name = "tree"; w.n = n;
    auto x = named("x", n), y = named("y", n), wd = named("w", n), h = named("h", n);
    for (int i = 0; i < n; ++i) { w.vars.push_back(x[i]); w.vars.push_back(y[i]); w.vars.push_back(wd[i]); w.vars.push_back(h[i]); }
    w.edits.push_back({wd[0], 16000}); w.edits.push_back({h[0], 16000}); w.base = 16000;
    w.add(x[0] == 0); w.add(y[0] == 0);
    std::vector<int> depth(n, 0);
    for (int p = 0; p < n; ++p) {
        std::vector<int> ch;
        for (int c = 4 * p + 1; c <= 4 * p + 4 && c < n; ++c) { ch.push_back(c); depth[c] = depth[p] + 1; }
        if (ch.empty()) { w.pair(p, wd[p], 20); w.pair(p, h[p], 20); continue; }
        bool horizontal = depth[p] % 2 == 0;
        auto& pos = horizontal ? x : y; auto& size = horizontal ? wd : h;
        auto& cpos = horizontal ? y : x; auto& csize = horizontal ? h : wd;
        for (size_t k = 0; k < ch.size(); ++k) {
            int j = ch[k];
            if (k == 0) w.add(pos[j] == pos[p] + 8);
            else { int prev = ch[k - 1]; w.add(pos[j] == pos[prev] + size[prev] + 8); w.add(size[j] == size[ch[0]]); }
            w.add(cpos[j] == cpos[p] + 8);
            w.add(cpos[j] + csize[j] == cpos[p] + csize[p] - 8);
        }
        int last = ch.back();
        w.add(pos[last] + size[last] == pos[p] + size[p] - 8);
    }
    return w;
}

// N views in a row, every pair kept apart by a medium inequality, each pulled to 0 (weak), the
// sizes added last (trellis-bench's Workload.pairwise).
static Workload pairwise(int n) {
    Workload w; w.name = "pairwise"; w.n = n;
    auto x = named("x", n), y = named("y", n), wd = named("w", n), h = named("h", n);
    for (int i = 0; i < n; ++i) { w.vars.push_back(x[i]); w.vars.push_back(y[i]); w.vars.push_back(wd[i]); w.vars.push_back(h[i]); }
    Variable W("W"); w.vars.push_back(W);
    w.edits.push_back({W, 20.0 * n}); w.base = 20.0 * n;
    w.add(x[0] == 0);
    for (int i = 0; i < n; ++i) {
        w.add(y[i] == 0);
        for (int j = i + 1; j < n; ++j) w.add(x[j] >= x[i] + wd[i], strength::medium);
        w.add(x[i] == 0, strength::weak);
    }
    for (int i = 0; i < n; ++i) { w.add(wd[i] == 10); w.add(h[i] == 10); }
    w.add(x[n - 1] + wd[n - 1] <= W);
    return w;
}

// The constraint set of kiwi's enaml_like_benchmark.cpp (37 variables, 111 constraints), written
// from trellis-bench's Workload.enamlLike() in the same order with kiwi's strengths: strong,
// smedium = create(0, 100, 0), mmedium = create(0, 1, 0, 1.25), medium, weak (Trellis 999, 800, 760,
// 750, 250).
static Workload enamlLike() {
    Workload w; w.name = "enaml-like"; w.n = 1;
    static const char* names[] = {"width", "height", "left", "top", "contents_top", "contents_bottom", "contents_left", "contents_right", "midline",
        "ctleft", "ctheight", "cttop", "ctwidth", "lb1left", "lb1height", "lb1top", "lb1width", "lb2left", "lb2height",
        "lb2top", "lb2width", "lb3left", "lb3height", "lb3top", "lb3width", "fl1left", "fl1height", "fl1top", "fl1width",
        "fl2left", "fl2height", "fl2top", "fl2width", "fl3left", "fl3height", "fl3top", "fl3width"};
    std::map<std::string, Variable> v;
    for (auto name : names) { Variable x(name); v[name] = x; w.vars.push_back(x); }
    w.edits = {{v["width"], 400}, {v["height"], 600}};
    const double S = strength::strong, SM = strength::create(0.0, 100, 0.0), MM = strength::create(0.0, 1.0, 0.0, 1.25),
                 M = strength::medium, W = strength::weak, R = strength::required;
    auto e = [&](std::initializer_list<std::pair<double, const char*>> terms, double c) {
        std::vector<Term> ts;
        for (auto& t : terms) ts.emplace_back(v[t.second], t.first);
        return Expression(ts, c);
    };
    auto eq = [&](const Expression& ex, double p) { w.cs.push_back(Constraint(ex, OP_EQ, p)); };
    auto ge = [&](const Expression& ex, double p) { w.cs.push_back(Constraint(ex, OP_GE, p)); };
    auto le = [&](const Expression& ex, double p) { w.cs.push_back(Constraint(ex, OP_LE, p)); };
    ge(e({{1, "left"}}, 0), R); eq(e({{1, "height"}}, 0), M); ge(e({{1, "top"}}, 0), R); ge(e({{1, "width"}}, 0), R);
    ge(e({{1, "height"}}, 0), R); eq(e({{-1, "top"}, {1, "contents_top"}}, -10), R); eq(e({{1, "lb3height"}}, -16), S);
    ge(e({{1, "lb3height"}}, -16), S); ge(e({{1, "ctleft"}}, 0), R); ge(e({{1, "cttop"}}, 0), R); ge(e({{1, "ctwidth"}}, 0), R);
    ge(e({{1, "ctheight"}}, 0), R); ge(e({{1, "fl3left"}}, 0), R); ge(e({{1, "ctheight"}}, -24), SM);
    le(e({{1, "ctwidth"}}, -1.67772e+07), SM); le(e({{1, "ctheight"}}, -24), SM); ge(e({{1, "fl3top"}}, 0), R);
    ge(e({{1, "fl3width"}}, 0), R); ge(e({{1, "fl3height"}}, 0), R); eq(e({{1, "lb1width"}}, -67), W);
    ge(e({{1, "lb2width"}}, 0), R); ge(e({{1, "lb2height"}}, 0), R); ge(e({{1, "fl2height"}}, 0), R); ge(e({{1, "lb3left"}}, 0), R);
    ge(e({{1, "fl2width"}}, -125), S); eq(e({{1, "fl2height"}}, -21), S); ge(e({{1, "fl2height"}}, -21), S);
    ge(e({{1, "lb3top"}}, 0), R); ge(e({{1, "lb3width"}}, 0), R); ge(e({{1, "fl1left"}}, 0), R); ge(e({{1, "fl1width"}}, 0), R);
    ge(e({{1, "lb1width"}}, -67), S); ge(e({{1, "fl2left"}}, 0), R); eq(e({{1, "lb2width"}}, -66), W);
    ge(e({{1, "lb2width"}}, -66), S); eq(e({{1, "lb2height"}}, -16), S); ge(e({{1, "fl1height"}}, 0), R);
    ge(e({{1, "fl1top"}}, 0), R); ge(e({{1, "lb2top"}}, 0), R);
    eq(e({{-1, "lb2top"}, {1, "lb3top"}, {-1, "lb2height"}}, -10), MM);
    ge(e({{-1, "lb3top"}, {-1, "lb3height"}, {1, "fl3top"}}, -10), R);
    eq(e({{-1, "lb3top"}, {-1, "lb3height"}, {1, "fl3top"}}, -10), MM);
    eq(e({{1, "contents_bottom"}, {-1, "fl3height"}, {-1, "fl3top"}}, 0), MM);
    ge(e({{1, "fl1top"}, {-1, "contents_top"}}, 0), R); eq(e({{1, "fl1top"}, {-1, "contents_top"}}, 0), MM);
    ge(e({{1, "contents_bottom"}, {-1, "fl3height"}, {-1, "fl3top"}}, 0), R);
    eq(e({{-1, "left"}, {-1, "width"}, {1, "contents_right"}}, 10), R);
    eq(e({{-1, "top"}, {-1, "height"}, {1, "contents_bottom"}}, 10), R);
    eq(e({{-1, "left"}, {1, "contents_left"}}, -10), R); eq(e({{1, "lb3left"}, {-1, "contents_left"}}, 0), MM);
    eq(e({{1, "fl1left"}, {-1, "midline"}}, 0), S); eq(e({{1, "fl2left"}, {-1, "midline"}}, 0), S);
    eq(e({{1, "ctleft"}, {-1, "midline"}}, 0), S);
    eq(e({{1, "fl1top"}, {0.5, "fl1height"}, {-1, "lb1top"}, {-0.5, "lb1height"}}, 0), S);
    ge(e({{1, "lb1left"}, {-1, "contents_left"}}, 0), R); eq(e({{1, "lb1left"}, {-1, "contents_left"}}, 0), MM);
    ge(e({{-1, "lb1left"}, {1, "fl1left"}, {-1, "lb1width"}}, -10), R);
    eq(e({{-1, "lb1left"}, {1, "fl1left"}, {-1, "lb1width"}}, -10), MM);
    ge(e({{-1, "fl1left"}, {1, "contents_right"}, {-1, "fl1width"}}, 0), R); eq(e({{1, "width"}}, 0), M);
    ge(e({{-1, "fl1top"}, {1, "fl2top"}, {-1, "fl1height"}}, -10), R);
    eq(e({{-1, "fl1top"}, {1, "fl2top"}, {-1, "fl1height"}}, -10), MM);
    ge(e({{1, "cttop"}, {-1, "fl2top"}, {-1, "fl2height"}}, -10), R);
    ge(e({{-1, "ctheight"}, {-1, "cttop"}, {1, "fl3top"}}, -10), R);
    ge(e({{1, "contents_bottom"}, {-1, "fl3height"}, {-1, "fl3top"}}, 0), R);
    eq(e({{1, "cttop"}, {-1, "fl2top"}, {-1, "fl2height"}}, -10), MM);
    eq(e({{-1, "fl1left"}, {1, "contents_right"}, {-1, "fl1width"}}, 0), MM);
    eq(e({{-1, "lb2top"}, {-0.5, "lb2height"}, {1, "fl2top"}, {0.5, "fl2height"}}, 0), S);
    ge(e({{-1, "contents_left"}, {1, "lb2left"}}, 0), R); eq(e({{-1, "contents_left"}, {1, "lb2left"}}, 0), MM);
    ge(e({{1, "fl2left"}, {-1, "lb2width"}, {-1, "lb2left"}}, -10), R);
    eq(e({{-1, "ctheight"}, {-1, "cttop"}, {1, "fl3top"}}, -10), MM);
    eq(e({{1, "contents_bottom"}, {-1, "fl3height"}, {-1, "fl3top"}}, 0), MM);
    ge(e({{1, "lb1top"}}, 0), R); ge(e({{1, "lb1width"}}, 0), R); ge(e({{1, "lb1height"}}, 0), R);
    eq(e({{1, "fl2left"}, {-1, "lb2width"}, {-1, "lb2left"}}, -10), MM);
    eq(e({{-1, "fl2left"}, {-1, "fl2width"}, {1, "contents_right"}}, 0), MM);
    ge(e({{-1, "fl2left"}, {-1, "fl2width"}, {1, "contents_right"}}, 0), R);
    ge(e({{1, "lb3left"}, {-1, "contents_left"}}, 0), R); ge(e({{1, "lb1left"}}, 0), R);
    eq(e({{0.5, "ctheight"}, {1, "cttop"}, {-1, "lb3top"}, {-0.5, "lb3height"}}, 0), S);
    ge(e({{1, "ctleft"}, {-1, "lb3left"}, {-1, "lb3width"}}, -10), R);
    ge(e({{-1, "ctwidth"}, {-1, "ctleft"}, {1, "contents_right"}}, 0), R);
    eq(e({{1, "ctleft"}, {-1, "lb3left"}, {-1, "lb3width"}}, -10), MM);
    ge(e({{1, "fl3left"}, {-1, "contents_left"}}, 0), R); eq(e({{1, "fl3left"}, {-1, "contents_left"}}, 0), MM);
    eq(e({{-1, "ctwidth"}, {-1, "ctleft"}, {1, "contents_right"}}, 0), MM);
    eq(e({{-1, "fl3left"}, {1, "contents_right"}, {-1, "fl3width"}}, 0), MM);
    ge(e({{-1, "contents_top"}, {1, "lb1top"}}, 0), R); eq(e({{-1, "contents_top"}, {1, "lb1top"}}, 0), MM);
    ge(e({{-1, "fl3left"}, {1, "contents_right"}, {-1, "fl3width"}}, 0), R);
    ge(e({{1, "lb2top"}, {-1, "lb1top"}, {-1, "lb1height"}}, -10), R);
    ge(e({{-1, "lb2top"}, {1, "lb3top"}, {-1, "lb2height"}}, -10), R);
    eq(e({{1, "lb2top"}, {-1, "lb1top"}, {-1, "lb1height"}}, -10), MM);
    eq(e({{1, "fl1height"}}, -21), S); ge(e({{1, "fl1height"}}, -21), S); ge(e({{1, "lb2left"}}, 0), R);
    ge(e({{1, "lb2height"}}, -16), S); ge(e({{1, "fl2top"}}, 0), R); ge(e({{1, "fl2width"}}, 0), R);
    ge(e({{1, "lb1height"}}, -16), S); eq(e({{1, "lb1height"}}, -16), S); ge(e({{1, "fl3width"}}, -125), S);
    eq(e({{1, "fl3height"}}, -21), S); ge(e({{1, "fl3height"}}, -21), S); ge(e({{1, "lb3height"}}, 0), R);
    ge(e({{1, "ctwidth"}}, -119), SM); eq(e({{1, "lb3width"}}, -24), W); ge(e({{1, "lb3width"}}, -24), S);
    ge(e({{1, "fl1width"}}, -125), S);
    return w;
}

static double now() {
    using namespace std::chrono;
    return duration<double, std::milli>(steady_clock::now().time_since_epoch()).count();
}

static double tri(int k, double base) {
    int t = k % 200;
    double f = t < 100 ? t / 100.0 : (200 - t) / 100.0;
    return base * (0.75 + 0.5 * f);
}

struct Recorder {
    std::vector<std::string> order;
    std::map<std::string, std::vector<double>> times;
    std::map<std::string, double> checksums;
    size_t vars = 0, constraints = 0;
    void operator()(const std::string& phase, double ms, double checksum = 0) {
        if (!times.count(phase)) order.push_back(phase);
        times[phase].push_back(ms);
        checksums[phase] = checksum;
    }
};

static double sum(const Workload& w) { double s = 0; for (auto& v : w.vars) s += v.value(); return s; }

int main(int argc, char** argv) {
    std::string workload = "chain"; int n = 100, reps = 3; bool header = true; std::string until;
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        if (a == "--workload" && i + 1 < argc) workload = argv[++i];
        else if (a == "--n" && i + 1 < argc) n = std::atoi(argv[++i]);
        else if (a == "--reps" && i + 1 < argc) reps = std::atoi(argv[++i]);
        else if (a == "--no-header") header = false;
        else if (a == "--until" && i + 1 < argc) until = argv[++i];
        else { std::fprintf(stderr, "usage: kiwi-bench --workload W [--n N] [--reps R] [--no-header] [--until build|solve]\n"); return 2; }
    }
    Recorder rec;
    if (workload == "enaml-like") {
        // build = workload + new solver + edit variables + constraints + first update; resize = two
        // suggestValue + update, per step, over 6,000 steps alternating kiwi's six sizes.
        const double sizes[6][2] = {{400, 600}, {600, 400}, {800, 1200}, {1200, 800}, {400, 800}, {800, 400}};
        for (int r = 0; r < reps; ++r) {
            double t0 = now();
            Workload w = enamlLike();
            Solver s;
            for (auto& e : w.edits) s.addEditVariable(e.first, strength::strong);
            for (auto& c : w.cs) s.addConstraint(c);
            s.updateVariables();
            rec("build", now() - t0, sum(w));
            rec.vars = w.vars.size(); rec.constraints = w.cs.size();
            if (until == "build") continue;
            const int steps = 6000;
            double t1 = now();
            for (int k = 0; k < steps; ++k) {
                s.suggestValue(w.edits[0].first, sizes[k % 6][0]);
                s.suggestValue(w.edits[1].first, sizes[k % 6][1]);
                s.updateVariables();
            }
            rec("resize", (now() - t1) / steps, sum(w));
        }
        n = 1;
    } else
    for (int r = 0; r < reps; ++r) {
        double t = now();
        Workload w = workload == "tree" ? tree(n) : workload == "pairwise" ? pairwise(n) : chain(n, workload == "chain_dense");
        rec("make", now() - t);
        rec.vars = w.vars.size(); rec.constraints = w.cs.size();
        t = now();
        Solver s;
        for (auto& e : w.edits) { s.addEditVariable(e.first, strength::strong); s.suggestValue(e.first, e.second); }
        for (auto& c : w.cs) s.addConstraint(c);
        rec("add", now() - t);
        t = now(); s.updateVariables(); rec("solve", now() - t, sum(w));
        if (until == "solve") continue;
        t = now();
        for (int k = 0; k < 1000; ++k) { s.suggestValue(w.edits[0].first, tri(k, w.base)); s.updateVariables(); }
        rec("resize1000", now() - t, sum(w));
        for (auto phase : {std::make_pair(std::string("intrinsic_change"), 10.0), std::make_pair(std::string("intrinsic_revert"), 0.0)}) {
            t = now();
            for (auto& p : w.pairs) {
                if (p.view % 10 != 5) continue;
                s.removeConstraint(w.cs[p.lower]); s.removeConstraint(w.cs[p.lower + 1]);
                Constraint ge(p.var >= p.value + phase.second, strength::medium);
                Constraint le(p.var <= p.value + phase.second, strength::weak);
                s.addConstraint(ge); s.addConstraint(le);
                w.cs[p.lower] = ge; w.cs[p.lower + 1] = le;
            }
            s.updateVariables();
            rec(phase.first, now() - t, sum(w));
        }
        std::vector<size_t> picked;
        for (size_t i = 5; i < w.cs.size(); i += 10) picked.push_back(i);
        t = now(); for (auto i : picked) s.removeConstraint(w.cs[i]); s.updateVariables(); rec("remove10pct", now() - t);
        t = now(); for (auto i : picked) s.addConstraint(w.cs[i]); s.updateVariables(); rec("readd10pct", now() - t, sum(w));
        t = now(); for (auto i : picked) { s.removeConstraint(w.cs[i]); s.addConstraint(w.cs[i]); } s.updateVariables();
        rec("toggle_each", now() - t, sum(w));
    }
    if (header) std::printf("workload,N,vars,constraints,phase,median_ms,min_ms,max_ms,reps,checksum\n");
    for (auto& phase : rec.order) {
        auto ts = rec.times[phase]; std::sort(ts.begin(), ts.end());
        std::printf("%s,%d,%zu,%zu,%s,%.6f,%.6f,%.6f,%zu,%.3f\n", workload.c_str(), n, rec.vars, rec.constraints, phase.c_str(),
                    ts[ts.size() / 2], ts.front(), ts.back(), ts.size(), rec.checksums[phase]);
    }
    struct rusage u; getrusage(RUSAGE_SELF, &u);
    std::fprintf(stderr, "# peak resident memory: %ld MiB\n", u.ru_maxrss / 1024);
}
