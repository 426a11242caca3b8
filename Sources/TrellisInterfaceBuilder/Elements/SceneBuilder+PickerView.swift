import Trellis

extension SceneBuilder {
    /// UIKit's height of a picker view's wheels: a `UIPickerView` is 216 points high unless its
    /// constraints say otherwise, and as wide as they make it.
    static let pickerViewHeight = 216.0

    /// `<pickerView>`: a view with UIKit's intrinsic height of a picker (``pickerViewHeight``)
    /// and no intrinsic width; it has no attributes of its own. MiniKeePass
    /// PasswordGenerator.storyboard (toolsVersion 12120) centres a picker vertically in a
    /// 215.5-point cell with no height of its own: Xcode stores it 216 high, y 0.
    func readPickerView() -> View {
        let view = PickerView()
        view.explicitIntrinsicContentSize = Size(width: View.noIntrinsicMetric, height: SceneBuilder.pickerViewHeight)
        return view
    }
}
