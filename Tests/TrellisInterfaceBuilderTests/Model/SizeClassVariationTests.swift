import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder

/// Every `<variation key=…>` is decoded once, when the XML is read, into a ``SizeClassVariation``:
/// its key parsed into size classes, its masks into sets of ids.
struct SizeClassVariationTests {
    static let phonePortrait = TraitCollection(screen: Screen(device: Device.named("retina4_7")!, orientation: .portrait))
    static let phoneLandscape = TraitCollection(screen: Screen(device: Device.named("retina4_7")!, orientation: .landscapeLeft))
    static let pad = TraitCollection(screen: Screen(device: Device.named("ipad9_7")!, orientation: .portrait))

    /// Keys: two traits (specificity 2), one trait (1), `default` (never matches), a trait
    /// Trellis does not read (never matches), a size class that is neither compact nor regular.
    @Test func keysAreParsedIntoSizeClasses() {
        let both = SizeClassKey("heightClass=regular-widthClass=compact")
        #expect(both.conditions == [.init(isWidth: false, sizeClass: .regular), .init(isWidth: true, sizeClass: .compact)])
        #expect(both.specificity == 2)
        #expect(both.matches(Self.phonePortrait) && !both.matches(Self.phoneLandscape) && !both.matches(Self.pad))
        let width = SizeClassKey("widthClass=regular")
        #expect(width.specificity == 1 && width.matches(Self.pad) && !width.matches(Self.phonePortrait))
        let any = SizeClassKey("default")
        #expect(any.isDefault && any.conditions == nil && !any.matches(Self.pad))
        #expect(SizeClassKey("userInterfaceIdiom=mac").conditions == nil)
        #expect(!SizeClassKey("userInterfaceIdiom=mac").matches(Self.pad))
        #expect(SizeClassKey("widthClass=any").conditions == nil)
        // The public spelling reads the same key.
        #expect(Self.phonePortrait.matches(variationKey: "heightClass=regular-widthClass=compact"))
    }

    /// A view's masks: c1 is excluded by `default` and included for regular × regular (an iPad);
    /// c2 is excluded for compact height only (a landscape iPhone); c3 is named by no mask.
    static let xml = """
        <view id="root">
            <constraints>
                <constraint firstAttribute="height" constant="1" id="c1"/>
                <constraint firstAttribute="width" constant="2" id="c2"/>
                <constraint firstAttribute="width" constant="3" id="c3"/>
            </constraints>
            <variation key="default">
                <mask key="constraints"><exclude reference="c1"/></mask>
            </variation>
            <variation key="heightClass=regular-widthClass=regular">
                <mask key="constraints"><include reference="c1"/></mask>
            </variation>
            <variation key="heightClass=compact">
                <mask key="constraints"><exclude reference="c2"/></mask>
                <mask key="subviews"><exclude reference="v9"/></mask>
            </variation>
        </view>
        """

    @Test func masksAreDecodedIntoIDs() throws {
        let root = try XMLTree.parse(Data(Self.xml.utf8))
        let variations = root.children.compactMap(\.sizeClassVariation)
        #expect(variations.count == 3)
        #expect(variations[0].key?.isDefault == true)
        #expect(variations[0].mask("constraints")?.excluded == ["c1"] && variations[0].mask("constraints")?.included == [])
        #expect(variations[1].mask("constraints")?.included == ["c1"])
        #expect(variations[2].mask("constraints")?.excluded == ["c2"] && variations[2].mask("subviews")?.excluded == ["v9"])
        #expect(variations[1].mask("subviews") == nil)
    }

    /// Installed constraints by size class: c1 only on the iPad, c2 everywhere but the landscape
    /// iPhone, c3 everywhere; c1 and c2 can be masked, c3 cannot.
    @Test func masksInstallAndUninstallConstraints() throws {
        let root = try XMLTree.parse(Data(Self.xml.utf8))
        let c = Dictionary(uniqueKeysWithValues: root.descendants.compactMap { e in e.constraint.map { ($0.id!, e) } })
        func masked(_ id: String, _ traits: TraitCollection) -> Bool { traits.isMasked(c[id]!, in: "constraints") }
        #expect(masked("c1", Self.phonePortrait) && masked("c1", Self.phoneLandscape) && !masked("c1", Self.pad))
        #expect(!masked("c2", Self.phonePortrait) && masked("c2", Self.phoneLandscape) && !masked("c2", Self.pad))
        #expect(!masked("c3", Self.phonePortrait) && !masked("c3", Self.phoneLandscape) && !masked("c3", Self.pad))
        #expect(TraitCollection.isMaskable(c["c1"]!, in: "constraints") && TraitCollection.isMaskable(c["c2"]!, in: "constraints"))
        #expect(!TraitCollection.isMaskable(c["c3"]!, in: "constraints"))
        #expect(!TraitCollection.isMaskable(c["c1"]!, in: "subviews"))
    }
}
