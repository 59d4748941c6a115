#import "UILabel+SBLocalizable.h"

#import <objc/runtime.h>

static const void *kLabelTextKey = &kLabelTextKey;

@implementation UILabel (SBLocalizable)

- (BOOL)textAsKey {

    return [objc_getAssociatedObject(self, @selector(textAsKey)) boolValue];

}

- (void)setTextAsKey:(BOOL)textAsKey {

    objc_setAssociatedObject(self,

                             @selector(textAsKey),

                             @(textAsKey),

                             OBJC_ASSOCIATION_ASSIGN);

    if (textAsKey) {

        objc_setAssociatedObject(self,

                                 kLabelTextKey,

                                 self.text,

                                 OBJC_ASSOCIATION_COPY_NONATOMIC);

        self.text = NSLocalizedString(self.text, nil);

    } else {

        self.text = objc_getAssociatedObject(self, kLabelTextKey);

    }

}

@end
