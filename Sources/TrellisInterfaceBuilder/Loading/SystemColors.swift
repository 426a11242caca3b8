import Trellis

/// Interface Builder's names of UIKit's system colours (`<color systemColor="…"/>` since Xcode 11,
/// `cocoaTouchSystemColor="…"` before) and the dynamic colours they stand for. Names as the corpora
/// write them (e.g. secondaryLabelColor 351 times, systemBackgroundColor 596 times in
/// /work/shared/corpus and corpus-modern); values in ``Color``'s system colours (Apple's HIG).
enum SystemColors {
    static let byName: [String: Color] = [
        "systemBlueColor": .systemBlue, "systemRedColor": .systemRed, "systemGreenColor": .systemGreen,
        "systemOrangeColor": .systemOrange, "systemYellowColor": .systemYellow, "systemPinkColor": .systemPink,
        "systemPurpleColor": .systemPurple, "systemTealColor": .systemTeal, "systemIndigoColor": .systemIndigo,
        "systemBrownColor": .systemBrown, "systemMintColor": .systemMint, "systemCyanColor": .systemCyan,
        "systemGrayColor": .systemGray, "systemGray2Color": .systemGray2, "systemGray3Color": .systemGray3,
        "systemGray4Color": .systemGray4, "systemGray5Color": .systemGray5, "systemGray6Color": .systemGray6,
        "labelColor": .label, "secondaryLabelColor": .secondaryLabel, "tertiaryLabelColor": .tertiaryLabel,
        "quaternaryLabelColor": .quaternaryLabel, "placeholderTextColor": .placeholderText,
        "separatorColor": .separator, "opaqueSeparatorColor": .opaqueSeparator, "linkColor": .link,
        "systemBackgroundColor": .systemBackground, "secondarySystemBackgroundColor": .secondarySystemBackground,
        "tertiarySystemBackgroundColor": .tertiarySystemBackground, "systemGroupedBackgroundColor": .systemGroupedBackground,
        "secondarySystemGroupedBackgroundColor": .secondarySystemGroupedBackground,
        "tertiarySystemGroupedBackgroundColor": .tertiarySystemGroupedBackground,
        "tableCellGroupedBackgroundColor": .secondarySystemGroupedBackground,
        "groupTableViewBackgroundColor": .systemGroupedBackground,
        "systemFillColor": .systemFill, "secondarySystemFillColor": .secondarySystemFill,
        "tertiarySystemFillColor": .tertiarySystemFill, "quaternarySystemFillColor": .quaternarySystemFill,
        "tintColor": .systemBlue,
        // The fixed colours of UIKit's class properties (`UIColor.white`, `.darkText`, `.lightText`…).
        "whiteColor": .white, "blackColor": .black, "clearColor": .clear, "darkTextColor": .black,
        "lightTextColor": Color(white: 1, alpha: 0.6), "darkGrayColor": Color(white: 1.0 / 3),
        "lightGrayColor": Color(white: 2.0 / 3), "grayColor": Color(white: 0.5),
    ]
}
