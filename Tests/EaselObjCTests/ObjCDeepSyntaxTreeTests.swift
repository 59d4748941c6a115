import Foundation
import Testing

@testable import EaselObjC

/// A file whose syntax tree is deeper than Foundation's JSON reader takes (a table of
/// character ranges written as one chain of hundreds of `||`) is read by Easel's own reader
/// and translated; a tree deeper than the translation can walk is named at its line.
@Suite struct ObjCDeepSyntaxTreeTests {
  static func chain(_ count: Int) -> String {
    let ranges = (0..<count).map { "(c >= \($0 * 4) && c <= \($0 * 4 + 2))" }
    return """
      #import <UIKit/UIKit.h>

      static BOOL isStrong(UInt32 c)
      {
          return \(ranges.joined(separator: " || "));
      }

      @interface Gauge : UIView
      @end
      @implementation Gauge
      - (void)layoutSubviews { [super layoutSubviews]; self.hidden = isStrong(7); }
      @end
      """
  }

  @Test func aTreeDeeperThanFoundationReadsIsTranslated() throws {
    let source = Self.chain(400)
    let t = try ObjCTestSupport.translateAgainstFacade(["Gauge.m": source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    // One chain, as written: no parentheses nesting each link in the next.
    #expect(swift.contains("|| ((c >= 1592) && (c <= 1594)) || ((c >= 1596) && (c <= 1598))"))
    #expect(!swift.contains("(((c >= 0"))
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }

  @Test func aTreeTooDeepToTranslateIsNamedAtItsLine() throws {
    // A sum nests to the left as deep as it is long, and is translated recursively.
    let source = Self.chain(1).replacingOccurrences(
      of: "return (c >= 0 && c <= 2);",
      with: "return " + String(repeating: "c + ", count: 300) + "c > 9;")
    let t = try ObjCTestSupport.translateAgainstFacade(["Gauge.m": source])
    let error = try #require(t.diagnostics.first { $0.id == "objc-clang-depth" }, "\(t.diagnostics)")
    #expect(error.message.contains("more than the \(ClangNode.translatableDepth)"), "\(error.message)")
    #expect(error.location?.line == 5, "\(error)")
  }

  @Test func nestingCountsArraysAndObjectsOutsideStrings() {
    let json = #"{"inner":[{"loc":{"line":3},"name":"a[{"},{"inner":[{"loc":{"line":9}}]}]}"#
    let nesting = ClangNode.nesting(ofJSON: Data(json.utf8))
    #expect(nesting.depth == 6)
    #expect(nesting.line == 3)
  }

  @Test func ownReaderTakesAnyDepthAndReadsAsFoundationDoes() throws {
    let deep = String(repeating: #"{"inner":["#, count: 20_000) + "1"
      + String(repeating: "]}", count: 20_000)
    var value = ClangJSON.value(Data(deep.utf8))
    var depth = 0
    while let object = value as? [String: Any] {
      value = (object["inner"] as? [Any])?.first
      depth += 1
    }
    #expect(depth == 20_000)
    #expect((value as? NSNumber)?.intValue == 1)

    let json = #"""
      {"a": [], "b": {}, "s": "q\"\\\/\n\u00e9\ud83d\ude00", "n": -12, "d": 1.5e2,
       "t": true, "f": false, "z": null, "l": [1, [2, {"k": "v"}], "x"]}
      """#
    let mine = try #require(ClangJSON.value(Data(json.utf8)) as? NSDictionary)
    let foundation = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? NSDictionary)
    #expect(mine == foundation)
    for bad in ["{", #"{"a" 1}"#, "[1,]", "[1 2]", #"{"a":1,}"#, "tru", "{} x", ""] {
      #expect(ClangJSON.value(Data(bad.utf8)) == nil, "\(bad)")
    }
  }
}
