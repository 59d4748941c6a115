import EaselObjC
import Foundation
import Testing

/// A vendored framework bundle found through `FRAMEWORK_SEARCH_PATHS`, given to clang as
/// `-F` as Xcode gives it: `#import <Shapes/Shapes.h>` reads `Shapes.framework/Headers`.
@Suite struct ObjCFrameworkSearchPathTests {
  @Test func aFrameworkIsFoundThroughItsSearchPath() throws {
    let clang = try #require(ObjCTestSupport.clang)
    let dir = ObjCTestSupport.scratch()
    defer { try? FileManager.default.removeItem(at: dir) }
    let headers = dir.appendingPathComponent("Vendor/Shapes.framework/Headers")
    try FileManager.default.createDirectory(at: headers, withIntermediateDirectories: true)
    try "#import <UIKit/UIKit.h>\n#define SHAPES_CORNER_RADIUS 6\n"
      .write(
        to: headers.appendingPathComponent("Shapes.h"), atomically: true, encoding: .utf8)
    let file = dir.appendingPathComponent("Rounded.m")
    try """
    #import <Shapes/Shapes.h>
    @interface Rounded : UIView
    @end
    @implementation Rounded
    - (void)layoutSubviews {
        [super layoutSubviews];
        self.layer.cornerRadius = SHAPES_CORNER_RADIUS;
    }
    @end
    """.write(to: file, atomically: true, encoding: .utf8)
    func translate(_ paths: [URL]) -> ObjCTranslation {
      ObjCTranslator.translate(
        ObjCSourceSet(files: [file], moduleName: "Probe", frameworkSearchPaths: paths),
        clang: clang, cacheDirectory: ObjCFacadeTranslationTests.cache)
    }
    let without = translate([])
    #expect(without.diagnostics.contains { $0.message.contains("Shapes/Shapes.h") })
    let with = translate([dir.appendingPathComponent("Vendor")])
    #expect(with.diagnostics.isEmpty, "\(with.diagnostics)")
    let swift = try #require(with.sources.first?.swift)
    #expect(swift.contains("self.layer.cornerRadius = 6"), "\(swift)")
  }
}
