// parse: Easel's document parser against lxml on the same files in the same run.
//
// Inputs: every .storyboard/.xib of ../shared/corpus (each file parsed `runs` times, the
// per-file medians summed, as xml_bench.py does) and the 5 MB synthetic storyboard from
// ../shared/bench/gen_storyboard.py. Each file is read into memory first; the parsed
// document is freed outside the timed region. The anchor is xml_bench.py's
// "lxml fromstring (DOM)" row. Memory: maximum RSS (getrusage) after one parse of the
// synthetic storyboard and after 100, to show that repeated parses do not leak.
import EaselDocument
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Maximum resident set size of this process so far, in MB.
func maxRSSMegabytes() -> Double {
  var usage = rusage()
  getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
  return Double(usage.ru_maxrss) / 1024  // kilobytes on Linux
}

/// The `.storyboard` and `.xib` files under `folder`, sorted by path.
func interfaceDocuments(under folder: URL) -> [URL] {
  guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
  else { return [] }
  var out: [URL] = []
  for case let url as URL in walker
  where url.pathExtension == "storyboard" || url.pathExtension == "xib" {
    out.append(url)
  }
  return out.sorted { $0.path < $1.path }
}

/// The median seconds to parse `bytes` over `runs` runs, after one warm-up parse.
func parseSeconds(_ bytes: [UInt8], path: String, runs: Int) throws -> Double {
  var keep: IBDocument? = try IBDocument(bytes: bytes, path: path)
  var times: [Double] = []
  for _ in 0..<runs {
    keep = nil
    let start = DispatchTime.now().uptimeNanoseconds
    let document = try IBDocument(bytes: bytes, path: path)
    times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    keep = document  // freed at the next run's start, outside the clock
  }
  _ = keep
  return median(times)
}

/// xml_bench.py's MB/s for the row `row` in the section of input `input`.
func lxmlRate(_ output: String, input: String, row: String) -> Double? {
  var inSection = false
  for line in output.split(separator: "\n") {
    if line.hasPrefix(input + ":") {
      inSection = true
    } else if !line.hasPrefix(" ") {
      inSection = false
    } else if inSection, line.dropFirst(2).hasPrefix(row + " ") {
      return line.split(separator: " ").last.flatMap { Double($0) }
    }
  }
  return nil
}

func benchParse(runs: Int) throws {
  let bench = sharedBench()
  let corpus = bench.deletingLastPathComponent().appendingPathComponent("corpus")
  let out = FileManager.default.temporaryDirectory.appendingPathComponent("easel-bench")
  try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
  let synthetic = out.appendingPathComponent("synthetic.storyboard")
  let generator = bench.appendingPathComponent("gen_storyboard.py").path
  guard shell("python3 '\(generator)' --out '\(synthetic.path)' > /dev/null") != nil else {
    print("could not generate the synthetic storyboard with \(generator)")
    exit(1)
  }
  let files = interfaceDocuments(under: corpus)
  guard !files.isEmpty else {
    print("no corpus at \(corpus.path)")
    exit(1)
  }
  let syntheticBytes = [UInt8](try Data(contentsOf: synthetic))

  // Memory first, before the timing runs raise the high-water mark.
  let baseline = maxRSSMegabytes()
  _ = try IBDocument(bytes: syntheticBytes, path: synthetic.path)
  let afterOne = maxRSSMegabytes()
  for _ in 1..<100 { _ = try IBDocument(bytes: syntheticBytes, path: synthetic.path) }
  let afterHundred = maxRSSMegabytes()

  let blobs = try files.map { ($0.path, [UInt8](try Data(contentsOf: $0))) }
  let corpusMB = Double(blobs.reduce(0) { $0 + $1.1.count }) / 1e6
  var corpusSeconds = 0.0
  for (path, bytes) in blobs { corpusSeconds += try parseSeconds(bytes, path: path, runs: runs) }
  let syntheticMB = Double(syntheticBytes.count) / 1e6
  let syntheticSeconds = try parseSeconds(syntheticBytes, path: synthetic.path, runs: runs)

  let script = bench.appendingPathComponent("xml_bench.py").path
  guard
    let anchor = shell(
      "python3 '\(script)' '\(synthetic.path)' '\(corpus.path)' --runs \(runs)")
  else {
    print("could not run the anchor \(script) (is lxml installed?)")
    exit(1)
  }
  let row = "lxml fromstring (DOM)"
  print("Parse throughput, MB/s (median of \(runs) runs; corpus: sum of per-file medians)")
  print("input".padding(toLength: 40, withPad: " ", startingAt: 0) + "     easel      lxml   ratio")
  func line(_ what: String, _ mb: Double, _ seconds: Double, _ theirs: Double?) {
    let mine = mb / seconds
    let padded = what.padding(toLength: 40, withPad: " ", startingAt: 0)
    guard let theirs else {
      print(padded + String(format: "%10.1f  (anchor row missing)", mine))
      return
    }
    print(padded + String(format: "%10.1f %9.1f  %5.2f×", mine, theirs, mine / theirs))
  }
  line(
    "corpus, \(files.count) files, \(String(format: "%.2f", corpusMB)) MB", corpusMB,
    corpusSeconds, lxmlRate(anchor, input: corpus.path, row: row))
  line(
    "synthetic, \(String(format: "%.2f", syntheticMB)) MB", syntheticMB, syntheticSeconds,
    lxmlRate(anchor, input: synthetic.path, row: row))
  print("anchor: xml_bench.py '\(row)'; goal: ratio ≥ 1.00×")
  print(
    String(
      format: "max RSS: %.1f MB before parsing, %.1f MB after 1 parse of the synthetic "
        + "storyboard, %.1f MB after 100 (growth over 99 more parses: %.1f MB)",
      baseline, afterOne, afterHundred, afterHundred - afterOne))
}
