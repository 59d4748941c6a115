import Foundation
import Testing

@testable import EaselObjC

/// An override Objective-C matches by selector that writes `id` where the superclass declares a
/// class: `- (id)initWithCoder:(id)coder` in a `CATextLayer` subclass did not restate the
/// `required init(coder:)` ("'required' initializer 'init(coder:)' must be provided by
/// subclass of 'CATextLayer'"). The override takes the declared parameter and result types;
/// its body sees its own `id`.
@Suite struct ObjCWidenedOverrideTests {
  @Test func anIdCoderRestatesTheRequiredInitializer() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Label.m": """
        #import <UIKit/UIKit.h>

        @interface LabelLayer : CATextLayer
        @end
        @implementation LabelLayer
        - (id)initWithLayer:(id)layer {
            self = [super initWithLayer:layer];
            return self;
        }
        - (id)initWithCoder:(id)coder {
            self = [super initWithCoder:coder];
            return self;
        }
        @end
        """
      ],
      containing: ["required init?(coder: NSCoder)", "let coder: Any = coder"])
  }

  @Test func idParametersAndResultsTakeTheOverriddenTypes() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Panel.m": """
        #import <UIKit/UIKit.h>

        @interface Badge : NSObject
        @end
        @implementation Badge
        @end

        @interface Panel : UIView
        - (UIView *)viewForBadge:(Badge *)badge;
        @end
        @implementation Panel
        - (UIView *)viewForBadge:(Badge *)badge {
            return nil;
        }
        - (id)hitTest:(CGPoint)point withEvent:(id)event {
            return [super hitTest:point withEvent:event];
        }
        @end

        @interface WidePanel : Panel
        @end
        @implementation WidePanel
        - (id)viewForBadge:(id)badge {
            return [super viewForBadge:badge];
        }
        @end
        """
      ],
      containing: [
        "override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView?",
        "override func view(for badge: Badge!) -> UIView!", "let badge: Any! = badge",
      ])
  }
}
