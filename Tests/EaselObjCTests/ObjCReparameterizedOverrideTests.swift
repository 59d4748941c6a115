import EaselObjC
import Foundation
import Testing

/// An override whose collection parameter names other element types than the framework's
/// (`change:(NSDictionary<NSString *, id> *)change` in `observeValueForKeyPath:…`, where
/// Foundation declares `NSDictionary<NSKeyValueChangeKey, id> *`): Objective-C's element
/// types are erased at run time and the method overrides by selector, so Swift overrides with
/// the framework's type, and the body reads the parameter as it declared it
/// (RTHeadedColumnView, the forty-first draw).
@Suite struct ObjCReparameterizedOverrideTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Watching : UIView
    @property (nonatomic) CGPoint moved;
    @property (nonatomic) NSUInteger kind;
    @end

    @implementation Watching
    - (void)observeValueForKeyPath:(NSString *)keyPath
                          ofObject:(id)object
                            change:(NSDictionary<NSString *, id> *)change
                           context:(void *)context {
        self.moved = [change[NSKeyValueChangeNewKey] CGPointValue];
        self.kind = [change[@"kind"] unsignedIntegerValue];
        for (NSString *key in change) {
            NSLog(@"%@", key);
        }
    }
    @end
    """

  @Test func overridesWithTheFrameworksElementTypes() throws {
    try ObjCTestSupport.expectTranslation(
      ["Watching.m": Self.source],
      containing: [
        "override func observeValue(forKeyPath keyPath: String?, of object: Any?, "
          + "change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {",
        "let change: [String: Any]? = ObjCRetypedCollection.retyped(change)",
      ])
  }
}
