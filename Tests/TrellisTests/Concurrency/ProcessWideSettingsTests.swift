import Testing
@testable import Trellis

/// The process-wide settings are guarded (an atomic and a lock) and a change of the layout
/// direction or of the text measurer is observed: every engine built before it is rebuilt at its
/// hierarchy's next layout pass. (The tests set each setting to the value it already has: the
/// settings are shared by every test running in parallel, so flipping the direction here would
/// change other tests' frames. The flip itself is covered by the right-to-left tests, which
/// force the direction per view with `semanticContentAttribute`.) The suite is serialized: its
/// first two tests are the only code in the test process that sets a process-wide setting, so
/// while the third runs nothing bumps ``ProcessWideSettings/generation``.
@Suite(.serialized)
struct ProcessWideSettingsTests {
    func laidOut() -> (root: View, child: View) {
        let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 100))
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        LayoutConstraint.activate([child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                                   child.topAnchor.constraint(equalTo: root.topAnchor),
                                   child.widthAnchor.constraint(equalToConstant: 100), child.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        return (root, child)
    }

    @Test func aLayoutDirectionChangeRebuildsTheEngine() {
        let (root, child) = laidOut()
        let before = root.autoLayout.engine
        #expect(child.frame == Rect(x: 20, y: 0, width: 100, height: 10))
        View.defaultLayoutDirection = View.defaultLayoutDirection
        root.layoutIfNeeded()
        #expect(root.autoLayout.engine !== before)
        // Left to right (every test runs so): leading 20 is x = 20; right to left it would be 375 − 20 − 100 = 255.
        #expect(child.frame.minX == (child.effectiveUserInterfaceLayoutDirection == .leftToRight ? 20 : 255))
    }

    @Test func aTextMeasurerChangeRebuildsTheEngine() {
        let (root, _) = laidOut()
        let before = root.autoLayout.engine
        Label.defaultTextMeasurer = Label.defaultTextMeasurer
        root.layoutIfNeeded()
        #expect(root.autoLayout.engine !== before)
    }

    @Test func nothingChangedNothingRebuilt() throws {
        let (root, _) = laidOut()
        let before = try #require(root.autoLayout.engine)
        let generation = ProcessWideSettings.generation
        root.setNeedsLayout()
        root.layoutIfNeeded()
        // No setting changed (the suite is serialized), so the generation is the one the engine
        // was built in, and the pass reuses the engine instead of rebuilding it.
        #expect(ProcessWideSettings.generation == generation)
        #expect(before.settingsGeneration == generation)
        #expect(root.autoLayout.engine === before)
    }
}
