import EaselInspect
import EaselProject
import Foundation

extension DesignablesProject {
  /// Whether the target `module` stands for runs R.swift before compiling: a Run Script
  /// phase calls `rswift` (the pod's `"$PODS_ROOT/R.swift/rswift" generate …`, Mint's
  /// `mint run rswift`), it uses R.swift 7's build tool plugin
  /// (`RswiftGenerateInternalResources`), or the Podfile gives the target the `R.swift` pod
  /// (or a Pods folder holds it).
  static func runsRswift(_ module: ModuleSources, context: ProjectContext) -> Bool {
    guard case .xcodeTarget(_, let target) = module.origin else { return false }
    let named = { (text: String) in text.range(of: "rswift", options: .caseInsensitive) != nil }
    if module.runScripts.contains(where: named) || module.buildToolPlugins.contains(where: named) {
      return true
    }
    if let pods = context.podfile?.pods,
      pods.contains(where: {
        $0.rootName == "R.swift" && ($0.targets.isEmpty || $0.targets.contains(target))
      })
    {
      return true
    }
    if let podsProject = context.podsProject {
      let folder = podsProject.url.deletingLastPathComponent().appendingPathComponent("R.swift")
      return FileManager.default.fileExists(atPath: folder.path)
    }
    return false
  }

  /// For each target that runs R.swift and whose Swift uses an `R` none of its files declares
  /// (R.swift's generated file is not checked in, as projects ignore it), the `R` R.swift
  /// would generate from the target's resources (`RswiftGenerator`), written under
  /// `folder` and scanned: by module name, the file and its scan. A module that declares
  /// its own `R` (its `R.generated.swift` checked in) keeps it.
  static func generatedRswiftFiles(
    context: ProjectContext, scan: ScanResult, in folder: URL
  ) -> [String: (file: URL, scan: FileScan)] {
    let byPath = Dictionary(scan.files.map { ($0.path, $0) }) { a, _ in a }
    var out: [String: (file: URL, scan: FileScan)] = [:]
    for module in context.allModules() where out[module.name] == nil {
      let files = module.swiftFiles.compactMap { byPath[$0.path] }
      guard files.contains(where: { $0.symbols.references.contains("R") }),
        !files.contains(where: { $0.symbols.topLevelNames.contains("R") }),
        runsRswift(module, context: context)
      else { continue }
      let resources = RswiftResources(resourceFiles: module.resourceFiles)
      let text = RswiftGenerator.source(for: resources, module: module.name)
      let file = folder.appendingPathComponent(
        "\(module.name)-\(fnv1a(text))", isDirectory: true
      ).appendingPathComponent("R.generated.swift")
      do {
        try FileManager.default.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        if !FileManager.default.fileExists(atPath: file.path) {
          try Data(text.utf8).write(to: file, options: .atomic)
        }
      } catch {
        continue
      }
      out[module.name] = (file, SwiftScanner.scan(source: text, path: file.path))
    }
    return out
  }

  /// Where generated files are written: a folder of the system's temporary one, each file in
  /// a folder named after its content, so that a project's build finds the same path again.
  static var generatedFolder: URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("easel-generated")
  }

  /// The FNV-1a hash of `text`, in hexadecimal.
  static func fnv1a(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return String(hash, radix: 16)
  }
}
