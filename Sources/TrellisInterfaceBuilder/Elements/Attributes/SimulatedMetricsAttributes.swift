/// What a view controller (or a navigation controller) element states about the bars Interface
/// Builder simulates around its root view (``SimulatedBars``), decoded once (``AttributeDecoder``):
/// the simulated top and bottom bars (`<simulatedNavigationBarMetrics key="simulatedTopBarMetrics">`,
/// `<simulatedTabBarMetrics>` or `<simulatedToolbarMetrics key="simulatedBottomBarMetrics">`) and
/// whether each is translucent, UIKit's `edgesForExtendedLayout` (`<extendedEdge
/// key="edgesForExtendedLayout">`, its top and bottom) and a navigation controller's
/// `isNavigationBarHidden` (`navigationBarHidden="YES"`).
struct SimulatedMetricsAttributes: ElementAttributes {
    /// A simulated bar: the element Interface Builder writes for it and whether it is translucent.
    struct Bar: Equatable, Sendable {
        /// The element's name: `simulatedNavigationBarMetrics`, `simulatedTabBarMetrics`,
        /// `simulatedToolbarMetrics` (or another, such as `nil`, which simulates no bar of these).
        let name: String
        /// UIKit's `isTranslucent`: true unless `translucent="NO"`.
        let isTranslucent: Bool
        /// Whether it simulates a navigation bar.
        var isNavigationBar: Bool { name == "simulatedNavigationBarMetrics" }
    }

    /// The element written with `key="simulatedTopBarMetrics"`, nil when none is.
    let topBar: Bar?
    /// The element written with `key="simulatedBottomBarMetrics"`, nil when none is.
    let bottomBar: Bar?
    /// Whether `edgesForExtendedLayout` has `.top`: UIKit's default (`.all`) when no
    /// `<extendedEdge>` is written, else only with `top="YES"`.
    let extendsUnderTopBars: Bool
    /// Whether `edgesForExtendedLayout` has `.bottom` (as ``extendsUnderTopBars``).
    let extendsUnderBottomBars: Bool
    /// A navigation controller's `isNavigationBarHidden` (`navigationBarHidden="YES"`).
    let isNavigationBarHidden: Bool
    /// Whether the status bar is simulated as none (Interface Builder's "Status Bar: None",
    /// written `<nil key="simulatedStatusBarMetrics"/>`), as a controller whose
    /// `prefersStatusBarHidden` is true shows none (``CanvasRule/statusBarNone``).
    let hidesStatusBar: Bool

    init(_ d: inout AttributeDecoder) {
        func bar(_ key: String, _ d: inout AttributeDecoder) -> Bar? {
            guard let e = d.element.children.first(where: { $0["key"] == key }) else { return nil }
            return Bar(name: e.name, isTranslucent: d.flag("\(key).translucent", value: e["translucent"], default: true))
        }
        topBar = bar("simulatedTopBarMetrics", &d)
        bottomBar = bar("simulatedBottomBarMetrics", &d)
        if let edges = d.element.child("extendedEdge", key: "edgesForExtendedLayout") {
            extendsUnderTopBars = d.flag("edgesForExtendedLayout.top", value: edges["top"])
            extendsUnderBottomBars = d.flag("edgesForExtendedLayout.bottom", value: edges["bottom"])
        } else {
            extendsUnderTopBars = true
            extendsUnderBottomBars = true
        }
        isNavigationBarHidden = d.flag("navigationBarHidden")
        hidesStatusBar = d.element.children.contains { $0.name == "nil" && $0["key"] == "simulatedStatusBarMetrics" }
    }
}
