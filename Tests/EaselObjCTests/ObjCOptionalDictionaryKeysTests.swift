import Testing

/// `allKeys` and `allValues` of a dictionary that may be nil are an optional array, closed
/// before an element is taken: `(d?.keys.map { $0 as Any })?[i]`. Continuing the chain,
/// `d?.keys.map { $0 as Any }[i] as! String` did not type-check ("conflicting arguments to
/// generic parameter 'Element' ('Any?' vs. 'Any')"; KyoSlider's `dictProperty.allKeys[i]`).
@Suite struct ObjCOptionalDictionaryKeysTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Watcher : UIView
    - (nullable NSDictionary *)names;
    @end

    @implementation Watcher
    - (nullable NSDictionary *)names { return nil; }
    - (void)watch {
        NSDictionary *names = [self names];
        for (NSInteger i = 0; i < names.allKeys.count; i++) {
            [self addObserver:self forKeyPath:names.allKeys[i] options:0 context:NULL];
            NSLog(@"%@", names.allValues[i]);
        }
    }
    @end
    """

  @Test func anOptionalDictionarysKeysAreClosedBeforeTheirElements() throws {
    try ObjCTestSupport.expectTranslation(
      ["Watcher.m": Self.source],
      containing: ["(names?.keys.map { $0 as Any })?[objcIndex: i] as! String"])
  }
}
