import Foundation
import Testing

@testable import EaselObjC

/// A file whose syntax tree is deeper than Foundation's JSON reader takes (a table of
/// character ranges written as one chain of hundreds of `||`): the error says so, and where,
/// instead of 'clang could not parse this file'.
@Suite struct ObjCDeepSyntaxTreeTests {
  @Test func aTreeTooDeepToReadIsNamedAtItsLine() throws {
    let ranges = (0..<400).map { "(c >= \($0 * 4) && c <= \($0 * 4 + 2))" }
    let source = """
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
    let t = try ObjCTestSupport.translateAgainstFacade(["Gauge.m": source])
    let error = try #require(t.diagnostics.first { $0.id == "objc-clang-depth" }, "\(t.diagnostics)")
    #expect(error.message.contains("more than the 512"), "\(error.message)")
    #expect(error.location?.line == 5, "\(error)")
  }

  @Test func nestingCountsArraysAndObjectsOutsideStrings() {
    let json = #"{"inner":[{"loc":{"line":3},"name":"a[{"},{"inner":[{"loc":{"line":9}}]}]}"#
    let nesting = ClangNode.nesting(ofJSON: Data(json.utf8))
    #expect(nesting.depth == 6)
    #expect(nesting.line == 3)
  }
}
