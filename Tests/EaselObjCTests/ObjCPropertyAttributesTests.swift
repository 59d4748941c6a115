import Testing

/// `property_getAttributes` answers a translated class's properties as the runtime does, in
/// the encoding of the Objective-C Runtime Programming Guide's "Declared Properties": the
/// class registers each property's string from a `+load` hook of its own (KyoSlider lists its
/// properties with `class_copyPropertyList` and reads each one's attributes; before, clang
/// refused the call, "call to undeclared function 'property_getAttributes'").
@Suite struct ObjCPropertyAttributesTests {
  static let source = """
    #import <UIKit/UIKit.h>
    #import <objc/runtime.h>

    @protocol SliderDelegate <NSObject>
    @end

    @interface Slider : UIView
    @property (nonatomic, copy) NSString *title;
    @property (nonatomic, readonly) NSInteger count;
    @property (nonatomic, weak) id<SliderDelegate> delegate;
    @property (nonatomic, getter=isOn) BOOL on;
    @property (strong) UIView<SliderDelegate> *thumb;
    @property (nonatomic) CGRect track;
    @property (nonatomic, strong) NSArray<NSString *> *names;
    @property (nonatomic) NSInteger renamed;
    @end

    @implementation Slider
    @synthesize renamed = storedRenamed;
    - (NSString *)attributesOfFirst {
        unsigned int count = 0;
        objc_property_t *properties = class_copyPropertyList([self class], &count);
        const char *attributes = count > 0 ? property_getAttributes(properties[0]) : NULL;
        free(properties);
        return attributes ? [NSString stringWithUTF8String:attributes] : nil;
    }
    @end
    """

  @Test func eachPropertyHasTheRuntimesAttributes() throws {
    try ObjCTestSupport.expectTranslation(
      ["Slider.m": Self.source],
      containing: [
        "@objc(__easelLoad_propertyAttributes_Slider) static func"
          + " __easelLoad_propertyAttributes_Slider() {",
        #""title": "T@\"NSString\",C,N,V_title""#,
        #""count": "Tq,R,N,V_count""#,
        #""delegate": "T@\"<SliderDelegate>\",W,N,V_delegate""#,
        #""on": "TB,N,GisOn,V_on""#,
        #""thumb": "T@\"UIView<SliderDelegate>\",&,V_thumb""#,
        #""track": "T{CGRect={CGPoint=dd}{CGSize=dd}},N,V_track""#,
        #""names": "T@\"NSArray\",&,N,V_names""#,
        #""renamed": "Tq,N,VstoredRenamed""#,
      ])
  }
}
