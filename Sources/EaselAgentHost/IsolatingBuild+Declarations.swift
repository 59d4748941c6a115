import EaselDiagnostics
import EaselInspect

extension IsolatingBuild {
  /// Builds `planned` (its plan, for its slices) as `build` does, from whole files; when
  /// classes fail there, builds from the top-level declarations the classes need instead
  /// (`isolatingDeclarations`), and keeps that build when it fails fewer of the classes and
  /// none the whole files built.
  ///
  /// Whole files isolate a failing file, and with it each file that uses one of its
  /// declarations, and every class declared in those: one declaration that does not compile
  /// here (a helper using an API Linux lacks) fails a global function beside a view
  /// extension, whose file is then left out, which fails every class of each file calling
  /// that extension. In declarations, a failing one costs only the classes that reach it. The
  /// whole files are built first, as before: a cut may leave out something a class needs in
  /// a way names do not show, and it never fails a class the whole files built.
  public func buildNarrowingToDeclarations(
    _ planned: DesignablesProject.Build, scan: ScanResult, roots: Set<String>,
    project: DesignablesProject
  ) throws -> Result {
    let whole = try build(
      planned.plan, scan: scan, slices: planned.slices, narrowSlices: planned.narrowSlices)
    guard !whole.notBuilt, !whole.failures.isEmpty,
      var narrow = try isolatingDeclarations(planned, roots: roots, project: project),
      Set(narrow.failures.keys).isStrictSubset(of: Set(whole.failures.keys))
    else { return whole }
    narrow.rounds += whole.rounds
    narrow.cached = narrow.cached && whole.cached
    return narrow
  }

  /// Builds the top-level declarations `roots` need (`AgentPlan.declarationCut`); when they
  /// do not compile, the classes whose own declarations (`DeclarationSlice.cut` of the class
  /// alone) hold a line the compiler found an error on fail with those errors, and the
  /// declarations the others need are built, until a build succeeds. Nil when it cannot say:
  /// no cut can be made, an error names no line, a failure blames no class, or the rounds run
  /// out.
  func isolatingDeclarations(
    _ planned: DesignablesProject.Build, roots: Set<String>, project: DesignablesProject
  ) throws -> Result? {
    guard let input = AgentPlan.CutInput(planned, project: project) else {
      PhaseTrace.note("declaration isolation: a file of the plan could not be read")
      return nil
    }
    var result = Result()
    var active = roots
    for _ in 0..<maximumRounds where !active.isEmpty {
      guard
        let cut = AgentPlan.declarationCut(
          planned, roots: active, project: project, worthwhile: 0)
      else {
        PhaseTrace.note("declaration isolation: no cut of \(active.count) classes")
        return nil
      }
      switch try builder.build(cut.plan, scan: cut.scan) {
      case .notBuilt:
        return nil
      case .built(let executable, let cached, let notes):
        result.executable = executable
        result.cached = cached
        result.notes = notes
        if !cached { result.rounds += 1 }
        result.declarations = (cut.slice.kept, cut.slice.total)
        result.builtSlices = planned.slices.filter { active.contains($0.key) }
        return result
      case .failed(let failure):
        result.rounds += 1
        let errors = failure.diagnostics.filter { $0.severity == .error }
        guard !errors.isEmpty, errors.allSatisfy({ $0.location != nil }) else {
          PhaseTrace.note("declaration isolation: an error names no line")
          return nil
        }
        var blamed: Set<String> = []
        for root in active.sorted() {
          guard
            let own = DeclarationSlice.cut(
              files: input.files, roots: [root], scan: project.scan,
              opaque: input.opaque(for: [root]))
          else {
            PhaseTrace.note("declaration isolation: no cut of \(root) alone")
            return nil
          }
          let reached = errors.filter { Self.keeps(own, $0) }
          guard !reached.isEmpty else { continue }
          blamed.insert(root)
          result.failures[root] = reached
        }
        PhaseTrace.note("declaration isolation: \(blamed.sorted()) reach a failing line")
        guard !blamed.isEmpty else { return nil }
        active.subtract(blamed)
      }
    }
    return active.isEmpty ? result : nil
  }

  /// Whether `slice` keeps the line `d` is at: its file is not cut, or the line is not blank.
  static func keeps(_ slice: DeclarationSlice, _ d: Diagnostic) -> Bool {
    guard let location = d.location else { return false }
    guard let text = slice.texts[location.file] else { return true }
    var line = 1
    var kept = false
    for character in text.utf8 {
      if character == 0x0A {
        if line == location.line { return kept }
        line += 1
        kept = false
      } else if line == location.line && character != 0x20 && character != 0x09
        && character != 0x0D
      {
        kept = true
      }
    }
    return line == location.line && kept
  }
}
