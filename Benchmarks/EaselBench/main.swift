// easel-bench: Easel's figures beside their anchors', measured in the same run.
//
//   swift run -c release easel-bench rainbow [frames]
//   swift run -c release easel-bench parse [runs]
//   swift run -c release easel-bench layout [100,1000,2000] [runs] [resolve edits] [layouts]
//   swift run -c release easel-bench designer [edits] [saves]
//   swift run easel-bench soak [connections] [rounds] [sockets]
//   swift run easel-bench open PROJECT [DOCUMENT…] [--warm] [--easel PATH]
//   swift run -c release easel-bench scene [runs]
//   (EASEL_NO_ANCHOR=1 skips kiwi)
//
// rainbow: the seed's Rainbow scene (600×343, three rings with shadowed caps) drawn through
// Easel's view and layer tree onto a Cairo surface, against ../shared/bench/cairo_rainbow.c
// drawing the same scene with raw Cairo calls (built here with gcc, run in the same
// process tree, right after); and Easel's fast PNG encoder against the anchor's libpng at
// zlib level 1 without row filters.
//
// parse: see ParseBench.swift. layout: see LayoutBench.swift. scene: see SceneLayoutBench.swift.
import EaselDiagnostics
import EaselGraphics
import Foundation
import UIKit

func median(_ values: [Double]) -> Double {
  let s = values.sorted()
  guard !s.isEmpty else { return .nan }
  return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

func milliseconds(_ body: () throws -> Void) rethrows -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  try body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

/// The shared folder's bench directory: `$EASEL_SHARED/bench`, else the first `shared/bench`
/// beside this package's root or one of its parents.
func sharedBench() -> URL {
  if let shared = ProcessInfo.processInfo.environment["EASEL_SHARED"] {
    return URL(fileURLWithPath: shared).appendingPathComponent("bench")
  }
  var url = URL(fileURLWithPath: #filePath)
  for _ in 0..<3 { url.deleteLastPathComponent() }
  var folder = url.deletingLastPathComponent()
  while folder.path != "/" {
    let candidate = folder.appendingPathComponent("shared/bench")
    if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
    folder.deleteLastPathComponent()
  }
  return url.deletingLastPathComponent().appendingPathComponent("shared/bench")
}

/// Runs a shell command, returning its standard output, or nil if it failed.
func shell(_ command: String) -> String? {
  let p = Process()
  p.executableURL = URL(fileURLWithPath: "/bin/sh")
  p.arguments = ["-c", command]
  let pipe = Pipe()
  p.standardOutput = pipe
  do { try p.run() } catch { return nil }
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  p.waitUntilExit()
  return p.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
}

/// The anchor's median for the row starting with `label`.
func anchorMedian(_ output: String, _ label: String) -> Double? {
  for line in output.split(separator: "\n") where line.hasPrefix(label) {
    // Skip any "(… B)" note after the label; the median is the first number after it.
    var rest = line.dropFirst(label.count)
    if let close = rest.firstIndex(of: ")") { rest = rest[rest.index(after: close)...] }
    return rest.split(separator: " ").first.flatMap { Double($0) }
  }
  return nil
}

@MainActor
func benchRainbow(frames: Int) throws {
  let view = Rainbow(frame: CGRect(x: 0, y: 0, width: 600, height: 343))
  view.backgroundColor = UIColor(red: 0x38 / 255, green: 0x33 / 255, blue: 0x4C / 255, alpha: 1)
  let surface = try RasterSurface(width: 600, height: 343, scale: 1)
  let renderer = LayerRenderer()
  renderer.render(view, on: surface.canvas)  // first frame: layout, draw(_:), layers made
  var draw: [Double] = []
  for _ in 0..<frames {
    draw.append(milliseconds { renderer.render(view, on: surface.canvas) })
  }
  var encode: [Double] = []
  var pngBytes = 0
  for _ in 0..<max(frames / 3, 20) {
    encode.append(
      try milliseconds { pngBytes = try surface.pngData(compression: .fast).count })
  }
  let out = FileManager.default.temporaryDirectory.appendingPathComponent("easel-bench")
  try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
  try surface.pngData(compression: .best).write(to: out.appendingPathComponent("easel_rainbow.png"))

  let bench = sharedBench()
  let exe = out.appendingPathComponent("cairo_rainbow").path
  let build =
    "gcc -O2 -o '\(exe)' '\(bench.appendingPathComponent("cairo_rainbow.c").path)' "
    + "$(pkg-config --cflags --libs pangocairo cairo libpng) -lm"
  guard shell(build) != nil, let anchor = shell("'\(exe)' \(frames) '\(out.path)/anchor'") else {
    print("could not build or run the anchor \(bench.path)/cairo_rainbow.c")
    exit(1)
  }
  let easelDraw = median(draw)
  let easelPNG = median(encode)
  print("Rainbow scene, 600×343 at 1×, \(frames) frames (medians, ms)")
  print("what".padding(toLength: 46, withPad: " ", startingAt: 0) + "   easel     anchor    ratio")
  func row(_ what: String, _ mine: Double, _ theirs: Double?) {
    guard let theirs else {
      print("\(what)  \(mine)  (anchor row missing)")
      return
    }
    let padded = what.padding(toLength: 46, withPad: " ", startingAt: 0)
    print(
      padded + String(format: "%8.4f  %9.4f  %6.2f×", mine, theirs, mine / theirs))
  }
  row("draw (anchor: shadow=blur)", easelDraw, anchorMedian(anchor, "render rainbow, shadow=blur"))
  row(
    "draw (anchor: shadow=gradient)", easelDraw,
    anchorMedian(anchor, "render rainbow, shadow=gradient"))
  row(
    "PNG fast (\(pngBytes) B) vs libpng z=1 none", easelPNG,
    anchorMedian(anchor, "PNG libpng z=1 filter=none"))
  print("goal: draw within 1.25× of raw Cairo; PNG no slower than libpng at zlib 1 (≤ 1.00×)")
  print("pictures: \(out.path)/easel_rainbow.png and \(out.path)/anchor_blur.png")
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "rainbow":
  let frames = arguments.dropFirst().first.flatMap(Int.init) ?? 300
  do {
    try MainActor.assumeIsolated { try benchRainbow(frames: frames) }
  } catch {
    print(Severity.error.line("\(error)"))
    exit(1)
  }
case "parse":
  let runs = arguments.dropFirst().first.flatMap(Int.init) ?? 7
  do {
    try benchParse(runs: runs)
  } catch {
    print(Severity.error.line("\(error)"))
    exit(1)
  }
case "layout":
  // easel-bench layout [sizes, e.g. 100,1000,2000] [runs] [resolve edits]
  let rest = Array(arguments.dropFirst())
  let sizes =
    rest.first.map { $0.split(separator: ",").compactMap { Int($0) } } ?? [100, 1000, 2000]
  let runs = rest.dropFirst().first.flatMap(Int.init) ?? 5
  let edits = rest.dropFirst(2).first.flatMap(Int.init) ?? 41
  let kinds = rest.dropFirst(3).first.map { $0.split(separator: ",").map(String.init) }
  do {
    try benchLayout(
      sizes: sizes, runs: runs, resolveIterations: edits,
      layouts: kinds ?? ["chain", "chainfix", "grid", "cells"],
      anchor: ProcessInfo.processInfo.environment["EASEL_NO_ANCHOR"] == nil)
  } catch {
    print(Severity.error.line("\(error)"))
    exit(1)
  }
case "designer":
  // easel-bench designer [edits] [saves]: see DesignerBench.swift.
  let rest = Array(arguments.dropFirst())
  do {
    try benchDesigner(
      edits: rest.first.flatMap(Int.init) ?? 200,
      saves: rest.dropFirst().first.flatMap(Int.init) ?? 5)
  } catch {
    print(Severity.error.line("\(error)"))
    exit(1)
  }
case "soak":
  // easel-bench soak [connections] [rounds] [sockets]: see DesignerSoak.swift.
  let rest = Array(arguments.dropFirst())
  do {
    try benchSoak(
      connections: rest.first.flatMap(Int.init) ?? 200,
      rounds: rest.dropFirst().first.flatMap(Int.init) ?? 20,
      sockets: rest.dropFirst(2).first.flatMap(Int.init) ?? 20)
  } catch {
    print(Severity.error.line("\(error)"))
    exit(1)
  }
case "open":
  // easel-bench open PROJECT [DOCUMENT…] [--warm] [--easel PATH]: see OpenBench.swift.
  do {
    try benchOpen(Array(arguments.dropFirst()))
  } catch {
    print(Severity.error.line("\(error)"))
    exit(1)
  }
case "scene":
  // easel-bench scene [runs]
  let runs = arguments.dropFirst().first.flatMap(Int.init) ?? 51
  do {
    try MainActor.assumeIsolated {
      try benchSceneLayout(
        runs: runs, anchor: ProcessInfo.processInfo.environment["EASEL_NO_ANCHOR"] == nil)
    }
  } catch {
    print(Severity.error.line("\(error)"))
    exit(1)
  }
default:
  print(
    "usage: easel-bench rainbow [frames] | parse [runs] | layout [sizes] [runs] [edits] [layouts]"
      + " | designer [edits] [saves] | soak [connections] [rounds] [sockets] | scene [runs]"
      + " | open PROJECT [DOCUMENT…] [--warm] [--easel PATH]")
  exit(64)
}
