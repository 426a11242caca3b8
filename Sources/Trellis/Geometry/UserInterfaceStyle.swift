/// Light or dark appearance (UIKit's `UIUserInterfaceStyle`): which value a dynamic ``Color`` takes.
public enum UserInterfaceStyle: String, Sendable, Hashable, CaseIterable {
    case light, dark
}
