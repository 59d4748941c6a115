import Foundation

/// What a picker's wheels hold, as `UIPickerViewDataSource`.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
  /// The number of wheels.
  func numberOfComponents(in pickerView: UIPickerView) -> Int
  /// The number of rows of a wheel.
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// How a picker's rows look and what a choice does, as `UIPickerViewDelegate` (every
/// requirement optional, as in UIKit).
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
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
  private static let dataSourceKey = ExtensionKey()
  private static let delegateKey = ExtensionKey()

  /// The picker's data source, held weakly.
  ///
  /// Differs from UIKit: the wheel still shows Interface Builder's sample rows, as the
  /// canvas does; the data source is not asked for rows yet.
  public weak var dataSource: (any UIPickerViewDataSource)? {
    get {
      (extensionValue(self, UIPickerView.dataSourceKey) as WeakReference?)?.object
        as? any UIPickerViewDataSource
    }
    set { setExtensionValue(self, UIPickerView.dataSourceKey, WeakReference(newValue)) }
  }

  /// The picker's delegate, held weakly (not asked for titles yet; see `dataSource`).
  public weak var delegate: (any UIPickerViewDelegate)? {
    get {
      (extensionValue(self, UIPickerView.delegateKey) as WeakReference?)?.object
        as? any UIPickerViewDelegate
    }
    set { setExtensionValue(self, UIPickerView.delegateKey, WeakReference(newValue)) }
  }

  /// Reloads every wheel (the sample rows stay).
  public func reloadAllComponents() { setNeedsDisplay() }
  /// Reloads one wheel.
  public func reloadComponent(_ component: Int) { setNeedsDisplay() }
  /// Chooses a row of a wheel (recorded; the sample rows stay centred).
  public func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
    selectedRows[component] = row
  }
  /// The row chosen in a wheel, or -1.
  public func selectedRow(inComponent component: Int) -> Int { selectedRows[component] ?? 0 }

  private static let selectedKey = ExtensionKey()
  private var selectedRows: [Int: Int] {
    get { extensionValue(self, UIPickerView.selectedKey) ?? [:] }
    set { setExtensionValue(self, UIPickerView.selectedKey, newValue) }
  }
}
