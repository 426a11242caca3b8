import Foundation
@testable import TrellisSolver

/// Replays the systems written by `scripts/kiwi-differential/generate.py` on TrellisSolver and
/// compares with kiwisolver's answers recorded in the file (format: the script's docstring).
///
/// Every optional constraint and edit variable is at one priority (750 here, kiwi's `medium`
/// there), where lexicographic and weighted objectives coincide. At each checkpoint a variable
/// is compared when its optimal value is unique: Trellis's `isFixed` says so, or kiwi's LP
/// probe does (the script's `~` marks a variable kiwi found free). Both answers of uniqueness
/// are compared too, and every add must succeed or throw `.unsatisfiable` exactly as in kiwi.
struct KiwiReplay {
    /// The optional priority standing for kiwi's `medium`.
    static let optional = Priority(750)

    var systems = 0
    var checkpoints = 0
    var variablesSeen = 0
    /// Values compared: variables unique by `isFixed` or by kiwi's probe, at every checkpoint.
    var compared = 0
    /// Checkpoint variables with `isFixed` true / with kiwi's probe saying unique.
    var trellisFixed = 0
    var kiwiUnique = 0
    /// Systems whose last checkpoint compared at least one variable.
    var systemsWithComparison = 0
    var adds = 0
    var unsatisfiableAdds = 0
    var removals = 0
    var suggestions = 0
    var valueDisagreements: [String] = []
    var uniquenessDisagreements: [String] = []
    var addDisagreements: [String] = []
    /// For each checkpoint with a disagreement: both solutions' objective and feasibility.
    var diagnoses: [String] = []

    var disagreements: Int { valueDisagreements.count + uniquenessDisagreements.count + addDisagreements.count }

    var summary: String {
        "\(systems) systems, \(compared) variables compared, \(disagreements) disagreements"
            + " (\(valueDisagreements.count) values, \(uniquenessDisagreements.count) uniqueness,"
            + " \(addDisagreements.count) add outcomes); \(checkpoints) checkpoints,"
            + " \(variablesSeen) checkpoint variables, isFixed \(trellisFixed), kiwi unique \(kiwiUnique),"
            + " \(systemsWithComparison) systems with a compared variable at the end,"
            + " \(adds) adds (\(unsatisfiableAdds) unsatisfiable), \(removals) removals, \(suggestions) suggestions"
    }

    struct FormatError: Error, CustomStringConvertible {
        var description: String
    }

    /// Values agree to 1e-6, relative for magnitudes above 1.
    static func agree(_ a: Double, _ b: Double) -> Bool {
        abs(a - b) <= 1e-6 * max(1, abs(b))
    }

