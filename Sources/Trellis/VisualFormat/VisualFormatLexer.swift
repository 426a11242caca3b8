/// Splits a visual format string into tokens. Whitespace between tokens is skipped.
///
/// Identifiers are C identifiers (`[A-Za-z_][A-Za-z0-9_]*`), numbers are decimal with an optional
/// fraction and exponent (`20`, `0.5`, `.5`, `1e2`), as `strtod` in the C locale reads them; a
/// `-` is always its own token (the parser reads `-10` inside parentheses as a negative number).
struct VisualFormatLexer {
    let format: String
    private let chars: [Character]

    init(_ format: String) {
        self.format = format
        chars = Array(format)
    }

    func tokens() throws(VisualFormatError) -> [VisualFormatToken] {
        var result: [VisualFormatToken] = []
        var i = 0
        func fail(_ reason: VisualFormatError.Reason, _ column: Int) -> VisualFormatError {
            VisualFormatError(reason, format: format, column: column)
        }
        while i < chars.count {
            let c = chars[i]
            let start = i
            func single(_ kind: VisualFormatToken.Kind) {
                result.append(VisualFormatToken(kind: kind, column: start, text: String(c)))
                i += 1
            }
            switch c {
            case " ", "\t", "\n", "\r": i += 1
            case "|": single(.pipe)
            case "-": single(.dash)
            case "[": single(.openBracket)
            case "]": single(.closeBracket)
            case "(": single(.openParen)
            case ")": single(.closeParen)
            case ",": single(.comma)
            case "@": single(.at)
            case ":": single(.colon)
            case "=", "<", ">":
                let next: Character? = i + 1 < chars.count ? chars[i + 1] : nil
                guard next == "=" else { throw fail(.unknownRelation(String(c)), start) }
                let relation: LayoutRelation = c == "=" ? .equal : c == "<" ? .lessThanOrEqual : .greaterThanOrEqual
                result.append(VisualFormatToken(kind: .relation(relation), column: start, text: String(c) + "="))
                i += 2
            default:
                if Self.isIdentifierStart(c) {
                    while i < chars.count, Self.isIdentifierStart(chars[i]) || Self.isDigit(chars[i]) { i += 1 }
                    let name = String(chars[start..<i])
                    result.append(VisualFormatToken(kind: .identifier(name), column: start, text: name))
                } else if Self.isDigit(c) || (c == "." && i + 1 < chars.count && Self.isDigit(chars[i + 1])) {
                    i = scanNumber(from: i)
                    // A number running straight into letters or another point (`10px`, `1.2.3`) is one bad number.
                    while i < chars.count, Self.isIdentifierStart(chars[i]) || Self.isDigit(chars[i]) || chars[i] == "." { i += 1 }
                    let text = String(chars[start..<i])
                    guard let value = Double(text), value.isFinite else {
                        throw fail(.invalidNumber(text), start)
                    }
                    result.append(VisualFormatToken(kind: .number(value), column: start, text: text))
                } else {
                    throw fail(.unexpectedCharacter(c), start)
                }
            }
        }
        result.append(VisualFormatToken(kind: .end, column: chars.count, text: ""))
        return result
    }

    /// Digits, an optional fraction, an optional exponent; returns the index after the number.
    private func scanNumber(from start: Int) -> Int {
        var i = start
        while i < chars.count, Self.isDigit(chars[i]) { i += 1 }
        if i < chars.count, chars[i] == "." {
            i += 1
            while i < chars.count, Self.isDigit(chars[i]) { i += 1 }
        }
        if i < chars.count, chars[i] == "e" || chars[i] == "E" {
            var j = i + 1
            if j < chars.count, chars[j] == "+" || chars[j] == "-" { j += 1 }
            if j < chars.count, Self.isDigit(chars[j]) {
                i = j
                while i < chars.count, Self.isDigit(chars[i]) { i += 1 }
            }
        }
        return i
    }

    static func isDigit(_ c: Character) -> Bool { c.isASCII && c.isNumber }
    static func isIdentifierStart(_ c: Character) -> Bool { c.isASCII && (c.isLetter || c == "_") }
}
