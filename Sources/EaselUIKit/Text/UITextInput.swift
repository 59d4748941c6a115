import Foundation

/// A place in a text input's text, as `UITextPosition`.
@preconcurrency @MainActor
open class UITextPosition: NSObject {}

/// A range of a text input's text, as `UITextRange`.
@preconcurrency @MainActor
open class UITextRange: NSObject {
  /// Where the range starts (Easel's positions count UTF-16 units from the start).
  open var start: UITextPosition { TextOffset(0) }
  /// Where the range ends.
  open var end: UITextPosition { TextOffset(0) }
  /// Whether the range holds no text.
  open var isEmpty: Bool { TextOffset.offset(of: start) == TextOffset.offset(of: end) }
}

/// Easel's text position: an offset in UTF-16 units from the start of the text.
final class TextOffset: UITextPosition {
  let offset: Int
  init(_ offset: Int) { self.offset = offset }
  static func offset(of position: UITextPosition) -> Int { (position as? TextOffset)?.offset ?? 0 }
}

/// Easel's text range: two offsets.
final class TextOffsetRange: UITextRange {
  let lower: Int
  let upper: Int
  init(_ a: Int, _ b: Int) {
    lower = min(a, b)
    upper = max(a, b)
  }
  override var start: UITextPosition { TextOffset(lower) }
  override var end: UITextPosition { TextOffset(upper) }
}

/// The part of UIKit's `UITextInput` that text fields and views answer, over the text's
/// UTF-16 offsets.
///
/// Differs from UIKit: there is no editing and no marked text (`markedTextRange` is nil);
/// the selection is stored (an insertion point at the end until set) and not drawn.
///
/// As in UIKit it refines `UIKeyInput`: what can hold a selection can be typed into.
@preconcurrency @MainActor
public protocol UITextInput: AnyObject, UIKeyInput {
  /// The selection, or nil.
  var selectedTextRange: UITextRange? { get set }
  /// The text being composed by an input method (none).
  var markedTextRange: UITextRange? { get }
  /// The start of the text.
  var beginningOfDocument: UITextPosition { get }
  /// The end of the text.
  var endOfDocument: UITextPosition { get }
  /// The range between two positions.
  func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
  /// The position `offset` units from `position`, or nil outside the text.
  func position(from position: UITextPosition, offset: Int) -> UITextPosition?
  /// The number of units from one position to another.
  func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
  /// The text in a range.
  func text(in range: UITextRange) -> String?
  /// What finds the text's units (words, sentences, lines) for the input system.
  var tokenizer: any UITextInputTokenizer { get }
}

extension UITextInput {
  /// A tokenizer that knows no text units (`TextUnitlessTokenizer`), unless the input declares
  /// its own. Differs from UIKit, whose text fields and views answer a
  /// `UITextInputStringTokenizer`.
  public var tokenizer: any UITextInputTokenizer { TextUnitlessTokenizer() }
}

/// The tokenizer a text input has by default.
///
/// Differs from UIKit: there is no text input system to ask it, and it finds no units: no
/// position is at or within a unit's boundary and no range encloses one.
final class TextUnitlessTokenizer: NSObject, UITextInputTokenizer {
  func rangeEnclosingPosition(
    _ position: UITextPosition, with granularity: UITextGranularity,
    inDirection direction: UITextDirection
  ) -> UITextRange? { nil }

  func isPosition(
    _ position: UITextPosition, atBoundary granularity: UITextGranularity,
    inDirection direction: UITextDirection
  ) -> Bool { false }

  func position(
    from position: UITextPosition, toBoundary granularity: UITextGranularity,
    inDirection direction: UITextDirection
  ) -> UITextPosition? { nil }

  func isPosition(
    _ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
    inDirection direction: UITextDirection
  ) -> Bool { false }
}

/// The storage and arithmetic shared by the text field's and text view's `UITextInput`.
@MainActor
protocol TextOffsetInput: UITextInput {
  /// The text the positions count in.
  var inputText: String { get set }
}

private let selectionKey = ExtensionKey()

extension TextOffsetInput {
  private var length: Int { inputText.utf16.count }

