import Foundation
import Trellis
import Yams

extension LayoutFile {
    /// Reads a layout file from YAML text. Checks the shape of the file (known keys, value types,
    /// unique ids) and the syntax of equations; errors name the line of the file and, for an
    /// equation, the column inside it. Constraint lines that start with `H:`, `V:`, `|` or `[` are
    /// Visual Format Language; they are checked when the layout is made.
    ///
    /// Limits (``DocumentLimits``): collections nested at most
    /// ``DocumentLimits/maximumNestingDepth`` deep, at most ``DocumentLimits/maximumViews`` views and
    /// ``DocumentLimits/maximumConstraints`` constraint lines, counted as aliases are expanded. A key
    /// given twice in one mapping is an error (YAML requires keys to be unique).
    public static func parse(_ yaml: String) throws(LayoutFileError) -> LayoutFile {
        // A byte-order mark may start the text; U+FEFF elsewhere is an ordinary character.
        let yaml = yaml.hasPrefix("\u{FEFF}") ? String(yaml.unicodeScalars.dropFirst()) : yaml
        try checkNesting(yaml)
        let node: Node?
        do {
            node = try Yams.compose(yaml: yaml)
        } catch let error as YamlError {
            throw Self.located(error)
        } catch {
            throw LayoutFileError(line: 0, message: "cannot read YAML: \(error)")
        }
        guard let node, let top = node.mapping else {
            throw LayoutFileError(line: node?.mark?.line ?? 1, message: "a layout file is a YAML mapping with at least a 'view' key")
        }
        try checkKeys(top, allowed: ["device", "orientation", "metrics", "view", "constraints"], of: "the file")
        guard let rootNode = top["view"] else {
            throw LayoutFileError(line: node.mark?.line ?? 1, message: "missing the 'view' key (the root view)")
        }
        var seen: [String: Int] = [:]
        var file = LayoutFile(root: try viewSpec(rootNode, seen: &seen))
        if let d = top["device"] {
            let name = try string(d, "device")
            guard let device = Device.named(name) else {
                throw LayoutFileError(line: line(d), message: Device.notFoundMessage(for: name))
            }
            file.device = device
        }
        if let o = top["orientation"] {
            let value = try string(o, "orientation")
            guard value == "portrait" || value == "landscape" else {
                throw LayoutFileError(line: line(o), message: "orientation must be 'portrait' or 'landscape', not '\(value)'")
            }
            file.orientation = value == "landscape" ? .landscapeRight : .portrait
        }
        if let m = top["metrics"] {
            guard let mapping = m.mapping else { throw LayoutFileError(line: line(m), message: "'metrics' must be a mapping of names to numbers") }
            try checkUniqueKeys(mapping)
            for (key, value) in mapping {
                file.metrics[try string(key, "metric name")] = try number(value, "metric '\(key.string ?? "")'")
            }
        }
        if let c = top["constraints"] {
            guard let sequence = c.sequence else {
                throw LayoutFileError(line: line(c), message: "'constraints' must be a list of VFL lines or equations")
            }
            guard sequence.count <= DocumentLimits.maximumConstraints else {
                throw LayoutFileError(line: line(c), message: "more than \(DocumentLimits.maximumConstraints) constraint lines")
            }
            for item in sequence {
                let text = try string(item, "constraint").trimmingCharacters(in: .whitespaces)
                let at = line(item)
                if text.hasPrefix("H:") || text.hasPrefix("V:") || text.hasPrefix("|") || text.hasPrefix("[") {
                    file.constraints.append(.visualFormat(text, line: at))
                    continue
                }
                do throws(LayoutFileError) {
                    let equation = try LayoutEquation.parse(text)
                    for operand in [equation.first] + (equation.second.map { [$0] } ?? [])
                    where operand.item != "superview" && seen[operand.item] == nil {
                        let column = (text.range(of: operand.item + ".").map { text.distance(from: text.startIndex, to: $0.lowerBound) } ?? 0) + 1
                        throw LayoutFileError(line: at, column: column, message: "unknown view id '\(operand.item)'", source: text)
                    }
                    file.constraints.append(.equation(equation, line: at))
                } catch {
                    var located = error
                    located.line = at
                    throw located
                }
            }
        }
        return file
    }

    private static func located(_ error: YamlError) -> LayoutFileError {
        switch error {
        case let .scanner(_, problem, mark, _), let .parser(_, problem, mark, _), let .composer(_, problem, mark, _):
            return LayoutFileError(line: mark.line, column: mark.column, message: "malformed YAML: \(problem)")
        case let .reader(problem, offset, value, yaml):
            // libyaml's offset counts bytes of the UTF-8 text; the line and column are found from it.
            let prefix = yaml.utf8.prefix(offset ?? 0)
            let line = prefix.count(where: { $0 == 0x0A }) + 1
            let column = String(decoding: prefix.reversed().prefix(while: { $0 != 0x0A }).reversed(), as: UTF8.self).unicodeScalars.count + 1
            return LayoutFileError(line: line, column: column, message: "malformed YAML: \(problem) (U+\(String(format: "%04X", value)))")
        default:
            return LayoutFileError(line: 0, message: "malformed YAML: \(error)")
        }
    }

