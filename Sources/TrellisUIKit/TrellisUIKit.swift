// TrellisUIKit: UIKit's names over Trellis, so that UIKit layout code compiles nearly verbatim.
//
// `import TrellisUIKit` brings Trellis in too (re-exported): the UIKit names below are aliases of
// Trellis's own types, not copies, so a `UIView` *is* a `View` and both APIs can be mixed.
// The layer adds only what UIKit code needs and Trellis, being Swift-native, spells otherwise:
// non-throwing initialisers that log as UIKit's raise, `[String: Any]` dictionaries,
// `UIScreen.main`, `UIWindow(frame:)`, `UIImage(named:)`, `view.snp`, `isKind(of:)`.
// docs/uikit.md lists what is covered; docs/differences.md the deliberate differences.
@_exported import Trellis
import Foundation
