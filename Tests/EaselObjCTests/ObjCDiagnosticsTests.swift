import EaselDiagnostics
import Foundation
import Testing

@testable import EaselObjC

/// What is not translated is a located error and fails its class, never silence; clang's
/// own errors are located; and swiftc's errors in translated code name the `.m` line.
@Suite struct ObjCDiagnosticsTests {
  static let header = """
    #import <UIKit/UIKit.h>
    @interface Good : UIView
    @end
    @interface Bad : UIView
    @end

    """

  @Test func anUntranslatedConstructFailsItsClassOnly() throws {
    let source =
      Self.header + """
        @implementation Good
        - (void)layoutSubviews { [super layoutSubviews]; }
        @end
        @implementation Bad
        - (void)layoutSubviews {
            [super layoutSubviews];
            __asm__ volatile ("");
        }
        @end
        """
    let (t, dir) = try ObjCTestSupport.translate(["Views.m": source])
    let file = dir.appendingPathComponent("Views.m").path
    let errors = try #require(t.failedClasses["Bad"])
    #expect(errors.count == 1)
    #expect(
      errors.first?.description
        == "\(file):12:5: error: inline assembly (`asm`) is not translated [objc-untranslated]"
    )
    #expect(t.failedClasses["Good"] == nil)
    #expect(t.diagnostics == errors)
    let swift = try #require(t.sources.first?.swift)
    #expect(swift.contains("class Good: UIView {"))
    #expect(!swift.contains("class Bad"))
    #expect(swift.contains("// Bad is not translated: see its diagnostics."))
    #expect(t.sources.first?.classes == ["Good", "Bad"])
  }

  @Test func clangErrorsAreLocatedAndFailTheFilesClasses() throws {
    let source =
      Self.header + """
        @implementation Good
        - (void)layoutSubviews { [self undeclaredThing] }
        @end
        """
    let (t, dir) = try ObjCTestSupport.translate(["Broken.m": source])
    let file = dir.appendingPathComponent("Broken.m").path
    let first = try #require(t.diagnostics.first)
    #expect(first.severity == .error)
    #expect(first.location?.file == file)
    #expect(first.location?.line == 7)
    #expect(t.failedClasses["Good"] != nil)
    #expect(t.sources.isEmpty)
  }

  @Test func swiftcErrorsPointAtTheObjectiveCLine() throws {
    // The stub declares a method the façade lacks: clang accepts the call, swiftc does not,
    // and says so at the `.m`'s line (the statement starts at the `.m`'s column 5; swiftc
    // points at the member's name in `self.methodTheFacadeLacks()`).
    let source =
      Self.header + """
        @implementation Good
        - (void)layoutSubviews {
            [super layoutSubviews];
            [self methodTheFacadeLacks];
        }
        @end
        """
    let (t, dir) = try ObjCTestSupport.translate(["Mapped.m": source])
    #expect(t.failedClasses.isEmpty)
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status != 0)
    let file = dir.appendingPathComponent("Mapped.m").path
    #expect(
      result.output.contains(
        "\(file):9:10: error: value of type 'Good' has no member 'methodTheFacadeLacks'"),
      "\(result.output)")
  }

  @Test func categoryOverridesAreNotTranslatedButLoadIs() throws {
    let source = """
      #import <UIKit/UIKit.h>
      @interface UIView (Swizzled)
      @end
      @implementation UIView (Swizzled)
      + (void)load {
      }
      - (void)layoutSubviews {
      }
      @end
      """
    let (t, dir) = try ObjCTestSupport.translate(["Swizzled.m": source])
    let file = dir.appendingPathComponent("Swizzled.m").path
    let errors = try #require(t.failedClasses["UIView(Swizzled)"])
    #expect(
      errors.map(\.description) == [
        "\(file):7:1: error: a category method replacing `-[UIView layoutSubviews]` (a Swift extension cannot override) is not translated [objc-untranslated]"
      ])
  }

  @Test func missingStubHeadersAreOneErrorPerFile() throws {
    let clang = try #require(ObjCTestSupport.clang)
    let dir = ObjCTestSupport.scratch()
    let file = dir.appendingPathComponent("A.m")
    try "@import UIKit;\n".write(to: file, atomically: true, encoding: .utf8)
    let t = ObjCTranslator.translate(
      ObjCSourceSet(files: [file], moduleName: "M"), clang: clang,
      cacheDirectory: dir.appendingPathComponent("cache"),
      stubHeaders: dir.appendingPathComponent("no-such-folder"), names: ObjCMemberTable([]))
    #expect(t.diagnostics.map(\.id) == ["objc-stub-headers"])
    #expect(t.diagnostics.first?.location?.file == file.path)
    #expect(t.sources.isEmpty)
  }
}

