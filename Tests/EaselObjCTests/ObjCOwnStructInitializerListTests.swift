import Foundation
import Testing

@testable import EaselObjC

/// An initializer list of the module's own struct (`Vector3D v = {dx, dy, 0};`) is the Swift
/// struct's memberwise initializer, by the fields the file's AST declares in C's order, as a
/// façade struct's is; it was "a C initializer list is not translated". A field C leaves out
/// is zero. ijameelkhan/ALDTimer (draw 42).
@Suite struct ObjCOwnStructInitializerListTests {
  @Test func anOwnStructIsFilledByItsFields() throws {
    let source = """
      #import <UIKit/UIKit.h>
      typedef struct {
          double x;
          double y;
          double z;
      } Vector3D;
      struct Pair { CGFloat first; CGPoint second; };
      @interface Dial : UIView
      @end
      @implementation Dial
      - (Vector3D)vectorFrom:(CGPoint)a to:(CGPoint)b {
          Vector3D v = {b.x - a.x, b.y - a.y, 0};
          return v;
      }
      - (CGFloat)length {
          Vector3D v = {1, 2};
          struct Pair p = {3, {4, 5}};
          return (CGFloat)(v.x + v.y + v.z) + p.first + p.second.y;
      }
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade(["Dial.m": source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = t.sources.map(\.swift).joined()
    #expect(swift.contains("Vector3D(x: "), "\(swift)")
    #expect(swift.contains("Pair(first: "), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }

  /// A typedef naming a tagged struct by another name (`typedef struct _Range { … } Range;`,
  /// `typedef struct Tagged TaggedAlias;`) fills its list by the tag's fields, which Swift's
  /// typealias initializes alike; it was "a C initializer list is not translated".
  @Test func aTypedefOfATaggedStructIsFilledByTheTagsFields() throws {
    let source = """
      #import <UIKit/UIKit.h>
      typedef struct _Range { CGFloat lo; CGFloat hi; } Range;
      struct Tagged { int a; int b; };
      typedef struct Tagged TaggedAlias;
      @interface Meter : UIView
      @end
      @implementation Meter
      - (CGFloat)spread {
          Range r = {1, 2};
          TaggedAlias t = {.b = 3};
          return r.hi - r.lo + t.b + ((Range){.hi = 4}).hi;
      }
      @end
      """
    try ObjCTestSupport.expectTranslation(
      ["Meter.m": source],
      containing: ["Range(lo: 1, hi: 2)", "TaggedAlias(a: 0, b: 3)", "Range(lo: 0, hi: 4)"])
  }

  /// A framework struct beyond the geometry ones (`NSOperatingSystemVersion`) is filled by
  /// the fields its table row declares, a designated initializer's left-out fields zero, as
  /// ZSWSuffixTextView asks `isOperatingSystemAtLeastVersion:` (draw 48).
  @Test func aFrameworkStructIsFilledByItsTableFields() throws {
    let source = """
      #import <UIKit/UIKit.h>
      @interface Gate : UIView
      @end
      @implementation Gate
      - (BOOL)modern {
          return [[NSProcessInfo processInfo]
              isOperatingSystemAtLeastVersion:(NSOperatingSystemVersion){ .majorVersion = 9 }];
      }
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade(["Gate.m": source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = t.sources.map(\.swift).joined()
    #expect(swift.contains("majorVersion: 9, minorVersion: 0, patchVersion: 0"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
