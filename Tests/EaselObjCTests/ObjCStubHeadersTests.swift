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

  @Test func writingTwiceWritesOnce() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-objc-stubs-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try ObjCStubHeaders.write(to: folder))
    #expect(try !ObjCStubHeaders.write(to: folder))
    let header = folder.appendingPathComponent("UIKit/UIKit.h")
    let text = try String(contentsOf: header, encoding: .utf8)
    #expect(text.contains("#import <QuartzCore/QuartzCore.h>"))
    #expect(text.contains("@interface UIView : UIResponder"))
  }
}
