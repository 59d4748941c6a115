internal import EaselGraphics
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A multi-line text view, as `UITextView`, drawn at rest: text wrapped from the top-left of
/// its text container (inset 8 top and bottom, 5 points of line fragment padding).
@preconcurrency @MainActor
open class UITextView: UIScrollView {
  /// The text; `null_resettable` in UIKit: set to nil, it is empty. Setting it replaces any
  /// styled text.
  open var text: String! {
    get { plainTextStorage }
    set {
      plainTextStorage = newValue ?? ""
      attributedStorage = nil
      setNeedsDisplay()
    }
  }
  /// Styled text (its string replaces `text`). Setting it does not call the (overridable)
  /// `text` setter, as in UIKit: a subclass whose `text` setter sets this does not recurse.
  open var attributedText: NSAttributedString! {
    get { attributedStorage ?? NSAttributedString(string: plainTextStorage) }
    set {
      attributedStorage = newValue
      plainTextStorage = newValue?.string ?? ""
      setNeedsDisplay()
    }
  }
  private var plainTextStorage = ""
  private var attributedStorage: NSAttributedString?
  /// The font (default: the system font at 14 points, Interface Builder's default).
  open var font: UIFont? = UIFont.systemFont(ofSize: 14) { didSet { setNeedsDisplay() } }
  /// The text colour (default `.label`).
  open var textColor: UIColor? = .label { didSet { setNeedsDisplay() } }
  /// The horizontal alignment.
  open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
  /// Space around the text container (default 8 top and bottom).
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
    didSet { setNeedsDisplay() }
  }
  /// Whether the text can be edited (stored; there is no editing).
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
  open var isSecureTextEntry = false
  open var isEditable = true
  /// Whether the text can be selected (stored).
  open var isSelectable = true

  /// Creates a text view with a text container, as UIKit's designated initializer.
  ///
  /// Differs from UIKit: a container passed in is not adopted; the view makes its own
  /// (see `textContainer`).
  public init(frame: CGRect, textContainer: NSTextContainer?) {
    super.init(frame: frame)
    contentMode = .redraw
  }

  /// Scrolls so that a range of the text is visible (nothing moves in a still render).
  open func scrollRangeToVisible(_ range: NSRange) {}

  /// Creates a text view (a convenience initializer, as in UIKit).
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, textContainer: nil)
  }

  /// Creates a text view from a storyboard or xib (see `UIView.init?(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    contentMode = .redraw
  }

  /// The wrapped text's height plus insets; the current width.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let width = max(
      size.width - textContainerInset.left - textContainerInset.right
        - 2 * containerLayout.padding, 1)
    let h = layout(width: width)?.size.height ?? font?.lineHeight ?? 17
    return CGSize(
      width: size.width,
      height: (h + textContainerInset.top + textContainerInset.bottom).rounded(.up))
  }

  private func layout(width: CGFloat) -> TextLayout? {
    let f = font ?? UIFont.systemFont(ofSize: 14)
    let textColor = textColor ?? .label
    // A pattern colour's text is laid out opaque, the mask its pattern is painted through.
    let color = textColor.imagePattern == nil ? textColor.resolvedRGBA(traitCollection) : .black
    let runs: [TextRun]
    if let attributedStorage {
      runs = attributedStorage.textRuns(defaultFont: f, defaultColor: color, containerWidth: width)
    } else if let text, !text.isEmpty {
      runs = [TextRun(text: text, font: f.fontSpec, color: color)]
    } else {
      return nil
    }
    let container = containerLayout
    // Styled text's paragraph style sets its alignment and the space between its lines, as
    // a label's does.
    let paragraph = attributedStorage?.firstParagraphStyle
    return TextLayout(
      runs: runs, width: width, maxLines: container.maxLines,
      alignment: (paragraph?.alignment ?? textAlignment).textAlignment,
      lineBreakMode: container.lineBreakMode.lineBreakMode,
      lineSpacing: paragraph?.lineSpacing ?? 0,
      lineHeights: paragraph?.lineHeights ?? LineHeights(),
      naturalRightToLeft: naturalTextRightToLeft)
  }

  /// Draws the wrapped text from the top of the text container.
  override func drawSystemContent(in rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    let content = CGRect(origin: .zero, size: bounds.size)
    let area = content.inset(by: textContainerInset).insetBy(dx: containerLayout.padding, dy: 0)
    guard area.width > 0, let l = layout(width: area.width) else { return }
    let pattern = attributedStorage?.foregroundPattern ?? textColor?.imagePattern
    ctx.drawText(l, at: area.origin, pattern: pattern)
  }

  /// The container the text is drawn in (made on first use: the view's width, 5 points of
  /// line fragment padding, unlimited lines, word wrapping).
  open var textContainer: NSTextContainer {
    if let c: NSTextContainer = extensionValue(self, UITextView.containerKey) { return c }
    let c = NSTextContainer(size: CGSize(width: bounds.width, height: .greatestFiniteMagnitude))
    c.widthTracksTextView = true
    c.textView = self
    let manager = NSLayoutManager()
    manager.addTextContainer(c)
    let storage = NSTextStorage(attributedString: attributedText ?? NSAttributedString(string: ""))
    storage.addLayoutManager(manager)
    setExtensionValue(self, UITextView.containerKey, c)
    setExtensionValue(self, UITextView.storageKey, storage)
    return c
  }

  /// The layout manager of the text container.
  open var layoutManager: NSLayoutManager {
    if let m = textContainer.layoutManager { return m }
    let m = NSLayoutManager()
    m.addTextContainer(textContainer)
    return m
  }

  /// The text storage, holding the current text.
  ///
  /// Differs from UIKit: a copy of `attributedText` when read; edits to it do not reach the
  /// view (set `attributedText` instead) (COVERAGE.md).
  open var textStorage: NSTextStorage {
    let storage = NSTextStorage(attributedString: attributedText ?? NSAttributedString(string: ""))
    storage.addLayoutManager(layoutManager)
    setExtensionValue(self, UITextView.storageKey, storage)
    return storage
  }

  /// Whether the view has text.
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
  open weak var delegate: (any UITextViewDelegate)?

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
  open var selectedRange: NSRange {
    get {
      UnimplementedAPI.value(
        of: self, "UITextView.selectedRange", default: NSRange(location: 0, length: 0))
    }
    set { UnimplementedAPI.set(newValue, of: self, "UITextView.selectedRange") }
  }

  open var dataDetectorTypes: UIDataDetectorTypes {
    get { UnimplementedAPI.value(of: self, "UITextView.dataDetectorTypes", default: []) }
    set { UnimplementedAPI.set(newValue, of: self, "UITextView.dataDetectorTypes") }
  }

  open var allowsEditingTextAttributes: Bool {
    get {
      UnimplementedAPI.value(of: self, "UITextView.allowsEditingTextAttributes", default: false)
    }
    set { UnimplementedAPI.set(newValue, of: self, "UITextView.allowsEditingTextAttributes") }
  }

  open var typingAttributes: [NSAttributedString.Key: Any] {
    get { UnimplementedAPI.value(of: self, "UITextView.typingAttributes", default: [:]) }
    set { UnimplementedAPI.set(newValue, of: self, "UITextView.typingAttributes") }
  }

  open var clearsOnInsertion: Bool {
    get { UnimplementedAPI.value(of: self, "UITextView.clearsOnInsertion", default: false) }
    set { UnimplementedAPI.set(newValue, of: self, "UITextView.clearsOnInsertion") }
  }

  open var textLayoutManager: NSTextLayoutManager? { nil }

  open var linkTextAttributes: [NSAttributedString.Key: Any]! {
    get { UnimplementedAPI.value(of: self, "UITextView.linkTextAttributes", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UITextView.linkTextAttributes") }
  }

  open var usesStandardTextScaling: Bool {
    get { UnimplementedAPI.value(of: self, "UITextView.usesStandardTextScaling", default: false) }
    set { UnimplementedAPI.set(newValue, of: self, "UITextView.usesStandardTextScaling") }
  }

  open var findInteraction: UIFindInteraction? { nil }

  open var isFindInteractionEnabled: Bool {
    get { UnimplementedAPI.value(of: self, "UITextView.isFindInteractionEnabled", default: false) }
    set { UnimplementedAPI.set(newValue, of: self, "UITextView.isFindInteractionEnabled") }
  }

  open func replace(_ range: UITextRange, withText text: String) {
    UnimplementedAPI.use("UITextView.replace(_:withText:)", by: self);
  }

  open var markedTextStyle: [NSAttributedString.Key: Any]? {
    get { UnimplementedAPI.value(of: self, "UITextView.markedTextStyle", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UITextView.markedTextStyle") }
  }

  open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
    UnimplementedAPI.use("UITextView.setMarkedText(_:selectedRange:)", by: self);
  }

  open func unmarkText() {
    UnimplementedAPI.use("UITextView.unmarkText()", by: self);
  }

  open func position(
    from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int
  ) -> UITextPosition? {
    UnimplementedAPI.use("UITextView.position(from:in:offset:)", by: self); return nil
  }

  open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
    UnimplementedAPI.use("UITextView.compare(_:to:)", by: self); return .orderedAscending
  }

  open var inputDelegate: (any UITextInputDelegate)? {
    get { UnimplementedAPI.value(of: self, "UITextView.inputDelegate", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UITextView.inputDelegate") }
  }

  open func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection)
    -> UITextPosition?
  {
    UnimplementedAPI.use("UITextView.position(within:farthestIn:)", by: self); return nil
  }

  open func characterRange(
    byExtending position: UITextPosition, in direction: UITextLayoutDirection
  ) -> UITextRange? {
    UnimplementedAPI.use("UITextView.characterRange(byExtending:in:)", by: self); return nil
  }

  open func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection)
    -> NSWritingDirection
  {
    UnimplementedAPI.use("UITextView.baseWritingDirection(for:in:)", by: self); return .natural
  }

  open func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange)
  {
    UnimplementedAPI.use("UITextView.setBaseWritingDirection(_:for:)", by: self);
  }

  open func firstRect(for range: UITextRange) -> CGRect {
    UnimplementedAPI.use("UITextView.firstRect(for:)", by: self); return .zero
  }

  open func caretRect(for position: UITextPosition) -> CGRect {
    UnimplementedAPI.use("UITextView.caretRect(for:)", by: self); return .zero
  }

  open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
    UnimplementedAPI.use("UITextView.selectionRects(for:)", by: self); return []
  }

  open func closestPosition(to point: CGPoint) -> UITextPosition? {
    UnimplementedAPI.use("UITextView.closestPosition(to:)", by: self); return nil
  }

  open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
    UnimplementedAPI.use("UITextView.closestPosition(to:within:)", by: self); return nil
  }

  open func characterRange(at point: CGPoint) -> UITextRange? {
    UnimplementedAPI.use("UITextView.characterRange(at:)", by: self); return nil
  }


  open func textStyling(at position: UITextPosition, in direction: UITextStorageDirection)
    -> [NSAttributedString.Key: Any]?
  {
    UnimplementedAPI.use("UITextView.textStyling(at:in:)", by: self); return nil
  }

  open func position(within range: UITextRange, atCharacterOffset offset: Int) -> UITextPosition? {
    UnimplementedAPI.use("UITextView.position(within:atCharacterOffset:)", by: self); return nil
  }

  open func characterOffset(of position: UITextPosition, within range: UITextRange) -> Int {
    UnimplementedAPI.use("UITextView.characterOffset(of:within:)", by: self); return 0
  }

  open var textInputView: UIView {
    UnimplementedAPI.object(of: self, "UITextView.textInputView") { UIView() }
  }

  open var selectionAffinity: UITextStorageDirection {
    get { UnimplementedAPI.value(of: self, "UITextView.selectionAffinity", default: .forward) }
    set { UnimplementedAPI.set(newValue, of: self, "UITextView.selectionAffinity") }
  }

  open func insertDictationResult(_ dictationResult: [UIDictationPhrase]) {
    UnimplementedAPI.use("UITextView.insertDictationResult(_:)", by: self);
  }

  open func dictationRecordingDidEnd() {
    UnimplementedAPI.use("UITextView.dictationRecordingDidEnd()", by: self);
  }

  open func dictationRecognitionFailed() {
    UnimplementedAPI.use("UITextView.dictationRecognitionFailed()", by: self);
  }

  open func frame(forDictationResultPlaceholder placeholder: Any) -> CGRect {
    UnimplementedAPI.use("UITextView.frame(forDictationResultPlaceholder:)", by: self); return .zero
  }

  open func removeDictationResultPlaceholder(_ placeholder: Any, willInsertResult: Bool) {
    UnimplementedAPI.use(
      "UITextView.removeDictationResultPlaceholder(_:willInsertResult:)", by: self);
  }

  open func insertText(_ text: String, alternatives: [String], style: UITextAlternativeStyle) {
    UnimplementedAPI.use("UITextView.insertText(_:alternatives:style:)", by: self);
  }

  open func setAttributedMarkedText(_ markedText: NSAttributedString?, selectedRange: NSRange) {
    UnimplementedAPI.use("UITextView.setAttributedMarkedText(_:selectedRange:)", by: self);
  }

  open func insertTextPlaceholder(with size: CGSize) -> UITextPlaceholder {
    UnimplementedAPI.use("UITextView.insertTextPlaceholder(with:)", by: self);
    return UITextPlaceholder()
  }

  open func remove(_ textPlaceholder: UITextPlaceholder) {
    UnimplementedAPI.use("UITextView.remove(_:)", by: self);
  }

  open func beginFloatingCursor(at point: CGPoint) {
    UnimplementedAPI.use("UITextView.beginFloatingCursor(at:)", by: self);
  }

  open func updateFloatingCursor(at point: CGPoint) {
    UnimplementedAPI.use("UITextView.updateFloatingCursor(at:)", by: self);
  }

  open func endFloatingCursor() {
    UnimplementedAPI.use("UITextView.endFloatingCursor()", by: self);
  }

  open func editMenu(for textRange: UITextRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
    UnimplementedAPI.use("UITextView.editMenu(for:suggestedActions:)", by: self); return nil
  }

  open func willPresentEditMenu(animator: any UIEditMenuInteractionAnimating) {
    UnimplementedAPI.use("UITextView.willPresentEditMenu(animator:)", by: self);
  }

  open func willDismissEditMenu(animator: any UIEditMenuInteractionAnimating) {
    UnimplementedAPI.use("UITextView.willDismissEditMenu(animator:)", by: self);
  }

  open var textDragDelegate: (any UITextDragDelegate)? {
    get { UnimplementedAPI.value(of: self, "UITextView.textDragDelegate", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UITextView.textDragDelegate") }
  }

  open var textDragInteraction: UIDragInteraction? { nil }

  open var isTextDragActive: Bool { false }

  open var textDragOptions: UITextDragOptions {
    get { UnimplementedAPI.value(of: self, "UITextView.textDragOptions", default: []) }
    set { UnimplementedAPI.set(newValue, of: self, "UITextView.textDragOptions") }
  }

  open var textDropDelegate: (any UITextDropDelegate)? {
    get { UnimplementedAPI.value(of: self, "UITextView.textDropDelegate", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UITextView.textDropDelegate") }
  }

  open var textDropInteraction: UIDropInteraction? { nil }

  open var isTextDropActive: Bool { false }

  open var pasteDelegate: (any UITextPasteDelegate)? {
    get { UnimplementedAPI.value(of: self, "UITextView.pasteDelegate", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UITextView.pasteDelegate") }
  }

  open func findInteraction(_ interaction: UIFindInteraction, sessionFor view: UIView)
    -> UIFindSession?
  {
    UnimplementedAPI.use("UITextView.findInteraction(_:sessionFor:)", by: self); return nil
  }

  open func findInteraction(_ interaction: UIFindInteraction, didBegin session: UIFindSession) {
    UnimplementedAPI.use("UITextView.findInteraction(_:didBegin:)", by: self);
  }

  open func findInteraction(_ interaction: UIFindInteraction, didEnd session: UIFindSession) {
    UnimplementedAPI.use("UITextView.findInteraction(_:didEnd:)", by: self);
  }
  // facade-inventory:end
}

extension UITextView: @preconcurrency UITextInputTraits {}
