import EaselObjC
import Foundation
import Testing

/// A protocol a class adopts that a class above it adopts already (`@interface InkView ()
/// <CALayerDelegate>` on a view, where `UIView` adopts `CALayerDelegate`; a subclass adopting
/// its superclass's protocol again) is not declared again: Objective-C allows it, Swift calls
/// it "redundant conformance of 'MDCInkView' to protocol 'CALayerDelegate'", an error
/// (material-components-ios's `MDCInkView`, a spent draw's, which failed MDCSlider with it).
@Suite struct ObjCInheritedConformanceTests {
  @Test func aProtocolAClassAboveAdoptsIsNotAdoptedAgain() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      [
        "InkView.m": """
        #import <UIKit/UIKit.h>

        @protocol Inking <NSObject>
        - (void)ink;
        @end

        @interface InkView : UIView <Inking>
        @end
        @interface InkView () <CALayerDelegate>
        @end
        @implementation InkView
        - (void)ink {}
        @end

        @interface DeepInkView : InkView <Inking>
        @end
        @implementation DeepInkView
        @end
        """
      ],
      containing: ["class InkView: UIView, Inking {", "class DeepInkView: InkView {"])
    #expect(!swift.contains("CALayerDelegate"), "\(swift)")
  }
}
