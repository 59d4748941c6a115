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
    cell.__objc_text = "Inbox"
    #expect(label.text == "Inbox")
    label.text = "Sent"
    #expect(cell.__objc_text == "Sent")
    cell.__objc_font = UIFont.boldSystemFont(ofSize: 15)
    #expect(label.font.pointSize == 15)
    cell.__objc_textColor = .red
    #expect(label.textColor == .red)
    cell.__objc_selectedTextColor = .white
    #expect(label.highlightedTextColor == .white)
    cell.__objc_textAlignment = .center
    #expect(label.textAlignment == .center)
    cell.__objc_lineBreakMode = .byTruncatingMiddle
    #expect(label.lineBreakMode == .byTruncatingMiddle)
  }

  @Test func theImageIsAnImageViewMadeAndPlacedWhenNeeded() throws {
    let cell = UITableViewCell(
      frame: CGRect(x: 0, y: 0, width: 320, height: 44), reuseIdentifier: nil)
    #expect(cell.__objc_image == nil)
    let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in }
    cell.__objc_image = image
    let view = try #require(cell.imageView)
    #expect(view.image === image)
    #expect(view.superview === cell.contentView)
    #expect(view.frame == CGRect(x: 16, y: 12, width: 20, height: 20))
    #expect(cell.textLabel?.frame.minX == 52)
    cell.__objc_selectedImage = image
    #expect(view.highlightedImage === image)
  }

  @Test func theEditingMembersAreStored() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    #expect(cell.__objc_hidesAccessoryWhenEditing)
    cell.__objc_hidesAccessoryWhenEditing = false
    #expect(!cell.__objc_hidesAccessoryWhenEditing)
    let target = NSObject()
    cell.__objc_target = target
    cell.__objc_accessoryAction = Selector(("tapped"))
    #expect(cell.__objc_target === target)
    #expect(cell.__objc_accessoryAction == Selector(("tapped")))
    #expect(cell.__objc_editAction == nil)
  }
}
