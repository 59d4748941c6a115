// easel-bench scene: laying out the largest scene of ../shared/corpus (most views), as
// `easel render --device` and `easel layout` do: every view placed afresh by the engine.
//
// Three timings, medians of `runs` after one warm-up:
//   engine   views → frames: the system built from the views' constraints, margins, safe
//            area, intrinsic sizes (text measured) and stack arrangements, then solved
//            (`LayoutEngine.solve()`, wrapping labels measured again as it does);
//   solver   the same solver constraints given to a fresh EaselLayout solver, then solved;
//   kiwi     the same constraints given to kiwi (the anchor, in the same run), then solved.
// Goal (issue 9): the engine under 1 ms.
import EaselDiagnostics
import EaselDocument
import EaselInterface
import EaselLayout
import EaselResources
import EaselUIKit
import Foundation

/// The corpus scene with the most views: its document, scene and prepared views.
@MainActor
func largestCorpusScene(corpus: URL) -> (path: String, scene: Scene, check: LayoutCheck)? {
  var best: (path: String, scene: Scene, check: LayoutCheck, views: Int)?
  for url in interfaceDocuments(under: corpus) {
    guard let document = try? IBDocument(contentsOf: url), document.renderRefusal == nil
    else { continue }
    let resources = ProjectResources(
      root: ProjectFiles.projectRoot(containing: url), diagnostics: DiagnosticLog())
    let check = LayoutCheck(document: document, resources: resources)
    for scene in document.scenes where scene.rootView != nil {
      guard let prepared = try? check.prepareForTiming(scene) else { continue }
      if prepared.viewCount > (best?.views ?? 0) {
        let path = String(url.path.dropFirst(corpus.path.count + 1))
        best = (path, scene, check, prepared.viewCount)
      }
    }
  }
  return best.map { ($0.path, $0.scene, $0.check) }
}

/// The solver constraints as text kiwi's side reads: the number of variables, then one
/// constraint a line, `weight relation constant index coefficient …`.
func kiwiSystem(_ constraints: [Constraint]) -> String {
  var index: [ObjectIdentifier: Int] = [:]
  var lines: [String] = []
  for c in constraints {
    var line = "\(c.strength.weight) \(c.relation) \(c.expression.constant)"
    for t in c.expression.terms {
      let id = ObjectIdentifier(t.variable)
      let i = index[id] ?? index.count
      index[id] = i
      line += " \(i) \(t.coefficient)"
    }
    lines.append(line)
  }
  return "\(index.count)\n" + lines.joined(separator: "\n") + "\n"
}

/// kiwi's median milliseconds to add `system`'s constraints and update, or nil without kiwi.
func kiwiSceneMilliseconds(system: String, runs: Int) -> Double? {
  let file = FileManager.default.temporaryDirectory
    .appendingPathComponent("easel-bench-scene-\(ProcessInfo.processInfo.processIdentifier).txt")
  guard (try? system.write(to: file, atomically: true, encoding: .utf8)) != nil else { return nil }
  defer { try? FileManager.default.removeItem(at: file) }
  let script = """
    import sys, time, statistics, kiwisolver as k
    lines = open(sys.argv[1]).read().split('\\n')
    n = int(lines[0]); rows = [l.split() for l in lines[1:] if l]
    def build():
        vs = [k.Variable('v%d' % i) for i in range(n)]
        out = []
        for r in rows:
            e = float(r[2])
            for j in range(3, len(r), 2): e = e + float(r[j + 1]) * vs[int(r[j])]
            c = (e <= 0) if r[1] == '<=' else (e >= 0) if r[1] == '>=' else (e == 0)
            out.append(c | min(float(r[0]), 1001001000.0))
        return out
    times = []
    for _ in range(int(sys.argv[2]) + 1):
        cons = build(); s = k.Solver(); t = time.perf_counter()
        for c in cons:
            try: s.addConstraint(c)
            except k.UnsatisfiableConstraint: pass
        s.updateVariables(); times.append((time.perf_counter() - t) * 1000)
    print(statistics.median(times[1:]))
    """
  setenv("EASEL_KIWI_SCENE_SCRIPT", script, 1)
  let output = shell(
    "PYTHONDONTWRITEBYTECODE=1 python3 -c \"$EASEL_KIWI_SCENE_SCRIPT\" '\(file.path)' \(runs)")
  return output.flatMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
}

@MainActor
func benchSceneLayout(runs: Int, anchor runAnchor: Bool) throws {
  let corpus = sharedBench().deletingLastPathComponent().appendingPathComponent("corpus")
  guard let (path, scene, check) = largestCorpusScene(corpus: corpus) else {
    print(Severity.error.line("no corpus scene could be laid out under \(corpus.path)"))
    exit(1)
  }
  let prepared = try check.prepareForTiming(scene)
  var engineTimes: [Double] = []
  var held: [Constraint] = []
  var rejected = 0
  for i in 0...runs {
    let engine = LayoutEngine(root: prepared.root)
    engine.prefersCurrentSizes = false
    let t = milliseconds { engine.solve() }
    if i > 0 { engineTimes.append(t) }
    held = engine.solverConstraints
    rejected = engine.rejectedCount
  }
  var solverTimes: [Double] = []
  for i in 0...runs {
    let solver = Solver()
    let t = try milliseconds {
      for c in held { try solver.add(c) }
      solver.updateVariables()
    }
    if i > 0 { solverTimes.append(t) }
  }
  if ProcessInfo.processInfo.environment["EASEL_BENCH_TIMES"] != nil {  // every run, to see spread
    print(engineTimes.map { String(format: "%.2f", $0) }.joined(separator: " "))
  }
  let engine = median(engineTimes)
  let solver = median(solverTimes)
  print("largest corpus scene: \(path), scene \(scene.id)")
  print(
    "\(prepared.viewCount) views, \(held.count) solver constraints (\(rejected) rejected); "
      + "medians of \(runs) runs")
  print(
    String(
      format: "engine, views → frames      %8.3f ms   (fastest %.3f)", engine,
      engineTimes.min() ?? .nan))
  print(
    String(
      format: "EaselLayout, same system    %8.3f ms   (fastest %.3f)", solver,
      solverTimes.min() ?? .nan))
  if runAnchor, let kiwi = kiwiSceneMilliseconds(system: kiwiSystem(held), runs: runs) {
    print(
      String(
        format: "kiwi, same system (anchor)   %8.3f ms   EaselLayout %.1f× faster, engine %.1f×",
        kiwi, kiwi / solver, kiwi / engine))
  } else {
    print("kiwi: not run (EASEL_NO_ANCHOR, or python3 -c 'import kiwisolver' failed)")
  }
  print("goal (issue 9): engine under 1 ms — \(engine < 1 ? "met" : "NOT met")")
}
