import Foundation
import Testing

@testable import EaselInspect

/// The runtime functions source preparation takes as answered are the ones the façade's
/// generated runtime implements (`Sources/EaselUIKit/Runtime`): a call of any other
/// `objc_`/`class_`/`method_`/`object_`/`sel_`/`ivar_` function is reported where it is
/// written, so a function the runtime gains must join the list, or its callers are warned
/// that Easel does not answer what it does (`class_copyPropertyList` was).
@Suite struct RuntimeFunctionListTests {
  static let runtime = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/EaselUIKit/Runtime")

  /// The runtime's public functions whose names the rewriter checks.
  static func implemented() throws -> Set<String> {
    let files = try FileManager.default.contentsOfDirectory(
      at: runtime, includingPropertiesForKeys: nil
    ).filter { $0.pathExtension == "swift" }
    let pattern = try NSRegularExpression(pattern: #"public func ([A-Za-z_][A-Za-z0-9_]*)"#)
    var names: Set<String> = []
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        guard let r = Range(match.range(at: 1), in: text) else { continue }
        let name = String(text[r])
        if RewritePass.runtimeFunctionPrefixes.contains(where: { name.hasPrefix($0) }) {
          names.insert(name)
        }
      }
    }
    return names
  }

  @Test func everyFunctionTheRuntimeImplementsIsAnswered() throws {
    let implemented = try Self.implemented()
    try #require(implemented.contains("class_copyPropertyList"), "\(Self.runtime.path)")
    let answered = RewritePass.answeredRuntimeFunctions.union(RewritePass.swizzlingFunctions)
    #expect(implemented.subtracting(answered).isEmpty, "\(implemented.subtracting(answered))")
    let claimed = answered.filter { name in
      RewritePass.runtimeFunctionPrefixes.contains { name.hasPrefix($0) }
    }
    #expect(claimed.subtracting(implemented).isEmpty, "\(claimed.subtracting(implemented))")
  }
}
