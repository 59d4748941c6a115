import EaselObjC
import Foundation
import Testing

/// What a project header declares for several files (structs, `static inline` functions,
/// constants, protocols, enumerations) is translated once per module; a mixed target's
/// `#import "<Module>-Swift.h"` resolves.
@Suite struct ObjCSharedHeaderTests {
  static let header = """
    #import <UIKit/UIKit.h>

    typedef struct {
        CGFloat inner;
        CGFloat outer;
    } RingWidths;

    struct Pair { int a; int b; };

    static const CGFloat kRingScale = 0.5;

    static inline CGFloat RingSpan(RingWidths widths) {
        return widths.outer - widths.inner;
    }

    @protocol RingOwner <NSObject>
    - (RingWidths)widthsForRing:(NSInteger)ring;
    @end

    """

  static let rings = """
    #import "Shared.h"
    #import "Fixture-Swift.h"

    @interface Rings : UIView <RingOwner>
    @end

    @implementation Rings
    - (RingWidths)widthsForRing:(NSInteger)ring {
        RingWidths widths;
        widths.inner = ring * 2;
        widths.outer = widths.inner + 4 * kRingScale;
        return widths;
    }
    @end
    """

  static let meter = """
    #import "Shared.h"

    @interface Meter : UIView
    @property (nonatomic, weak) id<RingOwner> owner;
    @end

    @implementation Meter
    - (CGFloat)span {
        struct Pair pair;
        pair.a = 1;
        return RingSpan([self.owner widthsForRing:pair.a]);
    }
    @end
    """

  @Test func translatesOnceAndTypechecks() throws {
    let (t, _) = try ObjCTestSupport.translate([
      "Shared.h": Self.header, "Rings.m": Self.rings, "Meter.m": Self.meter,
    ])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    #expect(t.sources.count == 2)
    let all = t.sources.map(\.swift).joined()
    for (declaration, count) in [
      ("struct RingWidths {", 1), ("struct Pair {", 1), ("let kRingScale: CGFloat = 0.5", 1),
      ("func RingSpan(_ widths: RingWidths) -> CGFloat {", 1),
      ("@objc protocol RingOwner: NSObjectProtocol {", 1),
    ] {
      #expect(all.components(separatedBy: declaration).count - 1 == count, "\(declaration)\n\(all)")
    }
    #expect(all.contains("var widths: RingWidths = RingWidths()"))
    #expect(!all.contains("private func RingSpan"))
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(all)")
  }
}

/// A class whose implementation does not translate is still declared as its `@interface`
/// says, so that another class naming it (a delegate protocol in its header) builds, as in
/// Xcode, where the header declares it whatever its implementation does.
@Suite struct ObjCStandInTests {
  static let header = """
    #import <UIKit/UIKit.h>
    @class FormCell;
    @protocol FormCellDelegate <NSObject>
    - (void)formCell:(FormCell *)cell didChangeText:(NSString *)text;
    @end
    @interface FormCell : UITableViewCell
    @property (nonatomic, weak) id<FormCellDelegate> delegate;
    @end
    """
  static let broken = """
    #import "FormCell.h"
    #import "Missing/Missing.h"
    @implementation FormCell
    @end
    """
  static let user = """
    #import "FormCell.h"
    IB_DESIGNABLE
    @interface Badge : UIView <FormCellDelegate>
    @end
    @implementation Badge
    - (void)formCell:(FormCell *)cell didChangeText:(NSString *)text { self.hidden = YES; }
    @end
    """

  @Test func aClassThatDoesNotTranslateIsDeclaredForTheOthers() throws {
    let t = try ObjCTestSupport.translateAgainstFacade([
      "FormCell.h": Self.header, "FormCell.m": Self.broken, "Badge.m": Self.user,
    ])
    #expect(t.failedClasses["FormCell"] != nil, "\(t.failedClasses)")
    let standIn = try #require(t.sources.first { $0.swift.contains("class FormCell:") })
    #expect(standIn.classes.isEmpty)
    #expect(standIn.swift.contains("class FormCell: UITableViewCell {\n"), "\(standIn.swift)")
    #expect(t.sources.contains { $0.classes == ["Badge"] })
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }

