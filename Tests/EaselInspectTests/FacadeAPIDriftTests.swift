import Foundation
import Testing

@testable import EaselInspect

/// The generated code calls EaselUIKit's key-value coding API, which this module cannot
/// import. These checks read that API's source in this repository so that a change to it
/// fails here, next to the generator, rather than in a user's designables build.
@Suite("EaselUIKit's key-value coding API is what the generator calls")
struct FacadeAPIDriftTests {
  static let folder = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/EaselUIKit/KeyValueCoding")

  static func source(_ name: String) -> String? {
    (try? Data(contentsOf: folder.appendingPathComponent(name))).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  static func squeezed(_ s: String) -> String {
    s.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
  }

  @Test(
    .enabled(
      if: source("InspectableValue.swift") != nil, "EaselUIKit's sources are not beside these tests"
    ))
  func declarations() throws {
    let values = Self.squeezed(try #require(Self.source("InspectableValue.swift")))
    let table = Self.squeezed(try #require(Self.source("KeyValueTable.swift")))
    let kinds = InspectableKind.allCases.map(\.rawValue).joined(separator: ", ")
    #expect(values.contains("case \(kinds)"))
    for expected in [
      "case undefinedKey(key: String, className: String)",
      "case typeMismatch(key: String, expected: InspectableType, got: String)",
      "owner: AnyClass, key: String, type: InspectableType, isInspectable: Bool = true, defaultValue: InspectableValue? = nil, get: @escaping @MainActor (AnyObject) -> InspectableValue?, set: @escaping @MainActor (AnyObject, InspectableValue) throws -> Void",
      "public init( name: String, type: AnyClass, isDesignable: Bool = false, makeWithFrame: (@MainActor (CGRect) -> AnyObject?)? = nil, make: @escaping @MainActor (NSCoder) -> AnyObject? )",
      "case image(UIImage?)", "case number(Double)", "case null",
    ] {
      #expect(values.contains(expected), "\(expected)")
    }
    let conversions = Self.squeezed(
      try #require(Self.source("InspectableValue+Conversions.swift")))
    #expect(conversions.contains("public var kindName: String"))
    #expect(table.contains("public init() {}"))
    #expect(table.contains("public mutating func add(_ entries: [KeyValueEntry])"))
    #expect(table.contains("public mutating func add(_ classes: [DesignableClass])"))
    #expect(table.contains("public mutating func add(methods: [ObjCMethod])"))
  }

  static let runtimeFolder = folder.deletingLastPathComponent().appendingPathComponent("Runtime")

  @Test(
    .enabled(
      if: source("InspectableValue.swift") != nil, "EaselUIKit's sources are not beside these tests"
    ))
  func runtimeDeclarations() throws {
    func read(_ name: String) throws -> String {
      Self.squeezed(
        String(
          decoding: try Data(contentsOf: Self.runtimeFolder.appendingPathComponent(name)),
          as: UTF8.self))
    }
    let runtime = try read("ObjCRuntime.swift")
    let arguments = try read("ObjCArguments.swift")
    for expected in [
      "owner: AnyClass, selector: String, isClassMethod: Bool = false, invoke: @escaping @MainActor (_ receiver: Any, _ arguments: [Any?]) throws -> Any?",
      "case receiverType(selector: String, expected: String, got: String)",
      "case argumentType(index: Int, expected: String, got: String)",
    ] {
      #expect(runtime.contains(Self.squeezed(expected)), "\(expected)")
    }
    #expect(
      arguments.contains(
        "public static func cast<T>(_ arguments: [Any?], _ index: Int) throws -> T"))
  }
}
