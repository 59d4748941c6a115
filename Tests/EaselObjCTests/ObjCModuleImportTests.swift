import Foundation
import Testing

@testable import EaselObjC

/// `@import Pod;` of a module the project builds (a pod built as a framework, whose headers
/// `#import <Pod/Header.h>` finds) reads the module's umbrella header, as Xcode's module
/// does: pterXX/MYIMDemo's XMPPFramework header `@import KissXML;`, reached from the app's
/// prefix header, failed every file with "module 'KissXML' not found".
@Suite struct ObjCModuleImportTests {
  @Test func anImportOfAModuleInTheSearchPathsBecomesItsUmbrellasImport() {
    let umbrellas = ["Kit": "Kit/Kit-umbrella.h", "Chat": "Chat/Chat.h"]
    let text = """
      @import UIKit;
      @import Kit;
        @import Chat.Rooms; // rooms
      @importKit;
      """
    let rewritten = ModuleImports.rewrite(text) { umbrellas[$0] }
    #expect(
      rewritten == """
        @import UIKit;
        #import <Kit/Kit-umbrella.h>
          #import <Chat/Chat.h> // rooms
        @importKit;
        """)
    #expect(ModuleImports.rewrite("@import UIKit;\n") { umbrellas[$0] } == nil)
  }

  /// A pod's header reached through the search paths `@import`s another pod, and the file
  /// itself does: both see the other pod's declarations, through its umbrella header
  /// (CocoaPods' `<Pod>-umbrella.h`, else `<Pod>.h`).
  @Test func aPodsModuleImportFindsItsDeclarations() throws {
    let clang = try #require(ObjCTestSupport.clang, "clang is not beside swiftc (set CLANG)")
    let dir = ObjCTestSupport.scratch()
    defer { try? FileManager.default.removeItem(at: dir) }
    let headers = dir.appendingPathComponent("Pods/Headers/Public")
    let files: [String: String] = [
      "Pods/Headers/Public/Kit/Kit-umbrella.h": "#import \"KitMetrics.h\"\n",
      "Pods/Headers/Public/Kit/KitMetrics.h": "static const CGFloat KitRadius = 6;\n",
      "Pods/Headers/Public/Chat/Chat.h": """
        #import <UIKit/UIKit.h>
        @import Kit;
        static const CGFloat ChatInset = KitRadius + 2;
        """,
      "App/Badge.m": """
        @import UIKit;
        @import Kit;
        #import <Chat/Chat.h>

        @interface Badge : UIView
        @end

        @implementation Badge
        - (void)layoutSubviews {
            [super layoutSubviews];
            self.layer.cornerRadius = KitRadius + ChatInset;
        }
        @end
        """,
    ]
    for (path, text) in files {
      let url = dir.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    let set = ObjCSourceSet(
      files: [dir.appendingPathComponent("App/Badge.m")], headerSearchPaths: [headers],
      moduleName: "App",
      frameworks: ObjCStubHeaders.facadeFrameworks(
        in: ObjCTestSupport.packageRoot.appendingPathComponent(".build/debug/Modules")))
    let t = ObjCTranslator.translate(
      set, clang: clang, cacheDirectory: ObjCFacadeTranslationTests.cache)
    #expect(t.diagnostics.filter { $0.severity == .error }.isEmpty, "\(t.diagnostics)")
    let source = try #require(t.sources.first)
    #expect(source.swift.contains("class Badge: UIView"), "\(source.swift)")
    #expect(source.swift.contains("KitRadius + ChatInset"), "\(source.swift)")
  }
}