  public var selectedTextRange: UITextRange? {
    get {
      let stored: TextOffsetRange? = extensionValue(self, selectionKey)
      guard let stored else { return TextOffsetRange(length, length) }
      return TextOffsetRange(min(stored.lower, length), min(stored.upper, length))
    }
    set {
      setExtensionValue(
        self, selectionKey,
        newValue.map {
          TextOffsetRange(TextOffset.offset(of: $0.start), TextOffset.offset(of: $0.end))
        })
    }
  }
  public var markedTextRange: UITextRange? { nil }
  public var beginningOfDocument: UITextPosition { TextOffset(0) }
  public var endOfDocument: UITextPosition { TextOffset(length) }

  public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition)
    -> UITextRange?
  {
    TextOffsetRange(TextOffset.offset(of: fromPosition), TextOffset.offset(of: toPosition))
  }

  public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    let o = TextOffset.offset(of: position) + offset
    return (0...length).contains(o) ? TextOffset(o) : nil
  }

  public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
    TextOffset.offset(of: toPosition) - TextOffset.offset(of: from)
  }

  public func text(in range: UITextRange) -> String? {
    let units = Array(inputText.utf16)
    let a = min(max(TextOffset.offset(of: range.start), 0), units.count)
    let b = min(max(TextOffset.offset(of: range.end), a), units.count)
    return String(decoding: units[a..<b], as: UTF16.self)
  }
}

extension TextOffsetInput {
  /// The selection's offsets, clamped to the text.
  var selectionOffsets: (lower: Int, upper: Int) {
    let range = selectedTextRange
    return (
      TextOffset.offset(of: range?.start ?? endOfDocument),
      TextOffset.offset(of: range?.end ?? endOfDocument)
    )
  }

  /// `inputText` with the selection replaced by `inserted`, and the caret after it: what
  /// typing does.
  func inserting(_ inserted: String) -> (text: String, caret: Int) {
    let units = Array(inputText.utf16)
    let (lower, upper) = selectionOffsets
    let a = min(max(lower, 0), units.count)
    let b = min(max(upper, a), units.count)
    let text =
      String(decoding: units[..<a], as: UTF16.self) + inserted
      + String(decoding: units[b...], as: UTF16.self)
    return (text, a + inserted.utf16.count)
  }

  /// `inputText` after the delete key: the selection removed, or with nothing selected the
  /// character (grapheme cluster) before the caret; nil when there is nothing to delete.
  func deletingBackward() -> (text: String, caret: Int)? {
    let text = inputText
    let (lower, upper) = selectionOffsets
    let units = text.utf16
    let a = min(max(lower, 0), units.count)
    let b = min(max(upper, a), units.count)
    let start = units.index(units.startIndex, offsetBy: a)
    var from = start
    if a == b {
      guard a > 0 else { return nil }
      // The character holding the unit before the caret, whole.
      let before = units.index(before: start)
      from = text.rangeOfComposedCharacterSequence(at: before).lowerBound
    }
    let to = units.index(units.startIndex, offsetBy: b)
    let caret = units.distance(from: units.startIndex, to: from)
    return (String(text[..<from]) + String(text[to...]), caret)
  }
}

// UIKeyInput (declared from the SDK's interface) is not isolated to the main actor; the views,
// like UIKit's, are used from it only.
extension UITextField: @preconcurrency UIKeyInput {}
extension UITextView: @preconcurrency UIKeyInput {}

extension TextOffsetInput {
  /// `insertText(_:)`: `text` typed at the selection, the caret after it.
  func typeAtSelection(_ text: String) {
    let (typed, caret) = inserting(text)
    inputText = typed
    selectedTextRange = TextOffsetRange(caret, caret)
  }

  /// `deleteBackward()`: the selection, or the character before the caret, removed.
  func deleteAtSelection() {
    guard let (typed, caret) = deletingBackward() else { return }
    inputText = typed
    selectedTextRange = TextOffsetRange(caret, caret)
  }
}

extension UITextField: TextOffsetInput {
  var inputText: String {
    get { text ?? "" }
    set { text = newValue }
  }
}

extension UITextView: TextOffsetInput {
  var inputText: String {
    get { text ?? "" }
    set { text = newValue }
  }
}
