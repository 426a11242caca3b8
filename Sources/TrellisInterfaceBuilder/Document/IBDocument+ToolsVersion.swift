extension IBDocument {
    /// The Interface Builder version that saved the document (its `toolsVersion`;
    /// ``ToolsVersion/unknown`` when absent or unreadable). Xcode's canvas rules change with it:
    /// the reader asks ``CanvasRule/table`` whether a rule applies to it.
    public var tools: ToolsVersion { ToolsVersion(toolsVersion) }
}
