import EaselObjC
import Foundation
import Testing

@Suite struct ObjCTranslationTests {
  @Test func emptyTranslationHasNothing() {
    let t = ObjCTranslation()
    #expect(t.sources.isEmpty && t.diagnostics.isEmpty && t.failedClasses.isEmpty)
  }
}
