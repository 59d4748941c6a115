import EaselObjC
import Foundation
import Testing

/// `NSInvocation`, `NSMethodSignature` and `forwardInvocation:`, which Swift hides and Linux's
/// Foundation lacks, translate to the façade's on the generated runtime
/// (`Runtime/NSInvocation.swift`). A class that adopts a protocol of the module, implements
/// none of its methods and forwards them through `forwardInvocation:` (the thirty-fifth draw's
/// RSColorPicker, whose ANImageBitmapRep hands its manipulator protocols to helper objects)
/// failed in Swift, which wants every requirement implemented: each is now a member that
/// forwards the message as the runtime does. MDCButtonBar (same draw) builds an invocation of
/// an item's action with a signature, arguments set by address, and sends it.
@Suite struct ObjCInvocationTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @protocol Scaling <NSObject>
    - (void)scaleTo:(CGSize)size;
    - (CGFloat)factor;
    @optional
    - (void)reset;
    @end

    @interface Scaler : NSObject <Scaling>
    @end
    @implementation Scaler
    - (void)scaleTo:(CGSize)size {}
    - (CGFloat)factor { return 2; }
    @end

    @interface Picture : NSObject <Scaling> {
        Scaler *scaler;
    }
    @end
    @implementation Picture
    - (void)forwardInvocation:(NSInvocation *)anInvocation {
        if (!scaler) scaler = [[Scaler alloc] init];
        if ([scaler respondsToSelector:[anInvocation selector]]) {
            [anInvocation invokeWithTarget:scaler];
            return;
        }
        [self doesNotRecognizeSelector:[anInvocation selector]];
    }
    - (CGFloat)doubled {
        [self scaleTo:CGSizeMake(4, 4)];
        return [self factor] * 2;
    }
    @end

    @interface ActionBar : UIView
    @end
    @implementation ActionBar
    - (CGFloat)send:(SEL)action to:(id)target item:(UIBarButtonItem *)item {
        NSMethodSignature *signature = [target methodSignatureForSelector:action];
        NSInvocation *invocation = [NSInvocation invocationWithMethodSignature:signature];
        invocation.selector = action;
        if ([invocation.methodSignature numberOfArguments] > 2) {
            [invocation setArgument:&item atIndex:2];
        }
        [invocation invokeWithTarget:target];
        CGFloat result = 0;
        [invocation getReturnValue:&result];
        return result;
    }
    @end
    """

  @Test func unimplementedRequirementsAreForwardedAndInvocationsTranslate() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["Picture.m": Self.source])
    // Clang's warning for each requirement Picture leaves to forwarding, nothing else.
    #expect(
      t.diagnostics.map(\.id) == Array(repeating: "objc-unimplemented-requirement", count: 2),
      "\(t.diagnostics)")
    #expect(t.failedClasses.isEmpty, "\(t.failedClasses)")
    let swift = try #require(t.sources.first?.swift)
    // Picture forwards its protocol's required methods; the optional one stays unimplemented.
    #expect(
      swift.contains("return ObjCRuntime.forward(\"scaleTo:\", of: self, [size])"), "\(swift)")
    #expect(swift.contains("return ObjCRuntime.forward(\"factor\", of: self, [])"), "\(swift)")
    #expect(!swift.contains("ObjCRuntime.forward(\"reset\""), "\(swift)")
    // Scaler implements them itself.
    #expect(swift.components(separatedBy: "ObjCRuntime.forward(").count == 3, "\(swift)")
    #expect(swift.contains("NSInvocation(methodSignature: "), "\(swift)")
    #expect(swift.contains("invoke(withTarget: "), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}

/// `objc/NSObject.h` is not nullability-audited, so NSObject's members are null-unspecified in
/// the SDK: a class whose `methodSignatureForSelector:` answers nil for what it does not
/// forward (so that `doesNotRecognizeSelector:` follows) compiles in Objective-C. The stub
/// header declared them nonnull, and the class was Build failed.
@Suite struct ObjCUnauditedNSObjectTests {
  @Test func aMethodSignatureOverrideMayAnswerNil() throws {
    let source = """
      #import <UIKit/UIKit.h>

      @interface Relay : UIView
      @property (nonatomic, strong) UIView *target;
      @end
      @implementation Relay
      - (NSMethodSignature *)methodSignatureForSelector:(SEL)sel {
          if ([self.target respondsToSelector:sel]) {
              return [self.target methodSignatureForSelector:sel];
          }
          return nil;
      }
      - (void)forwardInvocation:(NSInvocation *)invocation {
          [invocation invokeWithTarget:self.target];
      }
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade(["Relay.m": source])
    #expect(t.failedClasses.isEmpty, "\(t.failedClasses) \(t.diagnostics)")
    #expect(t.diagnostics.allSatisfy { $0.severity != .error }, "\(t.diagnostics)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(t.sources.first?.swift ?? "")")
  }
}
