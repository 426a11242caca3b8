import Trellis

extension Workload {
    /// How deep the `text` workload's rows sit below the window.
    static let textDepth = 40

    /// Text measured through the window (issue 34's per-window measurer): the window has its own
    /// ``Window/textMeasurer``; `textDepth` nested views, each pinned to its parent's edges, hold
    /// n/2 rows of a label and a button side by side, their first baselines aligned, each row below
    /// the last. Every label and button measures with its window's measurer, looked up from the
    /// bottom of the nesting; each button's baselines and intrinsic size come from its title.
    static func text(_ n: Int, screen: Screen) -> Workload {
        let size = Size(width: 400, height: 40 * Double(n) + 400)
        let window = Window(frame: Rect(origin: .zero, size: size), screen: screen)
        window.textMeasurer = ApproximateTextMeasurer()
        var container: View = window
        var constraints: [LayoutConstraint] = []
        for _ in 0..<textDepth {
            let v = View()
            v.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(v)
            constraints += [v.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                            v.trailingAnchor.constraint(equalTo: container.trailingAnchor),
                            v.topAnchor.constraint(equalTo: container.topAnchor),
                            v.bottomAnchor.constraint(equalTo: container.bottomAnchor)]
            container = v
        }
        var above = container.topAnchor
        var leaf: View?
        var leafConstraint: LayoutConstraint?
        for k in 0..<max(1, n / 2) {
            let label = Label(text: "Label number \(k)")
            let button = Button(title: "Button \(k)")
            for v in [label, button] as [View] {
                v.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(v)
            }
            let top = label.topAnchor.constraint(equalTo: above, constant: 8)
            constraints += [label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8), top,
                            button.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
                            button.firstBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor)]
            above = button.bottomAnchor
            if k == n / 4 { leaf = label; leafConstraint = top }
        }
        LayoutConstraint.activate(constraints)
        return Workload(window: window, size: size, leaf: leaf!, leafConstraint: leafConstraint!)
    }
}
