import TrellisSolver

/// A benchmark system as ../shared/bench/WORKLOADS.md defines it: variables, edit variables
/// with their initial values, the ordered constraint list C and the intrinsic pairs.
struct Workload {
    struct Edit { let variable: Variable; let initial: Double }
    /// An intrinsic pair appended to C: `v >= c` (750) at `lower`, `v <= c` (250) at `lower + 1`.
    struct Pair { let view: Int; let variable: Variable; let value: Double; let lower: Int }

    let name: String
    let n: Int
    var variables: [Variable] = []
    var edits: [Edit] = []
    var constraints: [Constraint] = []
    var pairs: [Pair] = []
    /// The value resize1000 oscillates around.
    var resizeBase = 0.0

    static let required = Priority.required, strong = Priority(999), medium = Priority(750), weak = Priority(250)

    mutating func add(_ c: Constraint, _ p: Priority = Workload.required) { constraints.append(c.priority(p)) }

    mutating func pair(view: Int, _ v: Variable, _ value: Double) {
        pairs.append(Pair(view: view, variable: v, value: value, lower: constraints.count))
        add(v >= value, Workload.medium)
        add(v <= value, Workload.weak)
    }

    /// `H:|-8-[v0]-8-[v1(==v0)]-8-…-8-|` with root width W (an edit variable).
    static func chain(_ n: Int, dense: Bool) -> Workload {
        var w = Workload(name: dense ? "chain_dense" : "chain", n: n)
        var x: [Variable] = [], y: [Variable] = [], wd: [Variable] = [], h: [Variable] = []
        for i in 0..<n {
            x.append(Variable("x\(i)")); y.append(Variable("y\(i)")); wd.append(Variable("w\(i)")); h.append(Variable("h\(i)"))
            w.variables += [x[i], y[i], wd[i], h[i]]
        }
        let root = Variable("W")
        w.variables.append(root)
        w.edits = [Edit(variable: root, initial: 100 * Double(n))]
        w.resizeBase = 100 * Double(n)
        for i in 0..<n {
            if i == 0 { w.add(x[0] == 8) } else {
                w.add(x[i] == x[i - 1] + wd[i - 1] + 8)
                w.add(wd[i] == wd[0])
            }
            w.add(y[i] == 8)
            if i == 0 || dense { w.pair(view: i, wd[i], 44) }
            w.pair(view: i, h[i], 30)
        }
        w.add(x[n - 1] + wd[n - 1] + 8 == root)
        return w
    }

    /// N views 10 points wide in a row, every pair kept apart by an optional inequality
    /// (issue 20's dense shape), in the order the layout engine installs a layout file's
    /// constraints (those on the root first, each view's own size after): `x0 == 0`; for each
    /// i, `yi == 0`, `xj >= xi + wi` (medium) for every j > i and `xi == 0` (weak, a pull to
    /// the left that makes the optimum unique: the row at 0, 10, 20 …); then `wi == 10`,
    /// `hi == 10` for each i; the last view's trailing edge stays within the root width W (an
    /// edit variable, initial 20·N).
    static func pairwise(_ n: Int) -> Workload {
        var w = Workload(name: "pairwise", n: n)
        var x: [Variable] = [], y: [Variable] = [], wd: [Variable] = [], h: [Variable] = []
        for i in 0..<n {
            x.append(Variable("x\(i)")); y.append(Variable("y\(i)")); wd.append(Variable("w\(i)")); h.append(Variable("h\(i)"))
            w.variables += [x[i], y[i], wd[i], h[i]]
        }
        let root = Variable("W")
        w.variables.append(root)
        w.edits = [Edit(variable: root, initial: 20 * Double(n))]
        w.resizeBase = 20 * Double(n)
        w.add(x[0] == 0)
        for i in 0..<n {
            w.add(y[i] == 0)
            for j in i + 1..<n { w.add(x[j] >= x[i] + wd[i], Workload.medium) }
            w.add(x[i] == 0, Workload.weak)
        }
        for i in 0..<n {
            w.add(wd[i] == 10)
            w.add(h[i] == 10)
        }
        w.add(x[n - 1] + wd[n - 1] <= root)
        return w
    }

