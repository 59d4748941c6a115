internal import EaselGraphics
import Foundation

/// An image in attributed text, as UIKit's `NSTextAttachment`: an attributed string holds it
/// as the `.attachment` attribute of an object replacement character (U+FFFC,
/// `NSTextAttachment.character`), which labels, text fields, text views and string drawing
/// lay out as a box of `attachmentBounds(…)` on the baseline and draw `image(forBounds:…)`
/// in.
///
/// Differs from UIKit: an attachment without an image (nor image data in `contents`) takes
/// no room and draws nothing, where UIKit draws a document icon; view-based attachments
/// (`NSTextAttachmentViewProvider`) are not drawn.
open class NSTextAttachment: NSObject, NSTextAttachmentContainer {
  /// Stored first, for Core Foundation (`CoreFoundationTypeWord`).
  private let coreFoundationType = CoreFoundationTypeWord.swiftObject
  /// The object replacement character an attachment stands on (UIKit's
  /// `NSAttachmentCharacter`).
  public static let character: Int = 0xFFFC

  /// The contents' data, such as an image file's bytes.
  open var contents: Data?
  /// The contents' type identifier (`"public.png"`).
  open var fileType: String?
  /// The image drawn; when nil, the image `contents` holds, if it is one Easel decodes.
  open var image: UIImage?
  /// The box laid out, in the text's coordinates: its origin on the baseline where the
  /// attachment starts, y up (a negative y sinks the image below the baseline). `.zero`
  /// (the default) takes the image's size, sitting on the baseline.
  open var bounds: CGRect = .zero
  /// The file the contents came from.
  open var fileWrapper: FileWrapper?
  /// Room before and after the box (TextKit 2's). Differs from UIKit: TextKit 1's layout,
  /// which Easel follows, leaves none.
  open var lineLayoutPadding: CGFloat {
    get { UnimplementedAPI.value(of: self, "NSTextAttachment.lineLayoutPadding", default: 0) }
    set { UnimplementedAPI.set(newValue, of: self, "NSTextAttachment.lineLayoutPadding") }
  }

  /// An attachment of `contentData` of type `uti`; both may be nil.
  public init(data contentData: Data?, ofType uti: String?) {
    contents = contentData
    fileType = uti
    super.init()
  }

  /// An attachment with no contents.
  public override convenience init() { self.init(data: nil, ofType: nil) }

  /// An attachment showing `image`.
  public convenience init(image: UIImage) {
    self.init(data: nil, ofType: nil)
    self.image = image
  }

  /// The image drawn at `imageBounds`: `image`, or the image `contents` holds.
  open func image(
    forBounds imageBounds: CGRect, textContainer: NSTextContainer?, characterIndex charIndex: Int
  ) -> UIImage? {
    image ?? contents.flatMap { UIImage(data: $0) }
  }

  /// The box laid out (see `bounds`): `bounds`, or the image's size on the baseline when
  /// `bounds` is `.zero`. Subclasses size it to the line (`lineFrag`) by overriding this.
  open func attachmentBounds(
    for textContainer: NSTextContainer?, proposedLineFragment lineFrag: CGRect,
    glyphPosition position: CGPoint, characterIndex charIndex: Int
  ) -> CGRect {
    guard bounds == .zero else { return bounds }
    let drawn = image(forBounds: .zero, textContainer: textContainer, characterIndex: charIndex)
    return CGRect(origin: .zero, size: drawn?.size ?? .zero)
  }

  /// The view-provider class registered for `fileType`: none, as Easel does not draw
  /// view-based attachments.
  open class func textAttachmentViewProviderClass(forFileType fileType: String) -> AnyClass? {
    UnimplementedAPI.use(
      "NSTextAttachment.textAttachmentViewProviderClass(forFileType:)", by: NSTextAttachment.self)
    return nil
  }

  /// Registers a view-provider class; Easel does not draw view-based attachments.
  open class func registerViewProviderClass(
    _ textAttachmentViewProviderClass: AnyClass, forFileType fileType: String
  ) {
    UnimplementedAPI.use(
      "NSTextAttachment.registerViewProviderClass(_:forFileType:)", by: NSTextAttachment.self)
  }

  /// Whether a view provider may stand in for the image (stored; none is ever used).
  open var allowsTextAttachmentView = true
  /// Whether the attachment is drawn by a view: never here.
  open var usesTextAttachmentView: Bool { false }

  /// The run the text engine lays out for the attachment at `index`, in a line of
  /// `lineHeight` points within `containerWidth` (nil: unbounded), its template image
  /// filled with the text's `color`.
  func textAttachment(
    at index: Int, lineHeight: CGFloat, containerWidth: CGFloat?, color: RGBA
  ) -> TextAttachment {
    // UIKit's default text container is 10,000,000 points each way.
    let fragment = CGRect(x: 0, y: 0, width: containerWidth ?? 10_000_000, height: lineHeight)
    let box = attachmentBounds(
      for: nil, proposedLineFragment: fragment, glyphPosition: .zero, characterIndex: index)
    let drawn = image(forBounds: box, textContainer: nil, characterIndex: index)
    let tint = drawn?.tint?.rgba ?? (drawn?.renderingMode == .alwaysTemplate ? color : nil)
    return TextAttachment(bounds: box, image: drawn?.cgImage?.bitmap, tint: tint)
  }
}

extension NSAttributedString {
  /// An attributed string of one object replacement character that shows `attachment`.
  public convenience init(attachment: NSTextAttachment) {
    self.init(
      string: String(UnicodeScalar(UInt32(NSTextAttachment.character))!),
      attributes: [.attachment: attachment])
  }

  /// Whether a character in `range` is an attachment's.
  public func containsAttachments(in range: NSRange) -> Bool {
    var found = false
    enumerateAttribute(.attachment, in: range, options: []) { value, _, stop in
      if value is NSTextAttachment {
        found = true
        stop.pointee = true
      }
    }
    return found
  }
}
