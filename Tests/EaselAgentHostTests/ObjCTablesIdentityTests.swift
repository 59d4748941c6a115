import EaselObjC
import Foundation
import Testing

@testable import EaselAgentHost

/// A kept translation is keyed by the name tables it was made with, not only by Easel's
/// executable: regenerating a table copies it beside an executable that stays the same.
struct ObjCTablesIdentityTests {
  @Test func theIdentityNamesBothTablesAsTheyAreOnDisk() throws {
    let identity = Toolchain.stamp(ObjCTranslator.tableFiles)
    let parts = identity.split(separator: ";").map { $0.split(separator: ":") }
    #expect(parts.map { String($0[0]) } == ["objc-names.tsv", "facade-initializers.tsv"])
    // Both were found: a real size, not the 0 of a missing file.
    #expect(parts.allSatisfy { (Int($0[1]) ?? 0) > 1000 }, "\(identity)")
  }

  @Test func aTableChangedOnDiskChangesTheStamp() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "easel-tables-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let table = folder.appendingPathComponent("objc-names.tsv")
    try Data("M\tone\n".utf8).write(to: table)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: table.path)
    let before = Toolchain.stamp([table])
    // The same size, a later time (a table regenerated with one name changed).
    try Data("M\ttwo\n".utf8).write(to: table)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: 2_000_000)], ofItemAtPath: table.path)
    #expect(Toolchain.stamp([table]) != before)
    #expect(before == "objc-names.tsv:6:1000000.0")
  }
}
