import EaselObjC
import Foundation
import Testing

/// A C enumeration whose tag differs from the typedef naming it (`typedef enum
/// LUN_AccessoryViewMode : NSUInteger { … } LUNAccessoryViewMode;`, LUNField's property's type,
/// draw 52): the enumeration is declared by its tag and the typedef is its other name, as
/// Swift's importer gives both; the class's property, typed by the typedef, and a local
/// written with the tag (`enum Mode mode`) are the same type.
@Suite struct ObjCTaggedEnumTypedefTests {
  static let header = """
    #import <UIKit/UIKit.h>

    typedef enum Field_Mode : NSUInteger {
        FieldModeLast = 0,
        FieldModeAlways = 1
    } FieldMode;

    IB_DESIGNABLE
    @interface Field : UIView
    @property (assign, nonatomic) FieldMode mode;
    @end
    """

  static let source = """
    #import "Field.h"

    @implementation Field
    - (void)layoutSubviews {
        [super layoutSubviews];
        enum Field_Mode tagged = FieldModeAlways;
        if (self.mode == tagged) {
            self.alpha = 0.5;
        }
        self.mode = FieldModeLast;
    }
    @end
    """

  @Test func typedefNamesTheTaggedEnumeration() throws {
    let t = try ObjCTestSupport.translateAgainstFacade([
      "Field.h": Self.header, "Field.m": Self.source,
    ])
    #expect(t.diagnostics.filter { $0.severity == .error }.isEmpty, "\(t.diagnostics)")
    let swift = t.sources.map(\.swift).joined(separator: "\n")
    #expect(swift.contains("enum Field_Mode: "), "\(swift)")
    #expect(swift.contains("typealias FieldMode = Field_Mode"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
