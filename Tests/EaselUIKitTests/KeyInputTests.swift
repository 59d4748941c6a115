import EaselUIKit
import Foundation
import Testing

/// Text fields and text views are `UIKeyInput`s, as in UIKit: `insertText(_:)` types at the
/// selection and `deleteBackward()` is the delete key — and a subclass overrides them (a
/// one-time-code field that moves back on delete).
@MainActor
@Suite struct KeyInputTests {
  final class CodeField: UITextField {
    var deletes = 0
    override func deleteBackward() {
      deletes += 1
      super.deleteBackward()
    }
  }

  @Test func typingReplacesTheSelectionAndMovesTheCaret() throws {
    let field = UITextField(frame: .zero)
    field.text = "cat"
    field.insertText("s")
    #expect(field.text == "cats")
    let start = field.beginningOfDocument
    let one = try #require(field.position(from: start, offset: 1))
    let three = try #require(field.position(from: start, offset: 3))
    field.selectedTextRange = field.textRange(from: one, to: three)
    field.insertText("oa")
    #expect(field.text == "coas")
    let caret = try #require(field.selectedTextRange)
    #expect(field.offset(from: start, to: caret.start) == 3)
    #expect(caret.isEmpty)
  }

  @Test func deleteRemovesTheSelectionOrOneWholeCharacter() throws {
    let view = UITextView(frame: .zero)
    view.text = "ok👍🏽"
    view.deleteBackward()
    #expect(view.text == "ok")
    let start = view.beginningOfDocument
    view.selectedTextRange = view.textRange(from: start, to: view.endOfDocument)
    view.deleteBackward()
    #expect(view.text == "")
    view.deleteBackward()
    #expect(view.text == "")
    #expect(!view.hasText)
  }

  @Test func anOverrideIsWhatTheProtocolCalls() {
    let field = CodeField(frame: .zero)
    field.text = "12"
    let input: any UITextInput = field
    input.deleteBackward()
    #expect(field.deletes == 1)
    #expect(field.text == "1")
    let keys: any UIKeyInput = field
    keys.insertText("9")
    #expect(field.text == "19")
    #expect(keys.hasText)
  }

  @Test func barItemsHaveAnAppearanceProxyThatStylesNoOtherItem() {
    let proxy = UIBarButtonItem.appearance()
    #expect(type(of: proxy) == UIBarButtonItem.self)
    proxy.setTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
    #expect(UIBarButtonItem().titleTextAttributes(for: .normal) == nil)
    let tab = UITabBarItem.appearance(whenContainedInInstancesOf: [UITabBar.self])
    #expect(type(of: tab) == UITabBarItem.self)
  }
}

/// A text field's and a text view's delegate is weak, as UIKit's: a subclass may override it
/// as `weak`, and a delegate nothing else holds goes away.
@MainActor
@Suite struct TextDelegateTests {
  final class Field: UITextField {
    override weak var delegate: (any UITextFieldDelegate)? {
      didSet { changes += 1 }
    }
    var changes = 0
  }
  final class Handler: NSObject, UITextFieldDelegate, UITextViewDelegate {}

  @Test func theDelegateIsWeak() {
    let field = Field(frame: .zero)
    var handler: Handler? = Handler()
    field.delegate = handler
    #expect(field.changes == 1)
    #expect(field.delegate === handler)
    let view = UITextView(frame: .zero)
    view.delegate = handler
    handler = nil
    #expect(field.delegate == nil)
    #expect(view.delegate == nil)
  }
}
