/// One lexical element of a visual format string, with the column (0-based, in characters)
/// where it starts.
struct VisualFormatToken: Equatable {
    enum Kind: Equatable {
        case pipe, dash, openBracket, closeBracket, openParen, closeParen, comma, at, colon
        case relation(LayoutRelation)
        case identifier(String)
        case number(Double)
        case end
    }

    let kind: Kind
    let column: Int
    /// The characters the token was read from.
    let text: String

    /// How the token reads in an error message.
    var quoted: String { kind == .end ? "the end of the format" : "'\(text)'" }
}
