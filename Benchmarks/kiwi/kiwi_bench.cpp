// The kiwi baseline for trellis-bench: the same workloads (../shared/bench/WORKLOADS.md), the
// same phases and the same CSV, run on kiwi (compiled against the headers of the kiwisolver
// source distribution that build.sh downloads). Our code; kiwi itself is never committed.
//   kiwi-bench --workload chain|chain_dense|tree|enaml-like [--n N] [--reps R] [--no-header]
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
    std::string workload = "chain"; int n = 100, reps = 3; bool header = true;
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        if (a == "--workload" && i + 1 < argc) workload = argv[++i];
        else if (a == "--n" && i + 1 < argc) n = std::atoi(argv[++i]);
        else if (a == "--reps" && i + 1 < argc) reps = std::atoi(argv[++i]);
        else if (a == "--no-header") header = false;
        else { std::fprintf(stderr, "usage: kiwi-bench --workload W [--n N] [--reps R] [--no-header]\n"); return 2; }
    }
    Recorder rec;
    if (workload == "enaml-like") {
        std::fprintf(stderr, "kiwi-bench: enaml-like is kiwi's own benchmark (benchmarks/enaml_like_benchmark.cpp in the sdist)\n");
        return 2;
    }
    for (int r = 0; r < reps; ++r) {
        double t = now();
        Workload w = workload == "tree" ? tree(n) : chain(n, workload == "chain_dense");
        rec("make", now() - t);
        rec.vars = w.vars.size(); rec.constraints = w.cs.size();
        t = now();
        Solver s;
        for (auto& e : w.edits) { s.addEditVariable(e.first, strength::strong); s.suggestValue(e.first, e.second); }
        for (auto& c : w.cs) s.addConstraint(c);
        rec("add", now() - t);
        t = now(); s.updateVariables(); rec("solve", now() - t, sum(w));
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
        std::printf("%s,%d,%zu,%zu,%s,%.4f,%.4f,%.4f,%zu,%.3f\n", workload.c_str(), n, rec.vars, rec.constraints, phase.c_str(),
                    ts[ts.size() / 2], ts.front(), ts.back(), ts.size(), rec.checksums[phase]);
    }
    struct rusage u; getrusage(RUSAGE_SELF, &u);
    std::fprintf(stderr, "# peak resident memory: %ld MiB\n", u.ru_maxrss / 1024);
}
