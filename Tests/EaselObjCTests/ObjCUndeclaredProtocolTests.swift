import Foundation
import Testing

@testable import EaselObjC

/// A protocol the project only forward-declares (`@protocol SupplementaryView;`), which clang
/// lets a type name and finds no requirement in: no translation declares it, so a type
/// qualified by it is its class and `id<…>` of it alone is `id` ("cannot find type
/// 'YALSupplementaryView' in scope", farshidce/YALField, a spent draw's).
@Suite struct ObjCUndeclaredProtocolTests {
  @Test func aProtocolOnlyForwardDeclaredQualifiesNothing() throws {
    let source = """
      #import <UIKit/UIKit.h>

      @protocol SupplementaryView;
      @protocol UITableViewDelegate;

      @interface Field : UIView
      - (UIView<SupplementaryView> *)supplementaryView;
      - (void)setAccessory:(id<SupplementaryView>)accessory;
      - (void)setHandler:(id<SupplementaryView, UITableViewDelegate>)handler;
      @end
      @implementation Field {
          UIView *_supplementaryView;
      }
      - (UIView<SupplementaryView> *)supplementaryView { return _supplementaryView; }
      - (void)setAccessory:(id<SupplementaryView>)accessory { }
      - (void)setHandler:(id<SupplementaryView, UITableViewDelegate>)handler { }
      @end
      """
    let swift = try ObjCTestSupport.expectTranslation(
      ["Field.m": source],
      containing: [
        "func supplementaryView() -> UIView!",
        "func setAccessory(_ accessory: Any!)",
        "func setHandler(_ handler: (any UITableViewDelegate)!)",
      ])
    #expect(!swift.contains("SupplementaryView>"))
    #expect(!swift.contains("& SupplementaryView"))
  }
}
