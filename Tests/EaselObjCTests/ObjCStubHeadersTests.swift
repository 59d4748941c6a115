import EaselObjC
import Foundation
import Testing

/// The stub headers, parsed by the toolchain's clang as the translator parses designables.
@Suite struct ObjCStubHeadersTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// The toolchain's clang, beside swiftc.
  static var clang: URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for folder in path.split(separator: ":") {
      let swiftc = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
      guard FileManager.default.isExecutableFile(atPath: swiftc.path) else { continue }
      let clang = swiftc.resolvingSymlinksInPath().deletingLastPathComponent()
        .appendingPathComponent("clang")
      if FileManager.default.isExecutableFile(atPath: clang.path) { return clang }
    }
    return nil
  }

  /// A fresh folder of stub headers and a module cache.
  static func headers() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-objc-stubs-\(UUID().uuidString)")
    try ObjCStubHeaders.write(to: folder.appendingPathComponent("Headers"))
    return folder
  }

  /// clang's diagnostics for `file` parsed against the stubs (errors only), and its status.
  static func parse(_ files: [URL], folder: URL, include: [URL] = []) throws -> (Int32, String) {
    let clang = try #require(clang)
    var arguments = [
      "-target", "arm64-apple-ios15.0", "-x", "objective-c", "-fobjc-arc", "-fmodules",
      "-fmodules-cache-path=" + folder.appendingPathComponent("ModuleCache").path,
      "-fsyntax-only", "-Wno-everything",
    ]
    arguments += ObjCStubHeaders.clangArguments(headers: folder.appendingPathComponent("Headers"))
    for path in include { arguments += ["-I", path.path] }
    arguments += files.map(\.path)
    let process = Process()
    process.executableURL = clang
    process.arguments = arguments
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = Pipe()
    try process.run()
    let output = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
  }

  @Test func aStarRatingDesignableParsesWithoutErrors() throws {
    let folder = try Self.headers()
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = Self.fixtures.appendingPathComponent("StarRating/EZStarRatingView.m")
    let (status, errors) = try Self.parse([source], folder: folder)
    #expect(status == 0, "\(errors)")
    #expect(!errors.contains("error:"), "\(errors)")
  }

  @Test func seed002CategoriesParseWithoutErrors() throws {
    let folder = try Self.headers()
    defer { try? FileManager.default.removeItem(at: folder) }
    let seed = Self.fixtures.appendingPathComponent("Seed002")
    let files = ["UILabel+SBLocalizable.m", "UIView+BackgroundColor.m", "UIColor+CorosColor.m"]
    for file in files {
      let (status, errors) = try Self.parse(
        [seed.appendingPathComponent(file)], folder: folder, include: [seed])
      #expect(status == 0, "\(file): \(errors)")
    }
  }

  @Test(arguments: [
    "#import <UIKit/UIKit.h>", "@import UIKit;", "#import <Foundation/Foundation.h>",
    "#import <QuartzCore/QuartzCore.h>", "#import <CoreGraphics/CoreGraphics.h>",
    "#import <objc/runtime.h>", "@import Foundation;\n@import QuartzCore;",
  ])
  func everyFrameworkImports(_ line: String) throws {
    let folder = try Self.headers()
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = folder.appendingPathComponent("Import.m")
    try Data("\(line)\nstatic int easelImported = 1;\n".utf8).write(to: source)
    let (status, errors) = try Self.parse([source], folder: folder)
    #expect(status == 0, "\(line): \(errors)")
  }

  /// The attribute macros of the SDK's `sys/cdefs.h`, which pods' headers use
  /// (SDWebImage's `__deprecated_msg`), parse as the attributes they stand for.
  @Test func cdefsAttributeMacrosParse() throws {
    let folder = try Self.headers()
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = folder.appendingPathComponent("Cdefs.m")
    try Data(
      """
      #import <UIKit/UIKit.h>
      @interface UIView (EaselCdefs)
      - (void)easelOld:(NSURL *)url __deprecated_msg("use `easelNew:` instead");
      - (void)easelGone __unavailable;
      @end
      typedef NS_ENUM(NSInteger, EaselCdefsKind) {
        EaselCdefsKindA __deprecated_enum_msg("use B"),
        EaselCdefsKindB,
      };
      int easelLog(const char *format, ...) __printflike(1, 2);
      int easelSquare(int x) __pure2;
      // The BSD types of <sys/types.h>, which Foundation brings on iOS.
      static uint easelHex = 0xFF;
      static u_char easelByte = 1;

      """.utf8
    ).write(to: source)
    let (status, errors) = try Self.parse([source], folder: folder)
    #expect(status == 0, "\(errors)")
  }

  /// Every protocol of the frameworks is declared, whether or not the façade declares a
  /// member of it (a pod's header adopts `NSMutableCopying`), and a `static const` of the
  /// SDK's headers keeps its value, so that a project's own constants can be initialised with
  /// it (Masonry's `MASLayoutPriorityRequired = UILayoutPriorityRequired`), as C requires.
  @Test func theSDKsProtocolsAndStaticConstantsParse() throws {
    let folder = try Self.headers()
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = folder.appendingPathComponent("Inventory.m")
    try Data(
      """
      #import <UIKit/UIKit.h>
      @interface EaselProperty : NSObject <NSCopying, NSMutableCopying, NSFastEnumeration>
      @end
      static const UILayoutPriority EaselRequired = UILayoutPriorityRequired;
      static const UILayoutPriority EaselLow = UILayoutPriorityDefaultLow + 1;
      _Static_assert(UILayoutPriorityRequired == 1000, "the SDK's value");

      """.utf8
    ).write(to: source)
    let (status, errors) = try Self.parse([source], folder: folder)
    #expect(status == 0, "\(errors)")
  }

  /// Stubs of different contents (another Easel's, sharing the cache) go to folders of
  /// their own, so that neither rewrites the other's while its clang runs.
  @Test func stubsOfDifferentContentsKeepTheirOwnFolders() throws {
    let parent = FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-objc-stubs-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: parent) }
    let plain = try ObjCStubHeaders.write(under: parent)
    let withMapKit = try ObjCStubHeaders.write(under: parent, otherFrameworks: ["EaselOther"])
    #expect(plain.path != withMapKit.path)
    #expect(try ObjCStubHeaders.write(under: parent).path == plain.path)
    for folder in [plain, withMapKit] {
      #expect(
        FileManager.default.fileExists(
          atPath: folder.appendingPathComponent("UIKit/UIKit.h").path))
    }
    #expect(
      FileManager.default.fileExists(
        atPath: withMapKit.appendingPathComponent("EaselOther/EaselOther.h").path))
    #expect(
      !FileManager.default.fileExists(
        atPath: plain.appendingPathComponent("EaselOther/EaselOther.h").path))
  }

  @Test func aMemberTheFacadeLacksIsClangsLocatedError() throws {
    let folder = try Self.headers()
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = folder.appendingPathComponent("Missing.m")
    try Data(
      """
      #import <UIKit/UIKit.h>
      void easelTry(UIView *view) {
        [view easelMadeUpSelector];
      }

      """.utf8
    ).write(to: source)
    let (status, errors) = try Self.parse([source], folder: folder)
    #expect(status != 0)
    #expect(errors.contains("Missing.m:3:"), "\(errors)")
  }

  /// `CLLocation`'s initializer with altitude, accuracies and time, and the members it sets,
  /// as the SDK declares them (mpsnp/SMLElevationView, a spent draw's: "no visible
  /// @interface for 'CLLocation' declares the selector
  /// 'initWithCoordinate:altitude:horizontalAccuracy:verticalAccuracy:timestamp:'").
  @Test func aLocationWithAltitudeAndTimeParses() throws {
    let folder = try Self.headers()
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = folder.appendingPathComponent("Elevation.m")
    try Data(
      """
      #import <UIKit/UIKit.h>
      #import <CoreLocation/CoreLocation.h>
      CLLocationDistance easelClimb(double lat, double lng, double elevation) {
        CLLocation *a = [[CLLocation alloc] initWithCoordinate:CLLocationCoordinate2DMake(lat, lng)
            altitude:elevation horizontalAccuracy:1 verticalAccuracy:1 timestamp:[NSDate new]];
        CLLocation *b = [[CLLocation alloc] initWithCoordinate:a.coordinate altitude:0
            horizontalAccuracy:1 verticalAccuracy:1 course:90 speed:2 timestamp:a.timestamp];
        return a.altitude - b.altitude + b.course + b.speed + a.horizontalAccuracy;
      }

      """.utf8
    ).write(to: source)
    let (status, errors) = try Self.parse([source], folder: folder)
    #expect(status == 0, "\(errors)")
    #expect(!errors.contains("error:"), "\(errors)")
  }

  @Test func writingTwiceWritesOnce() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-objc-stubs-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try ObjCStubHeaders.write(to: folder))
    #expect(try !ObjCStubHeaders.write(to: folder))
    let header = folder.appendingPathComponent("UIKit/UIKit.h")
    let text = try String(contentsOf: header, encoding: .utf8)
    // UIKit imports Core Image, which imports ImageIO, which imports Core Animation (iOS's
    // UIImage.h and CIImage.h import those umbrellas).
    #expect(text.contains("#import <CoreImage/CoreImage.h>"))
    #expect(text.contains("@interface UIView : UIResponder"))
    let imageIO = try String(
      contentsOf: folder.appendingPathComponent("ImageIO/ImageIO.h"), encoding: .utf8)
    #expect(imageIO.contains("#import <QuartzCore/QuartzCore.h>"))
  }
}

