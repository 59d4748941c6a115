import EaselDocument
import EaselTestSupport
import Foundation
import Testing

@testable import EaselServer

/// The object library through the API, on a copy of ProfileDemo: what it lists, a label and a
/// designable added with fresh ids, a frame edit, a delete taking the outlet along, stale and
/// malformed requests refused, and undo of every step back to the original bytes.
@MainActor
struct DesignerLibraryTests {
  let folder: URL
  let session: DesignerSession
  let api: DesignerAPI
  static let document = "ProfileDemo/Base.lproj/Main.storyboard"

  init() throws {
    folder = try TestPaths.temporaryFolder("easel-library")
    let project = folder.appendingPathComponent("ProfileDemo")
    try FileManager.default.copyItem(
      at: TestPaths.packageRoot.appendingPathComponent("Examples/ProfileDemo"), to: project)
    session = DesignerSession(project: ProjectFolder(root: project))
    api = DesignerAPI(session: session)
  }

  var file: URL { session.project.root.appendingPathComponent(Self.document) }

  func post(_ endpoint: String, _ body: [String: Any]) throws -> (Int, [String: Any]) {
    let request = HTTPRequest(
      method: "POST", path: "/api/\(endpoint)", query: [:], headers: [:],
      body: try JSONSerialization.data(withJSONObject: body))
    let response = api.handle(request)
    let json = (try? JSONSerialization.jsonObject(with: response.body)) as? [String: Any] ?? [:]
    return (response.status, json)
  }

  @Test func listsUIKitBasicsAndTheProjectsDesignables() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let library = session.library()
    #expect(
      library.objects.map(\.kind) == [
        "view", "label", "button", "imageView", "textField", "switch", "slider", "stackView",
      ])
    #expect(library.designables.map(\.name) == ["CircularImageView"])
    let classes = library.classes
    #expect(classes.contains("CircularImageView") && classes.contains("ProfileViewController"))
    #expect(
      library.runtimeAttributeTypes
        == [
          "boolean", "number", "string", "color", "image", "point", "size", "rect", "range", "nil",
        ])
  }

  /// Designable controllers and bar button items are no views: the library offers neither,
  /// and `add` refuses to write either as a `<view>`.
  @Test func offersOnlyDesignableViews() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try """
    import UIKit

    @IBDesignable class FancyController: UIViewController {}
    @IBDesignable class FancyItem: UIBarButtonItem {}
    @IBDesignable class FancyBadge: UIView {}
    @IBDesignable class FancyButton: UIButton {}
    @IBDesignable private class HiddenController: UIViewController {}
    @IBDesignable class GenericItem<T>: UIBarButtonItem {}
    """.write(
      to: session.project.root.appendingPathComponent("ProfileDemo/Fancy.swift"), atomically: true,
      encoding: .utf8)
    // The scan's designables are views only: a controller or a bar item marked @IBDesignable,
    // private or generic or not, is no designable (Interface Builder does not draw it live).
    let designables = Set((session.scan()?.designableClasses ?? []).map(\.name))
    #expect(
      designables.isDisjoint(with: [
        "FancyController", "FancyItem", "HiddenController", "GenericItem",
      ]),
      "\(designables)")
    #expect(
      session.library().designables.map(\.name)
        == ["CircularImageView", "FancyBadge", "FancyButton"])
    let before = try Data(contentsOf: file)
    for name in ["FancyController", "FancyItem", "HiddenController", "GenericItem"] {
      let (status, answer) = try post(
        "add",
        [
          "document": Self.document, "parent": "Prf-RV-001", "baseVersion": 1, "kind": "view",
          "customClass": name, "frame": "10,10,40,40",
        ])
      #expect(status == 400, "\(name): \(answer)")
      #expect((answer["error"] as? String)?.contains("not a designable view class") == true)
    }
    #expect(try Data(contentsOf: file) == before)
  }

  @Test func addMoveDeleteAndUndoEverythingBackToTheOriginalBytes() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let original = try Data(contentsOf: file)
    var (status, answer) = try post(
      "add",
      [
        "document": Self.document, "parent": "Prf-RV-001", "baseVersion": 1, "kind": "label",
        "frame": "40,420,42,21",
      ])
    #expect(status == 200, "\(answer)")
    let label = try #require(answer["id"] as? String)
    #expect(label.wholeMatch(of: /[A-Za-z0-9]{3}-[A-Za-z0-9]{2}-[A-Za-z0-9]{3}/) != nil)
    #expect(answer["version"] as? Int == 2)
    // The answer carries the new label's inspectors and the outline that holds it.
    #expect((answer["inspect"] as? [String: Any])?["element"] as? String == "label", "\(answer)")
    let outline = String(
      decoding: try JSONSerialization.data(withJSONObject: answer["outline"] ?? [String: Any]()),
      as: UTF8.self)
    #expect(outline.contains(#""id":"\#(label)""#), "\(outline)")

    (status, answer) = try post(
      "add",
      [
        "document": Self.document, "parent": "Prf-RV-001", "baseVersion": 2, "kind": "view",
        "customClass": "CircularImageView", "frame": "200,420,64,64",
      ])
    #expect(status == 200, "\(answer)")
    let disc = try #require(answer["id"] as? String)
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(
      text.contains(
        #"customClass="CircularImageView" customModule="ProfileDemo" customModuleProvider="target" id="\#(disc)""#
      ))

    let moved = try session.edit(
      Self.document, objectID: label,
      edit: .setFrame(CGRect(x: 60, y: 440, width: 100, height: 30)),
      baseVersion: 3)
    #expect(moved.version == 4 && moved.changed)
    let size = try session.inspect(Self.document, objectID: label).size
    #expect(size.frame == [60, 440, 100, 30])
    #expect(moved.inspect?.size == size, "the edit's answer carries the inspectors")
    #expect(!size.placedByConstraints, "a library view has a fixed frame")

    (status, answer) = try post(
      "delete", ["document": Self.document, "object": "Prf-NM-001", "baseVersion": 4])
    #expect(status == 200, "\(answer)")
    #expect(answer["outline"] != nil && answer["inspect"] == nil, "\(answer)")
    let afterDelete = try String(contentsOf: file, encoding: .utf8)
    #expect(!afterDelete.contains("Prf-NM-001"), "the label and its outlet are gone")

    // A stale base version writes nothing; a root view is not deleted; an unknown kind.
    (status, answer) = try post(
      "delete", ["document": Self.document, "object": label, "baseVersion": 2])
    #expect(status == 409, "\(answer)")
    (status, answer) = try post(
      "delete", ["document": Self.document, "object": "Prf-RV-001", "baseVersion": 5])
    #expect(status == 422, "\(answer)")
    #expect((answer["error"] as? String)?.contains("not a subview") == true, "\(answer)")
    (status, answer) = try post(
      "add",
      [
        "document": Self.document, "parent": "Prf-RV-001", "baseVersion": 5, "kind": "window",
        "frame": "0,0,1,1",
      ])
    #expect(status == 400, "\(answer)")
    (status, answer) = try post(
      "add",
      [
        "document": Self.document, "parent": "Prf-RV-001", "baseVersion": 5, "kind": "view",
        "customClass": "NoSuchClass", "frame": "0,0,1,1",
      ])
    #expect(status == 400, "\(answer)")
    #expect(try String(contentsOf: file, encoding: .utf8) == afterDelete)

    for step in 0..<4 {
      (status, answer) = try post("undo", ["document": Self.document])
      #expect(status == 200, "undo \(step): \(answer)")
    }
    #expect(try Data(contentsOf: file) == original, "four undos restore the bytes")
  }
}
