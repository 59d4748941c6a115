import EaselDiagnostics
import EaselObjC
import Foundation
import Testing

/// A class adopting a protocol of the module without implementing every required method
/// (CJRadarView adopts its own data source protocol and implements none of it) compiles in
/// Objective-C with clang's warning; Swift said "does not conform" and the class was Build
/// failed. Each missing requirement is now a member that goes the runtime's forwarding path
/// (`forwardingTargetForSelector:`, `forwardInvocation:`, else "unrecognized selector"), the
/// warning kept at the `@implementation`, and a subclass implementing one overrides it.
@Suite struct ObjCUnimplementedRequirementTests {
  static let source = """
    #import <UIKit/UIKit.h>
    @class Radar;

    @protocol RadarSource <NSObject>
    - (NSInteger)maximumOfRadar:(Radar *)radar;
    - (NSArray *)valuesOfRadar:(Radar *)radar;
    @optional
    - (UIColor *)tintOfRadar:(Radar *)radar;
    @end

    @interface Radar : UIView <RadarSource>
    @property (nonatomic, weak) id<RadarSource> source;
    @end
    @implementation Radar
    - (NSInteger)maximumOfRadar:(Radar *)radar { return 10; }
    - (void)drawRect:(CGRect)rect {
        NSInteger top = [self.source maximumOfRadar:self];
        NSArray *values = [self.source valuesOfRadar:self];
        if (top > (NSInteger)values.count) { [self setNeedsDisplay]; }
    }
    @end

    @interface FilledRadar : Radar
    @end
    @implementation FilledRadar
    - (NSArray *)valuesOfRadar:(Radar *)radar { return @[@1, @2]; }
    @end

    @interface Relay : NSObject <RadarSource>
    @property (nonatomic, strong) Radar *radar;
    @end
    @implementation Relay
    - (id)forwardingTargetForSelector:(SEL)aSelector { return self.radar; }
    @end
    """

  @Test func missingRequirementsForwardWithClangsWarning() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["Radar.m": Self.source])
    #expect(t.failedClasses.isEmpty, "\(t.failedClasses)")
    let swift = try #require(t.sources.first?.swift)
    // Radar implements one requirement and forwards the other; the optional one stays out.
    #expect(
      swift.contains("return ObjCRuntime.forward(\"valuesOfRadar:\", of: self, [radar])"),
      "\(swift)")
    #expect(!swift.contains("ObjCRuntime.forward(\"tintOfRadar:\""), "\(swift)")
    // The subclass overrides what its superclass forwards.
    #expect(swift.contains("override func values(of radar: Radar!) -> [Any]!"), "\(swift)")
    // Relay forwards both, through its forwarding target at run time.
    #expect(
      swift.contains("return ObjCRuntime.forward(\"maximumOfRadar:\", of: self, [radar])"),
      "\(swift)")
    #expect(swift.components(separatedBy: "ObjCRuntime.forward(").count == 4, "\(swift)")
    // Clang's warning, once per requirement, at the class's @implementation.
    let warnings = t.diagnostics.filter { $0.id == "objc-unimplemented-requirement" }
    #expect(warnings.count == 3, "\(t.diagnostics)")
    #expect(warnings.allSatisfy { $0.severity == .warning }, "\(warnings)")
    let radar = try #require(
      warnings.first { $0.message.contains("'valuesOfRadar:' in protocol 'RadarSource'") })
    #expect(radar.location?.line == 14, "\(radar)")
    #expect(radar.location?.file.hasSuffix("Radar.m") == true, "\(radar)")
    #expect(t.diagnostics.allSatisfy { $0.severity != .error }, "\(t.diagnostics)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }

  /// A framework protocol's requirement left unimplemented (a text field adopting
  /// `UITextInput` without `offsetFromPosition:toPosition:`) is forwarded likewise, declared
  /// as the façade's protocol declares it; and the properties it `@synthesize`s take the
  /// requirements' nullability (FMMaskedTextField: "candidate has non-matching type
  /// 'UITextPosition?'" for `T!` storage).
  static let textInput = """
    #import <UIKit/UIKit.h>

    @interface CodeField : UIControl <UITextInput>
    @end
    @implementation CodeField
    @synthesize markedTextStyle;
    @synthesize markedTextRange;
    @synthesize selectedTextRange;
    @synthesize beginningOfDocument;
    @synthesize endOfDocument;
    @synthesize inputDelegate;
    @synthesize tokenizer;
    - (BOOL)hasText { return NO; }
    - (void)insertText:(NSString *)text {}
    - (void)deleteBackward {}
    - (NSString *)textInRange:(UITextRange *)range { return @""; }
    - (UITextRange *)textRangeFromPosition:(UITextPosition *)from toPosition:(UITextPosition *)to {
        return nil;
    }
    - (UITextPosition *)positionFromPosition:(UITextPosition *)position offset:(NSInteger)offset {
        return beginningOfDocument;
    }
    - (void)reset {
        selectedTextRange = nil;
        beginningOfDocument = [[UITextPosition alloc] init];
    }
    @end
    """

  @Test func frameworkRequirementsForwardAndSynthesizedOnesConform() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["CodeField.m": Self.textInput])
    #expect(t.failedClasses.isEmpty, "\(t.failedClasses)")
    let swift = try #require(t.sources.first?.swift)
    #expect(
      swift.contains(
        "func offset(from value0: UITextPosition, to value1: UITextPosition) -> Int {"),
      "\(swift)")
    #expect(
      swift.contains(
        "return ObjCRuntime.forward(\"offsetFromPosition:toPosition:\", of: self, [value0, value1])"
      ), "\(swift)")
    #expect(!swift.contains("ObjCRuntime.forward(\"textInRange:\""), "\(swift)")
    #expect(swift.contains("var markedTextRange: UITextRange? = nil"), "\(swift)")
    #expect(swift.contains("var ivar_beginningOfDocument: UITextPosition! = nil"), "\(swift)")
    #expect(swift.contains("var beginningOfDocument: UITextPosition {"), "\(swift)")
    #expect(
      t.diagnostics.contains {
        $0.id == "objc-unimplemented-requirement"
          && $0.message.contains("'offsetFromPosition:toPosition:' in protocol 'UITextInput'")
      }, "\(t.diagnostics)")
    #expect(t.diagnostics.allSatisfy { $0.severity != .error }, "\(t.diagnostics)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}

