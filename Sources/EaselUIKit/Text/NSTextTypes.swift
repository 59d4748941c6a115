internal import EaselGraphics
import Foundation

/// How lines of text are aligned, as `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable, Hashable {
  case left = 0
  case center = 1
  case right = 2
  case justified = 3
  case natural = 4

  /// The layout engine's alignment.
  var textAlignment: TextAlignment {
    switch self {
    case .left: .left
    case .center: .center
    case .right: .right
    case .justified: .justified
    case .natural: .natural
    }
  }
}

/// How text that does not fit is wrapped or truncated, as `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable, Hashable {
  case byWordWrapping = 0
  case byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail,
    byTruncatingMiddle

  /// The layout engine's mode.
  var lineBreakMode: LineBreakMode {
    switch self {
    case .byWordWrapping: .wordWrap
    case .byCharWrapping: .charWrap
    case .byClipping: .clip
    case .byTruncatingHead: .truncateHead
    case .byTruncatingTail: .truncateTail
    case .byTruncatingMiddle: .truncateMiddle
    }
  }
}

/// Underline and strikethrough styles, as `NSUnderlineStyle`.
///
/// Differs from UIKit: any non-empty style draws one single line (COVERAGE.md).
public struct NSUnderlineStyle: OptionSet, Sendable, Hashable {
  /// The raw value.
  public let rawValue: Int
  /// Creates a style.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Single.
  public static let single = NSUnderlineStyle(rawValue: 0x01)
  /// Thick.
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  /// Double.
  public static let double = NSUnderlineStyle(rawValue: 0x09)
  /// Pattern dot.
  public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
  /// Pattern dash.
  public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
  /// By word.
  public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// Paragraph attributes of attributed text, as `NSParagraphStyle`.
open class NSParagraphStyle: NSObject, @unchecked Sendable {
  /// The alignment.
  public internal(set) var alignment: NSTextAlignment = .natural
  /// Extra space between lines, in points.
  public internal(set) var lineSpacing: CGFloat = 0
  /// The line break mode.
  public internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
  /// Space after the paragraph.
  ///
  /// Differs from UIKit: stored only (COVERAGE.md).
  public internal(set) var paragraphSpacing: CGFloat = 0
  /// A line height multiple.
  ///
  /// Differs from UIKit: stored only (COVERAGE.md).
  public internal(set) var lineHeightMultiple: CGFloat = 0
  /// The minimum line height.
  ///
  /// Differs from UIKit: stored only (COVERAGE.md).
  public internal(set) var minimumLineHeight: CGFloat = 0
  /// The maximum line height.
  ///
  /// Differs from UIKit: stored only (COVERAGE.md).
  public internal(set) var maximumLineHeight: CGFloat = 0
  /// The first line's head indent.
  ///
  /// Differs from UIKit: stored only (COVERAGE.md).
  public internal(set) var firstLineHeadIndent: CGFloat = 0

  /// The default style.
  public override init() { super.init() }

  /// The default style, as `NSParagraphStyle.default`.
  public static var `default`: NSParagraphStyle { NSParagraphStyle() }

  /// A mutable copy.
  open override func mutableCopy() -> Any {
    let m = NSMutableParagraphStyle()
    m.alignment = alignment
    m.lineSpacing = lineSpacing
    m.lineBreakMode = lineBreakMode
    m.paragraphSpacing = paragraphSpacing
    m.lineHeightMultiple = lineHeightMultiple
    m.minimumLineHeight = minimumLineHeight
    m.maximumLineHeight = maximumLineHeight
    m.firstLineHeadIndent = firstLineHeadIndent
    return m
  }
}

/// Mutable paragraph attributes, as `NSMutableParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
  /// The alignment.
  public override var alignment: NSTextAlignment {
    get { super.alignment }
    set { super.alignment = newValue }
  }
  /// Extra space between lines, in points.
  public override var lineSpacing: CGFloat {
    get { super.lineSpacing }
    set { super.lineSpacing = newValue }
  }
  /// The line break mode.
  public override var lineBreakMode: NSLineBreakMode {
    get { super.lineBreakMode }
    set { super.lineBreakMode = newValue }
  }
  /// Space after the paragraph (stored only).
  public override var paragraphSpacing: CGFloat {
    get { super.paragraphSpacing }
    set { super.paragraphSpacing = newValue }
  }
  /// A line height multiple (stored only).
  public override var lineHeightMultiple: CGFloat {
    get { super.lineHeightMultiple }
    set { super.lineHeightMultiple = newValue }
  }
  /// The minimum line height (stored only).
  public override var minimumLineHeight: CGFloat {
    get { super.minimumLineHeight }
    set { super.minimumLineHeight = newValue }
  }
  /// The maximum line height (stored only).
  public override var maximumLineHeight: CGFloat {
    get { super.maximumLineHeight }
    set { super.maximumLineHeight = newValue }
  }
  /// The first line's head indent (stored only).
  public override var firstLineHeadIndent: CGFloat {
    get { super.firstLineHeadIndent }
    set { super.firstLineHeadIndent = newValue }
  }
}
