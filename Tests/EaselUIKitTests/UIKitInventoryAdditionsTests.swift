import EaselGraphics
import EaselUIKit
import Foundation
import Testing

/// UIKit API the census sample's designables use, declared as UIKit declares it: overridable
/// where UIKit's is, and doing at rest what UIKit does.
@MainActor
@Suite struct UIKitInventoryAdditionsTests {
  final class CheckCell: UITableViewCell {
    var calls: [String] = []
    override func setSelected(_ selected: Bool, animated: Bool) {
      super.setSelected(selected, animated: animated)
      calls.append("selected \(selected)")
    }
    override func setHighlighted(_ highlighted: Bool, animated: Bool) {
      super.setHighlighted(highlighted, animated: animated)
      calls.append("highlighted \(highlighted)")
    }
  }

  @Test func cellSelectionGoesThroughItsOverridableSetters() {
    let cell = CheckCell(style: .default, reuseIdentifier: "c")
    cell.isSelected = true
    cell.isHighlighted = true
    cell.setSelected(false, animated: true)
    #expect(cell.calls == ["selected true", "highlighted true", "selected false"])
    #expect(!cell.isSelected && cell.isHighlighted)
  }

  @Test func alertsKeepWhatTheyAreGiven() {
    let alert = UIAlertController(
      title: "Delete?", message: "For good", preferredStyle: .actionSheet)
    let cancel = UIAlertAction(title: "Cancel", style: .cancel)
    alert.addAction(cancel)
    alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in })
    alert.addTextField { $0.placeholder = "Name" }
    #expect(alert.title == "Delete?" && alert.message == "For good")
    #expect(alert.preferredStyle == .actionSheet)
    #expect(alert.actions.map(\.title) == ["Cancel", "Delete"])
    #expect(alert.textFields?.first?.placeholder == "Name")
  }

  @Test func exceptionsHaveFoundationsNames() {
    let e = NSException(name: .internalInconsistencyException, reason: "bad state", userInfo: nil)
    #expect(e.name.rawValue == "NSInternalInconsistencyException")
    #expect(e.reason == "bad state")
  }

  @Test func segmentTitlesDrawInTheirAttributes() throws {
    let control = UISegmentedControl(items: ["One", "Two"])
    control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
    control.selectedSegmentIndex = 0
    control.setTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
    #expect((control.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor) == .red)
    let pixels = try renderPixels(control, scale: 2)
    var red = 0
    for x in 200..<400 {
      for y in 16..<48 {
        let p = pixels.pixel(x: x, y: y)
        if p.red > 0.8 && p.green < 0.3 && p.blue < 0.3 { red += 1 }
      }
    }
    #expect(red > 20, "the second title is drawn red: \(red) pixels")
  }

  final class Wheel: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
  }

  @Test func pickersTakeADataSourceAndDelegate() {
    let picker = UIPickerView(frame: .zero)
    let wheel = Wheel()
    picker.dataSource = wheel
    picker.delegate = wheel
    #expect(picker.dataSource === wheel && picker.delegate === wheel)
    picker.selectRow(2, inComponent: 0, animated: false)
    #expect(picker.selectedRow(inComponent: 0) == 2)
  }

  @Test func inputViewsAreKeptOnTextInputs() {
    let field = UITextField(frame: .zero)
    let accessory = UIView(frame: .zero)
    field.inputAccessoryView = accessory
    #expect(field.inputAccessoryView === accessory)
    #expect(UIView(frame: .zero).inputView == nil)
    #expect(UIView(frame: .zero).endEditing(true))
  }

  /// On iOS a root class's instance methods are its metaclass's too: designables override
  /// `class func prepareForInterfaceBuilder()` and it compiles (and is never called).
  final class ClassLevel: UIView {
    nonisolated(unsafe) static var calls = 0
    override class func prepareForInterfaceBuilder() { calls += 1 }
    override class func awakeFromNib() { calls += 1 }
  }

  @Test func classLevelTwinsOfNibMethodsCanBeOverridden() {
    let view = ClassLevel(frame: .zero)
    view.prepareForInterfaceBuilder()
    view.awakeFromNib()
    #expect(ClassLevel.calls == 0, "the instance methods are not the class methods")
  }
}
