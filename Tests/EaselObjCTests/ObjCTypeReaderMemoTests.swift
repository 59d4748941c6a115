import Foundation
import Testing

@testable import EaselObjC

/// A type reader remembers the spellings it read, and forgets them when what it reads them
/// by changes.
struct ObjCTypeReaderMemoTests {
  @Test func aTypedefGivenAfterAReadIsReadAnew() {
    var reader = ObjCTypeReader()
    let before = reader.read("Handler")
    #expect(reader.read("Handler").type == before.type)
    reader.typedefs = ["Handler": "void (^)(BOOL)"]
    #expect(reader.read("Handler").type != before.type)
    let mode = reader.read("Mode").type
    var enumerations = reader
    enumerations.userEnumerations = ["Mode"]
    #expect(enumerations.read("Mode").type == .enumeration("Mode"))
    #expect(enumerations.read("Mode").type != mode)
    // The copy read anew; the reader it was made from still reads as before.
    #expect(reader.read("Mode").type == mode)
  }
}
