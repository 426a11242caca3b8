#!/usr/bin/env python3
"""Seeded random constraint systems solved by kiwisolver, written in the replay format that
Tests/TrellisSolverTests/Differential/KiwiDifferentialTests.swift runs on TrellisSolver.

Every optional constraint and every edit variable is at ONE kiwi strength (medium), so kiwi's
weighted objective and Trellis's lexicographic one (a single level, 750) are the same problem:
minimise the sum of optional errors. Where that optimum is unique the two solvers must agree.

Usage: generate.py --count N --seed S [--out FILE]

File format (text, one system per line, '#' lines are comments):
  <system id> <variable count> <op> <op> ...
ops (variables are v0…v(n-1), constraint k is the k-th '+' op of the line, counting from 0):
  +R=,c,a@i,b@j...   add c + a*vi + b*vj + ... (== | < meaning <= | > meaning >=) 0
  +O<,...            'R' required (1000 / kiwi required), 'O' optional (750 / kiwi medium)
  +R=!,...           '!': kiwi raised UnsatisfiableConstraint for this add (Trellis must throw
                     .unsatisfiable; the constraint is then not in either solver)
  -k                 remove constraint k
  Ei / Xi            add edit variable vi (750 / medium) / remove it
  Si,value           suggest value for edit variable vi
  =,x0,x1,...        checkpoint: kiwi's value of every variable; '~' before a value: kiwi's
                     optimum does not determine that variable (System.ranges: an LP probe)
"""
import argparse
import random
import sys

import kiwisolver as kiwi

OPTIONAL = "medium"
COEFS = [-4, -2, -1, -0.5, 0.5, 1, 2, 4]
MULTIPLIERS = [0.5, 1, 1, 1, 2, 4]
BIG = 1e6
PROBE = 1e-4  # kiwi's medium is 1e3
STATS = {"removals": 0, "kiwi removal defects": 0}


def fmt(x):
    """Shortest exact text for a float (integers without '.0')."""
    if x == int(x) and abs(x) < 1e15:
        return str(int(x))
    return repr(x)


