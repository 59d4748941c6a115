import EaselObjC
import Foundation
import Testing

/// The SDK's annotation macros that a vendored framework's header carries (Parse's
/// `NS_REQUIRES_PROPERTY_DEFINITIONS`, an old pod's `NS_CLASS_AVAILABLE`): each is declared,
/// so the header parses and the designable that imports it translates.
@Suite struct ObjCAnnotationMacroTests {
  static let source = """
    #import <UIKit/UIKit.h>

    NS_HEADER_AUDIT_BEGIN(nullability, sendability)
    CF_EXTERN_C_BEGIN
    NS_REQUIRES_PROPERTY_DEFINITIONS
    NS_CLASS_AVAILABLE(10_7, 5_0)
    @interface Record : NSObject
    @property (NS_NONATOMIC_IOSONLY, copy) NSString *name;
    - (instancetype)initWithName:(NSString *)name NS_REPLACES_RECEIVER;
    - (void)keep:(id)object NS_RELEASES_ARGUMENT NS_SWIFT_ASYNC_NAME(keep(_:));
    - (BOOL)save NS_WARN_UNUSED_RESULT CF_AVAILABLE_IOS(5_0) OBJC_SWIFT_UNAVAILABLE("no");
    @end
    CF_EXTERN_C_END
    NS_HEADER_AUDIT_END(nullability, sendability)

    UIKIT_AVAILABLE_IOS_TVOS(9_0)
    @interface Badge : UIView
    @property (nonatomic) CGFloat radius CG_AVAILABLE_STARTING_IOS(5_0);
    @end

    @implementation Record
    @synthesize name = _name;
    - (instancetype)initWithName:(NSString *)name { self = [super init]; _name = name; return self; }
    - (void)keep:(id)object {}
    - (BOOL)save { return YES; }
    @end

    @implementation Badge
    - (void)layoutSubviews {
      [super layoutSubviews];
      self.radius = 4;
    }
    @end
    """

  @Test func aVendoredHeadersAnnotationsParse() throws {
    try ObjCTestSupport.expectTranslation(["Badge.m": Self.source], containing: ["self.radius = 4"])
  }

  /// `NS_REQUIRES_PROPERTY_DEFINITIONS` is clang's attribute, as the SDK's: a property of such
  /// a class is not synthesized by itself, so one nothing implements has no storage.
  @Test func propertyDefinitionsAreRequired() throws {
    let source = """
      #import <UIKit/UIKit.h>
      NS_REQUIRES_PROPERTY_DEFINITIONS
      @interface Entry : UIView
      @property (nonatomic, copy) NSString *title;
      @end
      @implementation Entry
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade(["Entry.m": source])
    let messages = t.diagnostics.map(\.message).joined(separator: "\n")
    #expect(messages.contains("property `title` without a getter or storage"), "\(messages)")
  }
}
