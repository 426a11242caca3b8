import Foundation
import Testing
@testable import TrellisInterfaceBuilder

/// What ``XMLTree/parse(_:)`` gives the reader, read through libxml2's SAX2 interface: the
/// element names, attribute values as XML defines them (entity and character references
/// replaced), the line of each start tag, and a `<string>`'s character data.
struct XMLTreeReadingTests {
    @Test func attributesAreReadWithTheirReferencesReplaced() throws {
        let tree = try XMLTree.parse(Data("""
            <document version="3.0" xmlns:x="urn:example">
                <label text="Fish &amp; Chips &lt;3&gt; &#233;t&#xE9;" id="a"
                       userLabel="two&#10;lines"/>
                <view x:custom="1" id="b"/>
            </document>
            """.utf8))
        #expect(tree.name == "document")
        #expect(tree.attributes == ["version": "3.0"])
        let label = try #require(tree.child("label"))
        #expect(label["text"] == "Fish & Chips <3> été")
        #expect(label["userLabel"] == "two\nlines")
        #expect(label.attributes == ["text": "Fish & Chips <3> été", "id": "a", "userLabel": "two\nlines"])
        // A start tag over two lines counts where it ends, as FoundationXML's XMLParser counted.
        #expect(label.line == 3)
        // A prefixed name keeps its prefix; a namespace declaration is not an attribute.
        #expect(tree.child("view")?["x:custom"] == "1")
        #expect(tree.child("view")?.line == 4)
        #expect(tree.child("view")?.parent === tree)
    }

    @Test func aStringsCharacterDataIncludesCDATAAndReferences() throws {
        let tree = try XMLTree.parse(Data("""
            <label id="l"><string key="text">a &amp; b<![CDATA[ <c> ]]>d</string></label>
            """.utf8))
        // CDATA is character data: `<c>` is text, not an element.
        #expect(tree.string("text") == "a & b <c> d")
    }
}

extension XMLTreeReadingTests {
    @Test func aRepeatedAttributeIsAnErrorWithItsLine() {
        #expect(throws: InterfaceBuilderError.malformedXML(line: 2, column: 20, message: "XML syntax error (code 42)")) {
            try XMLTree.parse(Data("<document>\n<view id=\"a\" id=\"b\"/>\n</document>".utf8))
        }
    }
}