class System:
    """One random system: its ops and a shadow of what each solver holds."""

    def __init__(self, rng, sid):
        self.rng = rng
        self.sid = sid
        self.n = rng.randint(3, 10)
        # A hidden layout-sized point at which most required constraints hold.
        self.point = [float(rng.randint(0, 400)) for _ in range(self.n)]
        self.ops = []
        self.constraints = []  # (strong, op, const, terms) by id
        self.alive = {}        # id -> kiwi.Constraint (present in the solver)
        self.edits = {}        # var index -> suggestion
        self.vars = [kiwi.Variable("v%d" % i) for i in range(self.n)]
        self.solver = kiwi.Solver()

    # ---- building constraints -------------------------------------------------------

    def at(self, terms):
        return sum(c * self.point[i] for c, i in terms)

    def random_terms(self, k):
        idx = self.rng.sample(range(self.n), min(k, self.n))
        return [(self.rng.choice(COEFS), i) for i in idx]

    def required_shape(self):
        """(op, const, terms) for a layout-flavoured required constraint, mostly true at point."""
        r, n = self.rng, self.n
        kind = r.random()
        if kind < 0.30:  # chain: vj == vi + m*vk + gap   (x_{i+1} == x_i + w_i + 8)
            i, j, k = r.sample(range(n), 3)
            m = r.choice(MULTIPLIERS)
            terms = [(1, j), (-1, i), (-m, k)]
            return "=", -self.at(terms), terms
        if kind < 0.45:  # multiplier: vj == m*vi (+ c)
            i, j = r.sample(range(n), 2)
            m = r.choice(MULTIPLIERS)
            terms = [(1, j), (-m, i)]
            return "=", -self.at(terms), terms
        if kind < 0.60:  # bound: vi >= 0 / vi <= 1000 style, with slack
            i = r.randrange(n)
            if r.random() < 0.5:
                return ">", -(self.point[i] - r.randint(0, 50)), [(1, i)]
            return "<", -(self.point[i] + r.randint(0, 50)), [(1, i)]
        if kind < 0.75:  # relational inequality: vi + m*vk <= vj (+ slack)
            i, j = r.sample(range(n), 2)
            terms = [(1, i), (-1, j)] + ([(r.choice(MULTIPLIERS), r.choice([x for x in range(n) if x not in (i, j)]))]
                                         if r.random() < 0.5 else [])
            op = r.choice("<>")
            slack = r.randint(0, 20)
            return op, -self.at(terms) + (-slack if op == "<" else slack), terms
        terms = self.random_terms(r.randint(1, 3))  # generic small-coefficient relation
        op = r.choice("=<>")
        slack = 0 if op == "=" else r.randint(0, 10)
        return op, -self.at(terms) + (-slack if op == "<" else slack), terms

    def redundant_shape(self):
        """A required equality implied by two present ones (a combination), or a scaled copy."""
        eqs = [c for k, c in self.present() if c[0] and c[1] == "="]
        if not eqs:
            return None
        a = self.rng.choice(eqs)
        s = self.rng.choice([2, -1, 0.5])
        terms = [(s * c, i) for c, i in a[3]]
        const = s * a[2]
        if len(eqs) > 1 and self.rng.random() < 0.6:
            b = self.rng.choice(eqs)
            t = self.rng.choice([1, -1, 2])
            merged = {}
            for c, i in terms + [(t * c, i) for c, i in b[3]]:
                merged[i] = merged.get(i, 0) + c
            terms = [(c, i) for i, c in merged.items() if c != 0]
            const += t * b[2]
            if not terms:
                return None
        return "=", const, terms

    def unsatisfiable_shape(self):
        """Usually conflicting: a present required equality's expression pinned elsewhere, or
        a bound on the wrong side of one already present."""
        present = [c for k, c in self.present() if c[0]]
        if present and self.rng.random() < 0.7:
            c = self.rng.choice(present)
            shift = self.rng.choice([-30, -5, -1, 1, 5, 30])
            op = {"=": self.rng.choice("=<>"), "<": ">", ">": "<"}[c[1]]
            shift = abs(shift) if op == "<" else (-abs(shift) if op == ">" else shift)
            # c: e + k (op) 0 holds with e + k == 0 at its boundary; push past it.
            return op, c[2] + shift, list(c[3])
        terms = self.random_terms(self.rng.randint(1, 2))
        return self.rng.choice("=<>"), float(self.rng.randint(-500, 500)), terms

    def optional_shape(self):
        r, n = self.rng, self.n
        kind = r.random()
        if kind < 0.45:  # a stay / preferred value: vi == p (+ noise)
            i = r.randrange(n)
            return "=", -(self.point[i] + r.choice([0, 0, 0, 10, -25, 40])), [(1, i)]
        if kind < 0.60:  # conflicting preference on a variable
            i = r.randrange(n)
            return r.choice("=<>"), -float(r.randint(0, 500)), [(1, i)]
        if kind < 0.80:  # proportion / equal widths: vj == m*vi
            i, j = r.sample(range(n), 2)
            return "=", float(r.choice([0, 0, -8, 8])), [(1, j), (-r.choice(MULTIPLIERS), i)]
        terms = self.random_terms(r.randint(1, 3))
        return r.choice("=<>"), float(r.randint(-300, 300)), terms

    # ---- applying ops to kiwi --------------------------------------------------------

    def present(self):
        return [(k, self.constraints[k]) for k in self.alive]

    def kiwi_constraint(self, strong, op, const, terms):
        e = kiwi.Expression([kiwi.Term(self.vars[i], c) for c, i in terms], const)
        c = {"=": e == 0, "<": e <= 0, ">": e >= 0}[op]
        return c if strong else c | OPTIONAL

    def rebuild(self):
        """A fresh kiwi solver holding the current state. Used after UnsatisfiableConstraint:
        kiwi may leave its tableau changed after a failed add, Trellis must not."""
        self.solver = kiwi.Solver()
        for k in sorted(self.alive):
            self.solver.addConstraint(self.alive[k])
        for i, value in self.edits.items():
            self.solver.addEditVariable(self.vars[i], OPTIONAL)
            self.solver.suggestValue(self.vars[i], value)

    def add(self, shape, strong):
        if shape is None:
            return
        op, const, terms = shape
        cid = len(self.constraints)
        self.constraints.append((strong, op, const, terms))
        kc = self.kiwi_constraint(strong, op, const, terms)
        unsat = False
        try:
            self.solver.addConstraint(kc)
            self.alive[cid] = kc
        except kiwi.UnsatisfiableConstraint:
            unsat = True
            self.rebuild()
        body = ",".join([fmt(const)] + ["%s@%d" % (fmt(c), i) for c, i in terms])
        self.ops.append("+%s%s%s,%s" % ("R" if strong else "O", op, "!" if unsat else "", body))

    def remove(self):
        if not self.alive:
            return
        k = self.rng.choice(sorted(self.alive))
        self.solver.removeConstraint(self.alive.pop(k))
        self.ops.append("-%d" % k)
        # kiwi 1.5.1 can lose a redundant required equality when another one is removed (its
        # values then break a required constraint): count that, and continue from a fresh
        # solver so that the reference answers are kiwi's from-scratch ones.
        STATS["removals"] += 1
        if self.violation() > 1e-6:
            STATS["kiwi removal defects"] += 1
        self.rebuild()

    def edit(self):
        free = [i for i in range(self.n) if i not in self.edits]
        if not free:
            return
        i = self.rng.choice(free)
        self.solver.addEditVariable(self.vars[i], OPTIONAL)
        self.edits[i] = 0.0
        self.ops.append("E%d" % i)

    def suggest(self):
        if not self.edits:
            return
        i = self.rng.choice(sorted(self.edits))
        value = float(self.point[i] + self.rng.choice([0, 0, 12, -40, 100, 0.5]))
        self.solver.suggestValue(self.vars[i], value)
        self.edits[i] = value
        self.ops.append("S%d,%s" % (i, fmt(value)))

    def unedit(self):
        if not self.edits:
            return
        i = self.rng.choice(sorted(self.edits))
        self.solver.removeEditVariable(self.vars[i])
        del self.edits[i]
        self.ops.append("X%d" % i)

    # ---- uniqueness probe and checkpoints -------------------------------------------

    def violation(self):
        """The largest violation of a present required constraint at kiwi's current values."""
        self.solver.updateVariables()
        worst = 0.0
        for k, c in self.alive.items():
            if self.constraints[k][0]:
                e = c.expression().value()
                op = self.constraints[k][1]
                worst = max(worst, abs(e) if op == "=" else (max(0.0, e) if op == "<" else max(0.0, -e)))
        return worst

    def ranges(self):
        """Each variable's least and greatest value over the optimal solutions. A fresh solver
        holds the system (edit suggestions as medium equalities) plus one probe at strength
        PROBE pulling the variable to -BIG, then +BIG. The probe's weight is 1e-7 of medium, so
        it moves the variable only along directions that cost no optional error (a real
        trade-off would have to exchange errors at a rate below 1e-7, far below what these
        small coefficients produce): the probe finds the ends of the optimal face exactly."""
        out = []
        for v in self.vars:
            lohi = []
            for probe in (v <= -BIG, v >= BIG):
                s = kiwi.Solver()
                for k in sorted(self.alive):
                    s.addConstraint(self.alive[k])
                for i, value in self.edits.items():
                    s.addConstraint((self.vars[i] == value) | OPTIONAL)
                s.addConstraint(probe | PROBE)
                s.updateVariables()
                lohi.append(v.value())
            out.append(tuple(lohi))
        return out

    def checkpoint(self):
        if self.ops and self.ops[-1].startswith("="):
            return  # nothing changed since the last one
        self.solver.updateVariables()
        values = [v.value() for v in self.vars]
        ranges = self.ranges()
        fields = []
        for i, x in enumerate(values):
            unique = ranges[i][1] - ranges[i][0] <= 1e-6 * max(1.0, abs(x))
            fields.append(("" if unique else "~") + fmt(round(x, 9) + 0.0))
        self.ops.append("=," + ",".join(fields))


