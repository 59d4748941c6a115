import EaselTestSupport
import Foundation
import Testing

/// A designable in a folder no project of the repository lists (a Flutter app's `ios`
/// folder whose `Runner.xcodeproj` is not checked in, beside the repository's macOS
/// project) is named, located, counted as not built, and the run does not pass: Easel
/// printed "0 designables" and exited 0, as if there were none.
///
/// Not built, rather than built as a folder of sources: Xcode compiles only what a target
/// lists, and no target lists it. Its module name, Swift version and dependencies (its
/// Podfile names a project that is not there) would all be Easel's guesses, and the folder
/// may hold thousands of files no project bounds. Pointed at that folder, Easel builds it as
/// it builds any folder without a project, and the note says so.
@Suite(.serialized)
struct UnlistedFolderDesignablesTests {
  @Test func aDesignableInAFolderNoProjectListsIsNamedAndNotBuilt() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let root = dir.appendingPathComponent("flutter_app")
    try DuplicateClassNameTests.write(
      [
        "macos/Runner.xcodeproj/project.pbxproj": DuplicateClassNameTests.pbxproj(
          target: "Runner", source: "Runner/AppDelegate.swift"),
        "macos/Runner/AppDelegate.swift": "import Cocoa\nclass AppDelegate: NSObject {}\n",
        "ios/Pod/Classes/PlaceholderTextView.swift": """
        import UIKit

        @IBDesignable
        open class PlaceholderTextView: UITextView {
          @IBInspectable var placeholder: String = ""
        }
        """,
      ], under: root)
    let text = try EaselProcess.run(["designables", root.path], cacheDirectory: dir)
    #expect(text.status == 1, "\(text.stdout)\n\(text.stderr)")
    #expect(
      text.stdout.contains(
        "ios/Pod/Classes/PlaceholderTextView.swift:4:12: note: PlaceholderTextView is @IBDesignable but in \(root.path)/ios, which no Xcode project or package of the repository lists"
      ), "\(text.stdout)")
    #expect(
      text.stdout.contains("`easel designables \(root.path)/ios` builds that folder on its own"),
      "\(text.stdout)")
    #expect(
      text.stdout.contains("PlaceholderTextView  Not built: in a folder no project lists"),
      "\(text.stdout)")
    #expect(
      text.stdout.contains("0 designables: 0 up to date")
        && text.stdout.contains("1 @IBDesignable class not built (in no project)"),
      "\(text.stdout)")
    let json = try EaselProcess.run(["designables", root.path, "--json"], cacheDirectory: dir)
    let report = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    let notBuilt = report?["notBuilt"] as? [[String: Any]]
    #expect(notBuilt?.first?["class"] as? String == "PlaceholderTextView")
    #expect(notBuilt?.first?["reason"] as? String == "no-project")
    #expect((report?["summary"] as? [String: Any])?["notBuilt"] as? Int == 1)
  }
}
