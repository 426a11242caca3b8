/// The storyboard Benchmarks/text-bench.sh generates (its `generate` function, in Python there),
/// written the same, character for character, so that the two benchmarks time the same document.
enum LabelsDocument {
    static let words = "Trellis lays out storyboards on Linux for every device and wraps each label at its width".split(separator: " ")

    /// One iPhone 8 (`retina4_7`) scene: `labels` labels in a 375 × 667 root view, even ones a
    /// 3-word line (stored 343 × 20.5), odd ones 24 words with `numberOfLines="0"` (stored
    /// 343 × 61, three lines); each pinned 16 points in from the root's leading and trailing
    /// edges, its top at the bottom of the one before (the first at the root's top).
    static func storyboard(labels n: Int) -> String {
        var out = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">"#,
            #"<device id="retina4_7" orientation="portrait"/><scenes><scene sceneID="s"><objects><viewController id="vc">"#,
            #"<view key="view" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>"#,
            #"<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/><subviews>"#,
        ]
        var y = 0.0
        for i in 0..<n {
            let multi = i % 2 == 1
            let text = (0..<(multi ? 24 : 3)).map { words[(i + $0) % words.count] }.joined(separator: " ") + " \(i)"
            let h = multi ? 61 : 20.5
            out.append(#"<label text="\#(text)"\#(multi ? #" numberOfLines="0""# : "") translatesAutoresizingMaskIntoConstraints="NO" id="l\#(i)">"#
                + #"<rect key="frame" x="16" y="\#(y)" width="343" height="\#(multi ? "61" : "20.5")"/>"#
                + #"<fontDescription key="fontDescription" type="system" pointSize="17"/></label>"#)
            y += h
        }
        out.append("</subviews><constraints>")
        for i in 0..<n {
            out.append(#"<constraint firstItem="l\#(i)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="a\#(i)"/>"#)
            out.append(#"<constraint firstAttribute="trailing" secondItem="l\#(i)" secondAttribute="trailing" constant="16" id="b\#(i)"/>"#)
            let (previous, attribute) = i > 0 ? ("l\(i - 1)", "bottom") : ("root", "top")
            out.append(#"<constraint firstItem="l\#(i)" firstAttribute="top" secondItem="\#(previous)" secondAttribute="\#(attribute)" id="c\#(i)"/>"#)
        }
        out.append("</constraints></view></viewController></objects></scene></scenes></document>")
        return out.joined(separator: "\n")
    }
}
