import EaselInspect
import EaselObjC
import Foundation
import Testing

/// Seed 002's three categories, as the seed writes them.
@Suite struct ObjCSeed002Tests {
  static let files = [
    "Seed002/UILabel+SBLocalizable.m", "Seed002/UIView+BackgroundColor.m",
    "Seed002/UIColor+CorosColor.m",
  ]

  @Test func translatesWithoutErrors() throws {
    let t = try ObjCTestSupport.translate(fixtures: Self.files)
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    #expect(t.failedClasses.isEmpty, "\(t.failedClasses)")
    #expect(t.sources.count == 3)
    #expect(
      t.sources.flatMap(\.classes).sorted() == [
        "UIColor(CorosColor)", "UILabel(SBLocalizable)", "UIView(BackgroundColor)",
      ])
  }

  @Test func categoryInspectablesAreComputedProperties() throws {
    let t = try ObjCTestSupport.translate(fixtures: Self.files)
    let label = try #require(t.sources.first { $0.original.lastPathComponent.hasPrefix("UILabel") })
    #expect(label.swift.contains("extension UILabel {"))
    #expect(label.swift.contains("@objc @IBInspectable var textAsKey: Bool {"))
    #expect(label.swift.contains("set(textAsKey) {"))
    #expect(label.swift.contains("NSLocalizedString((self.text ?? \"\"), comment: \"\")"))
    let view = try #require(t.sources.first { $0.original.lastPathComponent.hasPrefix("UIView") })
    #expect(view.swift.contains("@objc @IBInspectable var bgColorName: String? {"))
    #expect(view.swift.contains("UIColor.responds(to: sel)"))
    #expect(view.swift.contains("UIColor.perform(sel)?.takeUnretainedValue()"))
    let palette = try #require(
      t.sources.first { $0.original.lastPathComponent.hasPrefix("UIColor") })
    #expect(palette.swift.contains("@objc(blueClr) class func blueClr() -> UIColor!"))
  }

  @Test func typechecksAgainstTheFacade() throws {
    let t = try ObjCTestSupport.translate(fixtures: Self.files)
    #expect(t.failedClasses.isEmpty, "\(t.diagnostics)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(t.sources.map(\.swift).joined())")
  }
}

extension ObjCSeed002Tests {
  /// The Swift designables pipeline finds what the Objective-C declared: the scan that
  /// generates registration and the selector tables reads the translated Swift.
  @Test func theSourceScanSeesTheInspectablesAndThePalette() throws {
    let t = try ObjCTestSupport.translate(fixtures: Self.files)
    let scans = t.sources.map { SwiftScanner.scan(source: $0.swift, path: $0.original.path) }
    let extensions = scans.flatMap(\.extensions)
    let label = try #require(extensions.first { $0.extendedType == "UILabel" })
    #expect(label.inspectables.map(\.name) == ["textAsKey"])
    #expect(label.inspectables.first?.kind == .bool)
    let view = try #require(extensions.first { $0.extendedType == "UIView" })
    #expect(view.inspectables.map(\.name) == ["bgColorName"])
    #expect(view.inspectables.first?.kind == .string)
    let palette = try #require(extensions.first { $0.extendedType == "UIColor" })
    #expect(
      palette.objcMembers.filter(\.isStatic).map(\.selector).sorted() == [
        "blackClr", "blueClr", "clearClr", "redClr", "whiteClr",
      ])
  }
}
