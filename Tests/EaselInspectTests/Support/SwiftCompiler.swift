import EaselInspect
import Foundation

/// Runs the toolchain's `swiftc` for the compile tests; absent when `swiftc` is not on PATH.
struct SwiftCompiler {
  let executable: URL

  /// `swiftc` from PATH, or `nil`.
  static let found: SwiftCompiler? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for dir in path.split(separator: ":") {
      let url = URL(fileURLWithPath: String(dir)).appendingPathComponent("swiftc")
      if FileManager.default.isExecutableFile(atPath: url.path) {
        return SwiftCompiler(executable: url)
      }
    }
    return nil
  }()

  /// The outcome of a run.
  struct Run {
    var status: Int32
    var output: String
  }

  /// Runs `executable` (default: swiftc) with `arguments`, output and errors together.
  static func run(_ executable: URL, _ arguments: [String]) throws -> Run {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
  }

  func run(_ arguments: [String]) throws -> Run { try Self.run(executable, arguments) }

  /// A fresh temporary folder.
  static func temporaryDirectory(_ name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-inspect-\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Builds the stand-in `UIKit` module (static library and module) in `dir`.
  func buildStandIn(in dir: URL) throws -> Run {
    let src = dir.appendingPathComponent("UIKit.swift")
    try Data(StandInUIKit.source.utf8).write(to: src)
    return try run([
      "-emit-library", "-static", "-emit-module", "-module-name", "UIKit", "-parse-as-library",
      "-swift-version", "5", src.path, "-o", dir.appendingPathComponent("libUIKit.a").path,
      "-emit-module-path", dir.appendingPathComponent("UIKit.swiftmodule").path,
    ])
  }

  /// Writes `files` (name → contents) into `dir`, Objective-C-only attributes removed as
  /// the designables agent must, and returns their paths.
  static func write(_ files: [(String, String)], in dir: URL) throws -> [String] {
    try files.map { name, text in
      let url = dir.appendingPathComponent(name)
      try Data(removingObjectiveCAttributes(from: text).text.utf8).write(to: url)
      return url.path
    }
  }
}
