import Foundation
import Testing

@testable import EaselObjC

/// An enumerator the SDK keeps as a deprecated alias of another of its enumeration
/// (CTParagraphStyle.h's `kCTCenterTextAlignment = kCTTextAlignmentCenter`, iOS 9's): Objective-C
/// still compiles it, and the name table spells it as the enumerator of the same enumeration and
/// value the façade declares. Without that row clang stopped at "use of undeclared identifier
/// 'kCTCenterTextAlignment'".
@Suite struct ObjCDeprecatedEnumeratorAliasTests {
  static let source = """
    #import <UIKit/UIKit.h>
    #import <CoreText/CoreText.h>

    IB_DESIGNABLE
    @interface RowIndexView : UIView
    @end
    @implementation RowIndexView
    - (void)layoutSubviews {
        [super layoutSubviews];
        CTTextAlignment alignment = kCTCenterTextAlignment;
        CTTextAlignment natural = kCTNaturalTextAlignment;
        CTFontOrientation orientation = kCTFontHorizontalOrientation;
        self.tag = alignment + natural + orientation;
    }
    @end
    """

  @Test func aDeprecatedAliasIsItsEnumerationsCurrentEnumerator() throws {
    try ObjCTestSupport.expectTranslation(
      ["RowIndexView.m": Self.source],
      containing: ["CTTextAlignment.center", "CTTextAlignment.natural", "CTFontOrientation.horizontal"])
  }

  /// The table's rows themselves: each Core Text alias with its current enumerator's Swift name.
  @Test(arguments: [
    ("kCTLeftTextAlignment", "CTTextAlignment.left"),
    ("kCTRightTextAlignment", "CTTextAlignment.right"),
    ("kCTCenterTextAlignment", "CTTextAlignment.center"),
    ("kCTJustifiedTextAlignment", "CTTextAlignment.justified"),
    ("kCTNaturalTextAlignment", "CTTextAlignment.natural"),
    ("kCTFontDefaultOrientation", "CTFontOrientation.default"),
    ("kCTFontVerticalOrientation", "CTFontOrientation.vertical"),
  ])
  func theTableNamesEachAlias(objc: String, swift: String) throws {
    let row = try #require(
      ObjCNameTable.shared.members.first { $0.kind == .enumerator && $0.objc == objc },
      "\(objc) has no row")
    #expect(row.swift == swift)
  }
}