  /// The stand-in declares the class's methods and properties, so that a class sending it a
  /// message builds too (the working part's safeyou: `+[Utilities fetchTranslationForKey:]`,
  /// whose `.m` imports a pod missing from the checkout, failed six text fields); each use is
  /// recorded as the façade's unimplemented API is, naming the class that did not build.
  @Test func itsMembersAnswerZeroAndSaySo() throws {
    let header = """
      #import <UIKit/UIKit.h>
      @class AFHTTPSessionManager;
      @protocol PickerDelegate;
      NS_ASSUME_NONNULL_BEGIN
      @interface Utilities : NSObject
      @property (nonatomic) CGFloat spacing;
      @property (nonatomic, readonly, nullable) UIColor *accent;
      @property (class, nonatomic, copy) NSString *language;
      + (NSString *)fetchTranslationForKey:(NSString *)key;
      + (instancetype)sharedUtilities;
      - (CGRect)insetRect:(CGRect)rect by:(CGFloat)inset;
      - (void)reset;
      - (void)sendWith:(AFHTTPSessionManager *)manager;
      @property (nonatomic, weak) id<PickerDelegate> pickerDelegate;
      @property (nonatomic, strong) AFHTTPSessionManager *manager;
      @end
      @interface Utilities (Extras)
      @property (nonatomic) CGFloat margin;
      - (CGFloat)doubled:(CGFloat)value;
      @end
      NS_ASSUME_NONNULL_END
      """
    // A category in a file that translates: its members are its extension's, not the
    // stand-in's.
    let extras = """
      #import "Utilities.h"
      @implementation Utilities (Extras)
      - (CGFloat)margin { return 4; }
      - (void)setMargin:(CGFloat)margin {}
      - (CGFloat)doubled:(CGFloat)value { return value * 2; }
      @end
      """
    let broken = """
      #import "Utilities.h"
      #import "Picker.h"
      #import <Missing/Missing.h>
      @implementation Utilities
      + (NSString *)fetchTranslationForKey:(NSString *)key { return key; }
      @end
      """
    let user = """
      #import "Utilities.h"
      IB_DESIGNABLE
      @interface Caption : UILabel
      @end
      @implementation Caption
      - (void)layoutSubviews {
          [super layoutSubviews];
          self.text = [Utilities fetchTranslationForKey:@"title"];
          Utilities *u = [Utilities sharedUtilities];
          u.spacing = [u doubled:u.margin];
          self.frame = [u insetRect:self.frame by:u.spacing];
          self.textColor = u.accent ?: [UIColor blackColor];
          self.accessibilityLabel = Utilities.language;
          [u reset];
      }
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade([
      "Utilities.h": header, "Utilities.m": broken, "Caption.m": user,
      "Utilities+Extras.m": extras,
      "Picker.h": "#import <UIKit/UIKit.h>\n@protocol PickerDelegate <NSObject>\n- (void)picked;\n@end\n",
    ])
    #expect(t.failedClasses["Utilities"] != nil, "\(t.failedClasses)")
    let standIn = try #require(t.sources.first { $0.swift.contains("class Utilities:") })
    #expect(standIn.classes.isEmpty)
    for expected in [
      "@objc var spacing: CGFloat {",
      "get { return UnimplementedAPI.value(of: self, \"Utilities.spacing (its class, Utilities, "
        + "did not build)\", default: 0) }",
      "@objc var accent: UIColor? {",
      "@objc class var language: String {",
      "get { return UnimplementedAPI.value(\"Utilities.language (its class, Utilities, did not "
        + "build)\", default: \"\") }",
      "@objc(fetchTranslationForKey:) class func fetchTranslation(forKey _: String) -> String {",
      "UnimplementedAPI.use(\"Utilities.fetchTranslation(forKey:) (its class, Utilities, did not "
        + "build)\", by: self)",
      "return \"\"",
      "class func sharedUtilities() -> Utilities! {",
      "@objc(insetRect:by:) func inset(_ _: CGRect, by _: CGFloat) -> CGRect {",
      "return CGRect()",
      "@objc(reset) func reset() {",
    ] {
      #expect(standIn.swift.contains(expected), "missing \(expected)\n\(standIn.swift)")
    }
    #expect(!standIn.swift.contains("margin"), "\(standIn.swift)")
    // A member naming a class nothing declares (a missing pod's) is left out.
    #expect(!standIn.swift.contains("AFHTTPSessionManager"), "\(standIn.swift)")
    // And one naming a protocol only the failed file's header declares.
    #expect(!standIn.swift.contains("PickerDelegate"), "\(standIn.swift)")
    #expect(!standIn.swift.contains("doubled"), "\(standIn.swift)")
    #expect(t.sources.contains { $0.classes == ["Caption"] })
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}

extension ObjCStandInTests {
  /// A stand-in has its class's own initializers, each the object `init()` makes with the use
  /// recorded: a class creating one with them builds (safeyou's SelectDateField made its
  /// CustomPickerView, whose `.m` fails on `NSInvocation`, with
  /// `-initDatePickerWithPickerMode:…`, and failed, taking the picker's delegate protocol,
  /// which its file declared, with it).
  @Test func itsInitializersMakeTheObjectAndSaySo() throws {
    let header = """
      #import <UIKit/UIKit.h>
      @protocol PickerDelegate <NSObject>
      - (void)picked;
      @end
      @interface Picker : UIView
      @property (nonatomic, weak) id<PickerDelegate> delegate;
      - (id)initWithTitle:(NSString *)title width:(CGFloat)width;
      - (instancetype)initWithItems:(NSArray *)items;
      @end
      @interface Source : NSObject
      - (instancetype)initWithName:(NSString *)name;
      @end
      @interface NamedSource : Source
      - (instancetype)initWithName:(NSString *)name kind:(NSInteger)kind;
      @end
      """
    let broken = """
      #import "Picker.h"
      #import <Missing/Missing.h>
      @implementation Picker
      - (id)initWithTitle:(NSString *)title width:(CGFloat)width { return [super init]; }
      @end
      @implementation NamedSource
      @end
      """
    // A module superclass with an initializer of its own has no `init()` to call: the
    // stand-in of its subclass declares no initializer over it.
    let source = """
      #import "Picker.h"
      @implementation Source
      - (instancetype)initWithName:(NSString *)name {
          self = [super init];
          return self;
      }
      @end
      """
    let user = """
      #import "Picker.h"
      IB_DESIGNABLE
      @interface Field : UITextField <PickerDelegate>
      @property (nonatomic, strong) Picker *picker;
      @end
      @implementation Field
      - (void)layoutSubviews {
          [super layoutSubviews];
          self.picker = [[Picker alloc] initWithTitle:@"Done" width:self.bounds.size.width];
          self.picker.delegate = self;
          self.inputView = [[Picker alloc] initWithItems:@[@"a"]];
      }
      - (void)picked {}
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade([
      "Picker.h": header, "Picker.m": broken, "Field.m": user, "Source.m": source,
    ])
    #expect(t.failedClasses["Picker"] != nil, "\(t.failedClasses)")
    let standIn = try #require(t.sources.first { $0.swift.contains("class Picker:") })
    for expected in [
      "@objc(initWithTitle:width:) convenience init(title _: String!, width _: CGFloat) {",
      "self.init()",
      "UnimplementedAPI.use(\"Picker.init(title:width:) (its class, Picker, did not build)\", "
        + "by: self)",
      "@objc(initWithItems:) convenience init(items _: [Any]!) {",
    ] {
      #expect(standIn.swift.contains(expected), "missing \(expected)\n\(standIn.swift)")
    }
    let named = try #require(t.sources.first { $0.swift.contains("class NamedSource:") })
    #expect(!named.swift.contains("init("), "\(named.swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}

/// A header's shared declarations are written in the implementation file named after the
/// header, not in the first file that imports it: a file left out of the build for its own
/// errors takes none of them with it (EAColourfulProgressView's enumeration was written in
/// the example's `ViewController.m`, which failed, and the view could not find its type).
@Suite struct ObjCSharedDeclarationOwnerTests {
  @Test func aHeadersDeclarationsGoWithItsImplementation() throws {
    let t = try ObjCTestSupport.translateAgainstFacade([
      "AController.m": """
      #import "Meter.h"
      @interface AController : UIViewController
      @end
      @implementation AController
      - (MeterRange)range { return MeterRange0to33; }
      @end
      """,
      "Meter.h": """
      #import <UIKit/UIKit.h>
      typedef NS_ENUM(NSInteger, MeterRange) { MeterRange0to33 = 33, MeterRange33to66 = 66 };
      @protocol MeterDelegate <NSObject>
      - (void)meterDidChange;
      @end
      @interface Meter : UIView
      @property (nonatomic) MeterRange range;
      @property (nonatomic, weak) id<MeterDelegate> delegate;
      @end
      """,
      "Meter.m": """
      #import "Meter.h"
      @implementation Meter
      @end
      """,
    ])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let controller = try #require(t.sources.first { $0.original.lastPathComponent == "AController.m" })
    let meter = try #require(t.sources.first { $0.original.lastPathComponent == "Meter.m" })
    #expect(!controller.swift.contains("enum MeterRange"), "\(controller.swift)")
    #expect(!controller.swift.contains("protocol MeterDelegate"), "\(controller.swift)")
    #expect(meter.swift.contains("enum MeterRange: Int {"), "\(meter.swift)")
    #expect(meter.swift.contains("@objc protocol MeterDelegate"), "\(meter.swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
    // Without the view's file, the controller alone names a type nothing declares: the
    // declarations were not written twice.
    let alone = try ObjCTestSupport.typecheck([controller])
    #expect(alone.status != 0)
  }
}
