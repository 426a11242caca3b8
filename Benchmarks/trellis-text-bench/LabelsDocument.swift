import Trellis

/// The storyboard both text benchmarks lay out (Benchmarks/text-bench.sh writes it with
/// `trellis-text-bench --write-document`, so the two time the same document).
enum LabelsDocument {
    static let words = "Trellis lays out storyboards on Linux for every device and wraps each label at its width".split(separator: " ")

    /// One iPhone 8 (`retina4_7`) scene: `labels` labels in a 375 × 667 root view, even ones a
    /// 3-word line (stored 343 × 20.5), odd ones 24 words with `numberOfLines="0"`; each pinned
    /// 16 points in from the root's leading and trailing edges, its top at the bottom of the one
    /// before (the first at the root's top).
    ///
    /// A multi-line label is stored as Xcode stores one: as high as its text wrapped at 343
    /// points (`storedHeight`, given the text; rounded up to the 2× grid here). A document whose
    /// stored heights are not its text's — the first version of this benchmark stored every
    /// 24-word label at three lines where it wraps into four or five — makes the calibration keep
    /// those labels at their stored size (a second design-device layout, and no re-wrapping on
    /// the SE), which is neither what Xcode saves nor what the benchmark means to time.
    static func storyboard(labels n: Int, storedHeight: (String) -> Double) -> String {
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
            let h = multi ? (storedHeight(text) * 2).rounded(.up) / 2 : 20.5
            out.append(#"<label text="\#(text)"\#(multi ? #" numberOfLines="0""# : "") translatesAutoresizingMaskIntoConstraints="NO" id="l\#(i)">"#
                + #"<rect key="frame" x="16" y="\#(y)" width="343" height="\#(h)"/>"#
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

    /// ``storyboard(labels:storedHeight:)`` with each multi-line label as high as `measurer`
    /// wraps its text (17-point system font) at the stored width, 343.
    static func storyboard(labels n: Int, measuredBy measurer: any TextMeasurer) -> String {
        storyboard(labels: n) { text in
            measurer.size(of: text, font: .systemFont(ofSize: 17), maxWidth: 343, numberOfLines: 0, lineBreakMode: .byWordWrapping).height
        }
    }
}
