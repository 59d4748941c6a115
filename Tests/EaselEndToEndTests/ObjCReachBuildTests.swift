import EaselAgentHost
import EaselObjC
import EaselRendering
import EaselTestSupport
import Foundation
import Testing

/// Only the Objective-C a designable reaches is translated, with Easel's own translator and
/// compiler: a Swift designable naming one Objective-C class of its folder is Up to date
/// while another `.m` of the folder, which nothing names, does not even parse; clang is
/// never given that file.
@Suite(.serialized)
struct ObjCReachBuildTests {
  static let files: [String: String] = [
    "Badge.swift": """
    import UIKit

    @IBDesignable
    class Badge: UIView {
      override func draw(_ rect: CGRect) {
        Palette.badgeColor().setFill()
        UIRectFill(rect)
      }
    }
    """,
    "Palette.h": """
    #import <UIKit/UIKit.h>

    @interface Palette : NSObject
    + (UIColor *)badgeColor;
    @end
    """,
    "Palette.m": """
    #import "Palette.h"

    @implementation Palette
    + (UIColor *)badgeColor { return [UIColor greenColor]; }
    @end
    """,
    "Broken.h": """
    #import <UIKit/UIKit.h>

    @interface Broken : UIView
    @end
    """,
    "Broken.m": """
    #import "Broken.h"

    @implementation Broken
    - (void)layoutSubviews { this does not parse at all
    @end
    """,
  ]

  @MainActor
  @Test func aSwiftDesignableIsUpToDateBesideABrokenFileItDoesNotReach() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let sources = dir.appendingPathComponent("Badges")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    for (name, text) in Self.files {
      try Data(text.utf8).write(to: sources.appendingPathComponent(name))
    }
    let recorded = SetRecorder()
    var job = DesignablesJob(root: sources)
    job.cacheDirectory = dir.appendingPathComponent("cache")
    job.translateObjC = { set, clang, cache in
      recorded.add(set)
      return ObjCBuild.standardTranslator(set, clang, cache)
    }
    let report = try job.run()
    #expect(recorded.sets.flatMap(\.files).map(\.lastPathComponent) == ["Palette.m"])
    #expect(report.designables.map(\.class) == ["Badge"])
    #expect(report.designables.first?.status == "up-to-date", "\(report.designables)")
    #expect(!report.notes.contains { $0.contains("Broken") }, "\(report.notes)")
  }
}
