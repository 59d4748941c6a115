import Foundation
import Testing

@testable import EaselObjC

/// A header's declarations are read from one file of a module, not again from every file
/// that imports it; each file's own declarations read as they did, positions included.
@Suite struct ClangSharedDeclarationsTests {
  static let header = """
    #import <UIKit/UIKit.h>
    typedef NS_ENUM(NSInteger, PaletteStyle) { PaletteStyleLight, PaletteStyleDark };
    @protocol PaletteOwner <NSObject>
    - (void)paletteDidChange;
    @end
    @interface Palette : NSObject
    @property (nonatomic) PaletteStyle style;
    @end

    """

  static func view(_ name: String, body: String = "") -> String {
    """
    #import "Palette.h"
    @interface \(name) : UIView
    @end
    @implementation \(name)
    - (void)layoutSubviews {
        [super layoutSubviews];
        Palette *palette = [Palette new];
        palette.style = PaletteStyleDark;\(body)
    }
    @end

    """
  }

  /// Each file's dump through clang, as the translator runs it.
  static func dumps(_ files: [String: String]) throws -> (URL, [String: ClangInvocation.Output]) {
    let clang = try #require(ObjCTestSupport.clang, "clang is not beside swiftc (set CLANG)")
    let dir = ObjCTestSupport.scratch()
    for (name, text) in files {
      try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    let invocation = ClangInvocation(
      clang: clang, stubHeaders: ObjCTestSupport.stubs,
      moduleCache: ObjCTestSupport.cache.appendingPathComponent("ModuleCache"))
    var outputs: [String: ClangInvocation.Output] = [:]
    for name in files.keys where name.hasSuffix(".m") {
      outputs[name] = try invocation.run(
        dir.appendingPathComponent(name), scratch: dir.appendingPathComponent("Scratch"))
    }
    return (dir, outputs)
  }

  /// The top-level declarations read from `root` (implicit ones are skipped), by where they
  /// are.
  static func declarations(_ root: ClangNode) -> [String] {
    root.children.map { node in
      let p = node.position
      return "\(node.kind) \(node.name ?? "") \(p?.file ?? ""):\(p?.line ?? 0):\(p?.column ?? 0)"
    }
  }

  @Test func aHeaderIsReadFromTheFirstFileThatImportsIt() throws {
    let (dir, outputs) = try Self.dumps([
      "Palette.h": Self.header, "A.m": Self.view("A"), "B.m": Self.view("B"),
      "C.m": Self.view("C"),
    ])
    var shared = ClangSharedDeclarations()
    var read: [String: ClangNode] = [:]
    var whole: [String: ClangNode] = [:]
    for name in ["A.m", "B.m", "C.m"] {
      let output = try #require(outputs[name])
      #expect(output.diagnostics.isEmpty)
      let ast = try #require(output.ast)
      let file = dir.appendingPathComponent(name).path
      whole[name] = ClangNode.parse(json: ast)
      read[name] = ClangNode.parse(json: shared.filter(ast, mainFile: file, claiming: true))
    }
    let header = dir.appendingPathComponent("Palette.h").path
    let fromHeader = { (root: ClangNode) in
      Self.declarations(root).filter { $0.contains(header + ":") }
    }
    // The enumeration (and its typedef), the protocol and the interface, read once.
    let readA = try #require(read["A.m"])
    let wholeA = try #require(whole["A.m"])
    let first = fromHeader(readA)
    #expect(first.count >= 3)
    #expect(first == fromHeader(wholeA))
    // Every later file's own declarations, and everything in them, where they were.
    for name in ["B.m", "C.m"] {
      let filtered = try #require(read[name])
      let unfiltered = try #require(whole[name])
      #expect(fromHeader(filtered).isEmpty)
      let own = { (root: ClangNode) in
        Self.declarations(root).filter { !$0.contains(header + ":") }
      }
      #expect(own(filtered) == own(unfiltered))
      let implementation = { (root: ClangNode) in
        root.children.first { $0.kind == "ObjCImplementationDecl" }
      }
      let a = try #require(implementation(filtered))
      let b = try #require(implementation(unfiltered))
      #expect(Self.flattened(a) == Self.flattened(b))
    }
    #expect(shared.dropped >= 2 * first.count)
  }

  /// A header declaration long enough that its identity is known well before its end (a
  /// class of hundreds of methods, across a second header) is skipped to its closing line,
  /// and the file and line it last wrote still place what follows it.
  @Test func aLongHeaderDeclarationLeavesItsLastLocation() throws {
    let methods = (0..<300).map { "- (void)method\($0):(NSInteger)value;" }
    let header = """
      #import <UIKit/UIKit.h>
      @interface Palette : NSObject
      \(methods.prefix(150).joined(separator: "\n"))
      #include "More.inc"
      @end

      """
    let (dir, outputs) = try Self.dumps([
      "Palette.h": header, "More.inc": methods.dropFirst(150).joined(separator: "\n") + "\n",
      "A.m": Self.view("A").replacingOccurrences(of: "palette.style = PaletteStyleDark;", with: ""),
      "B.m": Self.view("B").replacingOccurrences(of: "palette.style = PaletteStyleDark;", with: ""),
    ])
    var shared = ClangSharedDeclarations()
    for name in ["A.m", "B.m"] {
      let output = try #require(outputs[name])
      #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
      let ast = try #require(output.ast)
      let filtered = ClangNode.parse(
        json: shared.filter(ast, mainFile: dir.appendingPathComponent(name).path, claiming: true))
      let whole = ClangNode.parse(json: ast)
      let own = { (root: ClangNode?) in
        Self.declarations(root ?? ClangNode(kind: "", id: "", fields: [:], children: []))
          .filter { $0.contains("/\(name):") }
      }
      #expect(!own(whole).isEmpty)
      #expect(own(filtered) == own(whole))
    }
    #expect(shared.dropped >= 1)
  }

  @Test func aFileClangFailsOnLeavesTheHeaderToTheNextFile() throws {
    let broken = Self.view("A", body: "\n    undeclared = 1;")
    let (dir, outputs) = try Self.dumps([
      "Palette.h": Self.header, "A.m": broken,
      "A2.m": broken.replacingOccurrences(of: "A", with: "A2"),
      "B.m": Self.view("B"),
    ])
    var shared = ClangSharedDeclarations()
    let header = dir.appendingPathComponent("Palette.h").path
    var roots: [String: ClangNode] = [:]
    for name in ["A.m", "A2.m", "B.m"] {
      let output = try #require(outputs[name])
      let dump = try #require(output.ast)
      #expect(output.diagnostics.isEmpty == (name == "B.m"))
      let read = shared.filter(
        dump, mainFile: dir.appendingPathComponent(name).path,
        claiming: output.diagnostics.isEmpty)
      roots[name] = ClangNode.parse(json: read)
    }
    let gives = { (name: String) in
      Self.declarations(roots[name] ?? ClangNode(kind: "", id: "", fields: [:], children: []))
        .contains { $0.contains("Palette " + header + ":") }
    }
    // A's errors leave its file out of the build: B, the first file clang reads whole, gives
    // the header's declarations again; A2, failing too, does not.
    #expect(gives("A.m"))
    #expect(!gives("A2.m"))
    #expect(gives("B.m"))
  }

  /// A subtree's kinds, fields and positions, depth first.
  static func flattened(_ node: ClangNode) -> [String] {
    var lines = [
      "\(node.kind) \(node.fields.sorted { $0.key < $1.key }) \(String(describing: node.location)) "
        + "\(String(describing: node.begin)) \(String(describing: node.end))"
    ]
    for child in node.children { lines += flattened(child) }
    return lines
  }
}
