import Foundation
import Testing

@testable import EaselAgentHost

/// The `R` R.swift generates, made from a target's resources when the target runs R.swift and
/// its generated file is not in the checkout: each kind of resource read as R.swift reads
/// it, the code it becomes, and the module's files in the build plan.
struct RswiftGenerationTests {
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="nav">
      <scenes>
        <scene sceneID="s1"><objects>
          <navigationController id="nav" sceneMemberID="viewController"/>
        </objects></scene>
        <scene sceneID="s2"><objects>
          <viewController storyboardIdentifier="ProfileShowViewController" id="vc" customClass="ProfileShowViewController" sceneMemberID="viewController">
            <view key="view" id="v"><subviews>
              <tableView id="t"><prototypes>
                <tableViewCell reuseIdentifier="profile-cell" id="c"/>
              </prototypes></tableView>
            </subviews></view>
          </viewController>
        </objects></scene>
      </scenes>
    </document>
    """
  static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
      <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
        <view id="root" customClass="TableHeaderView"/>
      </objects>
    </document>
    """
  static let colorSet = """
    {"colors": [{"idiom": "universal", "color": {"color-space": "srgb",
      "components": {"red": "1.000", "green": "0.000", "blue": "0.000", "alpha": "1.000"}}}]}
    """
  static let imageSet = #"{"images": [{"idiom": "universal", "filename": "a.png", "scale": "1x"}]}"#

  /// A target's resources, as its Resources phase lists them.
  static func resources() throws -> (root: URL, files: [URL]) {
    let root = try ProjectShapeTests.folder([
      "App/Assets.xcassets/Contents.json": "{}",
      "App/Assets.xcassets/primary.colorset/Contents.json": colorSet,
      "App/Assets.xcassets/comment-icon.imageset/Contents.json": imageSet,
      "App/Assets.xcassets/Tabs/Contents.json": #"{"properties": {"provides-namespace": true}}"#,
      "App/Assets.xcassets/Tabs/home.imageset/Contents.json": imageSet,
      "App/en.lproj/Localizable.strings": """
      "worktimeform_error_greater_than" = "%@ must be after %@";
      "title" = "Work time";
      """,
      "App/fa.lproj/Localizable.strings": #""title" = "زمان کار"; "only.farsi" = "%d";"#,
      "App/en.lproj/Plurals.stringsdict": """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>apples</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
        <key>n</key><dict><key>NSStringFormatValueTypeKey</key><string>d</string>
        <key>other</key><string>%d apples</string></dict>
      </dict></dict></plist>
      """,
      "App/Base.lproj/Profile.storyboard": storyboard,
      "App/TableHeaderView.xib": xib,
      "App/settings-icon@2x.png": "",
      "App/data.json": "{}",
    ])
    let app = root.appendingPathComponent("App")
    let files = [
      "Assets.xcassets", "en.lproj/Localizable.strings", "fa.lproj/Localizable.strings",
      "en.lproj/Plurals.stringsdict", "Base.lproj/Profile.storyboard", "TableHeaderView.xib",
      "settings-icon@2x.png", "data.json",
    ].map { app.appendingPathComponent($0) }
    return (root, files)
  }

