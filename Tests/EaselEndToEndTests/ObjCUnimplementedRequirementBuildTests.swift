import EaselAgentHost
import EaselRendering
import EaselTestSupport
import Foundation
import Testing

/// A designable adopting its own data source protocol and implementing none of it
/// (jzy476731162/CJRadarView) builds, as in Xcode, with clang's warning: at rest, with no
/// data source, it draws; sending it a requirement it lacks crashes its class with Objective-C's
/// "unrecognized selector" message, as on iOS. It was Build failed ("does not conform").
@Suite struct ObjCUnimplementedRequirementBuildTests {
  static let header = """
    #import <UIKit/UIKit.h>
    @class Dial;
    @protocol DialSource <NSObject>
    - (NSInteger)stepsOfDial:(Dial *)dial;
    @end
    IB_DESIGNABLE
    @interface Dial : UIView <DialSource>
    @property (nonatomic, weak) id<DialSource> source;
    @end
    IB_DESIGNABLE
    @interface SelfDial : Dial
    @end
    """

  static let implementation = """
    #import "Dial.h"
    @implementation Dial
    - (void)drawRect:(CGRect)rect {
        NSInteger steps = [self.source stepsOfDial:self];
        [[UIColor colorWithRed:0 green:0 blue:(steps == 0 ? 1 : 0) alpha:1] setFill];
        UIRectFill(self.bounds);
    }
    @end
    @implementation SelfDial
    - (void)prepareForInterfaceBuilder {
        self.source = self;
    }
    @end
    """

  @MainActor
  @Test func aClassMissingRequirementsBuildsAndCrashesOnlyWhenSentThem() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let root = dir.appendingPathComponent("Dial")
    try DuplicateClassNameTests.write(
      [
        "Dial.xcodeproj/project.pbxproj": DuplicateClassNameTests.pbxproj(
          target: "Dial", sources: ["Dial.m"]),
        "Dial.h": Self.header, "Dial.m": Self.implementation,
      ], under: root)
    var job = DesignablesJob(root: root)
    job.cacheDirectory = dir.appendingPathComponent("cache")
    let report = try job.run()
    let byClass = Dictionary(uniqueKeysWithValues: report.designables.map { ($0.class, $0) })
    #expect(byClass["Dial"]?.status == "up-to-date", "\(byClass["Dial"]?.diagnostics ?? [])")
    let crashed = try #require(byClass["SelfDial"])
    #expect(crashed.status == "crashed", "\(crashed.diagnostics)")
    #expect(
      crashed.diagnostics.joined(separator: "\n").contains(
        "-[SelfDial stepsOfDial:]: unrecognized selector sent to instance"),
      "\(crashed.diagnostics)")
    let warning = try #require(
      report.notes.first { $0.contains("[objc-unimplemented-requirement]") }, "\(report.notes)")
    #expect(warning.contains("Dial.m:2:"), "\(warning)")
    #expect(
      warning.contains("warning: method 'stepsOfDial:' in protocol 'DialSource'"), "\(warning)")
    #expect(report.notes.filter { $0.contains("[objc-unimplemented-requirement]") }.count == 1)
  }

}