    private static func line(_ node: Node) -> Int { node.mark?.line ?? 0 }

    private static func checkKeys(_ mapping: Node.Mapping, allowed: Set<String>, of what: String) throws(LayoutFileError) {
        try checkUniqueKeys(mapping)
        for key in mapping.keys {
            let name = key.string ?? ""
            guard allowed.contains(name) else {
                throw LayoutFileError(line: line(key), message: "unknown key '\(name)' in \(what) (expected one of \(allowed.sorted().joined(separator: ", ")))")
            }
        }
    }

    /// Throws at the second occurrence of a key in one mapping (YAML 1.2 §3.2.1.1: keys are unique).
    private static func checkUniqueKeys(_ mapping: Node.Mapping) throws(LayoutFileError) {
        var seen: [String: Int] = [:]
        for key in mapping.keys {
            let name = key.string ?? ""
            if let first = seen[name] {
                throw LayoutFileError(line: line(key), message: "duplicate key '\(name)' (first on line \(first))")
            }
            seen[name] = line(key)
        }
    }

    private static func string(_ node: Node, _ what: String) throws(LayoutFileError) -> String {
        guard let scalar = node.scalar else { throw LayoutFileError(line: line(node), message: "\(what) must be a string") }
        return scalar.string
    }

    private static func number(_ node: Node, _ what: String) throws(LayoutFileError) -> Double {
        guard let scalar = node.scalar, let value = Double(scalar.string), value.isFinite else {
            throw LayoutFileError(line: line(node), message: "\(what) must be a number")
        }
        return value
    }

    private static func bool(_ node: Node, _ what: String) throws(LayoutFileError) -> Bool {
        guard let value = node.bool else { throw LayoutFileError(line: line(node), message: "\(what) must be true or false") }
        return value
    }

    private static func numbers(_ node: Node, _ what: String, count: Int) throws(LayoutFileError) -> [Double] {
        guard let sequence = node.sequence, sequence.count == count else {
            throw LayoutFileError(line: line(node), message: "\(what) must be a list of \(count) numbers")
        }
        var out: [Double] = []
        for item in sequence { out.append(try number(item, what)) }
        return out
    }

    /// A horizontal/vertical priority pair: one number for both, `[h, v]`, or `{horizontal: h, vertical: v}`.
    private static func priorityPair(_ node: Node, _ what: String) throws(LayoutFileError) -> [Double?] {
        var pair: [Double?]
        if let mapping = node.mapping {
            try checkKeys(mapping, allowed: ["horizontal", "vertical"], of: what)
            pair = [nil, nil]
            if let h = mapping["horizontal"] { pair[0] = try number(h, what) }
            if let v = mapping["vertical"] { pair[1] = try number(v, what) }
        } else if node.sequence != nil {
            pair = try numbers(node, what, count: 2)
        } else {
            let value = try number(node, what)
            pair = [value, value]
        }
        for case let p? in pair where !(1...1000).contains(p) {
            throw LayoutFileError(line: line(node), message: "\(what) priority \(p) is outside 1...1000")
        }
        return pair
    }

    /// UIKit's `UIView.AutoresizingMask` names, with Interface Builder's XML names as synonyms.
    static let maskNames: [String: String] = [
        "flexibleLeftMargin": "flexibleLeftMargin", "flexibleMinX": "flexibleLeftMargin",
        "flexibleWidth": "flexibleWidth", "widthSizable": "flexibleWidth",
        "flexibleRightMargin": "flexibleRightMargin", "flexibleMaxX": "flexibleRightMargin",
        "flexibleTopMargin": "flexibleTopMargin", "flexibleMinY": "flexibleTopMargin",
        "flexibleHeight": "flexibleHeight", "heightSizable": "flexibleHeight",
        "flexibleBottomMargin": "flexibleBottomMargin", "flexibleMaxY": "flexibleBottomMargin",
    ]

    private static func color(_ node: Node) throws(LayoutFileError) -> [Double] {
        if node.sequence != nil {
            let count = node.sequence?.count ?? 0
            guard count == 3 || count == 4 else {
                throw LayoutFileError(line: line(node), message: "a colour list is [red, green, blue] or [red, green, blue, alpha] in 0...1")
            }
            var c = try numbers(node, "colour", count: count)
            if count == 3 { c.append(1) }
            guard c.allSatisfy({ (0...1).contains($0) }) else {
                throw LayoutFileError(line: line(node), message: "colour components must be in 0...1")
            }
            return c
        }
        let text = try string(node, "colour")
        switch text {
        case "white": return [1, 1, 1, 1]
        case "black": return [0, 0, 0, 1]
        case "clear": return [0, 0, 0, 0]
        default: break
        }
        let hex = Array(text.dropFirst())
        guard text.hasPrefix("#"), hex.count == 6 || hex.count == 8,
              let value = UInt64(String(hex), radix: 16) else {
            throw LayoutFileError(line: line(node), message: "colour '\(text)' is not #RRGGBB, #RRGGBBAA, white, black, clear or a list of numbers")
        }
        let full = hex.count == 6 ? value << 8 | 0xFF : value
        return [24, 16, 8, 0].map { Double((full >> UInt64($0)) & 0xFF) / 255 }
    }

