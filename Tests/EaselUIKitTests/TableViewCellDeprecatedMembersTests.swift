import Foundation
import Testing

@testable import EaselUIKit

/// UITableViewCell's iOS 2 content members and initializer, deprecated since iOS 3, which the SDK
/// still declares and Objective-C still uses: UIKit forwards them to the text label and the
/// image view, made when needed.
@MainActor
struct TableViewCellDeprecatedMembersTests {
  @Test func theTextMembersAreTheTextLabels() throws {
    let cell = UITableViewCell(
      frame: CGRect(x: 0, y: 0, width: 320, height: 44), reuseIdentifier: "r")
    #expect(cell.reuseIdentifier == "r")
    #expect(cell.style == .default)
    #expect(cell.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    let label = try #require(cell.textLabel)
    cell.text = "Inbox"
    #expect(label.text == "Inbox")
    label.text = "Sent"
    #expect(cell.text == "Sent")
    cell.font = UIFont.boldSystemFont(ofSize: 15)
    #expect(label.font.pointSize == 15)
    cell.textColor = .red
    #expect(label.textColor == .red)
    cell.selectedTextColor = .white
    #expect(label.highlightedTextColor == .white)
    cell.textAlignment = .center
    #expect(label.textAlignment == .center)
    cell.lineBreakMode = .byTruncatingMiddle
    #expect(label.lineBreakMode == .byTruncatingMiddle)
  }

  @Test func theImageIsAnImageViewMadeAndPlacedWhenNeeded() throws {
    let cell = UITableViewCell(
      frame: CGRect(x: 0, y: 0, width: 320, height: 44), reuseIdentifier: nil)
    #expect(cell.image == nil)
    let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in }
    cell.image = image
    let view = try #require(cell.imageView)
    #expect(view.image === image)
    #expect(view.superview === cell.contentView)
    #expect(view.frame == CGRect(x: 16, y: 12, width: 20, height: 20))
    #expect(cell.textLabel?.frame.minX == 52)
    cell.selectedImage = image
    #expect(view.highlightedImage === image)
  }

  @Test func theEditingMembersAreStored() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    #expect(cell.hidesAccessoryWhenEditing)
    cell.hidesAccessoryWhenEditing = false
    #expect(!cell.hidesAccessoryWhenEditing)
    let target = NSObject()
    cell.target = target
    cell.accessoryAction = Selector(("tapped"))
    #expect(cell.target === target)
    #expect(cell.accessoryAction == Selector(("tapped")))
    #expect(cell.editAction == nil)
  }
}
