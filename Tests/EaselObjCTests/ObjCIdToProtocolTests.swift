import Foundation
import Testing

@testable import EaselObjC

/// An object cast to `id` and assigned where a protocol is wanted
/// (`picker.delegate = (id)controller;`): Objective-C assigns it unchecked, Swift only as a
/// cast to the protocol. garora12/ExtendedTextFieldObjectiveC's ExtendedTextField (draw 43)
/// failed on "cannot assign value of type 'UIViewController?' to type
/// '(any ExtendedPickerViewDelegate)?'".
@Suite struct ObjCIdToProtocolTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @protocol PickerDelegate
    - (void)picked:(NSString *)value;
    @end

    @interface Picker : NSObject
    @property (nonatomic, weak) id<PickerDelegate> pickerDelegate;
    @end
    @implementation Picker
    @end

    IB_DESIGNABLE
    @interface PickerField : UITextField
    @property (nonatomic, strong) Picker *picker;
    @end
    @implementation PickerField
    - (void)layoutSubviews {
        [super layoutSubviews];
        UIViewController *controller = self.window.rootViewController;
        self.picker.pickerDelegate = (id)controller;
    }
    @end
    """

  @Test func idIsCastToTheProtocol() throws {
    try ObjCTestSupport.expectTranslation(
      ["PickerField.m": Self.source],
      containing: ["pickerDelegate = (controller as? (any PickerDelegate))"])
  }
}
