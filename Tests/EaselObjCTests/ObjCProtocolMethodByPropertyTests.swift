import Foundation
import Testing

@testable import EaselObjC

/// A protocol's methods that an adopting class implements by properties (YALField's class
/// extension declares `@property (weak) UILabel *titleView` for `YALFieldInput`'s
/// `- (UILabel *)titleView;`): Objective-C checks selectors, which the properties' accessors
/// answer; Swift cannot take a property for a method of the same name, so the requirement is
/// the property.
@Suite struct ObjCProtocolMethodByPropertyTests {
  @Test func accessorRequirementsImplementedByPropertiesAreProperties() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      [
        "Field.m": """
        #import <UIKit/UIKit.h>
        @protocol FieldInput <NSObject>
        - (UILabel *)titleView;
        - (NSString *)placeholderText;
        - (void)setPlaceholderText:(NSString *)text;
        - (void)endInput;
        @end
        @interface Field : UIControl <FieldInput>
        @property (nonatomic, weak) UILabel *titleView;
        @property (nonatomic, copy) NSString *placeholderText;
        @end
        @implementation Field
        - (void)endInput {
        }
        @end
        @interface Form : NSObject
        @end
        @implementation Form
        - (void)resetInput:(id<FieldInput>)input {
            [input titleView].text = @"";
            [input setPlaceholderText:@"name"];
            [input endInput];
        }
        @end
        """
      ],
      containing: [
        "@objc var titleView: UILabel! { get }",
        "@objc var placeholderText: String! { get set }",
      ])
    #expect(!swift.contains("func titleView()"))
  }
}
