extension IBDocument {
    /// The major part of the document's `toolsVersion` (Interface Builder's build number: 12120 is
    /// Xcode 8.3, 15705 Xcode 11.3, 20037 Xcode 12.5, 21701 Xcode 14.3, 22505 Xcode 15.0, 23504
    /// Xcode 16.0, 24128+ Xcode 16.3 and later, 32700 Xcode 26); 0 when absent or unreadable.
    /// Xcode's canvas rules change with it.
    var toolsMajorVersion: Double {
        Double(toolsVersion.split(separator: ".").first ?? "") ?? 0
    }
}
