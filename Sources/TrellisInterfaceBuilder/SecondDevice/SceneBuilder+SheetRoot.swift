import Trellis

extension SceneBuilder {
    /// The root of a controller shown in a sheet (presented as a sheet, or in the stack of a
    /// navigation controller that is: ``IBDocument/presentsAsSheet(_:_:phone:)``), laid out as Xcode's
    /// canvas draws it on an iPhone in portrait that is not the design canvas: as wide as the
    /// screen and as high as the screen less the sheet's top (``iPhoneSheetTop(device:tools:)``)
    /// — not the design device's sheet size carried over (an iPad page sheet 704 × 995.5 on a
    /// 1024 × 1366 canvas is not 73 points wide on an iPhone 15). Nil elsewhere: on the design
    /// canvas the stored root stands, and UIKit at run time is not simulated here.
    func secondDeviceSheetRootFrame(stored: Rect) -> Rect? {
        guard simulatesCanvas, device.family == .phone, !orientation.isLandscape,
              !document.isDesignCanvas(device, orientation), isShownInSheet,
              let top = Self.iPhoneSheetTop(device: device, tools: document.tools) else { return nil }
        let screen = device.size(for: orientation)
        return Rect(x: stored.origin.x, y: stored.origin.y, width: screen.width, height: screen.height - top)
    }

    /// How far below the top of an iPhone's screen Xcode's canvas starts a sheet, in portrait
    /// (`device` as the canvas simulates it). Rules `sheet.iPhone.homeButton20`,
    /// `sheet.iPhone.notchedTopPlus10`, `sheet.iPhone.notched10`, `sheet.iPhone.notchedTop`; nil
    /// before sheets (toolsVersion 14800) or where no rule says.
    static func iPhoneSheetTop(device: Device, tools: ToolsVersion) -> Double? {
        let safe = device.safeAreaInsets(for: .portrait)
        if safe.bottom == 0 {
            return CanvasRule.sheetIPhoneHomeButton20.applies(to: tools) ? 20 : nil
        }
        if CanvasRule.sheetIPhoneNotchedTopPlus10.applies(to: tools) { return safe.top + 10 }
        if CanvasRule.sheetIPhoneNotched10.applies(to: tools) { return 10 }
        if CanvasRule.sheetIPhoneNotchedTop.applies(to: tools) {
            // Where the canvas doubles a notched phone's safe area (``IBDocument/canvasDevice(_:)``)
            // the sheet still starts at the device's own inset.
            return CanvasRule.canvasNotchedDoubleSafeArea.applies(to: tools) ? safe.top / 2 : safe.top
        }
        return nil
    }

    /// Whether the scene's controller is shown in a sheet: presented as one, or in the stack of a
    /// navigation controller presented as one.
    var isShownInSheet: Bool {
        guard let vc = scene.viewController, let id = vc["id"] else { return false }
        let graph = document.segueGraph
        if graph.incoming(id).contains(where: { document.presentsAsSheet($0.segue, vc, phone: device.family == .phone) }) { return true }
        guard let nav = graph.navigationController(of: vc), let navID = nav["id"] else { return false }
        return graph.incoming(navID).contains { document.presentsAsSheet($0.segue, nav, phone: device.family == .phone) }
    }
}
