import EaselObjC
import Foundation
import Testing

/// A protocol a framework class adopts in a named category: the SDK's
/// `UIAccessibilityIdentification.h` declares `accessibilityIdentifier` in the protocol and
/// `@interface UIView (UIAccessibility) <UIAccessibilityIdentification>`, so every view has the
/// property. The name table records such a category as a `category` row (its class, the
/// protocols it adopts), the stub headers declare the category with them, and lookups walk
/// them with the class's own protocols. Before, clang said "property 'accessibilityIdentifier'
/// not found on object of type 'UIView *'" (material-components-ios' MDCButtonBar and
/// MDCFlexibleHeaderView).
@Suite struct ObjCCategoryProtocolTests {
  static let source = """
    #import <UIKit/UIKit.h>

    IB_DESIGNABLE
    @interface Badge : UIView
    @property (nonatomic, strong) UIView *dot;
    @end

    @implementation Badge
    - (instancetype)initWithFrame:(CGRect)frame {
        self = [super initWithFrame:frame];
        if (self) {
            self.accessibilityIdentifier = @"badge";
            _dot = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 8, 8)];
            _dot.accessibilityIdentifier = [self.accessibilityIdentifier stringByAppendingString:@".dot"];
            [self addSubview:_dot];
        }
        return self;
    }
    @end
    """

  @Test func aPropertyOfAProtocolAClassAdoptsInACategoryIsFound() throws {
    try ObjCTestSupport.expectTranslation(
      ["Badge.m": Self.source],
      containing: [
        "self.accessibilityIdentifier = \"badge\"", "self._dot?.accessibilityIdentifier = ",
      ])
  }

  /// The SDK's own adoption is in the checked-in table, and the stub header says it in the
  /// category, not on the class's `@interface` (where clang would count the protocol's
  /// properties as the superclass's and not synthesize a subclass's redeclaration).
  @Test func theTableAndTheStubsKeepTheSDKsCategory() throws {
    let table = ObjCNameTable.shared
    let row = try #require(
      table.types.first { $0.kind == .category && $0.superclass == "UIView" && $0.name == "UIAccessibility" })
    #expect(row.protocols == ["UIAccessibilityIdentification"])
    #expect(table.protocolNames(of: "UIView").contains("UIAccessibilityIdentification"))
    let uikit = try #require(ObjCStubHeaders.contents(table: table)["UIKit/UIKit.h"])
    #expect(uikit.contains("@interface UIView (UIAccessibility) <UIAccessibilityIdentification>\n"))
    #expect(!uikit.contains("@interface UIView : UIResponder <UIAccessibilityIdentification"))
  }

  @Test func aCategoryRowAddsItsProtocolsToItsClassesLookups() throws {
    let table = try ObjCNameTable(
      text: [
        "H\tUIKit\tUIKit/UIView.h",
        "T\tprotocol\tUIKit\tTagging\tTagging\t\t\t",
        "T\tclass\tUIKit\tUIView\tUIView\t\t\tUIView",
        "T\tclass\tUIKit\tUILabel\tUILabel\tUIView\t\tUILabel : UIView",
        "T\tcategory\tUIKit\tUITagging\t\tUIView\tTagging\tUIView (UITagging)",
        "M\tproperty\tUIKit\tTagging\ttag\ttag\tp\t@property (nonatomic) NSInteger tag;",
      ].joined(separator: "\n") + "\n")
    let match = try #require(table.member("setTag:", of: "UILabel", isClass: false))
    #expect(match.accessor == .setter)
    #expect(match.foundIn == "Tagging")
    #expect(table.type(named: "UITagging") == nil)
    let headers = ObjCStubHeaders.contents(table: table)
    let uikit = try #require(headers["UIKit/UIKit.h"])
    #expect(uikit.contains("@interface UIView (UITagging) <Tagging>\n@end\n"))
  }
}
