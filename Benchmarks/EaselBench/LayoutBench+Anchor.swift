// The kiwi side of `easel-bench layout`: runs ../shared/bench/kiwi_bench.py with the same
// sizes and runs, reads its table, checks that kiwi and Easel agree on the solutions, and
// prints both with their ratios.
import EaselLayout
import Foundation

/// kiwi_bench.py's medians per layout and N: (add+solve ms, resolve ms).
func parseKiwiTable(_ output: String) -> [String: (add: Double, resolve: Double)] {
  var table: [String: (add: Double, resolve: Double)] = [:]
  for line in output.split(separator: "\n") {
    let f = line.split(separator: " ")
    // layout N cons make add+solve upd us/cons resolve resolve-min
    guard f.count == 9, let n = Int(f[1]), let add = Double(f[4]), let res = Double(f[7])
    else { continue }
    table["\(f[0]) \(n)"] = (add, res)
  }
  return table
}

/// kiwi's values for every layout at `n` after W = natural + 37, or nil without kiwi.
func kiwiValues(bench: URL, layouts: [String], n: Int) -> [String: [Double]]? {
  let script = """
    import sys; sys.path.insert(0, sys.argv[1]); import kiwi_bench as kb
    for kind in sys.argv[3].split(','):
        W, natural, cons, allvars = kb.LAYOUTS[kind](int(sys.argv[2]))
        s = kb.Solver(); s.addEditVariable(W, kb.STRONG); s.suggestValue(W, natural)
        for c in cons: s.addConstraint(c)
        s.suggestValue(W, natural + 37); s.updateVariables()
        print(kind, ' '.join(repr(v.value()) for v in allvars))
    """
  let command =
    "PYTHONDONTWRITEBYTECODE=1 python3 -c \"$EASEL_KIWI_SCRIPT\" '\(bench.path)' \(n) "
    + layouts.joined(separator: ",")
  setenv("EASEL_KIWI_SCRIPT", script, 1)
  guard let output = shell(command) else { return nil }
  var values: [String: [Double]] = [:]
  for line in output.split(separator: "\n") {
    let f = line.split(separator: " ")
    guard let kind = f.first else { continue }
    values[String(kind)] = f.dropFirst().compactMap { Double($0) }
  }
  return values
}

/// Compares Easel's solution of each layout at `n` with kiwi's; one line per layout.
/// `chain` has many optimal solutions (any view may absorb the resize), so there only the
/// total deviation of the widths from 20 is compared.
func checkAgreement(bench: URL, layouts: [String], n: Int) throws {
  guard let kiwi = kiwiValues(bench: bench, layouts: layouts, n: n) else {
    print("agreement: kiwi could not be run")
    return
  }
  for kind in layouts {
    let layout = BenchLayout.make(kind, n)
    let solver = Solver()
    try solver.addEditVariable(layout.width, strength: .strong)
    try solver.suggestValue(layout.natural, for: layout.width)
    for c in layout.constraints { try solver.add(c) }
    try solver.suggestValue(layout.natural + 37, for: layout.width)
    solver.updateVariables()
    let mine = layout.variables.map(\.value)
    guard let theirs = kiwi[kind], theirs.count == mine.count else {
      print("agreement \(kind) N=\(n): kiwi's values missing")
      continue
    }
    if kind == "chain" {
      let deviation = { (v: [Double]) in v[n...].reduce(0) { $0 + abs($1 - 20) } }
      let d = abs(deviation(mine) - deviation(theirs))
      print(
        "agreement \(kind) N=\(n): total width deviation easel \(deviation(mine)), "
          + "kiwi \(deviation(theirs)) \(d < 1e-6 ? "(same)" : "(DIFFERENT)")")
    } else {
      let worst = zip(mine, theirs).map { abs($0 - $1) }.max() ?? 0
      print(
        "agreement \(kind) N=\(n): \(mine.count) values, largest difference \(worst) "
          + (worst < 1e-6 ? "(same)" : "(DIFFERENT)"))
    }
  }
}

