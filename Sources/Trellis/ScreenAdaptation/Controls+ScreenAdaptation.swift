extension Label {
    /// Scales the font's point size from its design value; face and weight are kept.
    func adaptFont(_ adapter: ScreenAdapter) {
        font = font.withSize(screenAdaptationRecord.adapt(.fontPointSize, current: font.pointSize, adapter: adapter))
    }
}

extension Button {
    /// Scales the title font's point size from its design value; face and weight are kept.
    func adaptFont(_ adapter: ScreenAdapter) {
        font = font.withSize(screenAdaptationRecord.adapt(.fontPointSize, current: font.pointSize, adapter: adapter))
    }
}

extension TextView {
    /// Scales the font's point size from its design value; face, weight and text style are kept
    /// (a text style's lines follow the new size's leading).
    func adaptFont(_ adapter: ScreenAdapter) {
        font = font.withSize(screenAdaptationRecord.adapt(.fontPointSize, current: font.pointSize, adapter: adapter))
    }
}
