import Foundation

// UIKit's and Core Graphics' type names for Trellis's types.
//
// On Linux, Foundation declares its own `CGFloat`, `CGPoint`, `CGSize` and `CGRect`. This module
// imports Foundation, so its names below shadow Foundation's in any file that imports both: there,
// `CGRect` is Trellis's ``Rect`` (what `UIView.frame` is) and Foundation's is `Foundation.CGRect`.

/// Core Graphics' scalar; Trellis measures in `Double`.
public typealias CGFloat = Double
/// Core Graphics' point (Trellis's ``Point``).
public typealias CGPoint = Point
/// Core Graphics' size (Trellis's ``Size``).
public typealias CGSize = Size
/// Core Graphics' rectangle (Trellis's ``Rect``).
public typealias CGRect = Rect
/// Core Graphics' affine transform (Trellis's ``AffineTransform``).
public typealias CGAffineTransform = Trellis.AffineTransform

/// UIKit's `UIView`.
public typealias UIView = View
/// UIKit's `UIScreen`.
public typealias UIScreen = Screen
/// UIKit's `UILabel`.
public typealias UILabel = Label
/// UIKit's `UIButton`.
public typealias UIButton = Button
/// UIKit's `UITextField`.
public typealias UITextField = TextField
/// UIKit's `UIPageControl`.
public typealias UIPageControl = PageControl
/// UIKit's `UIImageView`.
public typealias UIImageView = ImageView
/// UIKit's `UIImage` (a name and a size; see `UIImage(named:)`).
public typealias UIImage = Image
/// UIKit's `UIStackView`.
public typealias UIStackView = StackView
/// UIKit's `UIFont`.
public typealias UIFont = Font
/// UIKit's `UIColor`.
public typealias UIColor = Color
/// UIKit's `UIEdgeInsets`.
public typealias UIEdgeInsets = EdgeInsets
/// UIKit's `NSDirectionalEdgeInsets`.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
/// UIKit's `NSTextAlignment`.
public typealias NSTextAlignment = TextAlignment
/// UIKit's `NSLineBreakMode`.
public typealias NSLineBreakMode = LineBreakMode
/// UIKit's `UIUserInterfaceLayoutDirection`.
public typealias UIUserInterfaceLayoutDirection = LayoutDirection
/// UIKit's `UISemanticContentAttribute`.
public typealias UISemanticContentAttribute = SemanticContentAttribute
/// UIKit's `UIContentSizeCategory`.
public typealias UIContentSizeCategory = ContentSizeCategory
/// UIKit's `UIUserInterfaceStyle`.
public typealias UIUserInterfaceStyle = UserInterfaceStyle
/// UIKit's `UIInterfaceOrientation` (Trellis's ``Orientation``).
public typealias UIInterfaceOrientation = Orientation

/// UIKit's `NSLayoutConstraint`.
public typealias NSLayoutConstraint = LayoutConstraint
/// UIKit's `UILayoutPriority`.
public typealias UILayoutPriority = LayoutPriority
/// UIKit's `UILayoutGuide`.
public typealias UILayoutGuide = LayoutGuide
/// UIKit's `NSLayoutAnchor` (Trellis's anchors are not generic; the three subclasses below are UIKit's).
public typealias NSLayoutAnchor = LayoutAnchor
/// UIKit's `NSLayoutXAxisAnchor`.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// UIKit's `NSLayoutYAxisAnchor`.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// UIKit's `NSLayoutDimension`.
public typealias NSLayoutDimension = LayoutDimension
/// UIKit's `UIViewController`.
public typealias UIViewController = ViewController
/// UIKit's `UINavigationController`.
public typealias UINavigationController = NavigationController
/// UIKit's `UITabBarController`.
public typealias UITabBarController = TabBarController
/// UIKit's `UINavigationBar`.
public typealias UINavigationBar = NavigationBar
/// UIKit's `UITabBar`.
public typealias UITabBar = TabBar
/// UIKit's `UIToolbar`.
public typealias UIToolbar = Toolbar
/// UIKit's `UIBarButtonItem`.
public typealias UIBarButtonItem = BarButtonItem
/// UIKit's `UIScrollView`.
public typealias UIScrollView = ScrollView
/// UIKit's `UITableView`.
public typealias UITableView = TableView
/// UIKit's `UITableViewCell`.
public typealias UITableViewCell = TableViewCell
/// UIKit's `UITableViewDataSource`.
public typealias UITableViewDataSource = TableViewDataSource
/// UIKit's `UITableViewDelegate` (its layout part).
public typealias UITableViewDelegate = TableViewDelegate
/// UIKit's `UICollectionView`.
public typealias UICollectionView = CollectionView
/// UIKit's `UICollectionViewCell`.
public typealias UICollectionViewCell = CollectionViewCell
/// UIKit's `UICollectionViewFlowLayout`.
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
/// UIKit's `UICollectionViewDataSource`.
public typealias UICollectionViewDataSource = CollectionViewDataSource
/// UIKit's `UICollectionViewDelegateFlowLayout`.
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout
/// UIKit's `UITraitCollection`.
public typealias UITraitCollection = TraitCollection
/// UIKit's `UIUserInterfaceSizeClass`.
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass

extension View {
    /// UIKit's `UIView.AutoresizingMask`.
    public typealias AutoresizingMask = Trellis.AutoresizingMask
    /// UIKit's `UIView.ContentMode`.
    public typealias ContentMode = Trellis.ContentMode
}

extension LayoutConstraint {
    /// UIKit's `NSLayoutConstraint.Attribute`.
    public typealias Attribute = LayoutAttribute
    /// UIKit's `NSLayoutConstraint.Relation`.
    public typealias Relation = LayoutRelation
}
