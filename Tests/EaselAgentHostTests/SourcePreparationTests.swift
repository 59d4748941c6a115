import Foundation
import Testing

@testable import EaselAgentHost

/// What the agent compiles for a module's files.
struct SourcePreparationTests {
  /// Two files of one module with the same name (a slice across two apps' folders): swiftc
  /// refuses "filename used twice", so the second is compiled from a copy that still names
  /// the original for diagnostics.
  @Test func filesWithTheSameNameAreCompiledUnderDifferentNames() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "easel-prep-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let a = root.appendingPathComponent("AppA/Extensions.swift")
    let b = root.appendingPathComponent("AppB/Extensions.swift")
    let work = root.appendingPathComponent("work")
    for (url, text) in [(a, "let a = 1\n"), (b, "let b = 2\n")] {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let outcome = try SourcePreparation.prepare([a, b], in: work)
    #expect(outcome.files.count == 2)
    #expect(outcome.files[0] == a, "the first keeps its own file")
    #expect(outcome.files[1].lastPathComponent != "Extensions.swift")
    let copy = try String(contentsOf: outcome.files[1], encoding: .utf8)
    #expect(copy.hasPrefix("#sourceLocation(file: \"\(b.path)\", line: 1)\n"))
    #expect(copy.hasSuffix("let b = 2\n"))
  }

  /// A file listed twice (by two targets of the module) is compiled once.
  @Test func aFileListedTwiceIsCompiledOnce() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "easel-prep-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let a = root.appendingPathComponent("App/Array+NC.swift")
    let work = root.appendingPathComponent("work")
    try FileManager.default.createDirectory(
      at: a.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("let a = 1\n".utf8).write(to: a)
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let outcome = try SourcePreparation.prepare([a, a], in: work)
    #expect(outcome.files == [a])
  }
}