/// Clang's errors in a header reached through the build's header maps (symbolic links in the
/// cache) are located at the user's header they point at.
@Suite struct ObjCClangDiagnosticLocationTests {
  @Test func aLinkedHeaderIsTheUsersFile() throws {
    let dir = ObjCTestSupport.scratch()
    defer { try? FileManager.default.removeItem(at: dir) }
    let header = dir.appendingPathComponent("CustomWKWebView.h")
    try "@interface CustomWKWebView : WKWebView\n@end\n".write(
      to: header, atomically: true, encoding: .utf8)
    let flat = dir.appendingPathComponent("headermaps/flat")
    try FileManager.default.createDirectory(at: flat, withIntermediateDirectories: true)
    let link = flat.appendingPathComponent("CustomWKWebView.h")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: header)
    let found = ClangInvocation.diagnostics(
      in: link.path + ":1:30: error: cannot find interface declaration for 'WKWebView'\n")
    #expect(found.count == 1)
    #expect(found.first?.location?.file == header.resolvingSymlinksInPath().path)
    #expect(found.first?.location?.line == 1 && found.first?.location?.column == 30)
  }
}

/// A file whose syntax tree outgrows the run's limit is stopped and failed with a located
/// error; the dump is not left on the disk.
@Suite struct ObjCClangOutputLimitTests {
  @Test func aTreeOverTheLimitIsStoppedAndALocatedError() throws {
    let clang = try #require(ObjCTestSupport.clang, "clang is not beside swiftc (set CLANG)")
    let dir = ObjCTestSupport.scratch()
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("Big.m")
    let methods = (0..<400).map { "- (void)method\($0) { int a = \($0); (void)a; }" }
    try ("@interface Big\n@end\n@implementation Big\n" + methods.joined(separator: "\n")
      + "\n@end\n").write(to: file, atomically: true, encoding: .utf8)
    var invocation = ClangInvocation(
      clang: clang, stubHeaders: ObjCTestSupport.stubs,
      moduleCache: dir.appendingPathComponent("ModuleCache"))
    let scratch = dir.appendingPathComponent("Scratch")
    let whole = try invocation.run(file, scratch: scratch)
    #expect(whole.ast != nil && whole.diagnostics.isEmpty)
    invocation.astByteLimit = 4096
    let stopped = try invocation.run(file, scratch: scratch)
    #expect(stopped.ast == nil)
    let error = try #require(stopped.diagnostics.first)
    #expect(error.severity == .error)
    #expect(error.message.contains("syntax tree and errors for this file passed"))
    #expect(error.location?.file == file.path && error.location?.line == 1)
    let left = try FileManager.default.contentsOfDirectory(atPath: scratch.path)
    #expect(left.isEmpty)
  }

  /// Errors count towards the limit too: a run that writes nothing but errors, without end,
  /// is stopped as one whose tree outgrows it.
  @Test func errorsWithoutEndAreStoppedToo() throws {
    let dir = ObjCTestSupport.scratch()
    defer { try? FileManager.default.removeItem(at: dir) }
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let out = dir.appendingPathComponent("tree.json")
    let err = dir.appendingPathComponent("tree.err")
    for file in [out, err] { _ = FileManager.default.createFile(atPath: file.path, contents: nil) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    // At most about 7 MB, should the limit fail.
    process.arguments = [
      "-c",
      "trap '' TERM; i=0; while [ $i -lt 200000 ]; do "
        + "echo 'Loop.h:1:1: error: redefinition' >&2; i=$((i+1)); done",
    ]
    process.standardOutput = try FileHandle(forWritingTo: out)
    process.standardError = try FileHandle(forWritingTo: err)
    try process.run()
    #expect(ClangInvocation.wait(for: process, writing: [out, err], atMost: 1 << 16))
    #expect(!process.isRunning)
    // Stopped near the limit, not run to its end.
    let written = try FileManager.default.attributesOfItem(atPath: err.path)[.size] as? NSNumber
    #expect((written?.intValue ?? 0) < 4 << 20)
  }
}
