import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder

/// What the reader keeps for pictures: colours (RGB, system with their dark values, named through
/// `<resources>`), label alignment, line breaks and colour, button title colour, tint, text
/// fields, and corner radius and border from user-defined runtime attributes. Element and
/// attribute spellings as Xcode writes them (e.g. ProtonVPN Login.storyboard's text fields,
/// `keyPath="borderColor"` with `<color key="value" name=…>` in corpus-modern).
@Suite struct AppearanceReadingTests {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <label text="Title" textAlignment="center" lineBreakMode="middleTruncation" id="lbl">
                            <rect key="frame" x="10" y="10" width="200" height="21"/>
                            <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                            <color key="textColor" systemColor="secondaryLabelColor"/>
                        </label>
                        <button id="btn">
                            <rect key="frame" x="10" y="40" width="100" height="30"/>
                            <color key="tintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <state key="normal" title="Go"><color key="titleColor" name="Brand"/></state>
                        </button>
                        <textField borderStyle="roundedRect" placeholder="Email" textAlignment="natural" id="fld">
                            <rect key="frame" x="10" y="80" width="200" height="34"/>
                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                        </textField>
                        <view id="card">
                            <rect key="frame" x="10" y="120" width="100" height="100"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><integer key="value" value="12"/></userDefinedRuntimeAttribute>
                                <userDefinedRuntimeAttribute type="number" keyPath="borderWidth"><real key="value" value="1.5"/></userDefinedRuntimeAttribute>
                                <userDefinedRuntimeAttribute type="color" keyPath="borderColor"><color key="value" name="Brand"/></userDefinedRuntimeAttribute>
                            </userDefinedRuntimeAttributes>
                        </view>
                    </subviews>
                </view>
            </objects>
            <resources>
                <namedColor name="Brand"><color red="0.0" green="0.5" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>
            </resources>
        </document>
        """

    @Test func colorsTextAndRuntimeAttributesAreRead() throws {
        let layout = try IBDocument(data: Data(Self.xib.utf8)).layout(scene: nil, device: nil, orientation: nil)
        let label = try #require(layout.views["lbl"] as? Label)
        #expect(label.textAlignment == .center)
        #expect(label.lineBreakMode == .byTruncatingMiddle)
        // secondaryLabelColor: (60, 60, 67) at 60 %, (235, 235, 245) at 60 % in the dark.
        #expect(label.textColor.hexString == "#3c3c4399")
        #expect(label.textColor.resolved(for: .dark).hexString == "#ebebf599")
        let button = try #require(layout.views["btn"] as? Button)
        #expect(button.titleColor?.hexString == "#0080ff")   // the named colour from <resources>
        #expect(button.tintColor.hexString == "#ff0000")
        let field = try #require(layout.views["fld"] as? TextField)
        #expect(field.placeholder == "Email")
        #expect(field.borderStyle == .roundedRect)
        #expect(field.font.pointSize == 14)
        #expect(field.frame == Rect(x: 10, y: 80, width: 200, height: 34))
        let card = try #require(layout.views["card"])
        #expect(card.layer.cornerRadius == 12)
        #expect(card.layer.borderWidth == 1.5)
        #expect(card.layer.borderColor?.hexString == "#0080ff")
        #expect(card.backgroundColor?.resolved(for: .dark) == .black)
    }
}
