import Foundation
import Testing

@testable import EaselObjC

/// An object converted implicitly to `id<Protocol>` whose class never adopts the protocol:
/// clang warns and accepts it, Swift needs the conformance, so the class adopts it in its
/// translation (KDCircularProgress's `animation.delegate = self`: `CAAnimationDelegate` was
/// informal before iOS 10).
@Suite struct ObjCImpliedConformanceTests {
  @Test func aClassConvertedToAProtocolAdoptsIt() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      [
        "Progress.m": """
        #import <UIKit/UIKit.h>
        @protocol Owner <NSObject>
        - (void)ownedDidChange;
        @end
        @interface Helper : NSObject
        @property (nonatomic, weak) id<Owner> owner;
        - (void)attachTo:(id<Owner>)owner;
        @end
        @implementation Helper
        - (void)attachTo:(id<Owner>)owner { self.owner = owner; }
        @end
        @interface Progress : UIView
        @property (nonatomic) Helper *helper;
        @end
        @implementation Progress
        - (void)animate {
          CABasicAnimation *animation = [CABasicAnimation animationWithKeyPath:@"strokeEnd"];
          animation.delegate = self;
          [self.layer addAnimation:animation forKey:@"progress"];
          [self.helper attachTo:self];
          self.helper.owner = self;
        }
        - (void)animationDidStop:(CAAnimation *)anim finished:(BOOL)flag {}
        - (void)ownedDidChange {}
        @end
        @interface Ring : Progress
        @end
        @implementation Ring
        - (void)again { [self.helper attachTo:self]; }
        @end
        @interface Declared : UIView <CAAnimationDelegate>
        @end
        @implementation Declared
        - (void)animate {
          CABasicAnimation *animation = [CABasicAnimation animation];
          animation.delegate = self;
        }
        @end
        """
      ],
      containing: [
        "class Progress: UIView, CAAnimationDelegate, Owner {",
        // Its superclass adopts it already: Swift rejects a second conformance.
        "class Ring: Progress {",
        "class Declared: UIView, CAAnimationDelegate {",
      ])
    #expect(!swift.contains("CAAnimationDelegate, CAAnimationDelegate"))
  }

  @Test func readsTheConversionsTypes() {
    #expect(
      ObjCModuleGatherer.qualifiedIdProtocols("id<CAAnimationDelegate> _Nullable")
        == ["CAAnimationDelegate"])
    #expect(ObjCModuleGatherer.qualifiedIdProtocols("id<A, B>") == ["A", "B"])
    #expect(ObjCModuleGatherer.qualifiedIdProtocols("id") == nil)
    #expect(ObjCModuleGatherer.objectClass("Progress *const __strong") == "Progress")
    #expect(ObjCModuleGatherer.objectClass("Progress * _Nonnull") == "Progress")
    #expect(ObjCModuleGatherer.objectClass("id<Owner>") == nil)
  }
}
