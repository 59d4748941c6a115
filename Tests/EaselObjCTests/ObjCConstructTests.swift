import EaselObjC
import Foundation
import Testing

/// C statements and expressions, literals, blocks, enumerations, file-scope variables and
/// functions, `@synthesize`, `NS_SWIFT_NAME`, `alloc`/`init` and class factories: one file
/// that uses them all, its Swift checked piece by piece and typechecked whole.
@Suite struct ObjCConstructTests {
  static let files = ["Constructs/Badge.m"]

  static func swift() throws -> String {
    let t = try ObjCTestSupport.translate(fixtures: files)
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    return try #require(t.sources.first?.swift)
  }

  @Test(arguments: [
    // NS_ENUM → a Swift enum, cases named as the importer names them.
    "enum BadgeStyle: Int {", "case round = 0", "case pill = 5",
    // File-scope constants, variables and functions.
    "nonisolated(unsafe) private let kPadding: CGFloat = 4.5",
    "nonisolated(unsafe) private var gCreated: Int = 0",
    "\nprivate func clampedWidth(_ width: CGFloat, _ limit: CGFloat) -> CGFloat {",
    // Properties: enum, copy, nullable block, getter=, weak, readonly with a getter.
    "@objc var style: BadgeStyle {", "@objc var title: String! {",
    "@objc var handler: ((Int, Bool) -> Void)? {", "@objc(highlighted) var isHighlighted: Bool {",
    "weak var _anchor: UIView?", "@objc var labels: [String]! {",
    // Initializers and factories by the importer's rules.
    "init(title: String!, style: BadgeStyle) {",
    "super.init(frame: CGRect(x: 0, y: 0, width: 40, height: 20))",
    "@objc(badgeWithTitle:) class func badge(withTitle title: String!) -> Badge!",
    "return Badge(title: title, style: BadgeStyle.round)",
    "@objc(describeCount:) func describeCount(_ count: Int) -> String!",
    "@objc(widthForCount:scale:) func width(forCount count: Int32, scale: Float) -> CGFloat",
    "@objc(moveToPoint:) func move(to point: CGPoint)",
    "@objc(configureWithColor:) func configure(tint color: UIColor!)",
    // Statements.
    "switch self.style {", "case BadgeStyle.square, BadgeStyle.pill:", "default:",
    "while rest >= 10 {", "repeat {", "} while digits > 0", "for label in (self.labels ?? []) {",
    "if label.utf16.count == 0 {", "continue",
    // Expressions: literals, compound assignment, casts, ternaries, format strings.
    "[\"count\": NSNumber(value: count), \"style\": NSNumber(value: Int(self.style.rawValue))",
    "String(format: \"%@ %ld\", NSString(string: text ?? \"(null)\"), count)", "rest /= 10",
    "digits += 1",
    "digits -= 1",
    "frame.origin = point", "frame.size.width = self.width(forCount: 3, scale: 1.0)",
    "self._title = title", "gCreated += 1",
    // Blocks, messages and the runtime; a message to a value that may be nil (declared
    // without nullability) is sent with `?.`, as a message to nil does nothing.
    "self.handler?(3, true)", "{ (count: Int, animated: Bool) -> Void in",
    "NSLog(\"moved %ld %d\", count, (animated ? 1 : 0))",
    "let other: Badge? = Badge.badge(withTitle: \"x\")", "other?.configure(tint: UIColor.red)",
    "typealias BadgeHandler = (Int, Bool) -> Void",
    "required init?(coder: NSCoder) { super.init(coder: coder) }",
    "override init(frame: CGRect) { super.init(frame: frame) }",
    "self.responds(to: Selector(\"describeCount:\"))",
    "self.perform(Selector(\"setNeedsDisplay\"))",
    "color?.withAlphaComponent(0.5)", "self.layer.borderColor = color?.cgColor",
    "!((self.anchor?.isHidden ?? false))", "self.title == \"\"", "return text.map { $0 + \"!\" }",
    "self.title?.components(separatedBy: \" \")", "(parts?[objcIndex: 0, sent: .objectAtIndex].utf16.count ?? 0) > 0",
    "text = parts?.first?.uppercased()", "override func awakeFromNib() {", "super.awakeFromNib()",
    "let font: UIFont = UIFont.boldSystemFont(ofSize: 12)",
    "self.insetRect(&bounds, by: 2)",
    "func insetRect(_ rect: UnsafeMutablePointer<CGRect>!, by amount: CGFloat)",
    "rect.pointee.origin.x += amount", "ctx?.setLineCap(CGLineCap.round)",
    "NSAttributedString.Key.font: UIFont.systemFont(ofSize: 11)",
    "(self.title?.size(withAttributes: attributes) ?? CGSize())",
    "let scale: CGFloat = UIScreen.main.scale",
    "self.title?.draw(in: textRect, withAttributes: attributes)",
    "let icon: UIImage? = UIImage(named: \"badge-icon\")",
    "icon?.draw(in: rect.insetBy(dx: 2, dy: 2))",
    "rect.pointee = rect.pointee.insetBy(dx: amount, dy: 0)",
    "_ = self.perform(Selector(\"setNeedsDisplay\"))?.takeUnretainedValue()",
  ])
  func translates(_ expected: String) throws {
    let swift = try Self.swift()
    #expect(swift.contains(expected), "\(swift)")
  }

  @Test func typechecksAgainstTheFacade() throws {
    let t = try ObjCTestSupport.translate(fixtures: Self.files)
    #expect(t.failedClasses.isEmpty, "\(t.diagnostics)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(t.sources.map(\.swift).joined())")
    if ProcessInfo.processInfo.environment["EASEL_OBJC_DUMP"] != nil {
      print(t.sources.map(\.swift).joined())
    }
  }
}
