import Testing
@testable import Trellis

/// A constraint names its items weakly, as UIKit's `firstItem` and `secondItem` are: once a view or
/// a guide is freed, the constraint reads `nil` for it. Nothing references the view itself
/// weakly (``WeakBox``): its deinit marks its ``ReferenceTarget`` dead.
struct WeakReferenceTests {
    @Test func aConstraintOutlivingItsItemsReadsNil() {
        var constraint: LayoutConstraint?
        do {
            let view = View(), other = View(), guide = LayoutGuide()
            other.addLayoutGuide(guide)
            constraint = view.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 8)
            #expect(constraint?.firstItem === view)
            #expect(constraint?.secondItem === guide)
        }
        #expect(constraint?.firstItem == nil)
        #expect(constraint?.secondItem == nil)
    }

    @Test func aBoxOutlivingItsViewReadsNil() {
        var box: WeakBox<View>?
        do {
            let view = View()
            box = WeakBox(value: view)
            #expect(box?.value === view)
        }
        #expect(box?.value == nil)
    }
}
