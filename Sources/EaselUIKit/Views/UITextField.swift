internal import EaselGraphics
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// An editable single-line text field, as `UITextField` (basic, drawn at rest).
///
/// Draws its border style, then its text (or placeholder in `.placeholderText`) vertically
/// centred in `textRect(forBounds:)`. There is no editing in a still render.
@preconcurrency @MainActor
open class UITextField: UIControl {
  /// The border drawn around the field, as `UITextField.BorderStyle`.
  public enum BorderStyle: Int, Sendable, Hashable {
    case none, line, bezel, roundedRect
  }

  /// When an overlay view shows, as `UITextField.ViewMode`.
  public enum ViewMode: Int, Sendable, Hashable {
    case never, whileEditing, unlessEditing, always
  }

  /// The text.
  open var text: String? {
    get { plainTextStorage }
    set {
      plainTextStorage = newValue
      if attributedTextStorage?.string != newValue { attributedTextStorage = nil }
      contentDidChange()
    }
  }
  /// The text with attributes; setting it sets `text` to its string, without calling the
  /// (overridable) `text` setter, as in UIKit: a subclass whose `text` setter sets this does
  /// not recurse. It is drawn with its attributes, `font` and `textColor` standing in for
  /// those a range lacks.
  open var attributedText: NSAttributedString? {
    get { attributedTextStorage ?? plainTextStorage.map { NSAttributedString(string: $0) } }
    set {
      attributedTextStorage = newValue
      plainTextStorage = newValue?.string
      contentDidChange()
    }
  }
  private var plainTextStorage: String? = ""
  private var attributedTextStorage: NSAttributedString?
  /// The grey hint shown while the text is empty.
  ///
  /// Setting it replaces `attributedPlaceholder` with the plain string, and setting that
  /// replaces this with its string, each without calling the other's (overridable) setter,
  /// as in UIKit: a subclass that sets one from the other's `didSet` does not recurse.
  /// The view shown instead of the keyboard while editing (stored; no keyboard is shown
  /// in a still render).
  open override var inputView: UIView? {
    get { inputViewStorage }
    set { inputViewStorage = newValue }
  }
  private var inputViewStorage: UIView?
  /// The view shown above the keyboard while editing (stored).
  open override var inputAccessoryView: UIView? {
    get { inputAccessoryViewStorage }
    set { inputAccessoryViewStorage = newValue }
  }
  private var inputAccessoryViewStorage: UIView?

  open var placeholder: String? {
    get { placeholderStorage }
    set {
      placeholderStorage = newValue
      attributedPlaceholderStorage = newValue.map { NSAttributedString(string: $0) }
      contentDidChange()
    }
  }
  /// A styled placeholder (its string replaces `placeholder`).
  open var attributedPlaceholder: NSAttributedString? {
    get { attributedPlaceholderStorage }
    set {
      attributedPlaceholderStorage = newValue
      placeholderStorage = newValue?.string
      contentDidChange()
    }
  }
  private var placeholderStorage: String?
  private var attributedPlaceholderStorage: NSAttributedString?
  /// The font (default: the system font at 14 points, Interface Builder's default).
  open var font: UIFont? = UIFont.systemFont(ofSize: 14) { didSet { contentDidChange() } }
  /// The text colour (default `.label`).
  open var textColor: UIColor? = .label { didSet { setNeedsDisplay() } }
  /// The horizontal alignment.
  open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
  /// The border style (default `.none`).
  open var borderStyle: BorderStyle = .none { didSet { borderStyleDidChange() } }
  /// Whether the text is drawn as bullets.
  open var isSecureTextEntry = false { didSet { setNeedsDisplay() } }
  // UITextInputTraits: what the keyboard is like. Kept as set (and read from a document's
  // `<textInputTraits>`); a render shows no keyboard, so nothing is drawn from them.
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  open var autocorrectionType: UITextAutocorrectionType = .default
  open var spellCheckingType: UITextSpellCheckingType = .default
  open var smartQuotesType: UITextSmartQuotesType = .default
  open var smartDashesType: UITextSmartDashesType = .default
  open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
  open var keyboardType: UIKeyboardType = .default
  open var keyboardAppearance: UIKeyboardAppearance = .default
  open var returnKeyType: UIReturnKeyType = .default
  open var enablesReturnKeyAutomatically = false
  open var textContentType: UITextContentType! = nil
  open var passwordRules: UITextInputPasswordRules? = nil
  /// An image drawn behind the content, stretched to the bounds (with border style `.none`).
  open var background: UIImage? { didSet { setNeedsDisplay() } }
  /// Whether the font shrinks to fit.
  ///
  /// Differs from UIKit: stored only (COVERAGE.md).
  open var adjustsFontSizeToFitWidth = false
  /// The smallest font size when shrinking (stored only).
  open var minimumFontSize: CGFloat = 0
  /// When the clear button shows: at rest (a still render never edits) it is drawn for
  /// `.always` and `.unlessEditing` when there is text.
  open var clearButtonMode: ViewMode = .never { didSet { setNeedsDisplay() } }
  /// A view at the leading edge, a subview laid out in `leftViewRect(forBounds:)`.
  open var leftView: UIView? {
    didSet { overlayViewDidChange(old: oldValue, new: leftView) }
  }
  /// When `leftView` shows (at rest: `.always` and `.unlessEditing`).
  open var leftViewMode: ViewMode = .never { didSet { overlayViewDidChange() } }
  /// A view at the trailing edge, a subview laid out in `rightViewRect(forBounds:)`.
  open var rightView: UIView? {
    didSet { overlayViewDidChange(old: oldValue, new: rightView) }
  }
  /// When `rightView` shows (at rest: `.always` and `.unlessEditing`).
  open var rightViewMode: ViewMode = .never { didSet { overlayViewDidChange() } }

