import Foundation

/// Interface Builder documents written by tests: the XML Xcode writes, reduced to what a test
/// sets, so that a test body holds only the elements its rule is about.
///
/// ```swift
/// let doc = try IBDocument(data: DocumentFixture.xib(
///     DocumentFixture.view("a", frame: (0, 0, 100, 20), height: 20),
///     constraints: DocumentFixture.pin("a", to: "root", edges: [.top, .leading]),
///     size: #"width="320" height="100""#))
/// ```
public enum DocumentFixture {
    /// An edge a constraint pins, as Interface Builder names the attribute.
    public enum Edge: String, CaseIterable, Sendable {
        case top, leading, trailing, bottom
    }

    /// A xib on the canvas of `device` (a `<device id=…>` such as `retina6_1`) whose one
    /// top-level object is the free-form view `root` of `size` (`width="…" height="…"`) holding
    /// `subviews` and `constraints`; `extra` goes inside the root after its constraints (a
    /// safe-area guide), `objects` before the root (a File's Owner placeholder); `designables`
    /// and `resources` are the children of the document's `<designables>` and `<resources>`,
    /// left out when empty.
    public static func xib(_ subviews: String, constraints: String = "", size: String, toolsVersion: String = "17701",
                           device: String = "retina6_1", rootAttributes: String = "", extra: String = "",
                           objects: String = "", designables: String = "", resources: String = "") -> Data {
        Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
                \(objects)
                <view contentMode="scaleToFill" \(rootAttributes) id="root">
                    <rect key="frame" x="0.0" y="0.0" \(size)/>
                    <subviews>\(subviews)</subviews>
                    <constraints>\(constraints)</constraints>
                    \(extra)
                </view>
            </objects>
            \(resources.isEmpty ? "" : "<resources>\(resources)</resources>")
            \(designables.isEmpty ? "" : "<designables>\(designables)</designables>")
        </document>
        """.utf8)
    }

    /// A xib of toolsVersion 22505 on the iPhone 8 canvas (`retina4_7`) whose one top-level
    /// object is the view `root` (375 × 667, `rootAttributes` on it) holding `subviews`; `extra`
    /// goes inside the root after its subviews (a variation), `resources` are the children of
    /// the document's `<resources>`. Its lines are numbered for tests that state the line of an
    /// element: the root `<view>` is line 5, its `<subviews>` line 7, and the first line of
    /// `subviews` line 8.
    public static func iPhone8Xib(_ subviews: String, rootAttributes: String = "", extra: String = "",
                                  resources: String = "") -> Data {
        Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" \(rootAttributes) id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
        \(subviews)
                    </subviews>
                    \(extra)
                </view>
            </objects>
            \(resources.isEmpty ? "" : "<resources>\(resources)</resources>")
        </document>
        """.utf8)
    }

    /// A storyboard of `toolsVersion` whose `<scenes>` are `scenes` (``scene(_:constraints:rootFrame:viewController:root:rootAttributes:extra:controllerExtra:)``
    /// writes one). `device` is the document's `<device>` element, or a device id such as
    /// `retina6_1` for a portrait one.
    public static func storyboard(_ scenes: String, toolsVersion: String, device: String = "retina6_1") -> Data {
        let deviceElement = device.hasPrefix("<") ? device : #"<device id="\#(device)" orientation="portrait" appearance="light"/>"#
        return Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            \(deviceElement)
            <scenes>\(scenes)</scenes>
        </document>
        """.utf8)
    }

    /// One scene: the view controller `viewController` whose root view `root` has `rootFrame`
    /// (`x="…" y="…" width="…" height="…"`) and holds `subviews` and `constraints`; `extra` goes
    /// inside the root after its constraints (a safe-area guide, variations), `controllerExtra`
    /// inside the controller after its root (a navigation item, a `freeformSize`, simulated bar
    /// metrics, connections, layout guides).
    public static func scene(_ subviews: String, constraints: String = "", rootFrame: String,
                             viewController: String = "vc", root: String = "root", rootAttributes: String = "",
                             extra: String = "", controllerExtra: String = "") -> String {
        """
        <scene sceneID="s-\(viewController)"><objects>
            <viewController id="\(viewController)" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" \(rootAttributes) id="\(root)">
                    <rect key="frame" \(rootFrame)/>
                    <subviews>\(subviews)</subviews>
                    <constraints>\(constraints)</constraints>
                    \(extra)
                </view>
                \(controllerExtra)
            </viewController>
        </objects></scene>
        """
    }

    /// A stored frame, as `<rect key="frame">` writes it.
    public typealias Frame = (x: Double, y: Double, width: Double, height: Double)

    /// A plain `<view>` that constraints place (`translatesAutoresizingMaskIntoConstraints="NO"`),
    /// stored at `frame`, with a required `width` and `height` of its own where given (ids
    /// `<id>-width`, `<id>-height`), holding `subviews` and `constraints`.
    public static func view(_ id: String, frame: Frame, width: Double? = nil, height: Double? = nil,
                            subviews: String = "", constraints: String = "") -> String {
        let own = [("width", width), ("height", height)].compactMap { attribute, constant in
            constant.map { #"<constraint firstAttribute="\#(attribute)" constant="\#($0)" id="\#(id)-\#(attribute)"/>"# }
        }
        return viewElement(id, attributes: #"translatesAutoresizingMaskIntoConstraints="NO""#, frame: frame,
                           subviews: subviews, constraints: (own + [constraints]).joined(separator: "\n"))
    }

    /// A navigation item's title view or a bar button item's custom view (`key` `titleView` or
    /// `customView`): a `<view>` stored at `frame` with the flexible right and bottom margins
    /// Xcode gives it, holding `subviews` and `constraints`.
    public static func itemView(_ key: String, id: String, frame: Frame, subviews: String = "", constraints: String = "") -> String {
        viewElement(id, attributes: #"key="\#(key)""#, frame: frame,
                    autoresizingMask: #"<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>"#,
                    subviews: subviews, constraints: constraints)
    }

    private static func viewElement(_ id: String, attributes: String, frame: Frame, autoresizingMask: String = "",
                                    subviews: String, constraints: String) -> String {
        """
        <view \(attributes) contentMode="scaleToFill" id="\(id)">
            \(rect(frame))\(autoresizingMask)
            <subviews>\(subviews)</subviews>
            <constraints>\(constraints)</constraints>
        </view>
        """
    }

    /// A scene holding only the navigation controller `id` (`attributes` on its element), whose
    /// bar `bar` (`barAttributes` on it) is stored at `barFrame`, and whose root view controller
    /// is `root` where given (a `rootViewController` relationship segue, id `<id>-root`).
    public static func navigationControllerScene(_ id: String, bar: String, barFrame: Frame, barAttributes: String = "",
                                                 root: String? = nil, attributes: String = "") -> String {
        let segue = root.map { #"<connections><segue destination="\#($0)" kind="relationship" relationship="rootViewController" id="\#(id)-root"/></connections>"# }
        return """
        <scene sceneID="s-\(id)"><objects>
            <navigationController \(attributes) id="\(id)" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" \(barAttributes) id="\(bar)">\(rect(barFrame))</navigationBar>
                \(segue ?? "")
            </navigationController>
        </objects></scene>
        """
    }

    /// `<rect key="frame" …/>` for `frame`.
    /// A prototype `<collectionViewCell>` `id` (reuse identifier `id`) stored at `frame`, with an
    /// empty content view `<id>-content` filling it.
    public static func collectionViewCell(_ id: String, frame: Frame) -> String {
        """
        <collectionViewCell opaque="NO" clipsSubviews="YES" contentMode="center" reuseIdentifier="\(id)" id="\(id)">
            \(rect(frame))
            <autoresizingMask key="autoresizingMask"/>
            <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" id="\(id)-content">
                \(rect((0, 0, frame.width, frame.height)))
                <autoresizingMask key="autoresizingMask"/>
            </collectionViewCellContentView>
        </collectionViewCell>
        """
    }

    private static func rect(_ frame: Frame) -> String {
        #"<rect key="frame" x="\#(frame.x)" y="\#(frame.y)" width="\#(frame.width)" height="\#(frame.height)"/>"#
    }

    /// Constraints placing `item` `leading` points from `container`'s leading edge and `top`
    /// points below its top (the view's size is its own), with ids `<item>-leading`, `<item>-top`.
    public static func place(_ item: String, in container: String, leading: Double, top: Double) -> String {
        pin(item, to: container, edges: [.leading], inset: leading) + "\n" + pin(item, to: container, edges: [.top], inset: top)
    }

    /// Constraints pinning `item` to the same `edges` of `container`, `inset` points inside it
    /// (`item.top = container.top + inset`, `container.bottom = item.bottom + inset`, as Xcode
    /// writes them), with ids `<item>-<edge>`.
    public static func pin(_ item: String, to container: String, edges: [Edge] = Edge.allCases, inset: Double = 0) -> String {
        let constant = inset == 0 ? "" : #" constant="\#(inset)""#
        return edges.map { edge in
            switch edge {
            case .top, .leading:
                #"<constraint firstItem="\#(item)" firstAttribute="\#(edge.rawValue)" secondItem="\#(container)" secondAttribute="\#(edge.rawValue)"\#(constant) id="\#(item)-\#(edge.rawValue)"/>"#
            case .trailing, .bottom:
                #"<constraint firstItem="\#(container)" firstAttribute="\#(edge.rawValue)" secondItem="\#(item)" secondAttribute="\#(edge.rawValue)"\#(constant) id="\#(item)-\#(edge.rawValue)"/>"#
            }
        }.joined(separator: "\n")
    }

    /// A horizontal stack view `st` (spacing 16) 300 × 50 at the top-left of `root`, held by
    /// `root` constraints `t`, `l`, `w`, `h`, arranging `a` (stored (0, 0, 100, 50), `width = 100`)
    /// and `b` stored at x `bX` to the row's end; with a `pinID`, the document also pins
    /// `b.leading == a.trailing` (blockchain TotalBalanceTableViewCell.xib's pattern): the stack's
    /// `UISV-spacing` then asks for `b` at 116. Pass `subviews` and `constraints` to ``xib(_:constraints:size:toolsVersion:device:rootAttributes:extra:objects:designables:resources:)``
    /// with a root of `width="300" height="100"`.
    public static func stackRowSpaced16(bX: Double, pinID: String?) -> (subviews: String, constraints: String) {
        let pin = pinID.map { #"<constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="trailing" id="\#($0)"/>"# } ?? ""
        let subviews = """
            <stackView opaque="NO" contentMode="scaleToFill" spacing="16" translatesAutoresizingMaskIntoConstraints="NO" id="st">
                <rect key="frame" x="0.0" y="0.0" width="300" height="50"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                        <constraints><constraint firstAttribute="width" constant="100" id="aw"/></constraints>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                        <rect key="frame" x="\(bX)" y="0.0" width="\(300 - bX)" height="50"/>
                    </view>
                </subviews>
                <constraints>\(pin)</constraints>
            </stackView>
            """
        let constraints = """
            <constraint firstItem="st" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
            <constraint firstItem="st" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
            <constraint firstItem="st" firstAttribute="width" constant="300" id="w"/>
            <constraint firstItem="st" firstAttribute="height" constant="50" id="h"/>
            """
        return (subviews, constraints)
    }
}