func benchLayout(
  sizes: [Int], runs: Int, resolveIterations: Int, layouts: [String], anchor runAnchor: Bool
) throws {
  var easel: [String: LayoutRun] = [:]
  for kind in layouts {
    for n in sizes {
      var all: [LayoutRun] = []
      for _ in 0..<runs {
        all.append(try runLayout(kind, n, resolveIterations: resolveIterations).0)
      }
      easel["\(kind) \(n)"] = LayoutRun(
        add: median(all.map(\.add)), update: median(all.map(\.update)),
        resolve: median(all.map(\.resolve)), resolveMin: median(all.map(\.resolveMin)),
        constraints: all[0].constraints)
    }
  }
  let bench = sharedBench()
  let sizeList = sizes.map(String.init).joined(separator: ",")
  let anchor =
    !runAnchor
    ? nil
    : shell(
      "PYTHONDONTWRITEBYTECODE=1 python3 '\(bench.appendingPathComponent("kiwi_bench.py").path)' "
        + "--sizes \(sizeList) --runs \(runs) --resolve-iters \(resolveIterations) 2>&1")
  let kiwi = anchor.map(parseKiwiTable) ?? [:]
  if !runAnchor {
    print("EASEL_NO_ANCHOR is set: Easel's figures only")
  } else if anchor == nil || kiwi.isEmpty {
    print("kiwi is not importable (python3 -c 'import kiwisolver' failed): Easel's figures only")
  } else if let first = anchor?.split(separator: "\n").first {
    print("anchor: \(first)")
  }
  print(
    "EaselLayout vs kiwi, median of \(runs) runs; resolve = median of \(resolveIterations) edits;"
      + " speedup = kiwi ms / Easel ms")
  let header =
    "layout        N   cons | add+solve ms: easel      kiwi  speedup | resolve ms: easel"
    + "      kiwi  speedup"
  print(header)
  print(String(repeating: "-", count: header.count))
  func cell(_ v: Double?, _ width: Int, _ digits: Int) -> String {
    guard let v else { return String(repeating: " ", count: width - 1) + "-" }
    let text = String(format: "%.\(digits)f", v)
    return String(repeating: " ", count: max(0, width - text.count)) + text
  }
  for kind in layouts {
    for n in sizes {
      guard let e = easel["\(kind) \(n)"] else { continue }
      let k = kiwi["\(kind) \(n)"]
      print(
        kind.padding(toLength: 9, withPad: " ", startingAt: 0) + cell(Double(n), 5, 0)
          + cell(Double(e.constraints), 7, 0) + " |" + cell(e.add, 19, 3)
          + cell(k?.add, 10, 2) + cell(k.map { $0.add / e.add }, 8, 1) + "× |"
          + cell(e.resolve, 17, 4) + cell(k?.resolve, 10, 3)
          + cell(k.map { $0.resolve / e.resolve }, 8, 1) + "×")
    }
  }
  let sorted = sizes.sorted()
  if sorted.count >= 2 {
    let (a, b) = (sorted[sorted.count - 2], sorted[sorted.count - 1])
    print(
      "growth, time at N=\(b) / time at N=\(a) (linear = \(String(format: "%.1f", Double(b) / Double(a))))"
    )
    for kind in layouts {
      guard let ea = easel["\(kind) \(a)"], let eb = easel["\(kind) \(b)"] else { continue }
      var line =
        "  " + kind.padding(toLength: 9, withPad: " ", startingAt: 0)
        + String(format: "add+solve easel %5.2f", eb.add / ea.add)
      if let ka = kiwi["\(kind) \(a)"], let kb = kiwi["\(kind) \(b)"] {
        line += String(format: "  kiwi %5.2f", kb.add / ka.add)
      }
      line += String(format: "   resolve easel %5.2f", eb.resolve / ea.resolve)
      if let ka = kiwi["\(kind) \(a)"], let kb = kiwi["\(kind) \(b)"] {
        line += String(format: "  kiwi %5.2f", kb.resolve / ka.resolve)
      }
      print(line)
    }
  }
  if !kiwi.isEmpty { try checkAgreement(bench: bench, layouts: layouts, n: 100) }
  print(
    "goals (issue 9): at N=1000 add+solve speedup ≥ 10×, growth close to linear, "
      + "resolve speedup ≥ 1×")
}