/// Clang keeps a system module it built without checking its headers again: stub headers
/// written anew (another Easel's table) must not meet modules built from the old ones.
@Suite struct ObjCStubHeadersModuleCacheTests {
  /// The façade's table, with or without its `UIKit/UITextField.h` header row.
  static func table(withTextFieldHeader: Bool) throws -> ObjCNameTable {
    let text = try String(
      contentsOf: ObjCTestSupport.packageRoot.appendingPathComponent(
        "Sources/EaselObjC/Names/Resources/objc-names.tsv"), encoding: .utf8)
    let rows = text.split(separator: "\n").filter {
      withTextFieldHeader || $0 != "H\tUIKit\tUIKit/UITextField.h"
    }
    return try ObjCNameTable(text: rows.joined(separator: "\n") + "\n")
  }

  @Test func rewrittenStubsAreNotMetByModulesBuiltFromTheOldOnes() throws {
    let clang = try #require(ObjCTestSupport.clang)
    let dir = ObjCTestSupport.scratch()
    defer { try? FileManager.default.removeItem(at: dir) }
    let stubs = dir.appendingPathComponent("Stubs")
    let cache = dir.appendingPathComponent("Cache")
    let file = dir.appendingPathComponent("P.m")
    try "#import <UIKit/UITextField.h>\n@interface P : NSObject\n@end\n@implementation P\n@end\n"
      .write(to: file, atomically: true, encoding: .utf8)
    let set = ObjCSourceSet(files: [file], moduleName: "Probe")
    func translate(_ table: ObjCNameTable) throws -> ObjCTranslation {
      try ObjCStubHeaders.write(to: stubs, table: table)
      return ObjCTranslator.translate(
        set, clang: clang, cacheDirectory: cache, stubHeaders: stubs, names: table)
    }
    let before = try translate(try Self.table(withTextFieldHeader: false))
    #expect(before.diagnostics.contains { $0.message.contains("UITextField") })
    let after = try translate(try Self.table(withTextFieldHeader: true))
    #expect(after.diagnostics.isEmpty, "\(after.diagnostics)")
  }
}

