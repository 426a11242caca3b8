/// Recursive-descent parser for Apple's visual format grammar (see ``VisualFormat``):
///
/// ```
/// <visualFormatString>      (<orientation>:)? (<superview><connection>)? <view>(<connection><view>)* (<connection><superview>)?
/// <orientation>             H | V
/// <superview>               |
/// <view>                    [ <viewName> (<predicateListWithParens>)? ]
/// <connection>              e | - <predicateList> - | -
/// <predicateList>           <simplePredicate> | <predicateListWithParens>
/// <simplePredicate>         <metricName> | <positiveNumber>
/// <predicateListWithParens> ( <predicate> (, <predicate>)* )
/// <predicate>               (<relation>)? <objectOfPredicate> (@ <priority>)?
/// <relation>                == | <= | >=
/// <objectOfPredicate>       <constant> | <viewName>
/// <priority>                <metricName> | <number>
/// <constant>                <metricName> | <number>
/// ```
/// One extension: a simple predicate may carry a priority (`-20@750-`), as the parenthesized
/// form `-(20@750)-` does.
struct VisualFormatParser {
    let format: String
    private var tokens: [VisualFormatToken] = []
    private var index = 0

    init(_ format: String) { self.format = format }

    private var current: VisualFormatToken { tokens[index] }
    private var next: VisualFormatToken { tokens[min(index + 1, tokens.count - 1)] }
    private mutating func advance() { if index < tokens.count - 1 { index += 1 } }

    private func error(_ reason: VisualFormatError.Reason, at column: Int? = nil) -> VisualFormatError {
        VisualFormatError(reason, format: format, column: column ?? current.column)
    }

    mutating func parse() throws(VisualFormatError) -> VisualFormat {
        // Counting stops at the limit, so a huge string costs no more than the limit.
        if format.prefix(VisualFormat.maximumLength + 1).count > VisualFormat.maximumLength {
            throw error(.formatTooLong(limit: VisualFormat.maximumLength), at: VisualFormat.maximumLength)
        }
        tokens = try VisualFormatLexer(format).tokens()
        if current.kind == .end { throw error(.emptyFormat) }

        var axis = LayoutAxis.horizontal
        if case let .identifier(name) = current.kind {
            guard name == "H" || name == "V" else { throw error(.expectedView) }
            axis = name == "H" ? .horizontal : .vertical
            guard next.kind == .colon else { throw error(.expectedColonAfterOrientation(axis), at: next.column) }
            advance(); advance()
        }

        var leading: VisualFormatConnection?
        var leadingColumn: Int?
        if current.kind == .pipe {
            leadingColumn = current.column
            advance()
            leading = try parseConnection()
        }
        var views = [try parseView()]
        var connections: [VisualFormatConnection] = []
        var trailing: VisualFormatConnection?
        var trailingColumn: Int?
        while current.kind != .end {
            let connection = try parseConnection()
            if current.kind == .pipe {
                trailingColumn = current.column
                trailing = connection
                advance()
                guard current.kind == .end else { throw error(.unexpectedAfterSuperview(current.text)) }
                break
            }
            guard current.kind == .openBracket else {
                if current.kind == .end || connection.kind != .flush { throw error(.expectedViewOrSuperview) }
                throw error(.unexpectedToken(current.text))
            }
            connections.append(connection)
            views.append(try parseView())
        }
        return VisualFormat(format: format, axis: axis, leadingSuperview: leading, views: views, connections: connections,
                            trailingSuperview: trailing, leadingSuperviewColumn: leadingColumn, trailingSuperviewColumn: trailingColumn)
    }

    /// `e | - <predicateList> - | -`
    private mutating func parseConnection() throws(VisualFormatError) -> VisualFormatConnection {
        guard current.kind == .dash else { return VisualFormatConnection(.flush, column: current.column) }
        let column = current.column
        advance()
        switch current.kind {
        case .openBracket, .pipe:
            return VisualFormatConnection(.standard, column: column)
        case .openParen:
            let predicates = try parsePredicateList()
            guard current.kind == .dash else { throw error(.expectedDashAfterSpacing) }
            advance()
            return VisualFormatConnection(.predicates(predicates), column: column)
        case .number, .identifier:
            let start = current.column
            let object = try parseConstant(allowNegative: false)
            var predicate = VisualFormatPredicate(object: object, column: start, objectColumn: start)
            if current.kind == .at {
                advance()
                predicate.priorityColumn = current.column
                predicate.priority = try parsePriority()
            }
            guard current.kind == .dash else { throw error(.expectedDashAfterSpacing) }
            advance()
            return VisualFormatConnection(.predicates([predicate]), column: column)
        case .end:
            throw error(.expectedViewOrSuperview)
        default:
            throw error(.expectedSpacing(current.text))
        }
    }

    /// `[ <viewName> (<predicateListWithParens>)? ]`
    private mutating func parseView() throws(VisualFormatError) -> VisualFormatView {
        guard current.kind == .openBracket else {
            throw error(.expectedView)
        }
        let column = current.column
        advance()
        guard case let .identifier(name) = current.kind else { throw error(.expectedViewName) }
        let nameColumn = current.column
        advance()
        var predicates: [VisualFormatPredicate] = []
        if current.kind == .openParen { predicates = try parsePredicateList() }
        guard current.kind == .closeBracket else { throw error(.unterminatedView) }
        let end = current.column
        advance()
        return VisualFormatView(name: name, predicates: predicates, column: column, nameColumn: nameColumn, endColumn: end)
    }

    /// `( <predicate> (, <predicate>)* )`
    private mutating func parsePredicateList() throws(VisualFormatError) -> [VisualFormatPredicate] {
        advance() // (
        var predicates: [VisualFormatPredicate] = []
        while true {
            predicates.append(try parsePredicate())
            if current.kind == .comma { advance(); continue }
            guard current.kind == .closeParen else { throw error(.unterminatedPredicateList) }
            advance()
            return predicates
        }
    }

    /// `(<relation>)? <objectOfPredicate> (@ <priority>)?`
    private mutating func parsePredicate() throws(VisualFormatError) -> VisualFormatPredicate {
        let column = current.column
        var relation = LayoutRelation.equal
        if case let .relation(r) = current.kind { relation = r; advance() }
        let objectColumn = current.column
        let object = try parseConstant(allowNegative: true)
        var predicate = VisualFormatPredicate(relation: relation, object: object, column: column, objectColumn: objectColumn)
        if current.kind == .at {
            advance()
            predicate.priorityColumn = current.column
            predicate.priority = try parsePriority()
        }
        return predicate
    }

    /// `<metricName> | <number>` (a view name is also read here and checked when resolving).
    private mutating func parseConstant(allowNegative: Bool) throws(VisualFormatError) -> VisualFormatPredicate.Value {
        switch current.kind {
        case let .number(n): advance(); return .number(n)
        case let .identifier(name): advance(); return .name(name)
        case .dash where allowNegative:
            if case let .number(n) = next.kind, next.column == current.column + 1 {
                advance(); advance()
                return .number(-n)
            }
            throw error(.expectedPredicateObject(current.text))
        case .relation: throw error(.unknownRelation(current.text))
        case .end: throw error(.expectedPredicateObject(""))
        default: throw error(.expectedPredicateObject(current.text))
        }
    }

    private mutating func parsePriority() throws(VisualFormatError) -> VisualFormatPredicate.Value {
        switch current.kind {
        case let .number(n): advance(); return .number(n)
        case let .identifier(name): advance(); return .name(name)
        default: throw error(.expectedPriority)
        }
    }
}
