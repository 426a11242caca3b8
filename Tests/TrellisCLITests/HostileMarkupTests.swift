import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TrellisRender
import TrellisTestSupport

/// Issue 33, item 2: a picture of someone else's document must be safe to open. Every string of
/// Hostile.storyboard that a picture shows or carries is markup (`<script>alert(1)</script>` as the
/// root view's id, `"><script>…` as a label's, `t"onmouseover="alert(4)` as a text field's, a font
/// family `Evil', x</style>`…); the SVG and the HTML page must hold each as text.
struct HostileMarkupTests {
    static let hostile = "\(CheckReportTests.fixtures)/Hostile.storyboard"

    /// Every element name in `markup` (`<svg`, `<rect`…, not closing tags).
    static func elementNames(_ markup: String) -> Set<String> {
        var names = Set<String>()
        var rest = markup[...]
        while let open = rest.firstIndex(of: "<") {
            let name = rest[rest.index(after: open)...].prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "!" }
            if !name.isEmpty { names.insert(name.lowercased()) }
            rest = rest[rest.index(after: open)...]
        }
        return names
    }

    /// Attribute names inside tags that start with `on` (event handlers), e.g. `onmouseover`.
    static func eventHandlers(_ markup: String) -> [String] {
        markup.components(separatedBy: "<").dropFirst().compactMap { tag -> [String]? in
            let inside = tag.prefix { $0 != ">" }
            // Attribute names follow a space; values are quoted, so split outside quotes.
            var names: [String] = [], inQuote = false, current = ""
            for c in inside {
                if c == "\"" { inQuote.toggle(); continue }
                if inQuote { continue }
                if c == " " || c == "\n" { current = ""; continue }
                if c == "=" { names.append(current); current = ""; continue }
                current.append(c)
            }
            let handlers = names.filter { $0.lowercased().hasPrefix("on") }
            return handlers.isEmpty ? nil : handlers
        }.flatMap { $0 }
    }

    /// The SVG is well-formed XML (Foundation's parser reads it to the end), has no `script`
    /// or `foreignObject` element and no event-handler attribute, and shows the hostile texts
    /// escaped: the label's id in `data-id`, the button's title, the conflict's caption.
    @Test func svgHoldsEveryDocumentStringAsText() throws {
        let r = try runTrellis(["layout", Self.hostile, "--format", "svg", "--ids"], in: Repository.root)
        #expect(r.status == 0, "\(r.stderr)")
        let svg = r.stdout
        #expect(!svg.contains("<script"))
        #expect(Self.elementNames(svg).isSubset(of: ["svg", "g", "rect", "text", "tspan", "clippath", "defs", "pattern", "path", "line", "circle"]),
                "\(Self.elementNames(svg))")
        #expect(Self.eventHandlers(svg).isEmpty, "\(Self.eventHandlers(svg))")
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(svg.contains("data-id=\"&quot;&gt;&lt;script&gt;alert(3)&lt;/script&gt;\""))
        #expect(svg.contains("data-id=\"t&quot;onmouseover=&quot;alert(4)\""))
        #expect(svg.contains(">&lt;script&gt;alert(&#39;button&#39;)&lt;/script&gt;</tspan>"))
        #expect(svg.contains("broke: &lt;LayoutConstraint &#39;c&lt;script&gt;4&#39;"))
        // Scene names, segment titles and a search bar's placeholder are text too.
        #expect(svg.contains("class=\"scene-name\">&lt;script&gt;alert(&#39;title&#39;)&lt;/script&gt;</text>"))
        #expect(svg.contains("class=\"scene-name\">&lt;/text&gt;&lt;script&gt;alert(&#39;scene&#39;)&lt;/script&gt;</text>"))
        #expect(svg.contains(">&lt;script&gt;s1&lt;/script&gt;</tspan>") && svg.contains(">&quot; onclick=&quot;s2</tspan>"))
        #expect(svg.contains(">&lt;script&gt;search&lt;/script&gt;</tspan>"))
        // The font family stays one CSS string: its quote is escaped for CSS, then for XML.
        #expect(svg.contains("font-family=\"&#39;Evil\\&#39;, x&lt;/style&gt;&#39;, -apple-system"))
    }

    /// The page's scripts are its own (its code, and its pictures as Base64 data), no element or
    /// event handler comes from the document, in the page or in the pictures its script draws.
    @Test func htmlPageRunsOnlyItsOwnScript() throws {
        let r = try runTrellis(["layout", Self.hostile, "--format", "html", "--content-sizes", "large"], in: Repository.root)
        #expect(r.status == 0, "\(r.stderr)")
        let html = r.stdout
        #expect(html.components(separatedBy: "<script").count == 3)
        #expect(html.contains("<script type=\"application/octet-stream\" id=\"pictures\""))
        let allowed: Set<String> = ["!doctype", "html", "head", "meta", "title", "style", "body", "header", "h1", "label", "select", "option",
                                    "input", "output", "main", "figure", "figcaption", "div", "script", "canvas", "button", "span",
                                    "svg", "g", "rect", "text", "tspan", "clippath", "defs", "pattern", "path", "line", "circle"]
        #expect(Self.elementNames(html).isSubset(of: allowed), "\(Self.elementNames(html).subtracting(allowed))")
        #expect(Self.eventHandlers(html).isEmpty, "\(Self.eventHandlers(html))")
        #expect(!html.contains("<script>alert"))
        #expect(!html.contains("\"><script"))
        #expect(!html.contains("onmouseover=\""))
        // The pictures the page's script puts together (it sets them as the figure's innerHTML).
        let pictures = try #require(CanvasPage.pictures(inPage: html))
        #expect(pictures.count == 108)   // 27 devices × 2 orientations × 2 appearances, one size
        for p in pictures {
            #expect(!p.svg.contains("<script") && Self.eventHandlers(p.svg).isEmpty)
            #expect(Self.elementNames(p.svg).isSubset(of: allowed))
        }
        #expect(pictures[0].svg.contains("data-id=\"&quot;&gt;&lt;script&gt;alert(3)&lt;/script&gt;\""))
    }

    /// `diff --format html` draws the same document twice on one page: also only the page's scripts.
    @Test func diffPageRunsOnlyItsOwnScript() throws {
        let r = try runTrellis(["diff", Self.hostile, Self.hostile, "--format", "html"], in: Repository.root)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.components(separatedBy: "<script").count == 3)
        #expect(Self.eventHandlers(r.stdout).isEmpty)
        let pictures = try #require(CanvasPage.pictures(inPage: r.stdout))
        #expect(!pictures.isEmpty && pictures.allSatisfy { !$0.svg.contains("<script") && Self.eventHandlers($0.svg).isEmpty })
    }
}