/// The façade's frameworks the SDK has (AVFoundation, WebKit, Security …) are in the name
/// table, declared as far as the façade declares them; a façade framework the SDK does not
/// have as a framework (CommonCrypto, which the SDK's C library holds) is a module to clang
/// when the build names it, so that an import of it resolves; one Easel lacks is clang's
/// located error.
@Suite struct ObjCStubHeadersFrameworkTests {
  @Test func theFacadesOtherFrameworksCanBeImported() throws {
    let clang = try #require(ObjCTestSupport.clang)
    let dir = ObjCTestSupport.scratch()
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("P.m")
    try
      "@import CommonCrypto;\n#import <Security/Security.h>\n@import AVFoundation;\n@interface P : NSObject\n@end\n@implementation P\n@end\n"
      .write(to: file, atomically: true, encoding: .utf8)
    func translate(_ frameworks: [String]) -> ObjCTranslation {
      ObjCTranslator.translate(
        ObjCSourceSet(files: [file], moduleName: "Probe", frameworks: frameworks), clang: clang,
        cacheDirectory: dir.appendingPathComponent("Cache-\(frameworks.count)"))
    }
    let without = translate([])
    #expect(without.diagnostics.contains { $0.message.contains("CommonCrypto") })
    #expect(!without.diagnostics.contains { $0.message.contains("Security") })
    let with = translate(["CommonCrypto"])
    #expect(with.diagnostics.isEmpty, "\(with.diagnostics)")
  }

  @Test func theTableCoversTheFacadesSDKFrameworks() {
    let frameworks = ObjCStubHeaders.frameworks
    #expect(
      Array(frameworks.prefix(8)) == [
        "ObjectiveC", "CoreFoundation", "CoreGraphics", "Foundation", "QuartzCore", "ImageIO",
        "CoreImage", "UIKit",
      ])
    for framework in ["AVFoundation", "Security", "CoreLocation", "MapKit"] {
      #expect(frameworks.contains(framework), "\(frameworks)")
    }
  }
}
