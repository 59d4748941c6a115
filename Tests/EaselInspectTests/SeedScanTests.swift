import EaselDiagnostics
import Testing

@testable import EaselInspect

@Suite("The seeds' sources")
struct SeedScanTests {
  @Test func rainbow() throws {
    let scan = SwiftScanner.scan(source: SeedSources.rainbow, path: "Rainbow.swift")
    #expect(scan.diagnostics.isEmpty)
    let c = try #require(scan.classes.first)
    #expect(scan.classes.count == 1)
    #expect(c.name == "Rainbow" && c.superclassName == "UIView" && c.isDesignable && !c.isGeneric)
    #expect(c.inspectables.map(\.name) == ["firstColor", "secondColor", "thirdColor"])
    for p in c.inspectables {
      #expect(p.kind == .color && p.typeText == "UIColor" && !p.isOptional && p.hasSetter)
      #expect(p.storage == .stored)
    }
    #expect(
      c.inspectables[0].location == SourceLocation(file: "Rainbow.swift", line: 5, column: 24))
    #expect(
      c.inspectables[0].defaultExpression
        == "UIColor(red: (37.0/255.0), green: (252.0/255), blue: (244.0/255.0), alpha: 1.0)")
  }

  @Test func circularImageView() throws {
    let scan = SwiftScanner.scan(source: SeedSources.circularImageView, path: "C.swift")
    #expect(scan.diagnostics.isEmpty)
    let c = try #require(scan.classes.first)
    #expect(c.name == "CircularImageView" && c.isDesignable)
    let p = c.inspectables
    #expect(p.map(\.name) == ["backgroundLayerColor", "lineWidth", "image"])
    #expect(p.map(\.kind) == [.color, .cgFloat, .image])
    #expect(p.map(\.isOptional) == [false, false, true])
    #expect(p.map(\.defaultExpression) == ["UIColor.gray", "1.0", nil])
  }

  @Test func extensions() throws {
    let scan = SwiftScanner.scan(source: SeedSources.extensions, path: "E.swift")
    #expect(scan.diagnostics.isEmpty)
    #expect(scan.classes.isEmpty)
    #expect(scan.extensions.map(\.extendedType) == ["UILabel", "UIColor", "UIView"])
    let textAsKey = try #require(scan.extensions[0].inspectables.first)
    #expect(textAsKey.name == "textAsKey" && textAsKey.kind == .bool)
    #expect(textAsKey.storage == .computed && textAsKey.hasSetter)
    // `@objc class var` palette colours are static: not settable by key, not recorded.
    #expect(scan.extensions[1].properties.isEmpty)
    let bg = try #require(scan.extensions[2].inspectables.first)
    #expect(bg.name == "bgColorName" && bg.kind == .string && bg.isOptional && bg.hasSetter)
  }

  @Test func planRegistersSeeds() {
    let result = ScanResult(files: [
      SwiftScanner.scan(source: SeedSources.rainbow, path: "Rainbow.swift"),
      SwiftScanner.scan(source: SeedSources.circularImageView, path: "CircularImageView.swift"),
      SwiftScanner.scan(source: SeedSources.extensions, path: "Extensions.swift"),
    ])
    #expect(result.diagnostics.isEmpty)
    #expect(result.plan.classes.map(\.names) == [["Rainbow"], ["CircularImageView"]])
    #expect(
      result.plan.entries.map { "\($0.owner).\($0.property.name):\($0.kind)" } == [
        "Rainbow.firstColor:color", "Rainbow.secondColor:color", "Rainbow.thirdColor:color",
        "CircularImageView.backgroundLayerColor:color", "CircularImageView.lineWidth:cgFloat",
        "CircularImageView.image:image", "UILabel.textAsKey:bool", "UIView.bgColorName:string",
      ])
  }
}
