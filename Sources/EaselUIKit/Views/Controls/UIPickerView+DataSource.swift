import Foundation

/// What a picker's wheels hold, as `UIPickerViewDataSource`.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: NSObjectProtocol {
  /// The number of wheels.
  func numberOfComponents(in pickerView: UIPickerView) -> Int
  /// The number of rows of a wheel.
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// How a picker's rows look and what a choice does, as `UIPickerViewDelegate` (every
/// requirement optional, as in UIKit).
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: NSObjectProtocol {
  /// A wheel's width.
  func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
  /// A wheel's row height.
  func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
  /// A row's title.
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  /// A row's styled title.
  func pickerView(
    _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
  ) -> NSAttributedString?
  /// A row's view.
  func pickerView(
    _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
    reusing view: UIView?
  ) -> UIView
  /// A row was chosen.
  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
  public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
    pickerView.bounds.width
  }
  public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int)
    -> CGFloat
  { 32 }
  public func pickerView(
    _ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int
  ) -> String? { nil }
  public func pickerView(
    _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
  ) -> NSAttributedString? { nil }
  public func pickerView(
    _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
    reusing view: UIView?
  ) -> UIView { view ?? UIView(frame: .zero) }
  public func pickerView(
    _ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int
  ) {}
}

extension UIPickerView {
  static let dataSourceKey = ExtensionKey()
  static let delegateKey = ExtensionKey()

  private static let selectedKey = ExtensionKey()
  var selectedRows: [Int: Int] {
    get { extensionValue(self, UIPickerView.selectedKey) ?? [:] }
    set { setExtensionValue(self, UIPickerView.selectedKey, newValue) }
  }
}
