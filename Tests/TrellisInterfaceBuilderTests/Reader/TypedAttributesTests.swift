import Foundation
import Testing
import Trellis
import TrellisTestSupport
@testable import TrellisInterfaceBuilder

/// Each kind's attributes are decoded once into UIKit's types (`Elements/Attributes/`), and a
/// value Interface Builder does not write is read as the default and reported, never trapped on.
struct TypedAttributesTests {
    private func element(_ xml: String) throws -> XMLTree { try XMLTree.parse(Data(xml.utf8)) }

    // MARK: Tables and cells

    /// A subtitle cell with a disclosure indicator, no selection, indentation 2 × 12, a 60-point
    /// row and its style's labels: every value in UIKit's types.
    @Test func aTableViewCellDecodesStyleAccessoryRowHeightAndIndentation() throws {
        let cell = try element("""
            <tableViewCell style="IBUITableViewCellStyleSubtitle" accessoryType="disclosureIndicator" editingAccessoryType="checkmark"
                selectionStyle="none" indentationLevel="2" indentationWidth="12" rowHeight="60" reuseIdentifier="Cell"
                textLabel="t1" detailTextLabel="d1" imageView="i1" id="c1">
                <tableViewCellContentView key="contentView" id="cv1"/>
                <inset key="separatorInset" minX="15" minY="0.0" maxX="0.0" maxY="0.0"/>
            </tableViewCell>
            """)
        let (a, unknown) = TableViewCellAttributes.decode(cell)
        #expect(unknown.isEmpty)
        #expect(a.systemStyle == .subtitle && a.style == .subtitle)
        #expect(a.accessoryType == .disclosureIndicator)
        #expect(a.editingAccessoryType == .checkmark)
        #expect(a.selectionStyle == TableViewCell.SelectionStyle.none)
        #expect(a.indentationLevel == 2 && a.indentationWidth == 12)
        #expect(a.rowHeight == 60)
        #expect(a.reuseIdentifier == "Cell")
        #expect(a.textLabelID == "t1" && a.detailTextLabelID == "d1" && a.imageViewID == "i1")
        #expect(a.contentViewID == "cv1")
        #expect(a.separatorInset == EdgeInsets(top: 0, left: 15, bottom: 0, right: 0))
    }

    /// A custom cell (no `style`, or `IBUITableViewCellStyleCustom`) has no system style and is
    /// UIKit's default style; unwritten values are UIKit's defaults (no accessory, default
    /// selection, indentation 0 × 10, the table's row height); a content view without an id is
    /// known as "‹cell id›.contentView".
    @Test func aCustomCellHasUIKitsDefaults() throws {
        for xml in [#"<tableViewCell id="c"><view key="contentView"/></tableViewCell>"#,
                    #"<tableViewCell style="IBUITableViewCellStyleCustom" id="c"><view key="contentView"/></tableViewCell>"#] {
            let (a, unknown) = TableViewCellAttributes.decode(try element(xml))
            #expect(unknown.isEmpty)
            #expect(a.systemStyle == nil && a.style == .default)
            #expect(a.accessoryType == .none && a.selectionStyle == .default)
            #expect(a.indentationLevel == 0 && a.indentationWidth == 10)
            #expect(a.rowHeight == nil && a.reuseIdentifier == nil)
            #expect(a.contentViewID == "c.contentView")
        }
    }

