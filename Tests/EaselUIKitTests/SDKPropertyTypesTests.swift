import Foundation
import Testing

@testable import EaselUIKit

/// Properties have the types UIKit declares them with, not a type of the façade's own with
/// the same cases: code that names the type (`let style: UITableViewCell.SeparatorStyle =
/// table.separatorStyle`, Swift 4's `UITableViewCellSeparatorStyle.none`,
/// `UIDatePickerStyle.wheels`) compiles and means the same value.
@MainActor
@Suite struct SDKPropertyTypesTests {
  @Test func aTablesSeparatorStyleIsTheCellsSeparatorStyle() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let style: UITableViewCell.SeparatorStyle = table.separatorStyle
    #expect(style == .singleLine)
    table.separatorStyle = UITableViewCell.SeparatorStyle.none
    #expect(table.separatorStyle == .none)
  }

  @Test func aDatePickersStyleIsUIDatePickerStyle() {
    let picker = UIDatePicker(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    picker.preferredDatePickerStyle = UIDatePickerStyle.wheels
    let drawn: UIDatePickerStyle = picker.datePickerStyle
    #expect(drawn == .wheels)
  }
}
