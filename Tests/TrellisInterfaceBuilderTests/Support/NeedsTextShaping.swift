import Testing
import Trellis

extension Trait where Self == ConditionTrait {
    /// Runs a test or suite only when HarfBuzz and Inter can be loaded (text measured as Trellis
    /// measures it); otherwise it is skipped with a message naming the Debian packages.
    static var needsTextShaping: Self {
        .enabled(if: (try? ShapingTextMeasurer.shared.get()) != nil,
                 "needs the Debian packages libharfbuzz0b and fonts-inter (apt-get install libharfbuzz0b fonts-inter)")
    }
}
