import Trellis

/// Stage 3 of ``SceneBuilder/build(storedRootSize:canvas:)``: the scene on the device as
/// Interface Builder simulates it — the root's frame and window, UIKit's system margins for a
/// root, the bars around a view controller and the safe area they leave.
extension SceneBuilder {
    /// Places the root (in a window of the device when it fills the screen; at its stored size
    /// when it is a free-form top-level view), then its margins and simulated bars. Returns the
    /// window, if any.
    func simulateCanvas(root: View, storedRootSize: Bool) -> Window? {
        let window = place(root, storedRootSize: storedRootSize)
        applySystemMinimumMargins(to: root)
        if let window { simulateBars(over: root, in: window) }
        return window
    }

    /// The root's frame. A view controller's root (or a view at the design canvas's size) fills
    /// a window of the device, less the bars its stored frame leaves out; a free-form top-level
    /// view keeps its stored size with the device's safe area where Interface Builder applies it.
    func place(_ root: View, storedRootSize: Bool) -> Window? {
        let screen = Screen(device: device, orientation: orientation)
        var stored = scene.storedRootFrame ?? Rect(origin: .zero, size: device.size(for: orientation))
        let designSize = document.designCanvasSize
        if scene.isViewControllerRoot && stored.minY > 0 && stored.maxY > designSize.height + 0.5 {
            // Xcode 8 stored a root under an opaque navigation bar as y 64, height of the whole
            // screen; its subviews are laid out in the part on screen (667 - 64 = 603).
            stored.size.height = max(0, designSize.height - stored.minY)
        }
        guard scene.isViewControllerRoot || stored.size == designSize else {
            root.contentScaleFactor = device.scale
            root.frame = Rect(origin: barItemOrigin(size: stored.size) ?? .zero, size: stored.size)
            // Interface Builder lays a free-form top-level view out as if it filled the device:
            // the device's safe area applies at its top and bottom (44/34 on an iPhone X canvas)
            // whatever its size — zotero SingleCitationViewController.xib (22505, iPhone 11
            // canvas, 493 × 306) stores views at safeArea.top and .bottom 48 and 34 in,
            // SwiftMessages CenteredView.xib (17506, 434 × 272) at bottomMargin 34 above its
            // bottom, amperfy GenericDetailTableHeader.xib (23094, iPad, 1202 × 585) 20 above.
            // But the canvas of toolsVersion 20000 to 21999 put a view that is not a view
            // controller's (not the File's Owner's `view`) at the screen's top-left corner, under
            // the insets it reaches only (``insets(of:in:reachedBy:)``): tinode
            // ForwardMessageBar.xib (20037, iPhone 11 canvas, 414 × 116) stores views at
            // safeArea.top 44 in and at safeArea.bottom at its bottom edge; SendMessageBar.xib
            // (21507, 414 × 245) a stack at safeArea.bottom at its bottom edge, y 215 + 30. No
            // other project of the corpora has such a view in that range, and Jotify
            // NoteOptionMenu.xib (17701, just before it) has the whole safe area: one project is
            // not a rule (CanvasRule.freeformInsetsUnsettled), so the whole safe area is used
            // there too, with a `canvas-unknown` warning.
            // On a home-button phone the only inset is the status bar, which a free-form view is
            // not simulated under (SwiftMessages TacoDialogView.xib: top margin 0 on an iPhone 8).
            // A top-level view with `translatesAutoresizingMaskIntoConstraints="NO"` is not
            // simulated as filling the device at all: no safe area (UTM
            // VMDisplayMetalViewInputAccessory.xib, iPhone 12 landscape canvas: a stack at
            // safeArea.leading + 8 stored at x 8, not 55; covpass
            // CertificateOverviewCollectionViewCell.xib: safeArea.top + 8 stored at y 8).
            // Nor is a storyboard's dock view before Xcode 12 (toolsVersion 16000,
            // CanvasRule.freeformNoSafeAreaBeforeXcode12, one project): UTM Main.storyboard (15705, iPad
            // Pro 12.9" canvas, 24 points of status bar) stores the stack of `H7m-pq-dCg`, a view
            // in a scene's dock, at safeArea.top + 4 at y 4; from Xcode 15 on the safe area applies
            // (amperfy GenericDetailTableHeader.xib, 23094, iPad: 24; the dock views of nRF
            // Connect Main.storyboard, 24765, and threema MainStoryboard, 32700: 100 and 48).
            // A xib's top-level view has the safe area before Xcode 12 too (the rule is a
            // storyboard's): MetaX AuthLockView.xib (14109, iPad 9.7" canvas, 375 × 667) stores a
            // label at safeArea.top + 144 at y 164, under the iPad's 20-point status bar; MAME4iOS
            // GCAlertView.xib (14490, iPhone XR canvas) its image views 8 above a bottom margin
            // that includes the 34-point home indicator (y 25 in a 100-high view).
            let safe = screen.safeAreaInsets
            let homeButton = device.family == .phone && safe.bottom == 0 && safe.left == 0 && safe.right == 0
            let beforeXcode12 = document.kind == .storyboard && CanvasRule.freeformNoSafeAreaBeforeXcode12.applies(to: document.tools)
            // A title view or a bar button's custom view is in a bar, clear of the safe area.
            let noSafeArea = homeButton || beforeXcode12 || !root.translatesAutoresizingMaskIntoConstraints || scene.isBarItem
            root.simulatedSafeAreaInsets = noSafeArea ? EdgeInsets(top: 0, left: 0, bottom: 0, right: 0) : safe
            // Where the view does not reach every inset, what the canvas of 20000–21999 gives it
            // is not known (CanvasRule.freeformInsetsUnsettled): the whole safe area, and a warning.
            if !noSafeArea, !scene.isFilesOwnersView, Self.insets(of: safe, in: screen.bounds.size, reachedBy: stored.size) != safe,
               CanvasRule.freeformInsetsUnsettled.applies(to: document.tools) {
                result.diagnostics.append(CanvasRule.freeformInsetsUnsettled.unknownDiagnostic(ids: [scene.rootView["id"] ?? "?"]))
            }
            return nil
        }
        let window = Window(screen: screen)
        if let splitWidth { window.frame.size.width = splitWidth }
        result.windows.append(window)
        let target = window.bounds.size
        // A free-form simulated size says nothing about bars: at run time the root fills the window.
        let inset = scene.viewController?.child("size", key: "freeformSize") != nil ? Size(width: 0, height: 0)
            : Size(width: max(0, designSize.width - stored.width), height: max(0, designSize.height - stored.height))
        let frame = storedRootSize ? stored : canvasFreeformRootFrame(stored: stored) ?? secondDeviceSheetRootFrame(stored: stored)
            ?? secondDeviceEmbeddedRootFrame(stored: stored)
            ?? Rect(x: stored.origin.x, y: stored.origin.y, width: target.width - inset.width, height: target.height - inset.height)
        window.addSubview(root)
        root.frame = frame
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        holdCanvasSizedRoot(root, at: frame)
        return window
    }

