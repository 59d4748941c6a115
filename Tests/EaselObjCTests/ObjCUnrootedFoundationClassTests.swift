import Foundation
import Testing

@testable import EaselObjC

/// NSObject's methods sent to an object of a class iOS roots in NSObject and Linux's
/// Foundation (or the façade) does not: RMSaveButton's `[[NSNotificationCenter defaultCenter]
/// removeObserver:self forKeyPath:…]` (draw 52) was `NotificationCenter.default
/// .removeObserver(self, forKeyPath: …)`, which Swift rejected ("extra argument 'forKeyPath'
/// in call"): `NotificationCenter` has no key-value observing here. They go to the object's
/// stand-in, an NSObject answering for it.
@Suite struct ObjCUnrootedFoundationClassTests {
  @Test func nsObjectMessagesGoToTheStandIn() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Saver.m": """
        #import <UIKit/UIKit.h>
        @interface Saver : UIView
        @property (nonatomic, nullable) NSFileManager *files;
        @end
        @implementation Saver
        - (void)dealloc {
          [[NSNotificationCenter defaultCenter] removeObserver:self forKeyPath:@"state"];
          [[NSNotificationCenter defaultCenter] removeObserver:self];
        }
        - (BOOL)watch {
          [[NSProcessInfo processInfo] addObserver:self forKeyPath:@"thermalState"
                                           options:NSKeyValueObservingOptionNew context:NULL];
          return [self.files isKindOfClass:[NSFileManager class]]
            && ![[UIDevice currentDevice] isEqual:self];
        }
        @end
        """
      ],
      containing: [
        "ObjCNSObjectStandIn.object(for: NotificationCenter.default).removeObserver(self, forKeyPath: \"state\")",
        "NotificationCenter.default.removeObserver(self)",
        "ObjCNSObjectStandIn.kind(of: self.files)?.isKind(of: FileManager.self)",
        "ObjCNSObjectStandIn.object(for: UIDevice.current).isEqual(self)",
      ])
  }
}