    /// An inset-grouped static table with automatic rows (`-1`), 18-point headers, no separator,
    /// as its controller's root view, bouncing vertically.
    @Test func aTableViewDecodesStyleHeightsSeparatorAndDataMode() throws {
        let (a, unknown) = TableViewAttributes.decode(try element("""
            <tableView key="view" style="insetGrouped" separatorStyle="none" rowHeight="-1" estimatedRowHeight="44"
                sectionHeaderHeight="18" sectionFooterHeight="-1" dataMode="static" alwaysBounceVertical="YES"
                contentInsetAdjustmentBehavior="never" id="t"/>
            """))
        #expect(unknown.isEmpty)
        #expect(a.style == .insetGrouped && a.isGrouped)
        #expect(a.rowHeight == -1 && a.estimatedRowHeight == 44 && a.sectionHeaderHeight == 18 && a.sectionFooterHeight == -1)
        #expect(a.separatorStyle == .none)
        #expect(a.dataMode == .static)
        #expect(a.isViewControllerRoot)
        #expect(a.scrolling.alwaysBounceVertical && !a.scrolling.alwaysBounceHorizontal)
        #expect(a.scrolling.contentInsetAdjustmentBehavior == .never)
        // Nothing written: a plain table with separators, heights left to UIKit.
        let (plain, _) = TableViewAttributes.decode(try element(#"<tableView separatorStyle="default" id="p"/>"#))
        #expect(plain.style == .plain && !plain.isGrouped && plain.separatorStyle == .singleLine)
        #expect(plain.rowHeight == nil && plain.dataMode == nil && !plain.isViewControllerRoot)
    }

    /// Section titles from an attribute or a long `<string>` child; an empty header title is a
    /// title; prototypes are titled ("Prototype Cells").
    @Test func tableSectionsDecodeTheirTitles() throws {
        let (a, _) = TableViewSectionAttributes.decode(try element("""
            <tableViewSection headerTitle="" id="s"><string key="footerTitle">A long
            footer</string></tableViewSection>
            """))
        #expect(a.headerTitle == "" && a.footerTitle == "A long\nfooter" && a.isTitled && !a.isPrototypes)
        let (untitled, _) = TableViewSectionAttributes.decode(try element(#"<tableViewSection id="u"/>"#))
        #expect(!untitled.isTitled && untitled.footerTitle == nil)
        let (prototypes, _) = TableViewSectionAttributes.decode(try element("<prototypes/>"))
        #expect(prototypes.isPrototypes && prototypes.isTitled)
    }

    /// The row metrics read the typed attributes: a grouped static table's automatic subtitle row
    /// in Xcode 13 (toolsVersion 19529) is 56 high (55.5 + 0.5), its 60-point cell 60; a
    /// disclosure indicator on a 414-point table takes the side margin 20 + 11 in Xcode 11
    /// (16097) and UIKit's 30.5 in Xcode 15 (22505).
    @Test func tableMetricsUseTheTypedAttributes() throws {
        let (table, _) = TableViewAttributes.decode(try element(#"<tableView style="grouped" dataMode="static" id="t"/>"#))
        let (cell, _) = TableViewCellAttributes.decode(try element(#"<tableViewCell style="IBUITableViewCellStyleSubtitle" accessoryType="disclosureIndicator" id="c"/>"#))
        let (tall, _) = TableViewCellAttributes.decode(try element(#"<tableViewCell rowHeight="60" id="d"/>"#))
        let xcode13 = TableMetrics(table: table, storedWidth: 414, tools: ToolsVersion("19529"))
        #expect(xcode13.automaticRowHeight(cell) == 56)
        #expect(xcode13.rowHeight(cell) == nil && xcode13.rowHeight(tall) == 60)
        #expect(TableMetrics(table: table, storedWidth: 414, tools: ToolsVersion("16097")).accessoryWidth(cell, storedGap: nil) == 31)
        #expect(TableMetrics(table: table, storedWidth: 414, tools: ToolsVersion("22505")).accessoryWidth(cell, storedGap: nil) == 30.5)
        #expect(xcode13.accessoryWidth(tall, storedGap: nil) == 0)
    }

    // MARK: Collection views

    /// A horizontal flow layout with spacings 5 and 7, a section inset, a 100 × 120 item, an
    /// estimated size and a 50-point header; a layout class Xcode cannot run is named.
    @Test func aCollectionViewDecodesItsFlowLayout() throws {
        let (a, unknown) = CollectionViewAttributes.decode(try element("""
            <collectionView alwaysBounceHorizontal="YES" id="cv">
                <collectionViewFlowLayout key="collectionViewLayout" scrollDirection="horizontal" minimumLineSpacing="5" minimumInteritemSpacing="7" id="f">
                    <size key="itemSize" width="100" height="120"/>
                    <size key="estimatedItemSize" width="0.0" height="0.0"/>
                    <size key="headerReferenceSize" width="50" height="0.0"/>
                    <inset key="sectionInset" minX="1" minY="2" maxX="3" maxY="4"/>
                </collectionViewFlowLayout>
            </collectionView>
            """))
        #expect(unknown.isEmpty)
        let flow = try #require(a.flowLayout)
        #expect(flow.scrollDirection == .horizontal)
        #expect(flow.minimumLineSpacing == 5 && flow.minimumInteritemSpacing == 7)
        #expect(flow.sectionInset == EdgeInsets(top: 2, left: 1, bottom: 4, right: 3))
        #expect(flow.itemSize == Size(width: 100, height: 120) && flow.estimatedItemSize == Size(width: 0, height: 0))
        #expect(flow.headerReferenceSize == Size(width: 50, height: 0) && flow.footerReferenceSize == Size(width: 0, height: 0))
        #expect(a.scrolling.alwaysBounceHorizontal)
        let (custom, _) = CollectionViewAttributes.decode(try element(#"<collectionView id="c"><collectionViewLayout key="collectionViewLayout" customClass="IGListCollectionViewLayout" id="l"/></collectionView>"#))
        guard case .other(name: "IGListCollectionViewLayout") = custom.layout else { Issue.record("a custom layout is not a flow layout"); return }
        // No layout element: UIKit's flow layout defaults are not assumed.
        let (none, _) = CollectionViewAttributes.decode(try element(#"<collectionView id="n"/>"#))
        #expect(none.flowLayout == nil)
    }

    /// A cell's reuse identifier and content view; a section header's and footer's role.
    @Test func collectionCellsAndSupplementaryViewsDecodeTheirIdentifiers() throws {
        let (cell, _) = CollectionViewCellAttributes.decode(try element(#"<collectionViewCell reuseIdentifier="Photo" id="c"><view key="contentView" id="v"/></collectionViewCell>"#))
        #expect(cell.reuseIdentifier == "Photo" && cell.contentViewID == "v")
        let (header, _) = CollectionReusableViewAttributes.decode(try element(#"<collectionReusableView key="sectionHeaderView" reuseIdentifier="Header" id="h"/>"#))
        #expect(header.reuseIdentifier == "Header" && header.role == .sectionHeaderView)
        let (footer, _) = CollectionReusableViewAttributes.decode(try element(#"<collectionReusableView key="sectionFooterView" id="f"/>"#))
        #expect(footer.role == .sectionFooterView && footer.reuseIdentifier == nil)
    }

    // MARK: Stack views and the other kinds

    /// A vertical, equally filling, top-aligned stack spaced 12, baseline-relative; `spacingType`
    /// standard is UIKit's 8; a compact-height variation's spacing 20 wins in compact height only.
    @Test func aStackViewDecodesAxisSpacingDistributionAndAlignment() throws {
        let (a, unknown) = StackViewAttributes.decode(try element(#"<stackView axis="vertical" distribution="fillEqually" alignment="top" spacing="12" baselineRelativeArrangement="YES" id="s"/>"#))
        #expect(unknown.isEmpty)
        #expect(a.axis == .vertical && a.distribution == .fillEqually && a.alignment == .leading && a.spacing == 12)
        #expect(a.isBaselineRelativeArrangement && !a.isLayoutMarginsRelativeArrangementWritten && !a.hasVariations)
        #expect(StackViewAttributes.decode(try element(#"<stackView spacingType="standard" spacing="3" id="s"/>"#)).attributes.spacing == 8)
        let varied = try element(#"<stackView spacing="4" id="s"><variation key="heightClass=compact" spacing="20"/></stackView>"#)
        var compact = TraitCollection()
        compact.verticalSizeClass = .compact
        #expect(StackViewAttributes.decode(varied, traits: compact).attributes.spacing == 20)
        #expect(StackViewAttributes.decode(varied).attributes.spacing == 4)
        #expect(StackViewAttributes.decode(varied).attributes.hasVariations)
        let plain = StackViewAttributes.decode(try element(#"<stackView id="s"/>"#)).attributes
        #expect(plain.axis == .horizontal && plain.distribution == .fill && plain.alignment == .fill && plain.spacing == 0)
    }

    /// A label of any number of lines (0), centred, wrapping by words, 200 wide at most; a text
    /// view that does not scroll; a text field with a rounded border.
    @Test func textViewsDecodeTheirAttributes() throws {
        let (label, unknown) = LabelAttributes.decode(try element(#"<label text="Hi" numberOfLines="0" textAlignment="center" lineBreakMode="wordWrap" preferredMaxLayoutWidth="200" adjustsFontForContentSizeCategory="YES" id="l"/>"#))
        #expect(unknown.isEmpty)
        #expect(label.text == "Hi" && label.numberOfLines == 0 && label.textAlignment == .center)
        #expect(label.lineBreakMode == .byWordWrapping && label.preferredMaxLayoutWidth == 200 && label.adjustsFontForContentSizeCategory)
        #expect(LabelAttributes.decode(try element(#"<label numberOfLines="-1" preferredMaxLayoutWidth="0.0" id="l"/>"#)).attributes.numberOfLines == nil)
        // A width that is no finite number is ignored and reported (it was ignored silently).
        let (infinite, infiniteUnknown) = LabelAttributes.decode(try element(#"<label preferredMaxLayoutWidth="inf" id="l"/>"#))
        #expect(infinite.preferredMaxLayoutWidth == nil)
        #expect(infiniteUnknown == [UnknownAttributeValue(attribute: "preferredMaxLayoutWidth", value: "inf", readAs: nil)])
        let (text, _) = TextViewAttributes.decode(try element(#"<textView scrollEnabled="NO" textAlignment="natural" id="t"/>"#))
        #expect(!text.isScrollEnabled && text.textAlignment == .natural)
        #expect(TextViewAttributes.decode(try element(#"<textView id="t"/>"#)).attributes.isScrollEnabled)
        let (field, _) = TextFieldAttributes.decode(try element(#"<textField borderStyle="roundedRect" placeholder="Name" id="f"/>"#))
        #expect(field.borderStyle == .roundedRect && field.placeholder == "Name" && field.text == nil)
    }

    /// A button without `buttonType` is custom (nil); its normal state's title and image; a
    /// filled, small configuration with 4/8/4/8 content insets and its image trailing.
    @Test func aButtonDecodesItsStateAndConfiguration() throws {
        let (a, unknown) = ButtonAttributes.decode(try element("""
            <button id="b">
                <inset key="contentEdgeInsets" minX="5" minY="1" maxX="5" maxY="1"/>
                <state key="normal" title="Go" image="arrow"/>
                <buttonConfiguration key="configuration" style="filled" buttonSize="small" title="Go" imagePlacement="trailing" imagePadding="6">
                    <directionalEdgeInsets key="contentInsets" top="4" leading="8" bottom="4" trailing="8"/>
                </buttonConfiguration>
            </button>
            """))
        #expect(unknown.isEmpty)
        #expect(a.buttonType == nil && a.title == "Go" && a.image?.name == "arrow" && a.backgroundImage == nil)
        #expect(a.contentEdgeInsets == EdgeInsets(top: 1, left: 5, bottom: 1, right: 5))
        let c = try #require(a.configuration)
        #expect(c.style == .filled && c.buttonSize == .small && c.title == "Go" && c.imagePlacement == .trailing && c.imagePadding == 6)
        #expect(c.contentInsets == DirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
        #expect(ButtonAttributes.decode(try element(#"<button buttonType="system" id="b"/>"#)).attributes.buttonType == .system)
    }

    /// The standard controls: a switch on; a slider at 3 of 0…10; a large white (older
    /// `whiteLarge`) indicator that hides when stopped, so the canvas shows it though stored
    /// hidden; 5,000 pages kept to 1,000; a time picker in wheels; three segments, the second
    /// 80 wide; a navigation bar with large titles and its top item's title.
    @Test func theStandardControlsDecodeTheirAttributes() throws {
        #expect(SwitchAttributes.decode(try element(#"<switch on="YES" id="s"/>"#)).attributes.isOn)
        let slider = SliderAttributes.decode(try element(#"<slider value="3" minValue="0.0" maxValue="10" id="s"/>"#)).attributes
        #expect(slider.value == 3 && slider.minimumValue == 0 && slider.maximumValue == 10)
        let indicator = ActivityIndicatorViewAttributes.decode(try element(#"<activityIndicatorView hidden="YES" hidesWhenStopped="YES" style="whiteLarge" id="a"/>"#)).attributes
        #expect(indicator.indicatorStyle == .large && indicator.isWhite && !indicator.isAnimating)
        #expect(SceneBuilder.showsOnCanvasThoughHidden(indicator))
        #expect(PageControlAttributes.decode(try element(#"<pageControl numberOfPages="5000" currentPage="2" id="p"/>"#)).attributes.numberOfPages == 1000)
        let picker = DatePickerAttributes.decode(try element(#"<datePicker datePickerMode="time" style="wheels" id="d"/>"#)).attributes
        #expect(picker.datePickerMode == .time && picker.preferredDatePickerStyle == .wheels)
        let segmented = SegmentedControlAttributes.decode(try element("""
            <segmentedControl selectedSegmentIndex="1" id="s"><segments><segment title="A"/><segment title="B" width="80"/><segment image="star"/></segments></segmentedControl>
            """)).attributes
        #expect(segmented.segments == [.init(title: "A", imageName: nil, width: 0), .init(title: "B", imageName: nil, width: 80), .init(title: nil, imageName: "star", width: 0)])
        #expect(segmented.selectedSegmentIndex == 1 && !segmented.apportionsSegmentWidthsByContent)
        let bar = NavigationBarAttributes.decode(try element(#"<navigationBar largeTitles="YES" id="n"><items><navigationItem title="A" id="1"/><navigationItem title="B" id="2"/></items></navigationBar>"#)).attributes
        #expect(bar.prefersLargeTitles && bar.title == "B" && bar.isTranslucent)
    }

    /// An image view's SF Symbol written the Xcode 16 way: the reference's name and `symbolScale`
    /// (large, over the configuration's small) and the configuration's 20-point size; the older
    /// `image` attribute with no configuration has neither.
    @Test func anImageDecodesItsSymbolConfiguration() throws {
        let (a, unknown) = ImageViewAttributes.decode(try element("""
            <imageView id="i">
                <imageReference key="image" image="circle" catalog="system" symbolScale="large"/>
                <preferredSymbolConfiguration key="preferredSymbolConfiguration" pointSize="20" scale="small"/>
            </imageView>
            """))
        #expect(unknown.isEmpty)
        #expect(a.image == ImageAttributes(name: "circle", symbolPointSize: 20, symbolScale: "large"))
        let (plain, _) = ImageViewAttributes.decode(try element(#"<imageView image="logo" id="i"/>"#))
        #expect(plain.image == ImageAttributes(name: "logo", symbolPointSize: nil, symbolScale: nil))
        #expect(ImageViewAttributes.decode(try element(#"<imageView id="i"/>"#)).attributes.image == nil)
    }

    /// The alignment insets are keyed by kind: a slider's (0, 2, 1, 2) before Xcode 16.3, none
    /// from toolsVersion 24000; a switch's 2 at the right; none for a label or an unknown element.
    @Test func alignmentInsetsAreKeyedByKind() {
        #expect(SceneBuilder.alignmentInsets(of: .slider, tools: ToolsVersion("22505")) == EdgeInsets(top: 0, left: 2, bottom: 1, right: 2))
        #expect(SceneBuilder.alignmentInsets(of: .slider, tools: ToolsVersion("24000")) == .zero)
        #expect(SceneBuilder.alignmentInsets(of: .switch, tools: ToolsVersion("22505")) == EdgeInsets(top: 0, left: 0, bottom: 0, right: 2))
        #expect(SceneBuilder.alignmentInsets(of: .label, tools: ToolsVersion("22505")) == .zero)
        #expect(SceneBuilder.alignmentInsets(of: nil, tools: ToolsVersion("22505")) == .zero)
    }

    // MARK: Unknown values

    /// A flag that is neither YES nor NO, an unknown case name and a malformed number are read
    /// as the defaults and listed, in the order read, with what they are read as.
    @Test func unknownValuesAreReadAsTheDefaultsAndListed() throws {
        let (a, unknown) = TableViewCellAttributes.decode(try element(#"<tableViewCell accessoryType="sideways" selectionStyle="purple" rowHeight="tall" indentationLevel="1.5" id="c"/>"#))
        #expect(a.accessoryType == .none && a.selectionStyle == .default && a.rowHeight == nil && a.indentationLevel == 0)
        #expect(unknown == [
            UnknownAttributeValue(attribute: "accessoryType", value: "sideways", readAs: "none"),
            UnknownAttributeValue(attribute: "selectionStyle", value: "purple", readAs: "default"),
            UnknownAttributeValue(attribute: "indentationLevel", value: "1.5", readAs: nil),
            UnknownAttributeValue(attribute: "rowHeight", value: "tall", readAs: nil),
        ])
        let (label, labelUnknown) = LabelAttributes.decode(try element(#"<label adjustsFontForContentSizeCategory="maybe" id="l"/>"#))
        #expect(!label.adjustsFontForContentSizeCategory)
        #expect(labelUnknown == [UnknownAttributeValue(attribute: "adjustsFontForContentSizeCategory", value: "maybe", readAs: "NO")])
        // A child element's values are named after it.
        let (_, flowUnknown) = CollectionViewAttributes.decode(try element(#"<collectionView id="c"><collectionViewFlowLayout key="collectionViewLayout" scrollDirection="diagonal" id="f"/></collectionView>"#))
        #expect(flowUnknown == [UnknownAttributeValue(attribute: "collectionViewLayout.scrollDirection", value: "diagonal", readAs: "vertical")])
    }

    /// Through the reader: each element with unknown values gets exactly one warning naming it,
    /// its line and every value (the cell at line 11, the stack view at line 19), the document
    /// is laid out (no trap), the cell keeps UIKit's defaults and the stack view fills.
    @Test func unknownValuesTakeTheOneDiagnosticPath() throws {
        let xib = DocumentFixture.iPhone8Xib("""
            <tableView style="plain" rowHeight="44" id="tbl">
                <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
                <prototypes>
                    <tableViewCell accessoryType="sideways" selectionStyle="purple" reuseIdentifier="Cell" id="cell">
                        <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                        <tableViewCellContentView key="contentView" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                        </tableViewCellContentView>
                    </tableViewCell>
                </prototypes>
            </tableView>
            <stackView distribution="fillSometimes" baselineRelativeArrangement="perhaps" id="stk">
                <rect key="frame" x="0.0" y="320" width="100" height="40"/>
            </stackView>
            """)
        let layout = try IBDocument(data: xib).layout(scene: nil, device: nil, orientation: nil)
        let unknown = layout.diagnostics.filter { $0.message.contains("Interface Builder writes") }
        #expect(unknown.map(\.message) == [
            "<tableViewCell> at line 11: accessoryType 'sideways' read as none, selectionStyle 'purple' read as default (not values Interface Builder writes)",
            "<stackView> at line 19: distribution 'fillSometimes' read as fill, baselineRelativeArrangement 'perhaps' read as NO (not values Interface Builder writes)",
        ])
        #expect(unknown.map(\.ids) == [["cell"], ["stk"]])
        #expect(unknown.allSatisfy { $0.kind == "unsupported" })
        let cell = try #require(layout.views["cell"] as? TableViewCell)
        #expect(cell.accessoryType == .none && cell.selectionStyle == .default && cell.reuseIdentifier == "Cell")
        let stack = try #require(layout.views["stk"] as? StackView)
        #expect(stack.distribution == .fill && !stack.isBaselineRelativeArrangement)
    }

    /// A bar's items are read with the bar: a toolbar (line 8) whose second item has a `width`
    /// that is no number and a `style` Interface Builder does not write, and a tab bar (line 15)
    /// whose item has no id, get one warning each naming the bar, the item and the value; the
    /// fixed space is read as 0 wide and the button as plain, as before.
    @Test func barItemsUnknownValuesAreTheBars() throws {
        let xib = DocumentFixture.iPhone8Xib("""
            <toolbar opaque="NO" contentMode="scaleToFill" id="bar">
                <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                <items>
                    <barButtonItem title="Go" id="go"/>
                    <barButtonItem systemItem="fixedSpace" width="wide" style="fancy" id="gap"/>
                </items>
            </toolbar>
            <tabBar contentMode="scaleToFill" id="tabs">
                <rect key="frame" x="0.0" y="100" width="375" height="49"/>
                <items>
                    <tabBarItem title="One" width="narrow"/>
                </items>
            </tabBar>
            """)
        let layout = try IBDocument(data: xib).layout(scene: nil, device: nil, orientation: nil)
        let unknown = layout.diagnostics.filter { $0.message.contains("Interface Builder writes") }
        #expect(unknown.map(\.message) == [
            "<toolbar> at line 8: barButtonItem[gap].width 'wide' ignored, barButtonItem[gap].style 'fancy' read as plain (not values Interface Builder writes)",
            "<tabBar> at line 15: tabBarItem[1].width 'narrow' ignored (not a value Interface Builder writes)",
        ])
        #expect(unknown.map(\.ids) == [["bar"], ["tabs"]])
        let bar = try #require(layout.views["bar"] as? Toolbar)
        #expect(bar.items.count == 2 && bar.items[1].width == 0)
        let tabs = try #require(layout.views["tabs"] as? TabBar)
        #expect(tabs.items.map(\.title) == ["One"])
    }

    /// A bar button item's `width` that is a number but not a finite one (`inf`, `nan`: Swift's
    /// `Double` reads both) is no width Interface Builder writes: reported as ignored, like a
    /// malformed one, on the toolbar (line 8), and the item is read as 0 wide.
    @Test func nonFiniteBarItemWidthsAreReported() throws {
        let xib = DocumentFixture.iPhone8Xib("""
            <toolbar opaque="NO" contentMode="scaleToFill" id="bar">
                <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                <items>
                    <barButtonItem systemItem="fixedSpace" width="inf" id="far"/>
                    <barButtonItem systemItem="fixedSpace" width="nan" id="odd"/>
                    <barButtonItem systemItem="fixedSpace" width="12" id="gap"/>
                </items>
            </toolbar>
            """)
        let layout = try IBDocument(data: xib).layout(scene: nil, device: nil, orientation: nil)
        let unknown = layout.diagnostics.filter { $0.message.contains("Interface Builder writes") }
        #expect(unknown.map(\.message) == [
            "<toolbar> at line 8: barButtonItem[far].width 'inf' ignored, barButtonItem[odd].width 'nan' ignored (not values Interface Builder writes)",
        ])
        #expect(unknown.map(\.ids) == [["bar"]])
        let bar = try #require(layout.views["bar"] as? Toolbar)
        #expect(bar.items.map(\.width) == [0, 0, 12])
    }

    /// A discarded element's kind attributes are not decoded: a second label repeating the id
    /// `lbl` with an unknown `textAlignment` and a label a `default` variation uninstalls, with an
    /// unknown flag, give the one duplicate-id error and no unknown-value warning (their
    /// ``LabelAttributes`` are never read; makeView decodes ``ViewAttributes`` after the same
    /// two checks).
    @Test func discardedElementsAreNotDecoded() throws {
        let xib = DocumentFixture.iPhone8Xib("""
            <label text="A" id="lbl"><rect key="frame" x="10" y="10" width="40" height="21"/></label>
            <label text="B" textAlignment="sideways" id="lbl"><rect key="frame" x="10" y="40" width="40" height="21"/></label>
            <label text="C" adjustsFontForContentSizeCategory="maybe" id="gone"><rect key="frame" x="10" y="70" width="40" height="21"/></label>
            """, extra: #"<variation key="default"><mask key="subviews"><exclude reference="gone"/></mask></variation>"#)
        let layout = try IBDocument(data: xib).layout(scene: nil, device: nil, orientation: nil)
        #expect(layout.diagnostics.filter { $0.message.contains("Interface Builder writes") }.isEmpty)
        #expect(layout.diagnostics.filter { $0.kind == "duplicate-id" }.count == 1)
        #expect((layout.views["lbl"] as? Label)?.text == "A")
        #expect(layout.views["gone"] == nil)
    }
}