    /// The part of `safe` (a screen's safe-area insets) that a view of `size` at the screen's
    /// top-left corner reaches into: the top and leading insets up to its size, the bottom and
    /// trailing ones only where it extends into them.
    static func insets(of safe: EdgeInsets, in screen: Size, reachedBy size: Size) -> EdgeInsets {
        EdgeInsets(top: min(safe.top, size.height), left: min(safe.left, size.width),
                   bottom: max(0, size.height - (screen.height - safe.bottom)),
                   right: max(0, size.width - (screen.width - safe.right)))
    }

    /// A xib's top-level view that carries simulated bar metrics (`simulatedTopBarMetrics`,
    /// `simulatedBottomBarMetrics`: in a xib they are written on the view itself, there being no
    /// controller element): it stands for the controller whose bars Interface Builder draws.
    var xibSimulatedMetricsHolder: XMLTree? {
        guard document.kind == .xib else { return nil }
        let keys: Set<String> = ["simulatedTopBarMetrics", "simulatedBottomBarMetrics"]
        return scene.rootView.children.contains { keys.contains($0["key"] ?? "") && $0.name != "nil" } ? scene.rootView : nil
    }

    /// UIKit's system minimum margins for a view controller's root view, by its width
    /// (``View/systemMinimumLayoutMargins(forRootWidth:)``); Interface Builder uses them for
    /// top-level xib views too. Margins the document sets are kept.
    func applySystemMinimumMargins(to root: View) {
        guard scene.rootView.child("edgeInsets", key: "layoutMargins") == nil
                && scene.rootView.child("directionalEdgeInsets", key: "directionalLayoutMargins") == nil else { return }
        root.directionalLayoutMargins = View.systemMinimumLayoutMargins(forRootWidth: root.bounds.width)
    }

    /// The bars Interface Builder draws around a view controller (``SimulatedBars``): the root's
    /// safe area ends at them, and they are added to the window as views for pictures.
    func simulateBars(over root: View, in window: Window) {
        guard let vc = scene.viewController ?? xibSimulatedMetricsHolder,
              let bars = SimulatedBars(viewController: vc, document: document, screen: window.screen, traits: traits,
                                       storedRootFrame: scene.storedRootFrame) else { return }
        simulatedBars = bars
        for (e, values) in bars.unknownMetricValues { readingUnknownValues(values, of: e, id: e["id"] ?? "?") }
        let safe = window.screen.safeAreaInsets
        // As in UIKit, a view's safe area is the part of it clear of the window's unsafe edges: a
        // free-form root narrower than the window, at its left, does not reach the right inset.
        // bradhowes SoundFonts Main.storyboard, iPhone XS Max landscape (44 on each side): the
        // 320-wide free-form Favorite Editor stores its text field ICN-zq-xNm at safe-area
        // leading + 20 = 64 and ending at safe-area trailing − 20 = 300.
        let right = max(0, safe.right - max(0, window.bounds.width - root.frame.maxX))
        root.simulatedSafeAreaInsets = EdgeInsets(top: bars.top, left: safe.left + bars.left, bottom: bars.bottom, right: right)
        addSimulatedBarViews(bars, viewController: vc, to: window)
    }
}
