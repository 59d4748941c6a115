import Foundation
import Testing

/// Members the SDK declares deprecated by iOS 7 or earlier, which Swift's importer hides
/// ("APIs deprecated as of iOS 7 and earlier are unavailable in Swift") and Objective-C still
/// compiles and runs (SPStore/SPButton's `self.font`): one test a class family.
@Suite struct ObjCDeprecatedPropertyTests {
  @Test func aButtonsDeprecatedTitlePropertiesAreDeclared() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Pill.m": """
        #import <UIKit/UIKit.h>
        @interface Pill : UIButton
        @end
        @implementation Pill
        - (CGFloat)titleFontSize {
        #pragma clang diagnostic push
        #pragma clang diagnostic ignored "-Wdeprecated-declarations"
            self.lineBreakMode = NSLineBreakByTruncatingMiddle;
            self.titleShadowOffset = CGSizeMake(0, 1);
            return self.font.pointSize;
        #pragma clang diagnostic pop
        }
        @end
        """
      ], containing: ["self.__objc_font.pointSize", "self.__objc_titleShadowOffset = CGSize("])
  }

  /// A subclass implementing the accessors of one (`setLineBreakMode:` forwarding to super)
  /// overrides the façade's member of the reserved name, which Objective-C's `lineBreakMode`
  /// is.
  @Test func aButtonSubclassOverridesADeprecatedTitleProperty() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Pill.m": """
        #import <UIKit/UIKit.h>
        @interface Pill : UIButton
        @property (nonatomic) NSInteger modeChanges;
        @end
        @implementation Pill
        #pragma clang diagnostic push
        #pragma clang diagnostic ignored "-Wdeprecated-declarations"
        - (void)setLineBreakMode:(NSLineBreakMode)mode {
            [super setLineBreakMode:mode];
            self.modeChanges += 1;
        }
        #pragma clang diagnostic pop
        @end
        """
      ],
      containing: [
        "override var __objc_lineBreakMode: NSLineBreakMode", "super.__objc_lineBreakMode = mode",
      ])
  }

  @Test func aLabelsMinimumFontSizeAndLetterSpacingAreDeclared() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Caption.m": """
        #import <UIKit/UIKit.h>
        @interface Caption : UILabel
        @end
        @implementation Caption
        - (instancetype)initWithFrame:(CGRect)frame {
            self = [super initWithFrame:frame];
        #pragma clang diagnostic push
        #pragma clang diagnostic ignored "-Wdeprecated-declarations"
            self.adjustsFontSizeToFitWidth = YES;
            self.minimumFontSize = 9;
            self.adjustsLetterSpacingToFitWidth = YES;
        #pragma clang diagnostic pop
            return self;
        }
        @end
        """
      ],
      containing: [
        "self.__objc_minimumFontSize = 9", "self.__objc_adjustsLetterSpacingToFitWidth = true",
      ])
  }

  @Test func aTableCellsIOS2ContentMembersAreDeclared() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Row.m": """
        #import <UIKit/UIKit.h>
        @interface Row : UITableViewCell
        @end
        @implementation Row
        #pragma clang diagnostic push
        #pragma clang diagnostic ignored "-Wdeprecated-declarations"
        - (id)initWithFrame:(CGRect)frame reuseIdentifier:(NSString *)reuseIdentifier {
            if ((self = [super initWithFrame:frame reuseIdentifier:reuseIdentifier])) {
                self.text = @"Inbox";
                self.font = [UIFont boldSystemFontOfSize:15];
                self.textColor = [UIColor darkGrayColor];
                self.selectedTextColor = [UIColor whiteColor];
                self.textAlignment = NSTextAlignmentCenter;
                self.lineBreakMode = NSLineBreakByTruncatingMiddle;
                self.image = nil;
                self.selectedImage = nil;
                self.hidesAccessoryWhenEditing = NO;
                self.target = self;
                self.accessoryAction = @selector(tapped);
                self.editAction = NULL;
            }
            return self;
        }
        #pragma clang diagnostic pop
        - (void)tapped {}
        + (UITableViewCell *)plainCell {
        #pragma clang diagnostic push
        #pragma clang diagnostic ignored "-Wdeprecated-declarations"
            return [[UITableViewCell alloc] initWithFrame:CGRectZero reuseIdentifier:@"plain"];
        #pragma clang diagnostic pop
        }
        @end
        """
      ],
      containing: [
        "self.__objc_text = \"Inbox\"", "self.__objc_selectedTextColor = ",
        "self.__objc_accessoryAction = ",
        "UITableViewCell(frame: CGRect.zero, reuseIdentifier: \"plain\")",
      ])
  }

  @Test func aViewsContentStretchIsDeclared() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Bubble.m": """
        #import <UIKit/UIKit.h>
        @interface Bubble : UIImageView
        @end
        @implementation Bubble
        - (void)awakeFromNib {
            [super awakeFromNib];
        #pragma clang diagnostic push
        #pragma clang diagnostic ignored "-Wdeprecated-declarations"
            self.contentStretch = CGRectMake(0.5, 0.5, 0, 0);
        #pragma clang diagnostic pop
        }
        @end
        """
      ], containing: ["self.__objc_contentStretch = CGRect("])
  }

  @Test func aViewControllersPreIOS7MembersAreDeclared() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Legacy.m": """
        #import <UIKit/UIKit.h>
        @interface Legacy : UIViewController
        @end
        @implementation Legacy
        #pragma clang diagnostic push
        #pragma clang diagnostic ignored "-Wdeprecated-declarations"
        #pragma clang diagnostic ignored "-Wdeprecated-implementations"
        - (void)viewDidUnload {
            [super viewDidUnload];
        }
        - (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)orientation {
            return orientation == UIInterfaceOrientationPortrait || [super shouldAutorotateToInterfaceOrientation:orientation];
        }
        - (void)showPicker {
            UIImagePickerController *picker = [[UIImagePickerController alloc] init];
            picker.allowsImageEditing = YES;
            self.contentSizeForViewInPopover = CGSizeMake(320, 480);
            self.wantsFullScreenLayout = YES;
            [[UIApplication sharedApplication] setStatusBarHidden:YES animated:NO];
            [self.tabBarItem setFinishedSelectedImage:nil withFinishedUnselectedImage:[self.tabBarItem finishedSelectedImage]];
            if (self.modalViewController == nil) {
                [self presentModalViewController:picker animated:YES];
            } else {
                [self dismissModalViewControllerAnimated:YES];
            }
        }
        #pragma clang diagnostic pop
        @end
        """
      ],
      containing: [
        "override func __objc_viewDidUnload()", "super.__objc_viewDidUnload()",
        "override func __objc_shouldAutorotateToInterfaceOrientation(_",
        "self.__objc_presentModalViewController(picker, animated: true)",
        "__objc_setStatusBarHidden(true, animated: false)",
        "picker.__objc_allowsImageEditing = true",
      ])
  }

  @Test func theShrinkingStringDrawingIsTranslated() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Price.m": """
        #import <UIKit/UIKit.h>
        @interface Price : UIView
        @property (nonatomic, copy) NSString *amount;
        @end
        @implementation Price
        - (void)drawRect:(CGRect)rect {
            UIFont *font = [UIFont boldSystemFontOfSize:24];
            CGFloat used = 0;
        #pragma clang diagnostic push
        #pragma clang diagnostic ignored "-Wdeprecated-declarations"
            [self.amount sizeWithFont:font minFontSize:10 actualFontSize:&used forWidth:rect.size.width lineBreakMode:NSLineBreakByTruncatingTail];
            [self.amount drawAtPoint:CGPointZero forWidth:rect.size.width withFont:font fontSize:used lineBreakMode:NSLineBreakByTruncatingTail baselineAdjustment:UIBaselineAdjustmentAlignCenters];
            [@"$" drawAtPoint:CGPointMake(0, 30) forWidth:20 withFont:font minFontSize:8 actualFontSize:NULL lineBreakMode:NSLineBreakByClipping baselineAdjustment:UIBaselineAdjustmentAlignBaselines];
        #pragma clang diagnostic pop
        }
        @end
        """
      ], containing: ["minFontSize: 10, actualFontSize: &used", "fontSize: used"])
  }
}
