import EaselDocument
import EaselLint
import EaselTestSupport
import Foundation
import Testing

/// `colors rename`: exactly the references change, through the document model, and a
/// refused rename writes nothing.
struct ColorRenameTests {
  /// A copy of `Examples/LocalizedDemo` (seed 002's palette) in a temporary folder.
  static func localizedDemo() throws -> URL {
    let folder = try TestPaths.temporaryFolder("easel-colors")
    let copy = folder.appendingPathComponent("LocalizedDemo")
    try FileManager.default.copyItem(
      at: TestPaths.packageRoot.appendingPathComponent("Examples/LocalizedDemo"), to: copy)
    return copy
  }

  static func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

  @Test func aPaletteColourIsRenamedInTheStoryboardAndTheSources() throws {
    let root = try Self.localizedDemo()
    defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
    let storyboard = root.appendingPathComponent("LocalizedDemo/Base.lproj/Main.storyboard")
    let palette = root.appendingPathComponent("LocalizedDemo/UIColor+CorosColor.swift")
    let others = try FileManager.default.subpathsOfDirectory(atPath: root.path).filter {
      !$0.hasSuffix("Main.storyboard") && !$0.hasSuffix("CorosColor.swift")
    }
    var before: [String: Data] = [:]
    for path in others { before[path] = try? Data(contentsOf: root.appendingPathComponent(path)) }
    let storyboardBefore = try Self.text(storyboard)
    let paletteBefore = try Self.text(palette)

    let plan = try ColorRename(old: "blueClr", new: "oceanClr").plan(paths: [root.path])
    #expect(plan.kinds == [.palette])
    #expect(plan.referenceCount == 2)
    try plan.apply()

    // The storyboard: only the bgColorName attribute, not the label whose text is "blueClr".
    let attribute = #"keyPath="bgColorName" value="blueClr""#
    #expect(storyboardBefore.components(separatedBy: attribute).count == 2)
    #expect(
      try Self.text(storyboard)
        == storyboardBefore.replacingOccurrences(
          of: attribute, with: #"keyPath="bgColorName" value="oceanClr""#))
    #expect(try Self.text(storyboard).contains(#"text="blueClr""#))
    // The palette: the declaration, not the comment that names it in a string.
    let expected = paletteBefore.split(separator: "\n", omittingEmptySubsequences: false).map {
      line -> String in
      line.contains("class var blueClr")
        ? line.replacingOccurrences(of: "blueClr", with: "oceanClr") : String(line)
    }.joined(separator: "\n")
    #expect(try Self.text(palette) == expected)
    #expect(expected.contains(#"NSSelectorFromString("blueClr")"#))
    // Nothing else changed, and the storyboard still opens with the new name.
    for path in others {
      #expect((try? Data(contentsOf: root.appendingPathComponent(path))) == before[path], "\(path)")
    }
    let reopened = try IBDocument(contentsOf: storyboard)
    #expect(
      reopened.colorUses().filter { $0.kind == .palette }.map(\.name).sorted() == [
        "oceanClr", "purpleClr", "redClr",
      ])
  }

  static let namedStoryboard = LintFixture.storyboard(
    """
    <view contentMode="scaleToFill" id="v1">
        <rect key="frame" x="0" y="0" width="10" height="10"/>
        <color key="backgroundColor" name="Brand"/>
        <userDefinedRuntimeAttributes>
            <userDefinedRuntimeAttribute type="color" keyPath="borderUIColor">
                <color key="value" name="Brand"/>
            </userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="string" keyPath="title" value="Brand"/>
        </userDefinedRuntimeAttributes>
    </view>
    <label opaque="NO" text="Brand" id="l1">
        <rect key="frame" x="0" y="0" width="10" height="10"/>
        <color key="textColor" name="BrandDark"/>
    </label>
    """
  ).replacingOccurrences(
    of: "</document>",
    with: """
      <resources>
          <namedColor name="Brand">
              <color red="0.1" green="0.2" blue="0.3" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
          </namedColor>
      </resources>
      </document>
      """)

  static let namedSource = """
    import UIKit
    // Brand is the app's colour: UIColor(named: "Brand") loads it
    let brand = UIColor(named: "Brand")
    let brandDark = UIColor(named: "BrandDark", in: nil, compatibleWith: nil)
    let title = "Brand"
    let swiftUI = Color("Brand")

    """

