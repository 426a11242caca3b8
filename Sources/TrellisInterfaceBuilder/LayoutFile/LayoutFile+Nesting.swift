import CYaml

extension LayoutFile {
    /// Throws when the YAML nests collections deeper than ``DocumentLimits/maximumNestingDepth``,
    /// naming the line where the limit is passed. Yams composes a document recursively (about
    /// 5,000 levels exhaust a thread's stack), so the depth is measured first from libyaml's
    /// event stream — the parser Yams itself runs — which holds its state in a stack of its own
    /// and no recursion. A syntax error stops the scan; composing reports it with its location.
    static func checkNesting(_ yaml: String) throws(LayoutFileError) {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return }
        defer { yaml_parser_delete(&parser) }
        let bytes = Array(yaml.utf8)
        let tooDeep: Int? = bytes.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            var depth = 0
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
                defer { yaml_event_delete(&event) }
                switch event.type {
                case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                    depth += 1
                    if depth > DocumentLimits.maximumNestingDepth { return Int(event.start_mark.line) + 1 }
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    depth -= 1
                case YAML_STREAM_END_EVENT, YAML_NO_EVENT:
                    return nil
                default:
                    break
                }
            }
        }
        if let line = tooDeep {
            throw LayoutFileError(line: line, message: "lists and mappings nested more than \(DocumentLimits.maximumNestingDepth) deep")
        }
    }
}
