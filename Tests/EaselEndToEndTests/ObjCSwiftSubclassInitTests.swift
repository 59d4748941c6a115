import Foundation
import Testing

/// A mixed folder: an Objective-C view whose own `-init` sends `[super init]`, and a Swift
/// designable subclassing it whose `init()` calls `super.init()`. The view's `init()` stays
/// designated, so the Swift builds and the designable is Up to date; it was a convenience
/// `init()` (whose `[super init]` sends `self.init(frame: .zero)`), which Swift's
/// `super.init()` cannot call ("must call a designated initializer"): Build failed.
@MainActor
@Suite struct ObjCSwiftSubclassInitTests {
  @Test func aSwiftSubclassCallingSuperInitBuilds() throws {
    let report = try ObjCLibraryFolder.designables([
      "Badge.h": "#import <UIKit/UIKit.h>\n@interface Badge : UIView\n@end\n",
      "Badge.m": """
      #import "Badge.h"
      @implementation Badge
      - (instancetype)initWithFrame:(CGRect)frame {
          self = [super initWithFrame:frame];
          if (self) { self.alpha = 0.5; }
          return self;
      }
      - (instancetype)init {
          self = [super init];
          if (self) { self.tag = 7; }
          return self;
      }
      @end
      """,
      "RoundBadge.swift": """
      import UIKit
      @IBDesignable class RoundBadge: Badge {
        override init() {
          super.init()
          layer.cornerRadius = 4
        }
        override init(frame: CGRect) { super.init(frame: frame) }
        required init?(coder: NSCoder) { super.init(coder: coder) }
      }
      """,
    ])
    let view = try #require(report.designables.first { $0.class == "RoundBadge" })
    #expect(view.status == "up-to-date", "\(view.diagnostics)")
  }
}