    /// The view a mapping describes, and its subviews. `seen` holds the line of every view id
    /// read so far: a repeated id is an error as soon as it is read, and no more than
    /// ``DocumentLimits/maximumViews`` views are made, so that aliases repeating a subtree stop at
    /// the first copy instead of building every copy.
    private static func viewSpec(_ node: Node, seen: inout [String: Int]) throws(LayoutFileError) -> ViewSpec {
        guard seen.count < DocumentLimits.maximumViews else {
            throw LayoutFileError(line: line(node), message: "more than \(DocumentLimits.maximumViews) views")
        }
        guard let mapping = node.mapping else {
            throw LayoutFileError(line: line(node), message: "a view is a mapping with at least an 'id'")
        }
        try checkKeys(mapping, allowed: ["id", "class", "label", "color", "frame", "intrinsicSize", "autoresizingMask",
                                         "hugging", "compressionResistance", "translatesAutoresizingMaskIntoConstraints",
                                         "clipsToBounds", "hidden", "subviews"], of: "a view")
        guard let idNode = mapping["id"] else { throw LayoutFileError(line: line(node), message: "a view needs an 'id'") }
        let id = try string(idNode, "id")
        guard let first = id.first, first.isLetter || first == "_",
              id.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            throw LayoutFileError(line: line(idNode), message: "view id '\(id)' must be letters, digits and '_' (starting with a letter)")
        }
        if let first = seen[id] {
            throw LayoutFileError(line: line(node), message: "duplicate view id '\(id)' (first used on line \(first))")
        }
        if id == "superview" {
            throw LayoutFileError(line: line(node), message: "'superview' is reserved and cannot be a view id")
        }
        seen[id] = line(node)
        var spec = ViewSpec(id: id)
        spec.line = line(node)
        if let n = mapping["class"] { spec.className = try string(n, "class") }
        if let n = mapping["label"] { spec.label = try string(n, "label") }
        if let n = mapping["color"] { spec.color = try color(n) }
        if let n = mapping["frame"] {
            let f = try numbers(n, "frame [x, y, width, height]", count: 4)
            guard f[2] >= 0, f[3] >= 0 else { throw LayoutFileError(line: line(n), message: "frame width and height must not be negative") }
            spec.frame = f
        }
        if let n = mapping["intrinsicSize"] {
            guard let sequence = n.sequence, sequence.count == 2 else {
                throw LayoutFileError(line: line(n), message: "intrinsicSize must be [width, height] (null for no intrinsic metric)")
            }
            var size: [Double?] = []
            for item in sequence {
                if item.scalar?.string == "null" || item.scalar?.string == "~" { size.append(nil) } else { size.append(try number(item, "intrinsicSize")) }
            }
            spec.intrinsicSize = size
        }
        if let n = mapping["autoresizingMask"] {
            var names: [String] = []
            if let sequence = n.sequence {
                for item in sequence { names.append(try string(item, "autoresizingMask flag")) }
            } else {
                names = try string(n, "autoresizingMask").split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
            }
            var flags: [String] = []
            for name in names {
                guard let flag = maskNames[name] else {
                    throw LayoutFileError(line: line(n), message: "unknown autoresizingMask flag '\(name)'")
                }
                flags.append(flag)
            }
            spec.autoresizingMask = flags
        }
        if let n = mapping["hugging"] { spec.hugging = try priorityPair(n, "hugging") }
        if let n = mapping["compressionResistance"] { spec.compressionResistance = try priorityPair(n, "compressionResistance") }
        if let n = mapping["translatesAutoresizingMaskIntoConstraints"] {
            spec.translatesAutoresizingMaskIntoConstraints = try bool(n, "translatesAutoresizingMaskIntoConstraints")
        }
        if let n = mapping["clipsToBounds"] { spec.clipsToBounds = try bool(n, "clipsToBounds") }
        if let n = mapping["hidden"] { spec.isHidden = try bool(n, "hidden") }
        if let n = mapping["subviews"] {
            guard let sequence = n.sequence else { throw LayoutFileError(line: line(n), message: "'subviews' must be a list of views") }
            for item in sequence { spec.subviews.append(try viewSpec(item, seen: &seen)) }
        }
        return spec
    }
}

extension LayoutFile {
    /// Reads a layout file from its bytes: UTF-8, with or without a byte-order mark; a byte that
    /// is not UTF-8 is an error naming its line and column.
    public static func parse(_ data: Data) throws(LayoutFileError) -> LayoutFile {
        if let (line, column, byte) = XMLTree.firstInvalidUTF8(data) {
            throw LayoutFileError(line: line, column: column, message: "invalid UTF-8 byte 0x\(String(byte, radix: 16, uppercase: true))")
        }
        return try parse(String(decoding: data, as: UTF8.self))
    }
}
