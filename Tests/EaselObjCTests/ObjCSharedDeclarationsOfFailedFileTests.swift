import Testing

/// A file clang cannot compile (a framework class the façade lacks) fails its classes and its
/// Swift is left out; the protocol and enumeration of its header that other files use are
/// written by the next file that meets them (here one translated after it), not lost with it.
@Suite struct ObjCSharedDeclarationsOfFailedFileTests {
  static let header = """
    #import <UIKit/UIKit.h>
    typedef enum { DatePickerKind = 0, ListPickerKind = 1 } PickerKind;
    @class Picker;
    @protocol PickerDelegate <NSObject>
    @optional
    - (void)pickerDidFinish:(Picker *)picker;
    @end
    @interface Picker : UIView
    @property (nonatomic, weak) id<PickerDelegate> delegate;
    @property (nonatomic) PickerKind kind;
    @end
    """
  static let picker = """
    #import "Picker.h"
    @implementation Picker
    - (void)awakeFromNib {
        [super awakeFromNib];
        NSUndefinedFrameworkThing *thing = nil;
    }
    @end
    """
  static let field = """
    #import "Picker.h"
    @interface DateField : UITextField <PickerDelegate>
    @property (nonatomic) PickerKind kind;
    @end
    @implementation DateField
    - (void)pickerDidFinish:(Picker *)picker {
        self.kind = DatePickerKind;
        [self resignFirstResponder];
    }
    @end
    """

  @Test func anotherFileWritesThem() throws {
    let t = try ObjCTestSupport.translateAgainstFacade([
      "Picker.h": Self.header, "Picker.m": Self.picker, "SelectDateField.m": Self.field,
    ])
    #expect(t.failedClasses["Picker"] != nil)
    #expect(t.failedClasses["DateField"] == nil, "\(t.failedClasses)")
    let field = try #require(t.sources.first { $0.swift.contains("class DateField") }?.swift)
    #expect(field.contains("protocol PickerDelegate"), "\(field)")
    #expect(field.contains("PickerKind"), "\(field)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}
