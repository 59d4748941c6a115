import Foundation
import Testing

@testable import EaselObjC

/// A designable that lists its own properties and methods through `<objc/runtime.h>`, as
/// views that apply defaults by property do: the functions are the façade's, answered from
/// the generated tables.
@Suite struct ObjCIntrospectionTranslationTests {
  @Test func propertyAndMethodListsTranslate() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Defaults.m": """
        #import <UIKit/UIKit.h>
        #import <objc/runtime.h>
        @interface Defaults : UIView
        @property (nonatomic) IBInspectable CGFloat radius;
        @property (nonatomic) NSMutableArray *names;
        @end
        @implementation Defaults
        - (void)awakeFromNib {
            [super awakeFromNib];
            self.names = [NSMutableArray array];
            unsigned int count = 0;
            objc_property_t *properties = class_copyPropertyList([self class], &count);
            for (unsigned int i = 0; i < count; i++) {
                NSString *name = [NSString stringWithUTF8String:property_getName(properties[i])];
                [self.names addObject:name];
            }
            free(properties);
            Method *methods = class_copyMethodList(object_getClass(self), &count);
            for (int i = 0; i < count; i++) {
                [self.names addObject:NSStringFromSelector(method_getName(methods[i]))];
            }
            free(methods);
            Class superclass = class_getSuperclass([self class]);
            if (class_respondsToSelector(superclass, @selector(layoutSubviews))) {
                [self.names addObject:[NSString stringWithUTF8String:class_getName(superclass)]];
            }
        }
        @end
        """
      ],
      containing: [
        "class_copyPropertyList(Swift.type(of: self), &count)",
        "property_getName(properties![Int(i)])",
        "class_copyMethodList(object_getClass(self), &count)",
        "free(properties)",
      ])
  }
}
