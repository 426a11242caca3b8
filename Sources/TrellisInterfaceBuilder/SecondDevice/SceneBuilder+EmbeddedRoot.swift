import Trellis

extension SceneBuilder {
    /// The root of an embedded child (the destination of an `embed` segue from a container
    /// view), laid out as Xcode's canvas draws it on another device than the design one: at the
    /// size its container view has there, not the screen less the design canvas's shortfall.
    /// Xcode sizes the child's scene by its container: MixinNetwork Home.storyboard's
    /// RecentAppsViewController, embedded in a container under a 54-point bar, is stored 375 × 613
    /// on the iPhone 8 and 414 × 798 on the iPhone 11, as its container; AudioKitSynthOne Main's
    /// table in a 228 × 200 container is 228 × 200 on the iPhone 8 and the iPad. Nil on the design
    /// canvas (the stored root stands), at run time, and when the container's scene has not been
    /// laid out before this one (scenes are laid out in document order; a child stored before its
    /// container keeps the generic root size). Rule `embed.rootAtContainerSize.secondDevice`.
    func secondDeviceEmbeddedRootFrame(stored: Rect) -> Rect? {
        guard simulatesCanvas, !document.isDesignCanvas(device, orientation),
              let id = scene.viewController?["id"], let container = containerView(embedding: id),
              CanvasRule.embeddedRootContainerSize.applies(to: document.tools) else { return nil }
        return Rect(origin: stored.origin, size: container.frame.size)
    }

    /// The laid-out container view whose `embed` segue shows the controller `id`, if any.
    private func containerView(embedding id: String) -> View? {
        for (segue, _) in document.segueGraph.incoming(id) where segue["kind"] == "embed" {
            var element = segue.parent
            while let e = element, e.name != "containerView" { element = e.parent }
            if let containerID = element?["id"], let view = result.views[containerID] { return view }
        }
        return nil
    }
}
