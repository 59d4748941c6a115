import EaselDocument
import EaselTestSupport
import Foundation
import Testing

@testable import EaselServer

/// Values checked at the edge (`AttributeCheck`, `DocumentEdit.frame`), through
/// `POST /api/edit` on a copy of ProfileDemo: every bad value and key is refused with its
/// reason and leaves the file's bytes as they were; good values are written as Interface
/// Builder writes them.
@MainActor
struct EditCheckTests {
  let folder: URL
  let api: DesignerAPI
  let file: URL
  static let document = "ProfileDemo/Base.lproj/Main.storyboard"
  /// The profile picture (a `<view>` of class CircularImageView) and the name label.
  static let picture = "Civ-Ph-001"
  static let label = "Prf-NM-001"

  init() throws {
    folder = try TestPaths.temporaryFolder("easel-edit-check")
    let project = folder.appendingPathComponent("ProfileDemo")
    try FileManager.default.copyItem(
      at: TestPaths.packageRoot.appendingPathComponent("Examples/ProfileDemo"), to: project)
    api = DesignerAPI(session: DesignerSession(project: ProjectFolder(root: project)))
    file = project.appendingPathComponent(Self.document)
  }

  /// `POST /api/edit` of `edit` on `object` against version 1: status and error message.
  func post(_ edit: [String: String], on object: String = picture) throws -> (Int, String) {
    let body: [String: Any] = [
      "document": Self.document, "object": object, "baseVersion": 1, "edit": edit,
    ]
    let answer = api.handle(
      HTTPRequest(
        method: "POST", path: "/api/edit", body: try JSONSerialization.data(withJSONObject: body)))
    let json = (try? JSONSerialization.jsonObject(with: answer.body)) as? [String: Any] ?? [:]
    return (answer.status, json["error"] as? String ?? "")
  }

  @Test(arguments: [
    // alpha: finite, 0 to 1.
    (["op": "set", "name": "alpha", "value": "NaN"], "not a finite number"),
    (["op": "set", "name": "alpha", "value": "1e999"], "not a finite number"),
    (["op": "set", "name": "alpha", "value": "-5"], "from 0.0 to 1"),
    (["op": "set", "name": "alpha", "value": "-0.7"], "from 0.0 to 1"),
    (["op": "set", "name": "alpha", "value": "1.5"], "from 0.0 to 1"),
    (["op": "set", "name": "alpha", "value": "half"], "not a number"),
    (["op": "set", "name": "alpha", "value": ""], "not a number"),
    // Types of the other attributes.
    (["op": "set", "name": "hidden", "value": "maybe"], "YES or NO"),
    (["op": "set", "name": "contentMode", "value": "stretch"], "one of scaleToFill"),
    // Ids are never edited; unknown keys are named as such.
    (["op": "set", "name": "id", "value": "Prf-NM-001"], "id cannot be edited"),
    (["op": "remove", "name": "id"], "id cannot be edited"),
    (["op": "set", "name": "bogus", "value": "1"], "unknown attribute 'bogus' of a view"),
    (["op": "remove", "name": "bogus"], "unknown attribute 'bogus'"),
    (["op": "set", "name": "text", "value": "x"], "unknown attribute 'text' of a view"),
    (["op": "color", "key": "bogusColor", "value": "#FF0000FF"], "unknown colour 'bogusColor'"),
    (["op": "remove-color", "key": "textColor"], "unknown colour 'textColor' of a view"),
    (["op": "set", "name": "customClass", "value": "Not A Class"], "a class name"),
    (["op": "set", "name": "customModuleProvider", "value": "elsewhere"], "'target'"),
    // Frames: the geometry range documents are read with.
    (["op": "frame", "value": "0,0,1e12,10"], "within ±1000000 points"),
    (["op": "frame", "value": "-2000000,0,10,10"], "within ±1000000 points"),
    (["op": "frame", "value": "0,0,NaN,10"], "x,y,width,height numbers"),
    (["op": "frame", "value": "0,0,1e999,10"], "x,y,width,height numbers"),
  ])
  func badValuesAndKeysAreRefusedAndNothingIsWritten(
    edit: [String: String], reason: String
  ) throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let before = try Data(contentsOf: file)
    let (status, message) = try post(edit)
    #expect(status == 400, "\(edit): \(status) \(message)")
    #expect(message.contains(reason), "\(edit): \(message)")
    #expect(try Data(contentsOf: file) == before)
  }

  @Test(arguments: [
    (["op": "set", "name": "numberOfLines", "value": "2.5"], "a whole number"),
    (["op": "set", "name": "numberOfLines", "value": "-1"], "from 0.0 to"),
    (["op": "set", "name": "textAlignment", "value": "middle"], "one of natural"),
  ])
  func aLabelsAttributesAreCheckedByTheirOwnRules(
    edit: [String: String], reason: String
  ) throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let (status, message) = try post(edit, on: Self.label)
    #expect(status == 400, "\(edit): \(status) \(message)")
    #expect(message.contains(reason), "\(edit): \(message)")
  }

  @Test func goodValuesAreWrittenAsInterfaceBuilderWritesThem() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    var (status, message) = try post(["op": "set", "name": "alpha", "value": "0.50"])
    #expect(status == 200, "\(message)")
    var text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.contains(#"alpha="0.5""#))
    let version2 =
      [
        "document": Self.document, "object": Self.label, "baseVersion": 2,
        "edit": ["op": "set", "name": "numberOfLines", "value": "3"],
      ] as [String: Any]
    let answer = api.handle(
      HTTPRequest(
        method: "POST", path: "/api/edit",
        body: try JSONSerialization.data(withJSONObject: version2)))
    #expect(answer.status == 200)
    text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.contains(#"numberOfLines="3""#))
    (status, message) = try post(["op": "frame", "value": "0,0,1000000,10"])
    #expect(status == 409, "a good frame passes the check and meets the version: \(message)")
  }

  @Test func theInspectorGivesThePageTheRanges() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let answer = api.handle(
      HTTPRequest(
        method: "GET", path: "/api/inspect",
        query: ["document": Self.document, "object": Self.label]))
    let json = try #require(
      try JSONSerialization.jsonObject(with: answer.body) as? [String: Any])
    let attributes = try #require(json["attributes"] as? [[String: Any]])
    let alpha = try #require(attributes.first { $0["key"] as? String == "alpha" })
    #expect(alpha["minimum"] as? Double == 0 && alpha["maximum"] as? Double == 1)
    let lines = try #require(attributes.first { $0["key"] as? String == "numberOfLines" })
    #expect(lines["wholeNumber"] as? Bool == true && lines["minimum"] as? Double == 0)
  }
}