    static func run(file: String) throws -> KiwiReplay {
        var replay = KiwiReplay()
        let text = try String(contentsOfFile: file, encoding: .utf8)
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            try replay.replay(line)
        }
        return replay
    }

    mutating func replay(_ line: Substring) throws {
        let fields = line.split(separator: " ")
        guard fields.count >= 2, let count = Int(fields[1]) else {
            throw FormatError(description: "bad system line: \(line.prefix(80))")
        }
        let id = String(fields[0])
        let vars = (0..<count).map { Variable("v\($0)") }
        let solver = Solver()
        var constraints: [Constraint] = []
        var lastCompared = 0
        var edits: [Int: Double] = [:]
        systems += 1

        /// Sum of optional errors (edit suggestions included) and the largest required
        /// violation at `values`: tells which side of a disagreement is not optimal.
        func assess(_ values: [Double]) -> String {
            let at = Dictionary(uniqueKeysWithValues: zip(vars.map(ObjectIdentifier.init), values))
            var objective = 0.0, violation = 0.0
            for c in solver.constraints {
                let e = ConstraintChecks.error(c, at)
                if c.priority.isRequired { violation = max(violation, e) } else { objective += e }
            }
            for (i, s) in edits { objective += abs(values[i] - s) }
            return "objective \(objective), worst required violation \(violation)"
        }

        func variable(_ s: Substring) throws -> Variable {
            guard let i = Int(s), vars.indices.contains(i) else { throw FormatError(description: "system \(id): bad variable \(s)") }
            return vars[i]
        }
        func number(_ s: Substring) throws -> Double {
            guard let x = Double(s.hasPrefix("~") ? s.dropFirst() : s) else {
                throw FormatError(description: "system \(id): bad number \(s)")
            }
            return x
        }

        for (step, op) in fields.dropFirst(2).enumerated() {
            let where_ = "system \(id) op \(step) (\(op.prefix(40)))"
            let parts = op.split(separator: ",", omittingEmptySubsequences: false)
            let head = parts[0]
            switch head.first {
            case "+":
                let chars = Array(head)
                guard chars.count >= 3 else { throw FormatError(description: "\(where_): bad add") }
                let required = chars[1] == "R"
                let relation: Relation = chars[2] == "=" ? .equal : chars[2] == "<" ? .lessThanOrEqual : .greaterThanOrEqual
                let kiwiUnsatisfiable = chars.count > 3 && chars[3] == "!"
                var terms: [Term] = []
                for t in parts.dropFirst(2) {
                    let ci = t.split(separator: "@")
                    guard ci.count == 2 else { throw FormatError(description: "\(where_): bad term \(t)") }
                    terms.append(Term(try variable(ci[1]), try number(ci[0])))
                }
                let c = Constraint(Expression(terms: terms, constant: try number(parts[1])), relation,
                                   priority: required ? .required : Self.optional)
                constraints.append(c)
                adds += 1
                if kiwiUnsatisfiable { unsatisfiableAdds += 1 }
                do {
                    try solver.add(c)
                    if kiwiUnsatisfiable { addDisagreements.append("\(where_): kiwi unsatisfiable, Trellis added it") }
                } catch .unsatisfiable {
                    if !kiwiUnsatisfiable { addDisagreements.append("\(where_): kiwi added it, Trellis threw unsatisfiable") }
                } catch {
                    addDisagreements.append("\(where_): Trellis threw \(error)")
                }
            case "-":
                guard let k = Int(head.dropFirst()), constraints.indices.contains(k) else {
                    throw FormatError(description: "\(where_): bad removal")
                }
                try solver.remove(constraints[k])
                removals += 1
            case "E":
                try solver.addEditVariable(try variable(head.dropFirst()), priority: Self.optional)
                edits[Int(head.dropFirst())!] = 0
            case "X":
                try solver.removeEditVariable(try variable(head.dropFirst()))
                edits[Int(head.dropFirst())!] = nil
            case "S":
                try solver.suggestValue(try variable(head.dropFirst()), try number(parts[1]))
                edits[Int(head.dropFirst())!] = try number(parts[1])
                suggestions += 1
            case "=":
                guard parts.count == count + 1 else { throw FormatError(description: "\(where_): \(parts.count - 1) values") }
                checkpoints += 1
                solver.updateVariables()
                lastCompared = 0
                var disagreed = false
                for (i, field) in parts.dropFirst().enumerated() {
                    let kiwiValue = try number(field)
                    let unique = !field.hasPrefix("~")
                    let fixed = solver.isFixed(vars[i])
                    let value = solver.value(of: vars[i])
                    variablesSeen += 1
                    if fixed { trellisFixed += 1 }
                    if unique { kiwiUnique += 1 }
                    if fixed != unique {
                        disagreed = true
                        uniquenessDisagreements.append(
                            "\(where_): v\(i) isFixed \(fixed), kiwi \(unique ? "unique" : "free"); Trellis \(value), kiwi \(kiwiValue)")
                    }
                    guard fixed || unique else { continue }
                    compared += 1
                    lastCompared += 1
                    if !Self.agree(value, kiwiValue) {
                        disagreed = true
                        valueDisagreements.append("\(where_): v\(i) Trellis \(value), kiwi \(kiwiValue)")
                    }
                }
                if disagreed {
                    let kiwiValues = try parts.dropFirst().map(number)
                    diagnoses.append("system \(id) op \(step): Trellis \(assess(vars.map(solver.value))); kiwi \(assess(kiwiValues))")
                }
            default:
                throw FormatError(description: "\(where_): unknown op")
            }
        }
        if lastCompared > 0 { systemsWithComparison += 1 }
    }
}