  static func namedFixture() throws -> LintFixture {
    try LintFixture([
      "App/Main.storyboard": namedStoryboard,
      "App/Colors.swift": namedSource,
      "App/Legacy.m": "UIColor *c = [UIColor colorNamed:@\"Brand\"]; NSString *s = @\"Brand\";\n",
      "App/Assets.xcassets/Contents.json": "{}",
      "App/Assets.xcassets/Brand.colorset/Contents.json": #"{"colors":[]}"#,
      "App/Assets.xcassets/BrandDark.colorset/Contents.json": #"{"colors":[]}"#,
    ])
  }

  @Test func aNamedColourIsRenamedInDocumentsCodeAndItsColourSet() throws {
    let f = try Self.namedFixture()
    defer { f.remove() }
    let app = f.folder.appendingPathComponent("App")
    let plan = try ColorRename(old: "Brand", new: "Accent").plan(paths: [f.folder.path])
    #expect(plan.kinds == [.named])
    try plan.apply()
    let storyboard = try Self.text(app.appendingPathComponent("Main.storyboard"))
    #expect(
      storyboard
        == Self.namedStoryboard.replacingOccurrences(
          of: #"name="Brand""#, with: #"name="Accent""#))
    #expect(storyboard.contains(#"value="Brand""#) && storyboard.contains(#"text="Brand""#))
    #expect(
      try Self.text(app.appendingPathComponent("Colors.swift"))
        == Self.namedSource.replacingOccurrences(
          of: #"UIColor(named: "Brand")\#nlet"#, with: #"UIColor(named: "Accent")\#nlet"#
        ).replacingOccurrences(of: #"Color("Brand")"#, with: #"Color("Accent")"#))
    #expect(
      try Self.text(app.appendingPathComponent("Legacy.m"))
        == "UIColor *c = [UIColor colorNamed:@\"Accent\"]; NSString *s = @\"Brand\";\n")
    let fm = FileManager.default
    #expect(
      fm.fileExists(
        atPath: app.appendingPathComponent("Assets.xcassets/Accent.colorset/Contents.json").path))
    #expect(
      !fm.fileExists(atPath: app.appendingPathComponent("Assets.xcassets/Brand.colorset").path))
    #expect(
      fm.fileExists(atPath: app.appendingPathComponent("Assets.xcassets/BrandDark.colorset").path))
  }

  @Test func theDryRunIsAPatchAndWritesNothing() throws {
    let f = try Self.namedFixture()
    defer { f.remove() }
    let storyboard = f.folder.appendingPathComponent("App/Main.storyboard")
    let before = try Data(contentsOf: storyboard)
    let diff = try ColorRename(old: "Brand", new: "Accent").plan(paths: [f.folder.path])
      .diff(relativeTo: f.folder)
    #expect(try Data(contentsOf: storyboard) == before)
    let removed = diff.split(separator: "\n").filter { $0.hasPrefix("-") && !$0.hasPrefix("---") }
    let added = diff.split(separator: "\n").filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") }
    #expect(removed.count == 6 && added.count == 6)
    #expect(diff.contains("rename from App/Assets.xcassets/Brand.colorset/Contents.json"))
    #expect(diff.contains("--- a/App/Main.storyboard"))
  }

  @Test(arguments: [
    ("Brnad", "Accent", "no colour named 'Brnad'"),
    ("Brand", "BrandDark", "already exists"),
    ("Brand", "Brand", "the same name"),
    ("Brand", "Folder/Accent", "namespaces"),
    ("Brand", "Ac\"cent", "not a colour name"),
  ])
  func aRefusedRenameWritesNothing(old: String, new: String, message: String) throws {
    let f = try Self.namedFixture()
    defer { f.remove() }
    let storyboard = f.folder.appendingPathComponent("App/Main.storyboard")
    let before = try Data(contentsOf: storyboard)
    #expect {
      _ = try ColorRename(old: old, new: new).plan(paths: [f.folder.path])
    } throws: { error in
      (error as? ColorRenameError)?.message.contains(message) == true
    }
    #expect(try Data(contentsOf: storyboard) == before)
  }

  @Test func aPaletteNameMustStayAnIdentifier() throws {
    let root = try Self.localizedDemo()
    defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
    #expect(throws: ColorRenameError.self) {
      _ = try ColorRename(old: "blueClr", new: "ocean blue").plan(paths: [root.path])
    }
    #expect(throws: ColorRenameError.self) {
      _ = try ColorRename(old: "blueClr", new: "redClr").plan(paths: [root.path])
    }
  }

  @Test func anObjectiveCPaletteIsRenamedInItsHeaderImplementationAndUses() throws {
    let storyboard = LintFixture.storyboard(
      label(
        "l", #"<userDefinedRuntimeAttribute type="string" keyPath="bgColorName" value="redClr"/>"#))
    let header =
      "@interface UIColor (CorosColor)\n+ (UIColor *)redClr;\n+ (UIColor *)redClrDark;\n@end\n"
    let implementation = """
      @implementation UIColor (CorosColor)
      // redClr: the brand's red
      + (UIColor *)redClr { return [UIColor colorWithRed:1 green:0 blue:0 alpha:1]; }
      + (UIColor *)redClrDark { return [[UIColor redClr] colorWithAlphaComponent:0.5]; }
      @end

      """
    let f = try LintFixture([
      "Main.storyboard": storyboard, "UIColor+CorosColor.h": header,
      "UIColor+CorosColor.m": implementation,
    ])
    defer { f.remove() }
    let plan = try ColorRename(old: "redClr", new: "brandRed").plan(paths: [f.folder.path])
    #expect(plan.kinds == [.palette])
    try plan.apply()
    #expect(
      try Self.text(f.folder.appendingPathComponent("UIColor+CorosColor.h"))
        == header.replacingOccurrences(of: "redClr;", with: "brandRed;"))
    #expect(
      try Self.text(f.folder.appendingPathComponent("UIColor+CorosColor.m"))
        == implementation.replacingOccurrences(
          of: "+ (UIColor *)redClr {", with: "+ (UIColor *)brandRed {"
        )
        .replacingOccurrences(of: "[UIColor redClr]", with: "[UIColor brandRed]"))
    #expect(
      try Self.text(f.folder.appendingPathComponent("Main.storyboard"))
        == storyboard.replacingOccurrences(of: #"value="redClr""#, with: #"value="brandRed""#))
  }

  @Test func aColourSetOutsideThePathsGivenIsRefused() throws {
    let f = try Self.namedFixture()
    defer { f.remove() }
    let app = f.folder.appendingPathComponent("App")
    let project = f.folder.appendingPathComponent("App.xcodeproj")
    try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    // A project Xcode can open holds its project file (a folder of user state alone is none).
    try Data("// !$*UTF8*$!\n{\n}\n".utf8).write(
      to: project.appendingPathComponent("project.pbxproj"))
    let views = app.appendingPathComponent("Views")
    try FileManager.default.createDirectory(at: views, withIntermediateDirectories: true)
    try FileManager.default.moveItem(
      at: app.appendingPathComponent("Main.storyboard"),
      to: views.appendingPathComponent("Main.storyboard"))
    #expect {
      _ = try ColorRename(old: "Brand", new: "Accent").plan(paths: [views.path])
    } throws: { error in
      (error as? ColorRenameError)?.message.contains("is outside the paths given") == true
    }
    // The whole project is fine.
    #expect(
      try ColorRename(old: "Brand", new: "Accent").plan(paths: [f.folder.path]).folders.count == 1)
  }

  @Test func aPaletteDeclaredOutsideThePathsGivenIsRefused() throws {
    let root = try Self.localizedDemo()
    defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
    let base = root.appendingPathComponent("LocalizedDemo/Base.lproj")
    let before = try Data(contentsOf: base.appendingPathComponent("Main.storyboard"))
    #expect {
      _ = try ColorRename(old: "blueClr", new: "oceanClr").plan(paths: [base.path])
    } throws: { error in
      (error as? ColorRenameError)?.message.contains("declared outside the paths given") == true
    }
    #expect(try Data(contentsOf: base.appendingPathComponent("Main.storyboard")) == before)
  }
}
