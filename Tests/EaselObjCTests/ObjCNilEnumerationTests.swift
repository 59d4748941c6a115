import Testing

/// `for (x in collection)` over a collection that is nil runs no iteration in Objective-C; a
/// property or instance variable Swift declares `T!` and nobody has set (the class made by
/// `initWithFrame:`, which only another initializer fills) is read as empty, where unwrapping
/// it crashed the designable in `draw(_:)`.
@Suite struct ObjCNilEnumerationTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Segments : UIView {
        NSDictionary *_attributes;
    }
    @property (nonatomic, strong) NSArray *selectedLabels;
    @property (nonatomic, strong) NSMutableArray *pendingLabels;
    @end

    @implementation Segments
    - (void)drawRect:(CGRect)rect {
        [super drawRect:rect];
        for (UILabel *label in self.selectedLabels) {
            label.textColor = self.tintColor;
        }
        for (UILabel *label in self.pendingLabels) {
            label.textColor = self.tintColor;
        }
        for (NSString *key in _attributes) {
            NSLog(@"%@", key);
        }
    }
    @end
    """

  @Test func aNilCollectionIsEmpty() throws {
    try ObjCTestSupport.expectTranslation(
      ["Segments.m": Self.source],
      containing: ["in (self.selectedLabels ?? []) {", "in (self._attributes ?? [:]) {",
        "in (self.pendingLabels ?? NSMutableArray()) {",
      ])
  }
}
