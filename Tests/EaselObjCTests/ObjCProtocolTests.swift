import EaselObjC
import Foundation
import Testing

/// `@protocol` with `@optional` requirements, a weak delegate, class properties.
@Suite struct ObjCProtocolTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @protocol StarDelegate <NSObject>
    - (void)starsChanged:(NSInteger)value;
    @optional
    - (BOOL)shouldChange;
    @property (nonatomic, readonly) CGFloat weight;
    @end

    @interface Stars : UIView
    @property (nonatomic, weak) id<StarDelegate> delegate;
    @property (class, nonatomic, readonly) NSInteger count;
    @end

    @implementation Stars
    + (NSInteger)count {
        return 3;
    }
    - (void)changed {
        if ([self.delegate respondsToSelector:@selector(shouldChange)] && [self.delegate shouldChange]) {
            [self.delegate starsChanged:Stars.count];
        }
    }
    @end
    """

  @Test func translatesAndTypechecks() throws {
    let (t, _) = try ObjCTestSupport.translate(["Stars.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    for expected in [
      "@objc protocol StarDelegate: NSObjectProtocol {",
      "@objc(starsChanged:) func starsChanged(_ value: Int)",
      "@objc(shouldChange) optional func shouldChange() -> Bool",
      "@objc optional var weight: CGFloat { get }",
      "weak var _delegate: (any StarDelegate)?",
      "@objc class var count: Int {",
      "(self.delegate as? NSObject)?.responds(to: Selector(\"shouldChange\"))",
      "self.delegate?.shouldChange?()", "self.delegate?.starsChanged(Stars.count)",
    ] {
      #expect(swift.contains(expected), "missing \(expected)\n\(swift)")
    }
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }

  /// A protocol restating a property its adopters inherit from UIKit without saying its
  /// nullability (Spring's `Springable`: `@property (readonly) CALayer *layer;`): the requirement
  /// takes the inherited member's, so the class conforms through UIView's `layer`, as
  /// Objective-C, which checks no types on conformance, lets it; and the class reads its
  /// restated `layer` as UIKit's, not as `CALayer!`.
  @Test func aRestatedFrameworkPropertyIsTheInheritedMembers() throws {
    let source = """
      #import <UIKit/UIKit.h>
      @protocol Animatable <NSObject>
      @property (nonatomic, assign, readonly) CALayer *layer;
      @property (nonatomic, assign) CGFloat alpha;
      @property (nonatomic, strong) NSString *curve;
      @end
      @interface Pulse : UIView <Animatable>
      @property (nonatomic, assign, readonly) CALayer *layer;
      @property (nonatomic, assign) CGFloat alpha;
      @property (nonatomic, strong) NSString *curve;
      @end
      @interface Animator : NSObject
      @property (nonatomic, weak) id<Animatable> view;
      @end
      @implementation Animator
      - (void)start { self.view.layer.opacity = 0.5; }
      @end
      @implementation Pulse
      - (void)layoutSubviews {
        [super layoutSubviews];
        self.layer.cornerRadius = 2;
      }
      @end
      """
    try ObjCTestSupport.expectTranslation(
      ["Pulse.m": source],
      containing: [
        "@objc var layer: CALayer { get }", "@objc var curve: String! { get set }",
        "self.layer.cornerRadius = 2", "self.view?.layer.opacity = 0.5",
      ])
  }
}
