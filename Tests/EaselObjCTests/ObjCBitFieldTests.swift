import Foundation
import Testing

@testable import EaselObjC

/// C's bit-fields and unnamed structs: an ivar block's `struct { unsigned int dirty : 1; }
/// _flags;` is a Swift struct named by where it is written, and a bit-field (a struct's field
/// or an ivar's `: n`) stores its declared type, narrowed to its width on every store
/// (`cBitField(width:)`). RSully/RSColorPicker (a spent draw's) kept its view's
/// needs-update flag so, and failed to build.
@Suite struct ObjCBitFieldTests {
  static let source = """
    #import <UIKit/UIKit.h>

    typedef struct {
        unsigned int visible : 1;
        int level : 3;
        unsigned int : 0;
        struct { unsigned short a : 2; } inner;
    } Packed;

    @interface Flagged : UIView {
        unsigned int _count : 4;
    }
    @end
    @interface Flagged () {
        struct {
            unsigned int needsUpdate : 1;
            unsigned int mode : 3;
        } _flags;
        Packed _packed;
    }
    @end
    @implementation Flagged
    - (void)layoutSubviews {
        [super layoutSubviews];
        _flags.needsUpdate = 1;
        _flags.mode++;
        _count = _count + 1;
        _packed.level = -2;
        _packed.inner.a = 3;
        if (_flags.needsUpdate && _packed.visible == 0) { _flags.needsUpdate = 0; }
    }
    @end
    """

  @Test func bitFieldsAndUnnamedStructsTranslate() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      ["Flagged.m": Self.source],
      containing: [
        "struct AnonymousStruct_Flagged_m_15_5 {",
        "var needsUpdate: UInt32 = 0 { didSet { needsUpdate = needsUpdate.cBitField(width: 1) } }",
        "var mode: UInt32 = 0 { didSet { mode = mode.cBitField(width: 3) } }",
        "var _flags: AnonymousStruct_Flagged_m_15_5 = AnonymousStruct_Flagged_m_15_5()",
        "var _count: UInt32 = 0 { didSet { _count = _count.cBitField(width: 4) } }",
        "var level: Int32 = 0 { didSet { level = level.cBitField(width: 3) } }",
        "struct AnonymousStruct_Flagged_m_7_5 {",
        "var inner: AnonymousStruct_Flagged_m_7_5 = AnonymousStruct_Flagged_m_7_5()",
      ])
    // The unnamed `: 0` field is padding: no storage.
    #expect(!swift.contains("var _:"), "\(swift)")
  }

  /// An unnamed struct in the `@implementation`'s own ivar block, which clang lists both in
  /// the implementation and at file scope (C scopes it to the file): declared once.
  /// rickytan/RTHeadedColumnView's view controller kept its flags so, and failed to build
  /// (`'AnonymousStruct_…' is ambiguous for type lookup`).
  @Test func implementationIvarStructIsDeclaredOnce() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      [
        "Columns.m": """
        #import <UIKit/UIKit.h>

        @interface Columns : UIView
        @end
        @implementation Columns
        {
            struct {
                BOOL appeared : 1;
            } _flags;
        }
        - (void)layoutSubviews {
            [super layoutSubviews];
            _flags.appeared = YES;
        }
        @end
        """
      ],
      containing: ["var _flags: AnonymousStruct_Columns_m_7_5 = AnonymousStruct_Columns_m_7_5()"])
    let declarations = swift.components(separatedBy: "struct AnonymousStruct_Columns_m_7_5 {")
    #expect(declarations.count == 2, "\(swift)")
  }
}