    /// A 4-ary tree laid out alternately horizontally and vertically (WORKLOADS.md).
    static func tree(_ n: Int) -> Workload {
        var w = Workload(name: "tree", n: n)
        var x: [Variable] = [], y: [Variable] = [], wd: [Variable] = [], h: [Variable] = []
        for i in 0..<n {
            x.append(Variable("x\(i)")); y.append(Variable("y\(i)")); wd.append(Variable("w\(i)")); h.append(Variable("h\(i)"))
            w.variables += [x[i], y[i], wd[i], h[i]]
        }
        w.edits = [Edit(variable: wd[0], initial: 16000), Edit(variable: h[0], initial: 16000)]
        w.resizeBase = 16000
        w.add(x[0] == 0)
        w.add(y[0] == 0)
        var depth = [Int](repeating: 0, count: n)
        for p in 0..<n {
            let children = (4 * p + 1...4 * p + 4).filter { $0 < n }
            for c in children { depth[c] = depth[p] + 1 }
            if children.isEmpty {
                w.pair(view: p, wd[p], 20)
                w.pair(view: p, h[p], 20)
                continue
            }
            let horizontal = depth[p] % 2 == 0
            let (pos, size, cpos, csize) = horizontal ? (x, wd, y, h) : (y, h, x, wd)
            for (k, j) in children.enumerated() {
                if k == 0 { w.add(pos[j] == pos[p] + 8) } else {
                    let prev = children[k - 1]
                    w.add(pos[j] == pos[prev] + size[prev] + 8)
                    w.add(size[j] == size[children[0]])
                }
                w.add(cpos[j] == cpos[p] + 8)
                w.add(cpos[j] + csize[j] == cpos[p] + csize[p] - 8)
            }
            let last = children.last!
            w.add(pos[last] + size[last] == pos[p] + size[p] - 8)
        }
        return w
    }