  /// Creates a text field with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentVerticalAlignment = .center
    isOpaque = false
    contentMode = .redraw
  }

  /// Creates a text field from a storyboard or xib (see `UIView.init?(coder:)`); the
  /// document's content alignments stand (UIControl's default is already centred).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isOpaque = false
    contentMode = .redraw
  }

  private func contentDidChange() {
    setNeedsDisplay()
    invalidateIntrinsicContentSize()
  }

  private func borderStyleDidChange() {
    if borderStyle == .roundedRect {
      if backgroundColorStorage == nil { backgroundColor = .systemBackground }
    }
    setNeedsDisplay()
    invalidateIntrinsicContentSize()
  }

  /// The horizontal inset of the text for the border style.
  var textInset: CGFloat {
    switch borderStyle {
    case .none: 0
    case .line, .bezel: 2
    case .roundedRect: 7
    }
  }

  /// Whether the clear button shows now (at rest, with text).
  var showsClearButton: Bool {
    (clearButtonMode == .always || clearButtonMode == .unlessEditing) && !(text ?? "").isEmpty
  }

  /// Where the clear button is drawn: a 19-point circle at the trailing edge.
  open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
    let side: CGFloat = 19
    return CGRect(
      x: bounds.maxX - textInset - side - 2, y: bounds.midY - side / 2, width: side, height: side)
  }

  /// Where the text is drawn (between the overlay views, short of the clear button).
  open func textRect(forBounds bounds: CGRect) -> CGRect {
    var r = bounds.insetBy(dx: textInset, dy: 0)
    if showsLeftView {
      let left = leftViewRect(forBounds: bounds).maxX
      if left > r.minX {
        r = CGRect(x: left, y: r.minY, width: max(r.maxX - left, 0), height: r.height)
      }
    }
    if showsRightView {
      r.size.width = max(min(r.maxX, rightViewRect(forBounds: bounds).minX) - r.minX, 0)
    }
    if showsClearButton {
      r.size.width = max(clearButtonRect(forBounds: bounds).minX - r.minX - 4, 0)
    }
    return r
  }

  /// Where `leftView` goes: at the leading edge, vertically centred, at its own size.
  open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
    let s = overlaySize(leftView)
    return CGRect(x: bounds.minX, y: bounds.midY - s.height / 2, width: s.width, height: s.height)
  }

  /// Where `rightView` goes: at the trailing edge, vertically centred, at its own size.
  open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
    let s = overlaySize(rightView)
    return CGRect(
      x: bounds.maxX - s.width, y: bounds.midY - s.height / 2, width: s.width, height: s.height)
  }

  /// Lays out the overlay views.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutOverlayViews()
  }

  /// Where the placeholder is drawn.
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

  /// Where the text is drawn while editing.
  open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

  /// Where the border and background are drawn.
  open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

  /// The text's height plus the border style's padding; the width of the text or placeholder.
  open override var intrinsicContentSize: CGSize {
    let f = font ?? UIFont.systemFont(ofSize: 14)
    let shown = (text?.isEmpty == false ? text : placeholder) ?? ""
    let width = shown.isEmpty ? 0 : TextLayout(text: shown, font: f.fontSpec).size.width
    let pad: CGFloat = borderStyle == .roundedRect ? 17 : borderStyle == .none ? 0 : 8
    return CGSize(
      width: (width + 2 * textInset).rounded(.up), height: (f.lineHeight + pad).rounded(.up))
  }

  /// The intrinsic size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// Draws the border, then the text or placeholder: what iOS draws with the field's private
  /// subviews, so not in `draw(_:)`, which a subclass may override and not call `super`.
  override func drawSystemContent(in rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    drawBorder(in: ctx)
    if showsClearButton { drawClearButton(in: ctx) }
    let hasText = !(text ?? "").isEmpty
    if hasText {
      drawText(in: textRect(forBounds: bounds))
    } else if let placeholder, !placeholder.isEmpty {
      drawPlaceholder(in: placeholderRect(forBounds: bounds))
    }
  }

  /// Draws the placeholder in `rect`; override to restyle it.
  open func drawPlaceholder(in rect: CGRect) {
    drawLine(
      placeholder ?? "", color: .placeholderText, in: rect, attributed: attributedPlaceholder)
  }

  /// Draws the text in `rect`; override to restyle it.
  open func drawText(in rect: CGRect) {
    let shown = isSecureTextEntry ? String(repeating: "•", count: text?.count ?? 0) : (text ?? "")
    let color = isEnabled ? (textColor ?? .label) : UIColor(white: 0.56, alpha: 1)
    drawLine(
      shown, color: color, in: rect, attributed: isSecureTextEntry ? nil : attributedTextStorage)
  }

  private func drawLine(
    _ string: String, color: UIColor, in rect: CGRect, attributed: NSAttributedString?
  ) {
    guard let ctx = UIGraphicsGetCurrentContext(), !string.isEmpty, rect.width > 0 else { return }
    let f = font ?? UIFont.systemFont(ofSize: 14)
    // A pattern colour's text is laid out opaque, the mask its pattern is painted through.
    let rgba = color.imagePattern == nil ? color.resolvedRGBA(traitCollection) : .black
    let runs =
      attributed?.textRuns(defaultFont: f, defaultColor: rgba)
      ?? [TextRun(text: string, font: f.fontSpec, color: rgba)]
    let layout = TextLayout(
      runs: runs, width: rect.width, maxLines: 1, alignment: textAlignment.textAlignment,
      lineBreakMode: .truncateTail, naturalRightToLeft: naturalTextRightToLeft)
    let y: CGFloat
    switch contentVerticalAlignment {
    case .top: y = rect.minY
    case .bottom: y = rect.maxY - layout.size.height
    case .center, .fill: y = rect.midY - layout.size.height / 2
    }
    let pattern = attributed?.foregroundPattern ?? color.imagePattern
    ctx.drawText(layout, at: CGPoint(x: rect.minX, y: y), pattern: pattern)
  }

  private func drawClearButton(in ctx: CGContext) {
    let r = clearButtonRect(forBounds: bounds)
    ctx.canvas.fill(
      GraphicsPath(ellipseIn: r), color: UIColor.systemGray3.resolvedRGBA(traitCollection),
      rule: .nonZero)
    var x = GraphicsPath()
    let c = CGPoint(x: r.midX, y: r.midY)
    let d: CGFloat = 3.5
    x.move(to: CGPoint(x: c.x - d, y: c.y - d))
    x.addLine(to: CGPoint(x: c.x + d, y: c.y + d))
    x.move(to: CGPoint(x: c.x + d, y: c.y - d))
    x.addLine(to: CGPoint(x: c.x - d, y: c.y + d))
    ctx.canvas.stroke(
      x, color: UIColor.systemBackground.resolvedRGBA(traitCollection),
      style: StrokeStyle(lineWidth: 1.6, lineCap: .round))
  }

  private func drawBorder(in ctx: CGContext) {
    let r = borderRect(forBounds: bounds)
    switch borderStyle {
    case .none:
      if let image = background, let cg = image.cgImage {
        ctx.drawUpright(cg.bitmap, in: r, tint: nil, slicing: image.ninePart)
      }
    case .line:
      ctx.canvas.stroke(
        GraphicsPath(rect: r.insetBy(dx: 0.5, dy: 0.5)), color: .black,
        style: StrokeStyle(lineWidth: 1))
    case .bezel:
      ctx.canvas.stroke(
        GraphicsPath(rect: r.insetBy(dx: 0.5, dy: 0.5)), color: RGBA(white: 0.45),
        style: StrokeStyle(lineWidth: 1))
    case .roundedRect:
      ctx.canvas.stroke(
        GraphicsPath(roundedRect: r.insetBy(dx: 0.25, dy: 0.25), cornerRadius: 5),
        color: UIColor.systemGray4.resolvedRGBA(traitCollection), style: StrokeStyle(lineWidth: 0.5)
      )
    }
  }

  /// Whether the field is being edited (never: there is no editing in a render).
  open var isEditing: Bool { false }

  /// Whether the field has text.
  open var hasText: Bool { !(text ?? "").isEmpty }

  /// Types `text` at the selection, replacing it; the caret follows it (`UIKeyInput`).
  ///
  /// Differs from UIKit: the delegate is not asked and no editing event is sent (there is no
  /// editing in a render).
  open func insertText(_ text: String) { typeAtSelection(text) }

  /// The delete key: removes the selection, or the character before the caret (`UIKeyInput`).
  ///
  /// Differs from UIKit: the delegate is not asked and no editing event is sent.
  open func deleteBackward() { deleteAtSelection() }

  /// Whether `range` may be replaced by `text` (`UITextInput`): true, as UIKit's answer when
  /// nothing refuses it (there is no editing in a render to ask the delegate about).
  open func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool {
    true
  }

  /// The delegate (weakly held, as UIKit's, so that a subclass's `override weak var delegate`
  /// compiles; never called: there is no editing).
  open weak var delegate: (any UITextFieldDelegate)?

  /// Whether the font follows Dynamic Type (stored; the size is always Large here).
  open var adjustsFontForContentSizeCategory: Bool {
    get { extensionValue(self, adjustsKey) ?? false }
    set { setExtensionValue(self, adjustsKey, newValue) }
  }

  /// A placeholder for dictation results still being recognized (`UITextInput`): a new
  /// object each time, which `removeDictationResultPlaceholder(_:willInsertResult:)` takes
  /// back. There is no dictation at design time, so it is never asked for by UIKit here and
  /// draws nothing; a subclass that overrides it (to hide its own placeholder label while
  /// dictating) compiles and may call `super`.
  open var insertDictationResultPlaceholder: Any { NSObject() }

  // facade-inventory:begin. Generated by scripts/facade-inventory: the SDK's members
  // this class lacks, at rest, in its body so that subclasses can override them.
  open var defaultTextAttributes: [NSAttributedString.Key: Any] {
    get { UnimplementedAPI.value(of: self, "UITextField.defaultTextAttributes", default: [:]) }
    set { UnimplementedAPI.set(newValue, of: self, "UITextField.defaultTextAttributes") }
  }

  open var clearsOnBeginEditing: Bool {
    get { UnimplementedAPI.value(of: self, "UITextField.clearsOnBeginEditing", default: false) }
    set { UnimplementedAPI.set(newValue, of: self, "UITextField.clearsOnBeginEditing") }
  }

  open var disabledBackground: UIImage? {
    get { UnimplementedAPI.value(of: self, "UITextField.disabledBackground", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UITextField.disabledBackground") }
  }

  open var allowsEditingTextAttributes: Bool {
    get {
      UnimplementedAPI.value(of: self, "UITextField.allowsEditingTextAttributes", default: false)
    }
    set { UnimplementedAPI.set(newValue, of: self, "UITextField.allowsEditingTextAttributes") }
  }

  open var typingAttributes: [NSAttributedString.Key: Any]? {
    get { UnimplementedAPI.value(of: self, "UITextField.typingAttributes", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UITextField.typingAttributes") }
  }

  open var clearsOnInsertion: Bool {
    get { UnimplementedAPI.value(of: self, "UITextField.clearsOnInsertion", default: false) }
    set { UnimplementedAPI.set(newValue, of: self, "UITextField.clearsOnInsertion") }
  }

  open func replace(_ range: UITextRange, withText text: String) {
    UnimplementedAPI.use("UITextField.replace(_:withText:)", by: self);
  }

  open var markedTextStyle: [NSAttributedString.Key: Any]? {
    get { UnimplementedAPI.value(of: self, "UITextField.markedTextStyle", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UITextField.markedTextStyle") }
  }

  open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
    UnimplementedAPI.use("UITextField.setMarkedText(_:selectedRange:)", by: self);
  }

  open func unmarkText() {
    UnimplementedAPI.use("UITextField.unmarkText()", by: self);
  }

  open func position(
    from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int
  ) -> UITextPosition? {
    UnimplementedAPI.use("UITextField.position(from:in:offset:)", by: self); return nil
  }

  open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
    UnimplementedAPI.use("UITextField.compare(_:to:)", by: self); return .orderedAscending
  }

  open var inputDelegate: (any UITextInputDelegate)? {
    get { UnimplementedAPI.value(of: self, "UITextField.inputDelegate", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UITextField.inputDelegate") }
  }

  open func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection)
    -> UITextPosition?
  {
    UnimplementedAPI.use("UITextField.position(within:farthestIn:)", by: self); return nil
  }

  open func characterRange(
    byExtending position: UITextPosition, in direction: UITextLayoutDirection
  ) -> UITextRange? {
    UnimplementedAPI.use("UITextField.characterRange(byExtending:in:)", by: self); return nil
  }

  open func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection)
    -> NSWritingDirection
  {
    UnimplementedAPI.use("UITextField.baseWritingDirection(for:in:)", by: self); return .natural
  }

  open func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange)
  {
    UnimplementedAPI.use("UITextField.setBaseWritingDirection(_:for:)", by: self);
  }

  open func firstRect(for range: UITextRange) -> CGRect {
    UnimplementedAPI.use("UITextField.firstRect(for:)", by: self); return .zero
  }

  open func caretRect(for position: UITextPosition) -> CGRect {
    UnimplementedAPI.use("UITextField.caretRect(for:)", by: self); return .zero
  }

  open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
    UnimplementedAPI.use("UITextField.selectionRects(for:)", by: self); return []
  }

  open func closestPosition(to point: CGPoint) -> UITextPosition? {
    UnimplementedAPI.use("UITextField.closestPosition(to:)", by: self); return nil
  }

  open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
    UnimplementedAPI.use("UITextField.closestPosition(to:within:)", by: self); return nil
  }

  open func characterRange(at point: CGPoint) -> UITextRange? {
    UnimplementedAPI.use("UITextField.characterRange(at:)", by: self); return nil
  }


  open func textStyling(at position: UITextPosition, in direction: UITextStorageDirection)
    -> [NSAttributedString.Key: Any]?
  {
    UnimplementedAPI.use("UITextField.textStyling(at:in:)", by: self); return nil
  }

  open func position(within range: UITextRange, atCharacterOffset offset: Int) -> UITextPosition? {
    UnimplementedAPI.use("UITextField.position(within:atCharacterOffset:)", by: self); return nil
  }

  open func characterOffset(of position: UITextPosition, within range: UITextRange) -> Int {
    UnimplementedAPI.use("UITextField.characterOffset(of:within:)", by: self); return 0
  }

  open var textInputView: UIView {
    UnimplementedAPI.object(of: self, "UITextField.textInputView") { UIView() }
  }

  open var selectionAffinity: UITextStorageDirection {
    get { UnimplementedAPI.value(of: self, "UITextField.selectionAffinity", default: .forward) }
    set { UnimplementedAPI.set(newValue, of: self, "UITextField.selectionAffinity") }
  }

  open func insertDictationResult(_ dictationResult: [UIDictationPhrase]) {
    UnimplementedAPI.use("UITextField.insertDictationResult(_:)", by: self);
  }

  open func dictationRecordingDidEnd() {
    UnimplementedAPI.use("UITextField.dictationRecordingDidEnd()", by: self);
  }

  open func dictationRecognitionFailed() {
    UnimplementedAPI.use("UITextField.dictationRecognitionFailed()", by: self);
  }

  open func frame(forDictationResultPlaceholder placeholder: Any) -> CGRect {
    UnimplementedAPI.use("UITextField.frame(forDictationResultPlaceholder:)", by: self);
    return .zero
  }

  open func removeDictationResultPlaceholder(_ placeholder: Any, willInsertResult: Bool) {
    UnimplementedAPI.use(
      "UITextField.removeDictationResultPlaceholder(_:willInsertResult:)", by: self);
  }

  open func insertText(_ text: String, alternatives: [String], style: UITextAlternativeStyle) {
    UnimplementedAPI.use("UITextField.insertText(_:alternatives:style:)", by: self);
  }

  open func setAttributedMarkedText(_ markedText: NSAttributedString?, selectedRange: NSRange) {
    UnimplementedAPI.use("UITextField.setAttributedMarkedText(_:selectedRange:)", by: self);
  }

  open func insertTextPlaceholder(with size: CGSize) -> UITextPlaceholder {
    UnimplementedAPI.use("UITextField.insertTextPlaceholder(with:)", by: self);
    return UITextPlaceholder()
  }

  open func remove(_ textPlaceholder: UITextPlaceholder) {
    UnimplementedAPI.use("UITextField.remove(_:)", by: self);
  }

  open func beginFloatingCursor(at point: CGPoint) {
    UnimplementedAPI.use("UITextField.beginFloatingCursor(at:)", by: self);
  }

  open func updateFloatingCursor(at point: CGPoint) {
    UnimplementedAPI.use("UITextField.updateFloatingCursor(at:)", by: self);
  }

  open func endFloatingCursor() {
    UnimplementedAPI.use("UITextField.endFloatingCursor()", by: self);
  }

  open func editMenu(for textRange: UITextRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
    UnimplementedAPI.use("UITextField.editMenu(for:suggestedActions:)", by: self); return nil
  }

  open func willPresentEditMenu(animator: any UIEditMenuInteractionAnimating) {
    UnimplementedAPI.use("UITextField.willPresentEditMenu(animator:)", by: self);
  }

  open func willDismissEditMenu(animator: any UIEditMenuInteractionAnimating) {
    UnimplementedAPI.use("UITextField.willDismissEditMenu(animator:)", by: self);
  }

  open var textDragDelegate: (any UITextDragDelegate)? {
    get { UnimplementedAPI.value(of: self, "UITextField.textDragDelegate", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UITextField.textDragDelegate") }
  }

  open var textDragInteraction: UIDragInteraction? { nil }

  open var isTextDragActive: Bool { false }

  open var textDragOptions: UITextDragOptions {
    get { UnimplementedAPI.value(of: self, "UITextField.textDragOptions", default: []) }
    set { UnimplementedAPI.set(newValue, of: self, "UITextField.textDragOptions") }
  }

  open var textDropDelegate: (any UITextDropDelegate)? {
    get { UnimplementedAPI.value(of: self, "UITextField.textDropDelegate", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UITextField.textDropDelegate") }
  }

  open var textDropInteraction: UIDropInteraction? { nil }

  open var isTextDropActive: Bool { false }

  open var pasteDelegate: (any UITextPasteDelegate)? {
    get { UnimplementedAPI.value(of: self, "UITextField.pasteDelegate", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UITextField.pasteDelegate") }
  }
  // facade-inventory:end
}

extension UITextField: @preconcurrency UITextInputTraits {}
