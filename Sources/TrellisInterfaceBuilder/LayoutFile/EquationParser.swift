/// A small hand-written parser for ``LayoutEquation``: a tokenizer plus recursive descent over
/// `operand relation expression [@ priority]`.
struct EquationParser {
    enum Token: Equatable {
        case identifier(String), number(Double), dot, star, slash, plus, minus, relation(LayoutEquation.Relation), at, end
    }

    let text: String
    private var tokens: [(token: Token, column: Int)] = []
    private var index = 0

    init(text: String) { self.text = text }

    private func fail(_ message: String, at column: Int) -> LayoutFileError {
        LayoutFileError(line: 0, column: column, message: message, source: text)
    }

    private mutating func tokenize() throws(LayoutFileError) {
        let chars = Array(text)
        var i = 0
        while i < chars.count {
            let c = chars[i], column = i + 1
            if c == " " || c == "\t" { i += 1; continue }
            if c.isLetter || c == "_" {
                var j = i
                while j < chars.count, chars[j].isLetter || chars[j].isNumber || chars[j] == "_" { j += 1 }
                tokens.append((.identifier(String(chars[i..<j])), column)); i = j; continue
            }
            if c.isNumber || (c == "." && i + 1 < chars.count && chars[i + 1].isNumber) {
                var j = i
                while j < chars.count, chars[j].isNumber || chars[j] == "." { j += 1 }
                guard let value = Double(String(chars[i..<j])) else {
                    throw fail("malformed number '\(String(chars[i..<j]))'", at: column)
                }
                tokens.append((.number(value), column)); i = j; continue
            }
            let next: Character? = i + 1 < chars.count ? chars[i + 1] : nil
            switch c {
            case ".": tokens.append((.dot, column))
            case "*": tokens.append((.star, column))
            case "/": tokens.append((.slash, column))
            case "+": tokens.append((.plus, column))
            case "-": tokens.append((.minus, column))
            case "@": tokens.append((.at, column))
            case "=", "<", ">":
                guard next == "=" else {
                    throw fail("expected '==', '<=' or '>=' but found '\(c)'", at: column)
                }
                let relation: LayoutEquation.Relation = c == "=" ? .equal : c == "<" ? .lessThanOrEqual : .greaterThanOrEqual
                tokens.append((.relation(relation), column)); i += 2; continue
            default:
                throw fail("unexpected character '\(c)'", at: column)
            }
            i += 1
        }
        tokens.append((.end, chars.count + 1))
    }

    private var current: Token { tokens[index].token }
    private var column: Int { tokens[index].column }

    private func describe(_ token: Token) -> String {
        switch token {
        case .identifier(let s): return "'\(s)'"
        case .number(let v): return "'\(v)'"
        case .dot: return "'.'"
        case .star: return "'*'"
        case .slash: return "'/'"
        case .plus: return "'+'"
        case .minus: return "'-'"
        case .relation(let r): return "'\(r.rawValue)'"
        case .at: return "'@'"
        case .end: return "the end"
        }
    }

    mutating func parse() throws(LayoutFileError) -> LayoutEquation {
        try tokenize()
        guard case .identifier = current else {
            throw fail("expected a view id and attribute such as 'a.width' but found \(describe(current))", at: column)
        }
        let first = try operand()
        guard case .relation(let relation) = current else {
            throw fail("expected '==', '<=' or '>=' but found \(describe(current))", at: column)
        }
        index += 1
        var second: LayoutEquation.Operand?
        var multiplier = 1.0, constant = 0.0
        var sign = 1.0
        if current == .minus { sign = -1; index += 1 } else if current == .plus { index += 1 }
        while true {
            let termColumn = column
            let (coefficient, item) = try term()
            if let item {
                guard second == nil else {
                    throw fail("only one item may appear on the right-hand side", at: termColumn)
                }
                second = item
                multiplier = sign * coefficient
            } else {
                constant += sign * coefficient
            }
            if current == .plus { sign = 1; index += 1 } else if current == .minus { sign = -1; index += 1 } else { break }
        }
        var priority = 1000.0
        if current == .at {
            index += 1
            let priorityColumn = column
            switch current {
            case .number(let value): priority = value
            case .identifier("required"): priority = 1000
            case .identifier("high"): priority = 750
            case .identifier("low"): priority = 250
            case .identifier("fittingSize"): priority = 50
            default:
                throw fail("expected a priority (1...1000, required, high, low, fittingSize) but found \(describe(current))", at: priorityColumn)
            }
            guard priority >= 1, priority <= 1000 else {
                throw fail("priority \(priority) is outside 1...1000", at: priorityColumn)
            }
            index += 1
        }
        guard current == .end else {
            throw fail("unexpected \(describe(current))", at: column)
        }
        return LayoutEquation(first: first, relation: relation, second: second, multiplier: multiplier,
                              constant: constant, priority: priority, text: text)
    }

    /// `number`, `number * operand`, `operand`, `operand * number`, `operand / number`.
    private mutating func term() throws(LayoutFileError) -> (Double, LayoutEquation.Operand?) {
        switch current {
        case .number(let value):
            index += 1
            guard current == .star else { return (value, nil) }
            index += 1
            guard case .identifier = current else {
                throw fail("expected a view id and attribute after '*' but found \(describe(current))", at: column)
            }
            return (value, try operand())
        case .identifier:
            let item = try operand()
            if current == .star || current == .slash {
                let divide = current == .slash
                index += 1
                guard case .number(let value) = current else {
                    throw fail("expected a number after \(divide ? "'/'" : "'*'") but found \(describe(current))", at: column)
                }
                if divide && value == 0 { throw fail("division by zero", at: column) }
                index += 1
                return (divide ? 1 / value : value, item)
            }
            return (1, item)
        default:
            throw fail("expected a number or a view attribute but found \(describe(current))", at: column)
        }
    }

    /// `id.attribute`.
    private mutating func operand() throws(LayoutFileError) -> LayoutEquation.Operand {
        guard case .identifier(let item) = current else {
            throw fail("expected a view id but found \(describe(current))", at: column)
        }
        index += 1
        guard current == .dot else {
            throw fail("expected '.' and an attribute after '\(item)' but found \(describe(current))", at: column)
        }
        index += 1
        guard case .identifier(let attribute) = current else {
            throw fail("expected an attribute after '\(item).' but found \(describe(current))", at: column)
        }
        guard LayoutEquation.attributeNames.contains(attribute) else {
            throw fail("unknown attribute '\(attribute)'", at: column)
        }
        index += 1
        return LayoutEquation.Operand(item: item, attribute: attribute)
    }
}
