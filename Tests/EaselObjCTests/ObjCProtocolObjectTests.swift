import Foundation
import Testing

@testable import EaselObjC

/// `@protocol(P)` as a value, asked for its methods with `protocol_getMethodDescription`, as a
/// view forwarding only a delegate protocol's messages does (QKSliderView): the façade's
/// `Protocol` record, made from the name table's members of a framework protocol and a
/// module's own protocol's declarations, with those of the protocols each inherits.
@Suite struct ObjCProtocolObjectTests {
  @Test func protocolExpressionIsARecordOfItsMethods() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      [
        "Slider.m": """
        #import <UIKit/UIKit.h>
        #import <objc/runtime.h>
        @protocol SliderSource <NSObject>
        - (NSInteger)numberOfItems;
        @optional
        @property (nonatomic, readonly, getter=isLooping) BOOL looping;
        + (void)reset;
        @end
        @interface Slider : UIView
        @property (nonatomic, weak) id<UICollectionViewDelegate> forwardingDelegate;
        @end
        @implementation Slider
        - (BOOL)respondsToSelector:(SEL)aSelector {
            BOOL result = [super respondsToSelector:aSelector];
            if (!result && self.forwardingDelegate) {
                struct objc_method_description md = protocol_getMethodDescription(@protocol(UICollectionViewDelegate), aSelector, NO, YES);
                if (md.name != NULL) {
                    result = [self.forwardingDelegate respondsToSelector:aSelector];
                }
            }
            return result;
        }
        - (NSString *)sourceName {
            Protocol *source = @protocol(SliderSource);
            return NSStringFromProtocol(source);
        }
        @end
        """
      ],
      containing: [
        "Protocol(name: \"UICollectionViewDelegate\", inheriting: [\"UIScrollViewDelegate\", "
          + "\"NSObject\"], required: [",
        "\"-scrollViewDidScroll:\"",
        "\"-collectionView:didSelectItemAtIndexPath:\"",
        "Protocol(name: \"SliderSource\", inheriting: [\"NSObject\"], required: [\"-class\", ",
        "\"-isProxy\", \"-numberOfItems\", ",
        "optional: [\"+reset\", \"-debugDescription\", \"-isLooping\"]",
      ])
    #expect(!swift.contains("\"-setLooping:\""))
  }
}
