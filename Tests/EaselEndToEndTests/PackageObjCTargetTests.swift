import EaselGraphics
import EaselTestSupport
import Foundation
import Testing

/// A Swift package's Objective-C targets, compiled as SwiftPM compiles them: each target its
/// own clang module, its public headers folder (`publicHeadersPath:`) and `.headerSearchPath`
/// searched, its `.define`s defined, `@import` and `#import <Target/Header.h>` of the target
/// it depends on, and for a target with `resources:` SwiftPM's generated
/// `resource_bundle_accessor.h`, whose `SWIFTPM_MODULE_BUNDLE` holds the target's asset
/// catalog (the fifty-seventh draw's TMFloatingButton loaded its icons so).
@Suite struct PackageObjCTargetTests {
  static let files = [
    "Package.swift": """
    // swift-tools-version:5.8
    import PackageDescription
    let package = Package(
      name: "Signs", platforms: [.iOS(.v13)],
      products: [.library(name: "Badges", targets: ["Badges"])],
      targets: [
        .target(name: "Shapes"),
        .target(
          name: "Badges", dependencies: ["Shapes"], path: "Badges",
          resources: [.process("Media.xcassets")],
          publicHeadersPath: "Public",
          cSettings: [.headerSearchPath("Internal"), .define("BADGE_SPLIT", to: "0.5")]),
      ])
    """,
    "Sources/Shapes/include/SHStripe.h": """
    #import <UIKit/UIKit.h>
    @interface SHStripe : NSObject
    + (UIColor *)stripeColor;
    @end
    """,
    "Sources/Shapes/SHStripe.m": """
    #import "SHStripe.h"
    @implementation SHStripe
    + (UIColor *)stripeColor { return [UIColor colorWithRed:0 green:1 blue:0 alpha:1]; }
    @end
    """,
    "Badges/Public/BadgeView.h": """
    #import <UIKit/UIKit.h>
    IB_DESIGNABLE
    @interface BadgeView : UIView
    @end
    """,
    "Badges/Public/BadgeView.m": """
    @import Shapes;
    #import "BadgeView.h"
    #import "BadgeArt.h"

    @implementation BadgeView
    - (void)drawRect:(CGRect)rect {
        CGFloat split = self.bounds.size.width * BADGE_SPLIT;
        [[BadgeArt art] drawInRect:CGRectMake(0, 0, split, self.bounds.size.height)];
        [[SHStripe stripeColor] setFill];
        UIRectFill(CGRectMake(split, 0, self.bounds.size.width - split, self.bounds.size.height));
    }
    @end
    """,
    "Badges/Internal/BadgeArt.h": """
    #import <UIKit/UIKit.h>
    @interface BadgeArt : NSObject
    + (UIImage *)art;
    @end
    """,
    "Badges/Internal/BadgeArt.m": """
    #import "BadgeArt.h"
    #import "resource_bundle_accessor.h"
    #import <Shapes/SHStripe.h>

    @implementation BadgeArt
    + (UIImage *)art {
        NSAssert([SHStripe stripeColor] != nil, @"the dependency's class");
        return [UIImage imageNamed:@"badge" inBundle:SWIFTPM_MODULE_BUNDLE withConfiguration:nil];
    }
    @end
    """,
    "Badges/Media.xcassets/Contents.json": #"{"info":{"version":1,"author":"xcode"}}"#,
    "Badges/Media.xcassets/badge.imageset/Contents.json": """
    {"images":[{"idiom":"universal","filename":"badge.png","scale":"1x"}],
     "info":{"version":1,"author":"xcode"}}
    """,
  ]

  @Test func aTargetsImageLoadsThroughSwiftPMModuleBundle() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let root = dir.appendingPathComponent("Signs")
    try DuplicateClassNameTests.write(Self.files, under: root)
    let red = try Bitmap(width: 8, height: 8, fill: RGBA(red: 1, green: 0, blue: 0))
    try red.pngData().write(
      to: root.appendingPathComponent("Badges/Media.xcassets/badge.imageset/badge.png"))
    let images = dir.appendingPathComponent("images")
    let run = try EaselProcess.run(
      ["designables", root.path, "--images", images.path], cacheDirectory: dir)
    #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
    #expect(run.stdout.contains("BadgeView  Up to date"), "\(run.stdout)")
    let picture = try Bitmap(contentsOf: images.appendingPathComponent("BadgeView.png"))
    // The left half is the target's image, the right half its dependency's colour.
    let left = picture.pixel(x: picture.width / 4, y: picture.height / 2)
    #expect(left.red > 0.9 && left.green < 0.1 && left.blue < 0.1, "\(left)")
    let right = picture.pixel(x: picture.width * 3 / 4, y: picture.height / 2)
    #expect(right.green > 0.9 && right.red < 0.1 && right.blue < 0.1, "\(right)")
  }
}
