import Trellis

/// A navigation controller's bar recomputed for the device a document is laid out on, when that
/// is not the canvas Xcode stored the bar's frame on: UIKit sizes the bar by device and size
/// class, so a height stored on an iPad is not the height on an iPhone ("recompute, don't
/// carry"). Used by the container bars (``IBDocument/layoutContainerBars(into:device:orientation:)``)
/// and by the top of a root view under the bar (``SimulatedBars``).
///
/// The standard bar (``standardNavigationBarHeight(device:orientation:tools:)``),
/// by what Xcode stored over the three shared corpora (navigation controllers' bars, counted by
/// project; rule `second-device.navigation-bar`):
/// - iPhone, regular height: 44 (74 projects before toolsVersion 24000, 6 from 25000), 54 in
///   Xcode 16.3–16.4 (toolsVersion 24000–24999, 9 projects; rule `navigationBar.height54`) — ``SimulatedBars/navigationBarHeight(tools:)``;
///   none disagree but sheets (56, 17 projects; kept, see below) and Kotoba's one bar of 50.
/// - iPhone, compact height (landscape but the Plus and Max phones): 32 (dji-sdk,
///   SoundFonts) — ``SimulatedBars/hasCompactNavigationBar(_:)``.
/// - iPad (rules `navigationBar.iPad50`, `navigationBar.iPadUnsettled`): 50 from Xcode 10 (toolsVersion 14000: iOS 12's taller iPad bar; miataru, moonlight,
///   ooyala, rursache, amperfy, UTM, zotero, cobrowse, Swift-Radio-Pro — 9 projects; their sheets
///   are 56), 44 before
///   (DerLobi 12120, kaltura 11542); 54 in Xcode 16.3–16.4 is seen in one project only
///   (BlackBerry, 24118), so no standard height is claimed there.
///
/// A bar stored at the standard height of the canvas it was stored on takes the target's
/// standard height. A large-title bar (`largeTitles="YES"`, taller than the standard bar) on an
/// iPhone in regular height is 96 (44 + 52: 13 projects from toolsVersion 13189 to 23727 and
/// threema at 32700; outside sheets, whose large bar is 108 at y 0 (3 projects) and is kept,
/// only trailer stores a large-title bar at 44; Xcode 16.3's 106 is nRF Mesh's only). Any other height (a sheet's 56 or 108, a large title on an
/// iPad — amperfy's 64 and 102, one project) is kept as stored.
///
/// Pairs it decides (A's bar on B's device against B's stored frame): amperfy iPad → iPhone X
/// (50 → 44 and two large-title bars 64 → 96), Swift-Radio-Pro iPad Pro → iPhone 8 Plus
/// (50 → 44), cobrowse iPad Pro → iPhone 15 (two bars 50 → 44), ooyala iPad landscape →
/// iPhone X (50 → 44).
enum DeviceBarHeights {
    /// UIKit's standard navigation bar height on a device and orientation as Xcode's canvas of
    /// that version draws it; nil where the corpora show no agreed value (an iPad in Xcode 16.3–16.4).
    static func standardNavigationBarHeight(device: Device, orientation: Orientation, tools: ToolsVersion) -> Double? {
        switch device.family {
        case .phone:
            let traits = TraitCollection(screen: Screen(device: device, orientation: orientation))
            return SimulatedBars.hasCompactNavigationBar(traits) ? SimulatedBars.compactNavigationBar
                : SimulatedBars.navigationBarHeight(tools: tools)
        case .pad:
            if CanvasRule.iPadNavigationBarUnsettled.applies(to: tools) { return nil }
            return CanvasRule.iPadNavigationBar50.applies(to: tools) ? 50 : 44
        case .tv:
            return nil
        }
    }

    /// The height of a navigation controller's bar stored `stored` high on the `design` canvas,
    /// on the `target` device and orientation (see ``DeviceBarHeights``). On the design canvas
    /// itself (`onDesignCanvas`) a phone's standard bar in regular height — stored at one of the
    /// phone's standard heights, 44 or 54, not a large title — is drawn at the canvas's standard
    /// height (``SimulatedBars/navigationBarHeight(tools:)``, rule `navigationBar.height54`); any
    /// other bar at its stored height. Over the three corpora and the pairs every phone bar
    /// stored 54 high (14 bars of 9 projects) is in a document of 24000–24999 and every one
    /// stored 44 high (271) outside it, so the design canvas keeps every stored frame.
    static func navigationBarHeight(stored: Double, largeTitles: Bool, onDesignCanvas: Bool,
                                    design: (device: Device, orientation: Orientation),
                                    target: (device: Device, orientation: Orientation),
                                    tools: ToolsVersion) -> Double {
        if onDesignCanvas {
            let phoneStandard: Set<Double> = [SimulatedBars.navigationBar, SimulatedBars.navigationBarHeight54]
            guard design.device.family == .phone, !largeTitles, phoneStandard.contains(stored),
                  let standard = standardNavigationBarHeight(device: design.device, orientation: design.orientation, tools: tools),
                  phoneStandard.contains(standard) else { return stored }
            return standard
        }
        let before = standardNavigationBarHeight(device: design.device, orientation: design.orientation, tools: tools)
        let after = standardNavigationBarHeight(device: target.device, orientation: target.orientation, tools: tools)
        if let before, let after, abs(stored - before) < 0.5 { return after }
        if largeTitles, stored > (before ?? SimulatedBars.navigationBar) + 0.5, !SimulatedBars.isSheetBar(height: stored, tools: tools),
           target.device.family == .phone, !CanvasRule.navigationBarHeight54.applies(to: tools),
           after.map({ $0 != SimulatedBars.compactNavigationBar }) ?? false {
            return SimulatedBars.largeTitleNavigationBar
        }
        return stored
    }
}

extension IBDocument {
    /// Whether `device` in `orientation` is the canvas the document was saved on: its design
    /// device — also as its Xcode simulates it (``simulated(_:)``: Xcode 16 saves the 11-inch M4
    /// iPad Pro as `ipad11_0rounded`, laid out as `ipadPro11M4`) — held the same way up.
    func isDesignCanvas(_ device: Device, _ orientation: Orientation) -> Bool {
        orientation.isLandscape == designOrientation.isLandscape
            && (device.id == designDevice.id || device.id == simulated(designDevice).id)
    }
}