  @Test func eachKindOfResourceIsReadAsRswiftReadsIt() throws {
    let (root, files) = try Self.resources()
    defer { try? FileManager.default.removeItem(at: root) }
    let r = RswiftResources(resourceFiles: files)
    #expect(r.colors == ["primary"])
    #expect(r.images == ["Tabs/home", "comment-icon", "settings-icon"])
    #expect(r.strings.map(\.name) == ["Localizable", "Plurals"])
    let localizable = try #require(r.strings.first)
    #expect(localizable.languages == ["en", "fa"])
    #expect(
      localizable.keys.map(\.key) == ["only.farsi", "title", "worktimeform_error_greater_than"])
    #expect(localizable.keys.map(\.arguments) == [["Int"], [], ["String", "String"]])
    #expect(r.strings.last?.keys.map(\.arguments) == [["Int"]])
    #expect(r.nibs == [RswiftResources.Nib(name: "TableHeaderView", rootType: "UIView")])
    let board = try #require(r.storyboards.first)
    #expect(board.name == "Profile")
    #expect(board.initialType == "UINavigationController")
    #expect(board.identified.map(\.identifier) == ["ProfileShowViewController"])
    #expect(board.identified.map(\.type) == ["UIViewController"])
    #expect(r.reuseIdentifiers.map(\.identifier) == ["profile-cell"])
    #expect(r.reuseIdentifiers.map(\.type) == ["UITableViewCell"])
    #expect(r.files.map(\.name) == ["settings-icon@2x", "data"])
  }

  @Test func theCodeCallsWhatRswiftsCodeCalls() throws {
    let (root, files) = try Self.resources()
    defer { try? FileManager.default.removeItem(at: root) }
    let code = RswiftGenerator.source(for: RswiftResources(resourceFiles: files), module: "App")
    for expected in [
      "static func primary(compatibleWith traitCollection: UITraitCollection? = nil) -> UIColor?",
      #"UIColor(named: "primary", in: R.hostingBundle, compatibleWith: traitCollection)"#,
      "static func commentIcon(compatibleWith",
      // A namespaced folder is a struct of its own, the name keeps its folder.
      "struct tabs {", #"UIImage(named: "Tabs/home", in: R.hostingBundle"#,
      "static func settingsIcon(compatibleWith",
      "struct localizable {", "struct plurals {",
      "static func worktimeform_error_greater_than(_ value1: String, _ value2: String, preferredLanguages: [String]? = nil) -> String",
      "static func title(preferredLanguages: [String]? = nil) -> String",
      "static func apples(_ value1: Int, preferredLanguages: [String]? = nil) -> String",
      #"NSLocalizedString("title", tableName: "Localizable", bundle: R.hostingBundle, value: "", comment: "")"#,
      #"static let tableHeaderView = _R.NibResource<UIView>(name: "TableHeaderView", bundle: R.hostingBundle)"#,
      "static func tableHeaderView(_: Void = ()) -> UINib",
      "static let profile = _R.storyboard.profile()",
      "func instantiateInitialViewController() -> UINavigationController?",
      "func profileShowViewController(_: Void = ()) -> UIViewController?",
      #"static let profileCell = _R.ReuseIdentifier<UITableViewCell>(identifier: "profile-cell")"#,
      #"static func dataJson(_: Void = ()) -> URL? { R.hostingBundle.url(forResource: "data", withExtension: "json") }"#,
    ] {
      #expect(code.contains(expected), "\(expected)\n\(code)")
    }
    #expect(!code.contains("import Rswift"))
  }

  @Test func aFontIsNamedByItsPostScriptName() throws {
    // DejaVu Sans Bold (`fonts-dejavu-core`, which the tests' fonts include): its file is
    // `DejaVuSans-Bold.ttf`, its PostScript name `DejaVuSans-Bold`.
    let file = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")
    let r = RswiftResources(resourceFiles: [file])
    #expect(r.fonts == ["DejaVuSans-Bold"])
    let code = RswiftGenerator.source(for: r, module: "App")
    #expect(
      code.contains(
        #"static func dejaVuSansBold(size: CGFloat) -> UIFont? { UIFont(name: "DejaVuSans-Bold", size: size) }"#
      ), "\(code)")
  }

  static let script = """
    X = {isa = PBXShellScriptBuildPhase; name = "R.swift"; shellPath = /bin/sh; shellScript = "\\"$PODS_ROOT/R.swift/rswift\\" generate \\"$SRCROOT/App/R.generated.swift\\"\\n"; };
    """

  static let plugin = """
    TD = {isa = PBXTargetDependency; productRef = PD; };
    PD = {isa = XCSwiftPackageProductDependency; productName = "plugin:RswiftGenerateInternalResources"; };
    """

  /// A project whose target compiles `BadgeView.swift` (which uses `R`) and `extra`, holding
  /// an asset catalog; `rswift` gives it R.swift's Run Script phase, `plugin` R.swift 7's
  /// build tool plugin.
  static func project(rswift: Bool, plugin: Bool = false, extra: [String: String] = [:]) throws
    -> URL
  {
    var pbxproj = ProjectShapeTests.pbxproj(
      target: "App", sources: ["App/BadgeView.swift"] + extra.keys.sorted(),
      resources: ["App/Assets.xcassets", "App/Main.storyboard"],
      objects: (rswift ? script : "") + (plugin ? Self.plugin : ""),
      target: plugin ? "dependencies = (TD);" : "")
    if rswift {
      pbxproj = pbxproj.replacingOccurrences(
        of: "buildPhases = (S, R)", with: "buildPhases = (X, S, R)")
    }
    var files = [
      "App.xcodeproj/project.pbxproj": pbxproj,
      "App/Main.storyboard": "",
      "App/Assets.xcassets/primary.colorset/Contents.json": colorSet,
      "App/BadgeView.swift": """
      import UIKit
      @IBDesignable class BadgeView: UIView {
        override func draw(_ rect: CGRect) { R.color.primary()?.setFill() }
      }
      """,
    ]
    for (path, text) in extra { files[path] = text }
    return try ProjectShapeTests.folder(files)
  }

  func plan(_ root: URL) throws -> DesignablesProject.Build {
    let project = try DesignablesProject(root: root)
    return project.build(
      for: ["BadgeView"], document: root.appendingPathComponent("App/Main.storyboard"),
      fallbackModule: "App", availableModules: ProjectShapeTests.modules)
  }

  @Test func aTargetRunningRswiftCompilesTheGeneratedR() throws {
    let root = try Self.project(rswift: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let build = try plan(root)
    let generated = try #require(
      build.plan.main.files.first { $0.lastPathComponent == "R.generated.swift" })
    #expect(build.slices["BadgeView"]?.contains(generated.path) == true)
    let text = try String(contentsOf: generated, encoding: .utf8)
    #expect(text.contains("struct R {") && text.contains("static func primary("))
  }

  @Test func aTargetUsingRswiftsPluginCompilesTheGeneratedR() throws {
    let root = try Self.project(rswift: false, plugin: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let build = try plan(root)
    #expect(build.plan.main.files.contains { $0.lastPathComponent == "R.generated.swift" })
    #expect(build.notes.contains { $0.id == "rswift-generated" })
  }

  @Test func aTargetNotRunningRswiftGetsNoR() throws {
    let root = try Self.project(rswift: false)
    defer { try? FileManager.default.removeItem(at: root) }
    let build = try plan(root)
    #expect(!build.plan.main.files.contains { $0.lastPathComponent == "R.generated.swift" })
  }

  @Test func aCheckedInRIsKept() throws {
    let own =
      "import UIKit\nstruct R { struct color { static func primary() -> UIColor? { nil } } }\n"
    let root = try Self.project(rswift: true, extra: ["App/R.generated.swift": own])
    defer { try? FileManager.default.removeItem(at: root) }
    let build = try plan(root)
    let rs = build.plan.main.files.filter { $0.lastPathComponent == "R.generated.swift" }
    #expect(rs.map(\.path) == [root.appendingPathComponent("App/R.generated.swift").path])
  }
}
