import Testing

/// A category's property whose setter the category implements and whose getter nothing does
/// (the fiftieth draw's `TTRangeSlider (Calibration)`: `@dynamic hiddenCalibreate;` with only
/// `-setHiddenCalibreate:`, which `self.hiddenCalibreate = YES;` sends). The property is the
/// setter's, so the assignment compiles as in Objective-C; reading it sends a getter nothing
/// answers, the unrecognized selector it is on iOS.
@Suite struct ObjCCategorySetterOnlyPropertyTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Gauge : UIView
    @end

    @interface Gauge (Marks)
    @property (strong, nonatomic) CALayer *marks;
    @property (assign, nonatomic) BOOL hiddenMarks;
    @end

    @implementation Gauge (Marks)
    @dynamic marks, hiddenMarks;
    - (CALayer *)marks { return self.layer.sublayers.firstObject; }
    - (void)setMarks:(CALayer *)marks { [self.layer insertSublayer:marks atIndex:0]; }
    - (void)setHiddenMarks:(BOOL)hiddenMarks { self.marks.hidden = hiddenMarks; }
    - (void)setUpMarks {
        self.marks = [CALayer layer];
        self.hiddenMarks = YES;
        [self setHiddenMarks:NO];
    }
    @end

    @implementation Gauge
    @end
    """

  @Test func theSetterMakesThePropertyAndItsGetterIsUnrecognized() throws {
    try ObjCTestSupport.expectTranslation(
      ["Gauge.m": Self.source],
      containing: [
        "var hiddenMarks: Bool {",
        #"get { self.doesNotRecognizeSelector(NSSelectorFromString("hiddenMarks")) }"#,
        "set(hiddenMarks) {", "self.hiddenMarks = true",
      ])
  }
}
