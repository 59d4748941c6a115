import Foundation
import Testing

@testable import EaselObjC

/// A compound literal (C11 6.5.2.5: `(T){…}`) is a value of its type wherever an expression
/// may be: a struct's memberwise initializer by its fields in C's order, positional or
/// designated (`.height = 3`), the fields left out zero; a scalar's one value. A struct a
/// header of the module declares is known in every file, not only in the first file that
/// imports the header (whose AST alone holds the declaration): `return
/// (RZNumberPadDimensions){11, 2};` was "a C initializer list is not translated"
/// (RZMultipleNumpad.m:25, Rightpoint/RZNumberPad, the s43 sweep).
@Suite struct ObjCCompoundLiteralTests {
  static let header = """
    #import <UIKit/UIKit.h>
    typedef struct {
        NSUInteger width, height;
    } PadDimensions;
    @interface Pad : UIView
    + (PadDimensions)dimensions;
    - (void)use:(PadDimensions)dimensions;
    @end
    """

  @Test func aHeadersStructIsKnownInEveryFile() throws {
    let pad = """
      #import "Pad.h"
      @implementation Pad
      + (PadDimensions)dimensions { return (PadDimensions){.width = 3, .height = 4}; }
      - (void)use:(PadDimensions)dimensions {}
      @end
      """
    let wide = """
      #import "Pad.h"
      @interface WidePad : Pad
      @end
      @implementation WidePad
      + (PadDimensions)dimensions { return (PadDimensions){11, 2}; }
      - (void)layoutSubviews {
          [super layoutSubviews];
          [self use:(PadDimensions){.height = 3}];
          PadDimensions d;
          d = (PadDimensions){1};
          [self use:d];
      }
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade([
      "Pad.h": Self.header, "A-Pad.m": pad, "B-WidePad.m": wide,
    ])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    #expect(t.failedClasses.isEmpty, "\(t.failedClasses)")
    let swift = t.sources.map(\.swift).joined()
    #expect(swift.contains("PadDimensions(width: 11, height: 2)"), "\(swift)")
    #expect(swift.contains("PadDimensions(width: 0, height: 3)"), "\(swift)")
    #expect(swift.contains("PadDimensions(width: 1, height: 0)"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }

  /// A framework struct's fields left out are zero, as its memberwise initializer takes every
  /// field; a scalar's compound literal is its value.
  @Test func leftOutFieldsAndScalarsAreValues() throws {
    let source = """
      #import <UIKit/UIKit.h>
      @interface Dot : UIView
      @end
      @implementation Dot
      - (CGPoint)start { return (CGPoint){8}; }
      - (CGFloat)radius { return (CGFloat){2.5} + (int){4}; }
      @end
      """
    try ObjCTestSupport.expectTranslation(
      ["Dot.m": source], containing: ["CGPoint(x: 8, y: 0)", "2.5"])
  }
}
