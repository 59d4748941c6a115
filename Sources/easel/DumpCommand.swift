import EaselCommandLine
import EaselDocument
import Foundation

/// `easel dump`: the document's stable text tree.
enum DumpCommand {
  static let usage = """
    USAGE: easel dump DOCUMENT [--scene ID]

    Prints the stable text outline of a storyboard or xib: a header line, then each scene
    and its view tree, one view a line: kind #id Class(Module) key=… (x y w h).

    \(DumpOptions.helpSections)

    EXIT STATUS: 0 printed; 1 the document could not be read or has no such scene;
    64 usage error.
    """

  static func run(_ arguments: [String]) throws -> Int32 {
    guard let options = try DumpOptions.parse(arguments, orPrintHelp: usage) else { return 0 }
    let path = try DocumentOpening.documentPath(options.positionals, command: "dump")
    guard let document = DocumentOpening.open(path) else { return 1 }
    let dump = document.dump()
    guard let id = options.value(of: \.scene) else {
      print(dump, terminator: "")
      return 0
    }
    guard let index = DocumentOpening.sceneIndex(id, in: document) else { return 1 }
    print(sceneBlock(index, of: dump), terminator: "")
    return 0
  }

  /// The dump's header line and the `index`th scene's block: the dump writes one
  /// unindented `scene #…` line a scene, in document order, with its tree indented below.
  static func sceneBlock(_ index: Int, of dump: String) -> String {
    let lines = dump.split(separator: "\n")
    guard let header = lines.first else { return dump }
    var out = String(header) + "\n"
    var current = -1
    for line in lines.dropFirst() {
      if line.hasPrefix("scene #") { current += 1 }
      if current == index { out += line + "\n" }
      if current > index { break }
    }
    return out
  }
}
