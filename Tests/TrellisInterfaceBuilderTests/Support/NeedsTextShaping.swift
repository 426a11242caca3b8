import Testing
import Trellis

extension Trait where Self == ConditionTrait {
    /// Runs a test or suite only when HarfBuzz and Inter can be loaded (text measured as Trellis
    /// measures it); otherwise it is skipped with a message naming the Debian packages.
    static var needsTextShaping: Self {
        .enabled(if: (try? ShapingTextMeasurer.shared.get()) != nil,
                 "needs the Debian packages libharfbuzz0b and fonts-inter (apt-get install libharfbuzz0b fonts-inter)")
    }

    /// Runs a test only when the fallback fonts can be loaded too (Noto Color Emoji and Noto Sans
    /// CJK, which stand in for Apple Color Emoji and PingFang); otherwise it is skipped with a
    /// message naming the Debian packages.
    static var needsFallbackFonts: Self {
        .enabled(if: (try? ShapingTextMeasurer.shared.get())?.missingFallbacks.isEmpty == true,
                 "needs the Debian packages libharfbuzz0b, fonts-inter, fonts-noto-color-emoji and fonts-noto-cjk (apt-get install libharfbuzz0b fonts-inter fonts-noto-color-emoji fonts-noto-cjk)")
    }
}
