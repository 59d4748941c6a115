import Foundation

/// The region text is laid out in, as TextKit's `NSTextContainer`.
///
/// A text view draws its text inside its container: `lineFragmentPadding` insets each line,
/// `maximumNumberOfLines` and `lineBreakMode` limit and end the text. Exclusion paths are
/// stored, not drawn (COVERAGE.md).
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
  /// The container's size (`greatestFiniteMagnitude` for unbounded).
  open var size: CGSize { didSet { changed() } }
  /// The space before and after each line (default 5).
  open var lineFragmentPadding: CGFloat = 5 { didSet { changed() } }
  /// The most lines laid out (0 for no limit).
  open var maximumNumberOfLines = 0 { didSet { changed() } }
  /// How the last line ends.
  open var lineBreakMode: NSLineBreakMode = .byWordWrapping { didSet { changed() } }
  /// Areas text flows around (stored).
  open var exclusionPaths: [UIBezierPath] = []
  /// Whether the width follows the text view's.
  open var widthTracksTextView = false
  /// Whether the height follows the text view's.
  open var heightTracksTextView = false
  /// The layout manager the container belongs to.
  open weak var layoutManager: NSLayoutManager?
  /// The text view that draws the container.
  weak var textView: UITextView?

  /// Creates a container of `size`.
  public init(size: CGSize) {
    self.size = size
    super.init()
  }

  /// Creates an unbounded container.
  public override convenience init() { self.init(size: .zero) }

  /// Whether the container is a plain rectangle (true unless it has exclusion paths).
  open var isSimpleRectangularTextContainer: Bool { exclusionPaths.isEmpty }

  private func changed() { textView?.setNeedsDisplay() }
}

/// Lays out text storage in containers, as TextKit's `NSLayoutManager` (measurement only).
@preconcurrency @MainActor
open class NSLayoutManager: NSObject {
  /// The containers, in order.
  public private(set) var textContainers: [NSTextContainer] = []
  /// The text laid out.
  open weak var textStorage: NSTextStorage?
  /// Whether the layout is left to idle time (stored).
  open var allowsNonContiguousLayout = false
  /// Whether invisible characters are shown (stored).
  open var showsInvisibleCharacters = false
  /// Whether hyphenation is used (stored).
  open var usesFontLeading = true

  /// Creates a layout manager.
  public override init() { super.init() }

  /// Adds a container.
  open func addTextContainer(_ container: NSTextContainer) {
    textContainers.append(container)
    container.layoutManager = self
  }

  /// Inserts a container at `index`.
  open func insertTextContainer(_ container: NSTextContainer, at index: Int) {
    textContainers.insert(container, at: min(max(index, 0), textContainers.count))
    container.layoutManager = self
  }

  /// Removes the container at `index`.
  open func removeTextContainer(at index: Int) {
    guard textContainers.indices.contains(index) else { return }
    textContainers.remove(at: index).layoutManager = nil
  }

  /// Lays out text now (layout is done when measured; inert).
  open func ensureLayout(for container: NSTextContainer) {}

  /// The glyph range in `container`: all of the text (one container holds it all).
  open func glyphRange(for container: NSTextContainer) -> NSRange {
    NSRange(location: 0, length: (textStorage?.length ?? 0))
  }

  /// The number of glyphs (characters here).
  open var numberOfGlyphs: Int { textStorage?.length ?? 0 }

  /// The rectangle the text uses in `container`.
  open func usedRect(for container: NSTextContainer) -> CGRect {
    guard let storage = textStorage, storage.length > 0 else { return .zero }
    let width =
      container.size.width > 0 ? container.size.width - 2 * container.lineFragmentPadding : nil
    let s = storage.boundingRect(
      with: CGSize(width: width ?? .greatestFiniteMagnitude, height: .greatestFiniteMagnitude),
      options: [.usesLineFragmentOrigin], context: nil
    ).size
    return CGRect(
      x: container.lineFragmentPadding, y: 0, width: s.width.rounded(.up),
      height: s.height.rounded(.up))
  }

  /// The bounding rectangle of glyphs (the used rectangle: glyph geometry is not tracked).
  open func boundingRect(forGlyphRange glyphRange: NSRange, in container: NSTextContainer)
    -> CGRect
  { usedRect(for: container) }
}

/// Text with attributes that layout managers observe, as TextKit's `NSTextStorage`.
open class NSTextStorage: NSMutableAttributedString {
  /// The layout managers that lay it out.
  public private(set) var layoutManagers: [NSLayoutManager] = []

  /// Adds a layout manager.
  @preconcurrency @MainActor
  open func addLayoutManager(_ aLayoutManager: NSLayoutManager) {
    layoutManagers.append(aLayoutManager)
    aLayoutManager.textStorage = self
  }

  /// Removes a layout manager.
  @preconcurrency @MainActor
  open func removeLayoutManager(_ aLayoutManager: NSLayoutManager) {
    layoutManagers.removeAll { $0 === aLayoutManager }
  }
}
