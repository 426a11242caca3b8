import Trellis

/// A window full of views and constraints, built the way an app would build it, with the one leaf
/// and the one leaf constraint the incremental phases touch.
struct Workload {
    let window: Window
    /// The window's size after building (resizes vary its width around this).
    let size: Size
    let leaf: View
    let leafConstraint: LayoutConstraint

    /// Adds a 10 × 10 view at the leaf's top left corner, in the leaf's superview, placed by
    /// four constraints (an app adding a badge to a laid-out window).
    func addViewBesideLeaf() {
        let badge = View()
        badge.translatesAutoresizingMaskIntoConstraints = false
        leaf.superview!.addSubview(badge)
        LayoutConstraint.activate([badge.leadingAnchor.constraint(equalTo: leaf.leadingAnchor),
                                   badge.topAnchor.constraint(equalTo: leaf.topAnchor),
                                   badge.widthAnchor.constraint(equalToConstant: 10),
                                   badge.heightAnchor.constraint(equalToConstant: 10)])
    }

    static func make(_ name: String, n: Int, screen: Screen) -> Workload {
        switch name {
        case "chain": chain(n, screen: screen)
        case "tree": tree(n, screen: screen)
        case "text": text(n, screen: screen)
        default: table(n, screen: screen)
        }
    }

    /// `H:|-8-[v0]-8-[v1(==v0)]-8-…-[vN-1(==v0)]-8-|`, each view 8 from the top and 30 high.
    static func chain(_ n: Int, screen: Screen) -> Workload {
        let size = Size(width: 100 * Double(n), height: 100)
        let window = Window(frame: Rect(origin: .zero, size: size), screen: screen)
        var views: [View] = []
        var constraints: [LayoutConstraint] = []
        var heights: [LayoutConstraint] = []
        for _ in 0..<n {
            let v = View()
            v.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(v)
            if let previous = views.last {
                constraints.append(v.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: 8))
                constraints.append(v.widthAnchor.constraint(equalTo: views[0].widthAnchor))
            } else {
                constraints.append(v.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8))
            }
            constraints.append(v.topAnchor.constraint(equalTo: window.topAnchor, constant: 8))
            heights.append(v.heightAnchor.constraint(equalToConstant: 30))
            views.append(v)
        }
        constraints.append(views[n - 1].trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -8))
        LayoutConstraint.activate(constraints + heights)
        return Workload(window: window, size: size, leaf: views[n / 2], leafConstraint: heights[n / 2])
    }

    /// WORKLOADS.md's 4-ary tree as nested views: view k's children are 4k+1…4k+4; a parent at
    /// even depth lines its children up horizontally (odd depth: vertically), 8 apart and 8 from
    /// its edges, all as wide (high) as the first; leaves have an intrinsic size of 20×20. The
    /// root view fills the window.
    static func tree(_ n: Int, screen: Screen) -> Workload {
        let size = Size(width: 16000, height: 16000)
        let window = Window(frame: Rect(origin: .zero, size: size), screen: screen)
        var views: [View] = []
        var depth: [Int] = []
        for k in 0..<n {
            let v = View()
            v.translatesAutoresizingMaskIntoConstraints = false
            if k == 0 { window.addSubview(v); depth.append(0) } else {
                views[(k - 1) / 4].addSubview(v)
                depth.append(depth[(k - 1) / 4] + 1)
            }
            views.append(v)
        }
        var constraints = [views[0].leadingAnchor.constraint(equalTo: window.leadingAnchor),
                           views[0].trailingAnchor.constraint(equalTo: window.trailingAnchor),
                           views[0].topAnchor.constraint(equalTo: window.topAnchor),
                           views[0].bottomAnchor.constraint(equalTo: window.bottomAnchor)]
        var leafConstraint: LayoutConstraint?
        for p in 0..<n {
            let parent = views[p]
            let children = min(4 * p + 1, n)..<min(4 * p + 5, n)
            if children.isEmpty {
                parent.explicitIntrinsicContentSize = Size(width: 20, height: 20)
                continue
            }
            let horizontal = depth[p] % 2 == 0
            for j in children {
                let child = views[j]
                if j == children.lowerBound {
                    constraints.append(horizontal ? child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 8)
                                                  : child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 8))
                } else {
                    let previous = views[j - 1], first = views[children.lowerBound]
                    constraints.append(horizontal ? child.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: 8)
                                                  : child.topAnchor.constraint(equalTo: previous.bottomAnchor, constant: 8))
                    constraints.append(horizontal ? child.widthAnchor.constraint(equalTo: first.widthAnchor)
                                                  : child.heightAnchor.constraint(equalTo: first.heightAnchor))
                }
                let crossStart = horizontal ? child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 8)
                                            : child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 8)
                constraints.append(crossStart)
                constraints.append(horizontal ? child.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -8)
                                              : child.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -8))
                if j == n - 1 { leafConstraint = crossStart }
            }
            let last = views[children.upperBound - 1]
            constraints.append(horizontal ? last.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -8)
                                          : last.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -8))
        }
        LayoutConstraint.activate(constraints)
        // N = 1 has no leaf constraint: change the root's.
        return Workload(window: window, size: size, leaf: views[n - 1], leafConstraint: leafConstraint ?? constraints[0])
    }

    /// A table: a content view filling the window (autoresizing) holds N rows 44 high, stacked by
    /// frame and resized by autoresizing (flexible width); each row holds an image view and a
    /// label placed with constraints against the row's layout margins.
    static func table(_ n: Int, screen: Screen) -> Workload {
        let size = Size(width: 375, height: 667)
        let window = Window(frame: Rect(origin: .zero, size: size), screen: screen)
        let content = View(frame: window.bounds)
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(content)
        var constraints: [LayoutConstraint] = []
        var labelLeadings: [LayoutConstraint] = []
        var labels: [View] = []
        for i in 0..<n {
            let row = View(frame: Rect(x: 0, y: 44 * Double(i), width: size.width, height: 44))
            row.autoresizingMask = [.flexibleWidth]
            content.addSubview(row)
            let image = ImageView(image: Image(name: "icon", size: Size(width: 32, height: 32)))
            let label = Label(text: "Row \(i)")
            for v in [image, label] {
                v.translatesAutoresizingMaskIntoConstraints = false
                row.addSubview(v)
            }
            let margins = row.layoutMarginsGuide
            let leading = label.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 8)
            constraints += [image.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                            image.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                            leading,
                            label.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
                            label.centerYAnchor.constraint(equalTo: row.centerYAnchor)]
            labelLeadings.append(leading)
            labels.append(label)
        }
        LayoutConstraint.activate(constraints)
        return Workload(window: window, size: size, leaf: labels[n / 2], leafConstraint: labelLeadings[n / 2])
    }
}
