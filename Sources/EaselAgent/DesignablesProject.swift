import EaselDiagnostics
import EaselInspect
import Foundation

/// A project's designable sources and how to build them: what Xcode would compile for the
/// classes a document uses, as modules, with a slice of files per class.
public struct DesignablesProject: Sendable {
  /// The project folder (or the folder `--sources` names).
  public var root: URL
  /// Every source file found, Swift and Objective-C.
  public var sourceFiles: [URL]
  /// The scan of `sourceFiles`.
  public var scan: ScanResult

  /// Finds and scans the sources under `root`.
  public init(root: URL) throws {
    self.root = root
    sourceFiles = findSources(in: root)
    scan = try ScanResult.scan(files: sourceFiles)
  }

  /// The Swift classes marked `@IBDesignable` (or inheriting from one), by name.
  public var designableClasses: [ScannedClass] {
    let registered = scan.plan.classes.filter(\.isDesignable).map(\.scannedClass)
    let unregistered = scan.classes.filter { c in
      c.language == .swift && c.isDesignable
        && !registered.contains { $0.qualifiedName == c.qualifiedName }
    }
    return (registered + unregistered).sorted {
      ($0.location.file, $0.location.line) < ($1.location.file, $1.location.line)
    }
  }

  /// Whether `name` (as a document's `customClass` spells it) is a Swift class of the project.
  public func definesSwiftClass(_ name: String) -> Bool {
    scan.classes.contains { $0.language == .swift && ($0.name == name || $0.qualifiedName == name) }
  }

  /// The build for `classes`, a module named `moduleName`: the plan, each class's slice, and
  /// notes on what was left out.
  public func plan(
    for classes: Set<String>, moduleName: String, availableModules: Set<String>
  ) -> (plan: AgentBuildPlan, slices: [String: Set<String>], notes: [Diagnostic]) {
    var notes: [Diagnostic] = []
    var files: [URL] = []
    for file in sourceFiles where file.pathExtension == "swift" {
      if file.lastPathComponent == "main.swift" {
        notes.append(
          Diagnostic(
            .note,
            "main.swift is the app's entry point; Xcode's agent does not run it, nor does Easel's",
            id: "designable-build-skipped",
            at: SourceLocation(file: file.path, line: 1, column: 1)))
        continue
      }
      files.append(file)
    }
    let main = ModulePlan(name: moduleName, files: files, origin: "the sources under \(root.path)")
    var missing: [String: String] = [:]
    for file in files {
      guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
      for line in text.split(separator: "\n") {
        guard let name = MissingImports.importedModule(in: line), !availableModules.contains(name),
          name != moduleName
        else { continue }
        missing[name] =
          "the Swift toolchain, Easel's façade modules and the project's own modules"
      }
    }
    for name in missing.keys.sorted() {
      notes.append(
        Diagnostic(
          .note,
          "no module '\(name)' was found (looked in \(missing[name] ?? "")); its imports are left out of the designables build",
          id: "designable-missing-module"))
    }
    let all = Set(files.map(\.path))
    var slices: [String: Set<String>] = [:]
    for name in classes { slices[name] = all }
    return (AgentBuildPlan(main: main, missingModules: missing), slices, notes)
  }
}

extension Toolchain {
  /// The modules an agent can import: the toolchain's own (Swift, Foundation, Dispatch,
  /// Glibc…) and Easel's façades (UIKit, QuartzCore, CoreGraphics…).
  public func availableModules() -> Set<String> {
    var names: Set<String> = []
    let swiftLib = swiftc.resolvingSymlinksInPath().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("lib/swift")
    var folders = [modulesDirectory]
    #if os(Linux)
      folders.append(swiftLib.appendingPathComponent("linux"))
    #else
      folders.append(swiftLib.appendingPathComponent("macosx"))
    #endif
    for folder in folders {
      for entry in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
        for suffix in [".swiftmodule", ".swiftinterface"] where entry.hasSuffix(suffix) {
          names.insert(String(entry.dropLast(suffix.count)))
        }
      }
    }
    return names
  }
}
