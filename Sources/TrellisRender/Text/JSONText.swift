/// Quotes a string for JSON: wraps it in double quotes and escapes `"`, `\` and control
/// characters (RFC 8259 §7).
public func jsonQuoted(_ string: String) -> String {
    var out = "\""
    for scalar in string.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case let c where c.value < 0x20:
            let hex = String(c.value, radix: 16)
            out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}

/// Escapes text for XML/HTML character data and attribute values (`&`, `<`, `>`, `"`, `'`).
public func xmlEscaped(_ string: String) -> String {
    var out = ""
    for c in string {
        switch c {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&apos;"
        default: out.append(c)
        }
    }
    return out
}
