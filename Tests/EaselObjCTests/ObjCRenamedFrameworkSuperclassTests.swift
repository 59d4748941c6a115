import EaselObjC
import Foundation
import Testing

/// A class whose superclass is a framework class Swift names otherwise (`@interface
/// RSGenerateOperation : NSOperation`, which Swift calls `Operation`) subclasses it by its
/// Swift name: the translation wrote `class RSGenerateOperation: NSOperation`, Swift's
/// "cannot find type 'NSOperation' in scope", and every override and `super` after it failed
/// (RSully/RSColorPicker's `RSGenerateOperation`, a spent draw's).
@Suite struct ObjCRenamedFrameworkSuperclassTests {
  @Test func aRenamedFrameworkSuperclassIsNamedAsSwiftNamesIt() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Job.m": """
        #import <UIKit/UIKit.h>

        @interface Job : NSOperation
        @property (nonatomic) CGFloat size;
        - (instancetype)initWithSize:(CGFloat)size;
        @end
        @implementation Job
        - (instancetype)initWithSize:(CGFloat)size {
            if ((self = [self init])) {
                _size = size;
            }
            return self;
        }
        - (void)main {
            self.size = self.size * 2;
        }
        - (BOOL)isConcurrent {
            return YES;
        }
        - (BOOL)isFinished {
            return self.size > 4;
        }
        @end

        @interface Runner : NSObject
        @end
        @implementation Runner
        - (void)run {
            NSOperationQueue *queue = [NSOperationQueue new];
            Job *job = [[Job alloc] initWithSize:3];
            [queue addOperation:job];
            [job waitUntilFinished];
        }
        @end
        """
      ],
      containing: ["class Job: Operation {"])
  }
}
