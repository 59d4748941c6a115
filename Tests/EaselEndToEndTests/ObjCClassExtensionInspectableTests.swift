import EaselRendering
import EaselTestSupport
import Foundation
import Testing

/// Inspectables declared in a class extension (`@interface Border () @property … IBInspectable
/// …`, the sixth Objective-C draw's IBTTBorderButton): translated into the class itself, so
/// they are there, and no error says they were not translated.
@MainActor
@Suite struct ObjCClassExtensionInspectableTests {
  static let header = """
    #import <UIKit/UIKit.h>
    IB_DESIGNABLE
    @interface Border : UIButton
    @end
    """

  static let implementation = """
    #import "Border.h"

    @interface Border ()
    @property (nonatomic) IBInspectable CGFloat borderWidth;
    @property (nonatomic) IBInspectable UIColor *borderColor;
    @end

    @implementation Border
    - (void)layoutSubviews {
        [super layoutSubviews];
        self.layer.borderWidth = self.borderWidth;
        self.layer.borderColor = self.borderColor.CGColor;
    }
    @end
    """

  @Test func classExtensionInspectablesAreNotReportedUntranslated() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let sources = dir.appendingPathComponent("Border")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try Data(Self.header.utf8).write(to: sources.appendingPathComponent("Border.h"))
    try Data(Self.implementation.utf8).write(to: sources.appendingPathComponent("Border.m"))
    var job = DesignablesJob(root: sources)
    job.cacheDirectory = dir.appendingPathComponent("cache")
    let report = try job.run()
    #expect(report.designables.map(\.class) == ["Border"])
    #expect(report.designables.first?.status == "up-to-date", "\(report.designables)")
    #expect(!report.notes.contains { $0.contains("was not translated") }, "\(report.notes)")
  }
}
