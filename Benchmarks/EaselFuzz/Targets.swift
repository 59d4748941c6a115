import EaselAgentHost
import EaselCommandLine
import EaselDiagnostics
import EaselDocument
import EaselInterface
import EaselRendering
import EaselResources
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One thing to fuzz: how its inputs are made, and how one is run. `run` returns whether
/// the input was accepted (false: refused with an error, which is fine); a trap is a crash.
protocol FuzzTarget {
  static var name: String { get }
  /// Makes input from its own random stream.
  func makeInput(_ rng: inout FuzzRandom) -> [UInt8]
  /// Runs one input in this process.
  func run(_ input: [UInt8]) -> Bool
}

/// The targets by name, made on demand (seeds are read when a target is made).
let targetNames = ["document", "render", "strings", "colors", "cli"]

func makeTarget(_ name: String) -> FuzzTarget? {
  switch name {
  case "document": return DocumentTarget()
  case "render": return RenderTarget()
  case "strings": return StringsTarget()
  case "colors": return ColorsTarget()
  case "cli": return CommandLineTarget()
  default: return nil
  }
}

/// Documents: bytes and structure mutated; the reader, the typed layer and a lossless
/// round trip.
struct DocumentTarget: FuzzTarget {
  static let name = "document"
  let raw: [[UInt8]]
  let parsed: [XMLMutator.Seed]

  init(maximumSize: Int = .max) {
    raw = Seeds.documents().filter { $0.count <= maximumSize }
    parsed = raw.compactMap(XMLMutator.seed)
  }

  func makeInput(_ rng: inout FuzzRandom) -> [UInt8] {
    precondition(!raw.isEmpty, "no seed documents")
    let mode = rng.below(100)
    if mode < 55, !parsed.isEmpty {
      let s = rng.pick(parsed)
      let out = XMLMutator.mutate(s, rng: &rng)
      return mode < 10 ? ByteMutator.mutate(out, other: rng.pick(raw), rng: &rng) : out
    }
    return ByteMutator.mutate(rng.pick(raw), other: rng.pick(raw), rng: &rng)
  }

  func run(_ input: [UInt8]) -> Bool {
    guard let doc = try? IBDocument(bytes: input, path: "fuzz.storyboard") else { return false }
    precondition(doc.bytes == input, "an untouched document must save byte-identical")
    let log = DiagnosticLog()
    doc.validate(into: log)
    _ = doc.dump()
    _ = doc.elementsByID.count
    for scene in doc.scenes {
      _ = scene.rootView?.frame
      _ = scene.canvasLocation
    }
    for e in doc.root.descendants().prefix(5000) { _ = e.runtimeAttributes(diagnostics: log) }
    _ = try? doc.checkNumbers()
    return true
  }
}

/// The renderer, in process, as `easel render` runs it: one scene, `--overview`, and
/// `--device`; mostly structure-mutated documents, small canvases.
struct RenderTarget: FuzzTarget {
  static let name = "render"
  let documents = DocumentTarget(maximumSize: 60_000)
  let folder: URL

  init() {
    // Named for the child process, which the supervisor removes when the child ends.
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-fuzz-render-\(getpid())")
    try? FileManager.default.createDirectory(
      at: folder.appendingPathComponent("sources"), withIntermediateDirectories: true)
  }

  func makeInput(_ rng: inout FuzzRandom) -> [UInt8] {
    guard !documents.parsed.isEmpty, rng.chance(90) else { return documents.makeInput(&rng) }
    return XMLMutator.mutate(rng.pick(documents.parsed), rng: &rng)
  }

  func run(_ input: [UInt8]) -> Bool {
    // The mode comes from the input itself, so that a saved input replays the same way.
    let h = input.reduce(UInt64(7)) { ($0 &* 31) &+ UInt64($1) }
    let url = folder.appendingPathComponent("Fuzz.storyboard")
    guard (try? Data(input).write(to: url)) != nil else { return false }
    var job = RenderJob(document: url)
    job.sources = folder.appendingPathComponent("sources")
    job.cacheDirectory = folder.appendingPathComponent("cache")
    job.request.settings.scale = 0.25
    switch h % 4 {
    case 0:
      job.request.scenes = [
        SceneOutput(sceneID: "", path: folder.appendingPathComponent("scene.png").path)
      ]
    case 1: job.mode = .overview(output: folder.appendingPathComponent("o.png"), scale: nil)
    case 2:
      job.request.settings.canvasSize = Device.named("iPad")?.size
      job.mode = .overview(output: folder.appendingPathComponent("o.png"), scale: nil)
    default:
      job.request.settings.canvasSize =
        Device.named(h % 8 == 3 ? "iPhone SE landscape" : "iPad Pro 12.9")?.size
      job.request.scenes = [
        SceneOutput(sceneID: "", path: folder.appendingPathComponent("scene.svg").path)
      ]
      job.request.settings.format = .svg
    }
    return MainActor.assumeIsolated {
      guard let report = try? job.run() else { return false }
      return !report.failed
    }
  }
}

/// `.strings` files: bytes mutated, and hostile escapes, quotes, comments and nesting.
struct StringsTarget: FuzzTarget {
  static let name = "strings"
  let seeds: [[UInt8]] = {
    let found = Seeds.strings()
    return found.isEmpty ? [Array("\"a\" = \"b\";\n/* c */ \"k\" = \"v\\n\";\n".utf8)] : found
  }()
  static let tokens = [
    "\"", "'", "\\", "\\U", "\\UD800", "\\UDC00\\UD800", "\\U0000", "\\u12", "\\377", "\\x",
    "/*", "*/", "//", "=", ";", "{", "}", "(", ")", "<", ">", "\u{FEFF}", "\0", "\"\" = \"\";",
    "key = value;", "\"k\" = ", String(repeating: "{", count: 300),
    String(repeating: "(", count: 300),
    "\n", "\r\n", "\u{2028}", "%@", "%1$@",
  ]

  func makeInput(_ rng: inout FuzzRandom) -> [UInt8] {
    var out = rng.pick(seeds)
    if out.count > 20_000 { out = Array(out.prefix(20_000)) }
    if rng.chance(40) {
      for _ in 0...rng.below(5) {
        let i = out.isEmpty ? 0 : rng.below(out.count + 1)
        out.insert(contentsOf: Array(rng.pick(Self.tokens).utf8), at: i)
      }
      if rng.chance(10) {  // as UTF-16 with a byte-order mark
        let text = String(decoding: out, as: UTF8.self)
        let be = rng.chance(50)
        out = be ? [0xFE, 0xFF] : [0xFF, 0xFE]
        for u in text.utf16 {
          out += be ? [UInt8(u >> 8), UInt8(u & 0xFF)] : [UInt8(u & 0xFF), UInt8(u >> 8)]
        }
      }
      return out
    }
    return ByteMutator.mutate(out, other: rng.pick(seeds), rng: &rng)
  }

  func run(_ input: [UInt8]) -> Bool {
    guard let file = try? StringsFile.parse(Data(input), path: "Fuzz.strings") else {
      return false
    }
    for key in file.keys { _ = file[key] }
    return true
  }
}
