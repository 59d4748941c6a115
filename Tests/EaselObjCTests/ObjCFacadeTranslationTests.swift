import EaselObjC
import Foundation
import Testing

/// The fixtures through `translate(_:clang:cacheDirectory:)` as the build calls it: against
/// the stub headers generated from the façade's name table, with the table's names; each
/// typechecks against the built façade.
@Suite struct ObjCFacadeTranslationTests {
  static let cache: URL = {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "easel-objc-tests-facade-cache")
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir
  }()

  @Test(arguments: [
    ObjCSeed002Tests.files, ObjCDesignableTests.files, ObjCStarRatingTests.files,
    ["StarRating/EZStarRatingView.m"],
    // A framework header other than the umbrella (`<UIKit/UITextField.h>`, and submodules by
    // `@import`), an enumeration ending at NSIntegerMax, `[self class]`
    // and `self.class`, `NSStringFromClass`, and the mutable collections' subscript setters.
    ["Runtime/ClassAndSubscripts.m"], ["Runtime/ViewInit.m"],
  ])
  func translatesAndTypechecks(_ files: [String]) throws {
    let clang = try #require(ObjCTestSupport.clang)
    let set = ObjCSourceSet(
      files: files.map { ObjCTestSupport.fixtures.appendingPathComponent($0) },
      moduleName: "Fixture")
    let t = ObjCTranslator.translate(set, clang: clang, cacheDirectory: Self.cache)
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    #expect(t.failedClasses.isEmpty)
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(t.sources.map(\.swift).joined())")
  }
}
