import EaselObjC
import Foundation
import Testing

/// A method of a protocol a framework class adopts is a member of that class to Swift (the
/// importer mirrors it): `UIView` adopts `CALayerDelegate`, so a view's
/// `layoutSublayersOfLayer:` overrides `UIView.layoutSublayers(of:)`, as the working part's
/// ShapeProgressView's does.
@Suite struct ObjCMirroredProtocolTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Ring : UIControl
    @property (nonatomic, strong) CAShapeLayer *ring;
    @end

    @implementation Ring
    - (void)layoutSublayersOfLayer:(CALayer *)layer {
        [super layoutSublayersOfLayer:layer];
        CGAffineTransform turn = CGAffineTransformMakeRotation(M_PI_2);
        CGPoint corner = CGPointApplyAffineTransform(CGPointMake(1, 0), turn);
        self.ring.frame = CGRectApplyAffineTransform(self.bounds, CGAffineTransformMakeScale(corner.y, 1));
    }
    @end
    """

  @Test func anAdoptedProtocolsMethodIsOverridden() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["Ring.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(swift.contains("override func layoutSublayers(of layer: CALayer)"), "\(swift)")
    #expect(swift.contains("super.layoutSublayers(of: layer)"), "\(swift)")
    // CGAffineTransform's functions, which EaselUIKit re-exports from EaselGraphics.
    #expect(swift.contains("CGPoint(x: 1, y: 0).applying(turn)"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}

/// Framework classes Swift renames keep their Swift names wherever a type is spelled: a
/// result, a local, a cast (`NSBundle *` is `Bundle`; a working-part class failed on
/// "cannot find type 'NSBundle'").
@Suite struct ObjCClassNameTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Themed : UIView
    - (NSBundle *)resources;
    @end

    @implementation Themed
    - (NSBundle *)resources {
        NSBundle *bundle = [NSBundle bundleForClass:[self class]];
        NSDictionary *info = bundle.infoDictionary;
        NSBundle *again = (NSBundle *)info[@"bundle"];
        NSIndexPath *path = [NSIndexPath indexPathForRow:info.count inSection:0];
        (void)path;
        return again ?: bundle;
    }
    @end
    """

  @Test func renamedClassesAreSpelledAsSwiftNamesThem() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["Themed.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(swift.contains("func resources() -> Bundle!"), "\(swift)")
    #expect(swift.contains("let bundle: Bundle = Bundle(for: Swift.type(of: self))"), "\(swift)")
    #expect(!swift.contains("NSBundle"), "\(swift)")
    // UIKit's additions to NSIndexPath, on the value type Swift's importer gives for it.
    #expect(swift.contains("IndexPath(row: (info?.count ?? 0), section: 0)"), "\(swift)")
    #expect(!swift.contains("NSIndexPath"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}

/// `@synthesize cornerRadius;` keeps the value in an instance variable named as the property,
/// which Swift cannot declare twice: the storage is renamed, and the instance variable's uses
/// follow (a working-part app's nine classes were left out, "no error said why", for this).
@Suite struct ObjCSynthesizedStorageTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Rounded : UIView
    @property (nonatomic, assign) IBInspectable CGFloat cornerRadius;
    @property (nonatomic, strong) IBInspectable UIColor *borderColor;
    @end

    @implementation Rounded
    @synthesize cornerRadius;
    @synthesize borderColor;

    - (void)layoutSubviews {
        [super layoutSubviews];
        self.layer.cornerRadius = cornerRadius;
        self.layer.borderColor = borderColor.CGColor;
    }
    @end
    """

  @Test func translatesAndTypechecks() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["Rounded.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    for expected in [
      "var ivar_cornerRadius: CGFloat = 0", "get { return ivar_cornerRadius }",
      "self.layer.cornerRadius = self.ivar_cornerRadius",
      "self.layer.borderColor = self.ivar_borderColor?.cgColor",
    ] {
      #expect(swift.contains(expected), "missing \(expected)\n\(swift)")
    }
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}

/// A class method implementing a framework class property's getter (`+ (BOOL)
/// requiresConstraintBasedLayout`, a `@property (class, readonly)` of UIView) overrides it as
/// a class property, as Swift requires: the working part's RangeSlider and two of
/// Langenscheidt-Sprachkurs's views were "property does not override any property". An
/// overridden property keeps the nullability the SDK declares it with.
@Suite struct ObjCClassPropertyOverrideTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Constrained : UIView
    @end

    @implementation Constrained
    + (BOOL)requiresConstraintBasedLayout {
        return YES;
    }
    - (CGSize)intrinsicContentSize { return CGSizeMake(20, 20); }
    - (NSString *)description { return [NSString stringWithFormat:@"Constrained %d", 1]; }
    @end
    """

  @Test func translatesAndTypechecks() throws {
    try ObjCTestSupport.expectTranslation(
      ["Constrained.m": Self.source],
      containing: [
        "override class var requiresConstraintBasedLayout: Bool {",
        "override var intrinsicContentSize: CGSize {",
        // NSObject's `description` is nonnull: Swift's `String`, which `String!` cannot override.
        "override var description: String {",
      ])
  }
}

/// `+ (Class)layerClass` overrides UIView's class property, which Swift declares `AnyClass`
/// (the SDK's audited `Class` is nonnull): KDCircularProgress's override was `AnyClass!`, which
/// Swift rejects as an override of a non-optional property.
@Suite struct ObjCLayerClassOverrideTests {
  @Test func layerClassIsNonOptional() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Ring.m": """
        #import <UIKit/UIKit.h>
        @interface RingLayer : CALayer
        @end
        @implementation RingLayer
        @end
        @interface Ring : UIView
        @end
        @implementation Ring
        + (Class)layerClass { return [RingLayer class]; }
        @end
        """
      ],
      containing: ["override class var layerClass: AnyClass {"])
  }
}
