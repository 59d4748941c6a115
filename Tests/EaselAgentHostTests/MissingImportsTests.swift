import Foundation
import Testing

@testable import EaselAgentHost

/// Imports of modules that are nowhere to be found are left out, lines and columns kept.
struct MissingImportsTests {
  @Test(arguments: [
    ("import Alamofire", "Alamofire"),
    ("@testable import ShowcaseKit", "ShowcaseKit"),
    ("@_implementationOnly import Netty", "Netty"),
    ("import class AVFoundation.AVPlayer", "AVFoundation"),
    ("import os.log", "os"),
    ("public import Foundation", "Foundation"),
    ("  import UIKit // the façade", "UIKit"),
    ("import AssetsLibrary;", "AssetsLibrary"),
    ("import UIKit//no space", "UIKit"),
  ])
  func importsAreRead(line: String, module: String) {
    #expect(MissingImports.importedModule(in: line[...]) == module)
  }

  @Test(arguments: [
    "// import Alamofire", "let importance = 1", "import", "importX Y", "\"import A\"",
  ])
  func otherLinesAreNotImports(line: String) {
    #expect(MissingImports.importedModule(in: line[...]) == nil)
  }

  @Test func blankingKeepsLinesAndNamesTheOriginal() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-imports-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let original = folder.appendingPathComponent("Net.swift")
    let text = "import Alamofire\nimport Foundation\nlet x = 1\n"
    try Data(text.utf8).write(to: original)
    let copy = try MissingImports.blank(
      ["Alamofire"], in: original, original: original, folder: folder)
    #expect(copy != original)
    let lines = try String(contentsOf: copy, encoding: .utf8).components(separatedBy: "\n")
    #expect(lines[0] == "#sourceLocation(file: \"\(original.path)\", line: 1)")
    #expect(lines[1] == String(repeating: " ", count: "import Alamofire".count))
    #expect(lines[2] == "import Foundation")
    #expect(
      try String(contentsOf: original, encoding: .utf8) == text, "the user's file is untouched")
    // A statement ended by `;` is blanked to its end, the next one on the line kept.
    let semicolon = folder.appendingPathComponent("Assets.swift")
    try Data("import AssetsLibrary; import Photos\n".utf8).write(to: semicolon)
    let blanked = try MissingImports.blank(
      ["AssetsLibrary"], in: semicolon, original: semicolon, folder: folder)
    #expect(
      try String(contentsOf: blanked, encoding: .utf8).components(separatedBy: "\n")[1]
        == String(repeating: " ", count: "import AssetsLibrary;".count) + " import Photos")
    let same = try MissingImports.blank(
      ["Kingfisher"], in: original, original: original, folder: folder)
    #expect(same == original, "nothing to blank: the original is compiled")
  }

  @Test func importsLinuxSpellsDifferentlyAreRenamedInPlace() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-imports-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let original = folder.appendingPathComponent("Log.swift")
    try Data("import Darwin\nimport os.log\nlet pi = Double.pi\nimport func\t\tDarwin.ceil\n".utf8)
      .write(to: original)
    let copy = try MissingImports.blank([], in: original, original: original, folder: folder)
    let lines = try String(contentsOf: copy, encoding: .utf8).components(separatedBy: "\n")
    #expect(lines[1] == "import Glibc ")
    #expect(lines[2] == "import os    ")
    #expect(lines[3] == "let pi = Double.pi")
    #expect(lines[4] == "import func\t\tGlibc.ceil ", "tabs separate words too")
  }

  @Test func coreFoundationIsEaselsThroughCoreGraphics() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-imports-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let original = folder.appendingPathComponent("Range.swift")
    try Data("import CoreFoundation\nlet r = CFRangeMake(0, 1)\n".utf8).write(to: original)
    let copy = try MissingImports.blank([], in: original, original: original, folder: folder)
    let lines = try String(contentsOf: copy, encoding: .utf8).components(separatedBy: "\n")
    #expect(lines[1] == "import CoreGraphics  ")
    #expect(lines[2] == "let r = CFRangeMake(0, 1)")
  }

  @Test func uikitLeaksIntoFilesThatDoNotImportItAndSubmodulesAreTheModule() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-imports-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let original = folder.appendingPathComponent("Colors.swift")
    try Data("import UIKit.UIColor\nlet c = UIColor.red\n".utf8).write(to: original)
    let copy = try MissingImports.blank([], in: original, original: original, folder: folder)
    let lines = try String(contentsOf: copy, encoding: .utf8).components(separatedBy: "\n")
    #expect(lines[1] == "import UIKit        ")
    let helper = folder.appendingPathComponent("Helper.swift")
    try Data("let side = CGFloat(2)\n".utf8).write(to: helper)
    let leaked = try MissingImports.blank(
      [], in: helper, original: helper, folder: folder, leakUIKit: true)
    let text = try String(contentsOf: leaked, encoding: .utf8).components(separatedBy: "\n")
    #expect(text[0] == "import UIKit")
    #expect(text[1].hasPrefix("#sourceLocation(file: "), "no line of the original moves")
    #expect(text[2] == "let side = CGFloat(2)")
    #expect(AgentBuilder.sourceLocationFile(of: leaked) == helper.path)
  }

  /// An import through a submodule Apple's frameworks have and Swift modules do not, scoped
  /// to a declaration or not, tabs or spaces, is the whole module's, its width kept; one
  /// declaration straight from the module is left alone.
  @Test(arguments: [
    ("import class    UIKit.UIView.UIView", "import UIKit                       "),
    (
      "import enum UIKit.UIView.UISemanticContentAttribute",
      "import UIKit" + String(repeating: " ", count: 39)
    ),
    (
      "import struct CoreGraphics.CGGeometry.CGRect // x",
      "import CoreGraphics                          // x"
    ),
    ("@_exported import Foundation.NSDate", "@_exported import Foundation       "),
    ("import struct UIKit.ObjCMethod", nil),
    ("import Foundation", nil),
    (
      "import func\t\tObjectiveC.runtime.objc_getAssociatedObject",
      "import ObjectiveC" + String(repeating: " ", count: 39)
    ),
    ("import func Darwin.ceil", nil),
  ] as [(String, String?)])
  func submoduleImportsAreTheWholeModule(line: String, expected: String?) {
    #expect(MissingImports.wholeModuleImport(line) == expected)
    if let expected { #expect(expected.count == line.count) }
  }

  /// A file whose class Objective-C sees gets a selector table that imports three of UIKit's
  /// declarations by name; the file still sees the rest of UIKit only through the leak.
  @Test func aScopedImportOfUIKitDoesNotStopTheLeak() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-imports-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let original = folder.appendingPathComponent("Animator.swift")
    let source = """
      import Foundation
      @objc class Animator: NSObject { @objc func now() -> Double { CACurrentMediaTime() } }
      import struct UIKit.ObjCMethod
      import enum UIKit.ObjCArguments
      """
    try Data(source.utf8).write(to: original)
    let leaked = try MissingImports.blank(
      [], in: original, original: original, folder: folder, leakUIKit: true)
    let lines = try String(contentsOf: leaked, encoding: .utf8).components(separatedBy: "\n")
    #expect(lines[0] == "import UIKit")
    #expect(lines[2] == "import Foundation")
    #expect(MissingImports.importDeclaration(in: "import struct UIKit.ObjCMethod")?.scoped == true)
    #expect(MissingImports.importDeclaration(in: "import UIKit.UIColor")?.scoped == false)
    // A file that imports the whole module is left as it is.
    let plain = folder.appendingPathComponent("Plain.swift")
    try Data("import UIKit\nimport struct UIKit.ObjCMethod\n".utf8).write(to: plain)
    #expect(
      try MissingImports.blank([], in: plain, original: plain, folder: folder, leakUIKit: true)
        == plain)
  }

  @Test(arguments: [
    (
      "    @NSManaged var value: CGFloat",
      "               var value: CGFloat { get { __easelManagedValue(self, \"value\") }"
        + " set { __easelSetManagedValue(self, \"value\", newValue) } }"
    ),
    (
      "  @NSManaged public var progress: CGFloat // animatable",
      "             public var progress: CGFloat { get { __easelManagedValue(self, \"progress\") }"
        + " set { __easelSetManagedValue(self, \"progress\", newValue) } } // animatable"
    ),
    // Xcode's `Entity+CoreDataProperties.swift`: in an extension, where a stored property is
    // refused (a spent draw's Core Data app).
    (
      "    @NSManaged public var adonId: String?",
      "               public var adonId: String? { get { __easelManagedValue(self, \"adonId\") }"
        + " set { __easelSetManagedValue(self, \"adonId\", newValue) } }"
    ),
    (
      "    @NSManaged public var options: [String: Int]",
      "               public var options: [String: Int] { get { __easelManagedValue(self, \"options\") }"
        + " set { __easelSetManagedValue(self, \"options\", newValue) } }"
    ),
    // A computed property cannot be weak: the ownership goes, its columns kept.
    (
      "    @NSManaged weak var ring: Ring!",
      "               \u{20}    var ring: Ring! { get { __easelManagedValue(self, \"ring\") }"
        + " set { __easelSetManagedValue(self, \"ring\", newValue) } }"
    ),
    // The key is the Objective-C name.
    (
      "    @objc(kind) @NSManaged public var kindValue: Int16",
      "    @objc(kind)            public var kindValue: Int16 { get { __easelManagedValue(self, \"kind\") }"
        + " set { __easelSetManagedValue(self, \"kind\", newValue) } }"
    ),
    // Core Data's generated accessors of a to-many relationship.
    (
      "    @NSManaged public func addToItems(_ value: CartItem)",
      "               public func addToItems(_ value: CartItem) { __easelManagedAdd(self, \"items\", value) }"
    ),
    (
      "    @NSManaged public func removeFromItems(_ values: NSSet)",
      "               public func removeFromItems(_ values: NSSet) { __easelManagedRemove(self, \"items\", values) }"
    ),
  ])
  func managedPropertiesReadAndWriteTheObjectsStorage(line: String, prepared: String) {
    #expect(MissingImports.managedProperty(line) == prepared)
  }

  @Test(arguments: [
    "    @NSManaged public func insertIntoItems(_ value: CartItem, at idx: Int)",
    "    // @NSManaged var value: CGFloat", "    @NSManaged var value: CGFloat = 1",
  ])
  func otherManagedDeclarationsAreLeftAlone(line: String) {
    #expect(MissingImports.managedProperty(line) == nil)
  }

  /// A Core Data model's file that imports only Foundation gets the module that brings the
  /// accessors; one that imports CoreData sees them through it.
  @Test func managedAccessorsAreVisibleWhereTheyAreUsed() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-managed-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let plain = folder.appendingPathComponent("Item+CoreDataProperties.swift")
    try Data("import Foundation\nextension Item {\n  @NSManaged public var name: String?\n}\n".utf8)
      .write(to: plain)
    let prepared = try MissingImports.blank([], in: plain, original: plain, folder: folder)
    let lines = try String(contentsOf: prepared, encoding: .utf8).components(separatedBy: "\n")
    #expect(lines[0] == "import CoreGraphics")
    #expect(lines[1].hasPrefix("#sourceLocation"))
    let coreData = folder.appendingPathComponent("Order+CoreDataProperties.swift")
    try Data("import CoreData\nextension Order {\n  @NSManaged public var total: Double\n}\n".utf8)
      .write(to: coreData)
    let seen = try MissingImports.blank([], in: coreData, original: coreData, folder: folder)
    let text = try String(contentsOf: seen, encoding: .utf8)
    #expect(!text.contains("import CoreGraphics"))
    #expect(text.contains("__easelManagedValue(self, \"total\")"))
  }

  @Test func layerInitializersBecomeRequiredInPlace() throws {
    let line = "    override init() {"
    let range = try #require(MissingImports.layerInitializerOverride(in: line))
    var fixed = line
    fixed.replaceSubrange(range, with: "required")
    #expect(fixed == "    required init() {")
    #expect(
      MissingImports.layerInitializerOverride(in: "    override init(frame: CGRect) {") == nil)
  }

  @Test func coreFoundationQualifiedNamesAreFoundationsOnLinux() {
    #expect(
      MissingImports.foundationQualified("let r = (1.0 + CoreFoundation.sqrt(5.0)) / 2.0")
        == "let r = (1.0 +     Foundation.sqrt(5.0)) / 2.0")
    #expect(MissingImports.foundationQualified("let x = MyCoreFoundation.y") == nil)
    #expect(MissingImports.foundationQualified("import Foundation") == nil)
  }

  @Test func numberAccessorsOnAnyObjectBecomeNSNumberCasts() {
    #expect(
      MissingImports.numberLookup("let d = (info[key] as AnyObject).doubleValue ?? 0.5")
        == "let d = (info[key] as? NSNumber)?.doubleValue ?? 0.5")
    #expect(MissingImports.numberLookup("let d = (x as AnyObject).description") == nil)
  }
}