def make_system(rng, sid):
    s = System(rng, sid)
    r = rng
    plan = (["req"] * r.randint(2, 9) + ["opt"] * r.randint(1, 8)
            + ["redundant"] * r.choice([0, 0, 1, 2]) + ["unsat"] * r.choice([0, 0, 0, 1, 2])
            + ["edit"] * r.choice([0, 1, 1, 2]))
    r.shuffle(plan)
    # Redundant/unsatisfiable adds need something present first: move them after a requirement.
    if r.random() < 0.5:
        plan.sort(key=lambda step: step in ("redundant", "unsat"))
    for step in plan:
        if step == "req":
            s.add(s.required_shape(), True)
        elif step == "opt":
            s.add(s.optional_shape(), False)
        elif step == "redundant":
            s.add(s.redundant_shape(), True)
        elif step == "unsat":
            s.add(s.unsatisfiable_shape(), True)
        elif step == "edit":
            s.edit()
            s.suggest()
    if r.random() < 0.5:
        s.checkpoint()
    # Second phase: removals, suggestions, a few more adds.
    for _ in range(r.randint(0, 5)):
        step = r.random()
        if step < 0.3:
            s.remove()
        elif step < 0.5:
            s.suggest()
        elif step < 0.65:
            s.add(s.required_shape(), True)
        elif step < 0.8:
            s.add(s.optional_shape(), False)
        elif step < 0.9:
            s.edit()
            s.suggest()
        else:
            s.unedit()
    s.checkpoint()
    return "%d %d %s" % (sid, s.n, " ".join(s.ops))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--count", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=20261123)
    ap.add_argument("--out", default="-")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    out = sys.stdout if args.out == "-" else open(args.out, "w")
    out.write("# TrellisSolver vs kiwisolver differential systems (scripts/kiwi-differential/generate.py)\n")
    out.write("# kiwisolver %s, Python %s, seed %d, count %d, optional strength %s (Trellis 750)\n"
              % (kiwi.__version__, sys.version.split()[0], args.seed, args.count, OPTIONAL))
    for sid in range(args.count):
        out.write(make_system(rng, sid) + "\n")
    out.write("# kiwi removals: %d, after which kiwi's incremental solution broke a required constraint: %d"
              " (the reference is kiwi rebuilt from scratch after every removal)\n"
              % (STATS["removals"], STATS["kiwi removal defects"]))
    if out is not sys.stdout:
        out.close()
    print("%d systems written; kiwi removal defects %d of %d removals"
          % (args.count, STATS["kiwi removal defects"], STATS["removals"]), file=sys.stderr)


if __name__ == "__main__":
    main()
