import Foundation
import Testing

@testable import EaselObjC

/// A struct declared without a tag inside another (`typedef struct { struct { int a; int c; }
/// inner; int b; } Outer;`) is filled by its initializer lists like any struct of the module,
/// positional or designated (`.inner.a = 4`); it was "a C initializer list is not translated",
/// since only the module's outermost structs had their fields recorded. A union (named,
/// unnamed inside a struct, or local) is a Swift struct whose members share their bytes
/// (`ObjCUnionStorage`); it was "a C union is not translated".
@Suite struct ObjCUnionAndNestedStructTests {
  @Test func anUntaggedStructInsideAnotherIsFilledByItsFields() throws {
    let source = """
      #import <UIKit/UIKit.h>
      typedef struct { struct { int a; int c; } inner; int b; } Outer;
      @interface Nest : UIView
      @end
      @implementation Nest
      - (int)total {
          Outer o = {{1, 2}, 3};
          Outer o2 = {.inner.a = 4, .b = 5};
          Outer zero = {0};
          o.inner.c = 7;
          return o.inner.a + o.inner.c + o2.inner.a + o.b + zero.b;
      }
      @end
      """
    try ObjCTestSupport.expectTranslation(
      ["Nest.m": source],
      containing: [
        "Outer(inner: AnonymousStruct_Nest_m_2_18(a: 1, c: 2), b: 3)",
        "Outer(inner: AnonymousStruct_Nest_m_2_18(a: 4, c: 0), b: 5)",
      ])
  }

  @Test func aUnionsMembersShareTheirStorage() throws {
    let source = """
      #import <UIKit/UIKit.h>
      typedef struct { int kind; union { int i; float f; } value; } Variant;
      union Bits { uint32_t bits; float value; CGPoint point; BOOL flag; };
      typedef union Bits BitsAlias;
      @interface Cell : UIView
      @end
      @implementation Cell
      - (float)read {
          Variant v = {1, {.f = 2.5}};
          v.value.i = 3;
          union Bits b = {7};
          BitsAlias c = {.value = 1};
          union { short s; char c; } local = {.c = 2};
          union Bits zero = {0};
          zero.flag = YES;
          return v.value.f + v.kind + b.bits + c.value + local.s + zero.point.x;
      }
      @end
      """
    try ObjCTestSupport.expectTranslation(
      ["Cell.m": source],
      containing: [
        "struct Bits {",
        "private var easelStorage = ObjCUnionStorage(size: max(MemoryLayout<UInt32>.size, "
          + "MemoryLayout<Float>.size, MemoryLayout<CGPoint>.size, MemoryLayout<Bool>.size))",
        "var value: Float { get { easelStorage.load(Float.self) } "
          + "set { easelStorage.store(newValue) } }",
        "Variant(kind: 1, value: AnonymousStruct_Cell_m_2_28(f: 2.5))",
        "Bits(bits: 7)",
        "BitsAlias(value: 1)",
        "var zero: Bits = Bits(bits: 0)",
        "typealias BitsAlias = Bits",
      ])
  }

  /// A member whose bytes Swift does not lay out as C (an object, an enumeration, a C array)
  /// or a bit-field is a located error, not storage read as another type.
  @Test func aMemberOfNoPlainDataIsALocatedError() throws {
    let source = """
      #import <UIKit/UIKit.h>
      union Slot { int number; __unsafe_unretained UIView *view; };
      union Flags { unsigned all; unsigned first : 1; };
      @interface Holder : UIView
      @end
      @implementation Holder
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade(["Holder.m": source])
    let messages = t.diagnostics.map(\.description)
    #expect(
      messages.contains { $0.contains("Holder.m:2:26: error: a C union member of type") },
      "\(messages)")
    #expect(
      messages.contains { $0.contains("Holder.m:3:29: error: a C union's bit-field") },
      "\(messages)")
  }

  /// `(void)points;` of a C array is the array evaluated, not `&points`, which Swift takes
  /// only as an argument.
  @Test func anArrayCastToVoidIsTheArray() throws {
    let source = """
      #import <UIKit/UIKit.h>
      @interface Dots : UIView
      @end
      @implementation Dots
      - (void)layoutSubviews {
          CGPoint points[2] = {{0, 0}, {1, 1}};
          (void)points;
      }
      @end
      """
    try ObjCTestSupport.expectTranslation(["Dots.m": source], containing: ["_ = points"])
  }
}
