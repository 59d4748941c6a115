import EaselObjC
import Foundation
import Testing

/// A property whose Objective-C name is no framework member's, but whose Swift name is one
/// Swift gives a framework member of another Objective-C name (`mask`: UIView's Objective-C
/// property is `maskView`, which Swift renames `mask`), clashes with nothing on iOS. The
/// translation named both `mask`, and Swift refused the class ("property 'mask' with type
/// 'JMStringMask?' cannot override a property with type 'UIView?'", the forty-fourth draw's
/// JMMaskTextField): the class's own takes a Swift name of its own, keeping its
/// Objective-C name for key-value coding, and `maskView` still reaches UIView's.
@Suite struct ObjCSwiftRenamedMemberClashTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface StringMask : NSObject
    @property (nonatomic, copy) NSString *pattern;
    @end
    @implementation StringMask
    @end

    @interface MaskField : UITextField
    @property (nonatomic, copy) NSString *maskString;
    @end
    @interface MaskField ()
    @property (strong, nonatomic, readwrite) StringMask *mask;
    @end
    @implementation MaskField
    - (void)setMaskString:(NSString *)maskString {
        _maskString = maskString;
        self.mask = [[StringMask alloc] init];
        self.mask.pattern = maskString;
        self.maskView = nil;
    }
    - (NSString *)pattern {
        return [self.mask pattern];
    }
    @end
    """

  @Test func anOwnPropertyKeepsItsNameBesideAFrameworkMemberSwiftRenames() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["MaskField.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(!swift.contains("var mask:"), "\(swift)")
    #expect(swift.contains("self.mask = nil"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}