    /// The constraint set of kiwi's enaml_like_benchmark.cpp (37 variables, 111 constraints),
    /// re-expressed with Trellis priorities in the same order of strength: strong 999,
    /// kiwi's custom "smedium" (100 000) 800, "mmedium" (1 250) 760, medium 750, weak 250.
    static func enamlLike() -> Workload {
        var w = Workload(name: "enaml-like", n: 1)
        let names = ["width", "height", "left", "top", "contents_top", "contents_bottom", "contents_left", "contents_right", "midline",
                     "ctleft", "ctheight", "cttop", "ctwidth", "lb1left", "lb1height", "lb1top", "lb1width", "lb2left", "lb2height",
                     "lb2top", "lb2width", "lb3left", "lb3height", "lb3top", "lb3width", "fl1left", "fl1height", "fl1top", "fl1width",
                     "fl2left", "fl2height", "fl2top", "fl2width", "fl3left", "fl3height", "fl3top", "fl3width"]
        var v: [String: Variable] = [:]
        for name in names { v[name] = Variable(name); w.variables.append(v[name]!) }
        w.edits = [Edit(variable: v["width"]!, initial: 400), Edit(variable: v["height"]!, initial: 600)]
        let S = Priority(999), SM = Priority(800), MM = Priority(760), M = Priority(750), W = Priority(250), R = Priority.required
        func e(_ terms: [(Double, String)], _ c: Double) -> Expression {
            Expression(terms.map { Term(v[$0.1]!, $0.0) }, constant: c)
        }
        // Each constraint made once, with its priority (as kiwi's baseline does).
        func eq(_ ex: Expression, _ p: Priority) { w.constraints.append(Constraint(ex, .equal, priority: p)) }
        func ge(_ ex: Expression, _ p: Priority) { w.constraints.append(Constraint(ex, .greaterThanOrEqual, priority: p)) }
        func le(_ ex: Expression, _ p: Priority) { w.constraints.append(Constraint(ex, .lessThanOrEqual, priority: p)) }
        ge(e([(1, "left")], 0), R); eq(e([(1, "height")], 0), M); ge(e([(1, "top")], 0), R); ge(e([(1, "width")], 0), R)
        ge(e([(1, "height")], 0), R); eq(e([(-1, "top"), (1, "contents_top")], -10), R); eq(e([(1, "lb3height")], -16), S)
        ge(e([(1, "lb3height")], -16), S); ge(e([(1, "ctleft")], 0), R); ge(e([(1, "cttop")], 0), R); ge(e([(1, "ctwidth")], 0), R)
        ge(e([(1, "ctheight")], 0), R); ge(e([(1, "fl3left")], 0), R); ge(e([(1, "ctheight")], -24), SM)
        le(e([(1, "ctwidth")], -1.67772e+07), SM); le(e([(1, "ctheight")], -24), SM); ge(e([(1, "fl3top")], 0), R)
        ge(e([(1, "fl3width")], 0), R); ge(e([(1, "fl3height")], 0), R); eq(e([(1, "lb1width")], -67), W)
        ge(e([(1, "lb2width")], 0), R); ge(e([(1, "lb2height")], 0), R); ge(e([(1, "fl2height")], 0), R); ge(e([(1, "lb3left")], 0), R)
        ge(e([(1, "fl2width")], -125), S); eq(e([(1, "fl2height")], -21), S); ge(e([(1, "fl2height")], -21), S)
        ge(e([(1, "lb3top")], 0), R); ge(e([(1, "lb3width")], 0), R); ge(e([(1, "fl1left")], 0), R); ge(e([(1, "fl1width")], 0), R)
        ge(e([(1, "lb1width")], -67), S); ge(e([(1, "fl2left")], 0), R); eq(e([(1, "lb2width")], -66), W)
        ge(e([(1, "lb2width")], -66), S); eq(e([(1, "lb2height")], -16), S); ge(e([(1, "fl1height")], 0), R)
        ge(e([(1, "fl1top")], 0), R); ge(e([(1, "lb2top")], 0), R)
        eq(e([(-1, "lb2top"), (1, "lb3top"), (-1, "lb2height")], -10), MM)
        ge(e([(-1, "lb3top"), (-1, "lb3height"), (1, "fl3top")], -10), R)
        eq(e([(-1, "lb3top"), (-1, "lb3height"), (1, "fl3top")], -10), MM)
        eq(e([(1, "contents_bottom"), (-1, "fl3height"), (-1, "fl3top")], 0), MM)
        ge(e([(1, "fl1top"), (-1, "contents_top")], 0), R); eq(e([(1, "fl1top"), (-1, "contents_top")], 0), MM)
        ge(e([(1, "contents_bottom"), (-1, "fl3height"), (-1, "fl3top")], 0), R)
        eq(e([(-1, "left"), (-1, "width"), (1, "contents_right")], 10), R)
        eq(e([(-1, "top"), (-1, "height"), (1, "contents_bottom")], 10), R)
        eq(e([(-1, "left"), (1, "contents_left")], -10), R); eq(e([(1, "lb3left"), (-1, "contents_left")], 0), MM)
        eq(e([(1, "fl1left"), (-1, "midline")], 0), S); eq(e([(1, "fl2left"), (-1, "midline")], 0), S)
        eq(e([(1, "ctleft"), (-1, "midline")], 0), S)
        eq(e([(1, "fl1top"), (0.5, "fl1height"), (-1, "lb1top"), (-0.5, "lb1height")], 0), S)
        ge(e([(1, "lb1left"), (-1, "contents_left")], 0), R); eq(e([(1, "lb1left"), (-1, "contents_left")], 0), MM)
        ge(e([(-1, "lb1left"), (1, "fl1left"), (-1, "lb1width")], -10), R)
        eq(e([(-1, "lb1left"), (1, "fl1left"), (-1, "lb1width")], -10), MM)
        ge(e([(-1, "fl1left"), (1, "contents_right"), (-1, "fl1width")], 0), R); eq(e([(1, "width")], 0), M)
        ge(e([(-1, "fl1top"), (1, "fl2top"), (-1, "fl1height")], -10), R)
        eq(e([(-1, "fl1top"), (1, "fl2top"), (-1, "fl1height")], -10), MM)
        ge(e([(1, "cttop"), (-1, "fl2top"), (-1, "fl2height")], -10), R)
        ge(e([(-1, "ctheight"), (-1, "cttop"), (1, "fl3top")], -10), R)
        ge(e([(1, "contents_bottom"), (-1, "fl3height"), (-1, "fl3top")], 0), R)
        eq(e([(1, "cttop"), (-1, "fl2top"), (-1, "fl2height")], -10), MM)
        eq(e([(-1, "fl1left"), (1, "contents_right"), (-1, "fl1width")], 0), MM)
        eq(e([(-1, "lb2top"), (-0.5, "lb2height"), (1, "fl2top"), (0.5, "fl2height")], 0), S)
        ge(e([(-1, "contents_left"), (1, "lb2left")], 0), R); eq(e([(-1, "contents_left"), (1, "lb2left")], 0), MM)
        ge(e([(1, "fl2left"), (-1, "lb2width"), (-1, "lb2left")], -10), R)
        eq(e([(-1, "ctheight"), (-1, "cttop"), (1, "fl3top")], -10), MM)
        eq(e([(1, "contents_bottom"), (-1, "fl3height"), (-1, "fl3top")], 0), MM)
        ge(e([(1, "lb1top")], 0), R); ge(e([(1, "lb1width")], 0), R); ge(e([(1, "lb1height")], 0), R)
        eq(e([(1, "fl2left"), (-1, "lb2width"), (-1, "lb2left")], -10), MM)
        eq(e([(-1, "fl2left"), (-1, "fl2width"), (1, "contents_right")], 0), MM)
        ge(e([(-1, "fl2left"), (-1, "fl2width"), (1, "contents_right")], 0), R)
        ge(e([(1, "lb3left"), (-1, "contents_left")], 0), R); ge(e([(1, "lb1left")], 0), R)
        eq(e([(0.5, "ctheight"), (1, "cttop"), (-1, "lb3top"), (-0.5, "lb3height")], 0), S)
        ge(e([(1, "ctleft"), (-1, "lb3left"), (-1, "lb3width")], -10), R)
        ge(e([(-1, "ctwidth"), (-1, "ctleft"), (1, "contents_right")], 0), R)
        eq(e([(1, "ctleft"), (-1, "lb3left"), (-1, "lb3width")], -10), MM)
        ge(e([(1, "fl3left"), (-1, "contents_left")], 0), R); eq(e([(1, "fl3left"), (-1, "contents_left")], 0), MM)
        eq(e([(-1, "ctwidth"), (-1, "ctleft"), (1, "contents_right")], 0), MM)
        eq(e([(-1, "fl3left"), (1, "contents_right"), (-1, "fl3width")], 0), MM)
        ge(e([(-1, "contents_top"), (1, "lb1top")], 0), R); eq(e([(-1, "contents_top"), (1, "lb1top")], 0), MM)
        ge(e([(-1, "fl3left"), (1, "contents_right"), (-1, "fl3width")], 0), R)
        ge(e([(1, "lb2top"), (-1, "lb1top"), (-1, "lb1height")], -10), R)
        ge(e([(-1, "lb2top"), (1, "lb3top"), (-1, "lb2height")], -10), R)
        eq(e([(1, "lb2top"), (-1, "lb1top"), (-1, "lb1height")], -10), MM)
        eq(e([(1, "fl1height")], -21), S); ge(e([(1, "fl1height")], -21), S); ge(e([(1, "lb2left")], 0), R)
        ge(e([(1, "lb2height")], -16), S); ge(e([(1, "fl2top")], 0), R); ge(e([(1, "fl2width")], 0), R)
        ge(e([(1, "lb1height")], -16), S); eq(e([(1, "lb1height")], -16), S); ge(e([(1, "fl3width")], -125), S)
        eq(e([(1, "fl3height")], -21), S); ge(e([(1, "fl3height")], -21), S); ge(e([(1, "lb3height")], 0), R)
        ge(e([(1, "ctwidth")], -119), SM); eq(e([(1, "lb3width")], -24), W); ge(e([(1, "lb3width")], -24), S)
        ge(e([(1, "fl1width")], -125), S)
        return w
    }
}
