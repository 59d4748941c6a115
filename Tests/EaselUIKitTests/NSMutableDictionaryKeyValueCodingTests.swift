import EaselUIKit
import Foundation
import Testing

/// `setValue(_:forKey:)` of a mutable dictionary sets its entry, which `value(forKey:)` and
/// `object(forKey:)` read back (JaNd3r/CKDotMatrixView, the spent forty-fifth draw's, stores
/// each dot's `@"0"`/`@"1"` so and read none back: the value had been kept beside the object).
@MainActor
@Suite struct NSMutableDictionaryKeyValueCodingTests {
  @Test func aValueSetIsTheDictionarysEntry() {
    let matrix = NSMutableDictionary()
    let on: String? = "1"
    matrix.setValue(on, forKey: "1001")
    #expect(matrix.value(forKey: "1001") as? String == "1")
    #expect(matrix.object(forKey: "1001") as? String == "1")
    #expect(matrix.count == 1)
    matrix.setValue(nil, forKey: "1001")
    #expect(matrix.value(forKey: "1001") == nil)
    #expect(matrix.count == 0)
  }
}
