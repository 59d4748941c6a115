import Foundation
import Testing

@testable import EaselObjC

/// A subclass of `NSProxy`, Foundation's root class of stand-ins (`NSProxy.h`: `+alloc`,
/// `-forwardInvocation:`, `-methodSignatureForSelector:`), made by `+alloc` alone and
/// forwarding what it does not implement. The stub headers did not declare its members, so
/// clang rejected `[Proxy alloc]` ("no known class method for selector 'alloc'",
/// DXLongPressButton, census 54).
@Suite struct ObjCProxyTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface TargetActionProxy : NSProxy
    @property (nonatomic, weak) id target;
    @property (nonatomic, assign) SEL action;
    @end
    @implementation TargetActionProxy
    - (NSMethodSignature *)methodSignatureForSelector:(SEL)sel {
        return [self.target methodSignatureForSelector:sel];
    }
    - (void)forwardInvocation:(NSInvocation *)invocation {
        [invocation invokeWithTarget:self.target];
    }
    @end

    IB_DESIGNABLE
    @interface PressButton : UIButton
    @property (nonatomic, strong) NSMutableArray *proxies;
    @end
    @implementation PressButton
    - (void)keep:(SEL)action {
        TargetActionProxy *proxy = [TargetActionProxy alloc];
        proxy.target = self;
        proxy.action = action;
        [self.proxies addObject:proxy];
    }
    @end
    """

  @Test func aProxyIsMadeByAllocAndForwards() throws {
    try ObjCTestSupport.expectTranslation(
      ["PressButton.m": Self.source],
      containing: [
        "class TargetActionProxy: NSProxy", "TargetActionProxy()",
        "invocation?.invoke(withTarget: self.target)",
      ])
  }
}