/// A framework protocol's requirement that a class forwards is its subclasses' too: one
/// implementing it overrides the forwarding member, one adopting the protocol again does not
/// forward it a second time (Swift: "overriding declaration requires an 'override' keyword",
/// "invalid redeclaration"); and a required member the forwarding cannot declare is warned of
/// where the class is implemented, never dropped without a word.
@Suite struct ObjCInheritedFrameworkRequirementTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Listing : UIView <UITableViewDataSource>
    @end
    @implementation Listing
    - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
        return 1;
    }
    @end

    @interface CellListing : Listing
    @end
    @implementation CellListing
    - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
        return [[UITableViewCell alloc] init];
    }
    @end

    @interface AdoptingListing : Listing <UITableViewDataSource>
    @end
    @implementation AdoptingListing
    @end
    """

  @Test func aSubclassOverridesOrInheritsWhatItsSuperclassForwards() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["Listing.m": Self.source])
    #expect(t.failedClasses.isEmpty, "\(t.failedClasses)")
    let swift = try #require(t.sources.first?.swift)
    #expect(
      swift.components(separatedBy: "ObjCRuntime.forward(\"tableView:cellForRowAtIndexPath:\"")
        .count == 2, "\(swift)")
    #expect(swift.contains("override func tableView("), "\(swift)")
    let warnings = t.diagnostics.filter { $0.id == "objc-unimplemented-requirement" }
    #expect(warnings.count == 1, "\(t.diagnostics)")
    #expect(warnings.first?.location?.line == 5, "\(t.diagnostics)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }

  /// `UIKeyInput`'s `hasText` is a required property: a class implementing the protocol's
  /// methods only is told of it, at its `@implementation`, as clang tells.
  @Test func aRequiredPropertyNeitherImplementedNorSynthesizedIsWarnedOf() throws {
    let source = """
      #import <UIKit/UIKit.h>

      @interface Keys : UIControl <UIKeyInput>
      @end
      @implementation Keys
      - (void)insertText:(NSString *)text {}
      - (void)deleteBackward {}
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade(["Keys.m": source])
    let warning = t.diagnostics.first {
      $0.id == "objc-unimplemented-requirement"
        && $0.message.contains("property 'hasText' in protocol 'UIKeyInput'")
    }
    #expect(warning?.location?.line == 5, "\(t.diagnostics)")
    #expect(warning?.location?.file.hasSuffix("Keys.m") == true, "\(t.diagnostics)")
  }
}
