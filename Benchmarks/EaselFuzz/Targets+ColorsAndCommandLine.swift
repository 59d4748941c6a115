import EaselCommandLine
import EaselDiagnostics
import EaselDocument
import EaselInterface
import EaselResources
import EaselUIKit
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Colour sets of an asset catalog: `Contents.json` mutated in bytes and in values, read
/// from a catalog on disk and resolved to colours, light and dark.
struct ColorsTarget: FuzzTarget {
  static let name = "colors"
  let seeds = Seeds.colorSets()
  let folder: URL
  let document: IBDocument?
  static let values = [
    "\"1e308\"", "\"-1e308\"", "\"nan\"", "\"inf\"", "\"-inf\"", "\"0x\"", "\"0xZZ\"",
    "\"0x1FF\"", "\"256\"", "\"-1\"", "\"99999999999999999999\"", "1e308", "-1e308", "1e400",
    "-0", "null", "true", "[]", "{}", "\"\"", "\" \"", "\"1.5.5\"", "\"9223372036854775808\"",
    "9223372036854775808", "\"srgb\"", "\"display-p3\"", "\"bogus\"", "\"systemBlueColor\"",
  ]

  init() {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-fuzz-colors-\(getpid())/Fuzz.xcassets/C.colorset")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects/></document>
      """
    document = try? IBDocument(bytes: Array(text.utf8), path: "Fuzz.xib")
  }

  func makeInput(_ rng: inout FuzzRandom) -> [UInt8] {
    let seed = rng.pick(seeds)
    guard rng.chance(60) else { return ByteMutator.mutate(seed, other: rng.pick(seeds), rng: &rng) }
    // Replace JSON values (after a colon) with hostile ones.
    var out = seed
    let colons = out.indices.filter { out[$0] == UInt8(ascii: ":") }
    for _ in 0...rng.below(4) where !colons.isEmpty {
      let i = rng.pick(colons) + 1
      var j = i
      while j < out.count, out[j] == UInt8(ascii: " ") { j += 1 }
      guard j < out.count else { continue }
      var end = j
      if out[j] == UInt8(ascii: "\"") {
        end = j + 1
        while end < out.count, out[end] != UInt8(ascii: "\"") { end += 1 }
        end = min(end + 1, out.count)
      } else if out[j] == UInt8(ascii: "{") || out[j] == UInt8(ascii: "[") {
        end = j + 1  // only the bracket: the JSON breaks, as byte mutations do too
      } else {
        while end < out.count, ![UInt8(ascii: ","), UInt8(ascii: "}")].contains(out[end]) {
          end += 1
        }
      }
      guard end <= out.count, j <= end else { continue }
      out.replaceSubrange(j..<end, with: Array(rng.pick(Self.values).utf8))
      return out
    }
    return out
  }

  func run(_ input: [UInt8]) -> Bool {
    guard (try? Data(input).write(to: folder.appendingPathComponent("Contents.json"))) != nil
    else { return false }
    let log = DiagnosticLog()
    var catalog = AssetCatalog()
    catalog.read(catalog: folder.deletingLastPathComponent(), diagnostics: log)
    guard let document, catalog.colors["C"] != nil else { return false }
    return MainActor.assumeIsolated {
      let resolver = ColorResolver(document: document, catalog: catalog, diagnostics: log)
      guard let color = resolver.named("C") else { return false }
      for style in [UIUserInterfaceStyle.light, .dark] {
        let resolved = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: style))
        var r: CGFloat = 0
        var g: CGFloat = 0
        var b: CGFloat = 0
        var a: CGFloat = 0
        _ = resolved.getRed(&r, green: &g, blue: &b, alpha: &a)
        _ = resolved.cgColor.components
      }
      return true
    }
  }
}

/// The command line's argument reading, in process: every command's option table, flags
/// given values, values that are hostile numbers, near-miss option and command names, and
/// the checks of values that need no files (`--device`, `--scale`).
struct CommandLineTarget: FuzzTarget {
  static let name = "cli"
  static let allOptions = OptionTable.commands.flatMap(\.table.names)
  static let values =
    XMLMutator.hostileNumbers + [
      "iPad", "iPhone SE landscape", "retina6_12", "ipad", "png", "svg", "gif", "-", "--", "-o",
      "a=b", "=", "--dark", "x,y,w,h", "0,0,1e308,nan", "k:number=1e308", "", "é", "\u{0}",
    ]

  func makeInput(_ rng: inout FuzzRandom) -> [UInt8] {
    var words: [String] = []
    let commands = OptionTable.commands.map(\.name)
    words.append(rng.chance(85) ? rng.pick(commands) : mangle(rng.pick(commands), &rng))
    for _ in 0..<rng.below(8) {
      switch rng.below(6) {
      case 0, 1: words.append(rng.pick(Self.allOptions))
      case 2: words.append(rng.pick(Self.allOptions) + "=" + rng.pick(Self.values))
      case 3: words.append(mangle(rng.pick(Self.allOptions), &rng))
      case 4: words.append(rng.pick(Self.values))
      default: words.append("Main.storyboard")
      }
    }
    return Array(words.joined(separator: "\0").utf8)
  }

  /// A near miss: a character dropped, doubled, changed or swapped.
  private func mangle(_ word: String, _ rng: inout FuzzRandom) -> String {
    var chars = Array(word)
    guard !chars.isEmpty else { return "x" }
    let i = rng.below(chars.count)
    switch rng.below(4) {
    case 0: chars.remove(at: i)
    case 1: chars.insert(chars[i], at: i)
    case 2: chars[i] = rng.pick(Array("abcdefghijklmnopqrstuvwxyz-=é"))
    default: if i + 1 < chars.count { chars.swapAt(i, i + 1) }
    }
    return String(chars)
  }

  func run(_ input: [UInt8]) -> Bool {
    let words = String(decoding: input, as: UTF8.self).split(
      separator: "\0", omittingEmptySubsequences: false
    ).map(String.init)
    guard let command = words.first else { return false }
    guard let table = OptionTable.commands.first(where: { $0.name == command })?.table else {
      _ = Suggestion.hint(for: command, among: OptionTable.commands.map(\.name))
      return false
    }
    guard let arguments = try? Arguments(Array(words.dropFirst()), table: table) else {
      return false
    }
    for (option, value) in arguments.given {
      switch option.name {
      case "--device":
        _ =
          Device.named(value)
          ?? {
            _ = Suggestion.hint(for: value, among: Device.names); return nil
          }()
      case "--scale", "--timeout", "--width", "--columns": _ = Double(value).map { $0.isFinite }
      default: break
      }
    }
    return true
  }
}
