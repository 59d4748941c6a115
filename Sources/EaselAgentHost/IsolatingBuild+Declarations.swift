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
  /// a way names do not show, and it never fails a class (or key) the whole files built.
  public func buildNarrowingToDeclarations(
    _ planned: DesignablesProject.Build, scan: ScanResult, roots: Set<String>,
    project: DesignablesProject
  ) throws -> Result {
    let whole = try build(
      planned.plan, scan: scan, slices: planned.slices, narrowSlices: planned.narrowSlices)
    // A root whose slice took no file (the only files adding a runtime attribute's key
    // import a module no build provides) is not in the whole files' agent either, though
    // not among its failures: the declarations failing it (with its errors) is no loss.
    let unbuilt = Set(whole.failures.keys).union(
      roots.filter { planned.slices[$0]?.isEmpty != false })
    guard !whole.notBuilt, !whole.failures.isEmpty,
      var narrow = try isolatingDeclarations(planned, roots: roots, project: project),
      Set(narrow.failures.keys).isStrictSubset(of: unbuilt)
    else { return whole }
    narrow.rounds += whole.rounds
    narrow.cached = narrow.cached && whole.cached
    return narrow
  }

  /// Builds the top-level declarations `roots` need (`AgentPlan.declarationCut`); when they
  /// do not compile, each class whose own files (those declaring it, kept whole) hold an
  /// error fails with the errors its own declarations (`DeclarationSlice.cut` of the class
  /// alone) reach, those of declarations left out before first; every other failing
  /// declaration is left out of the next cut, as whole files leave out a failing file: a
  /// helper beside it that does not compile here (it uses a pod the checkout lacks) costs
  /// only the classes that need it, which then fail on their own lines. When an error is in
  /// no declaration that can be left out, the classes whose own declarations reach it fail.
  /// Goes on until a build succeeds. Nil when it cannot say: no cut can be made, an error
  /// names no line, a failure blames no class and leaves nothing out, or the rounds run out.
  func isolatingDeclarations(
    _ planned: DesignablesProject.Build, roots: Set<String>, project: DesignablesProject
  ) throws -> Result? {
    // The files of the slices, as the whole files' build compiles them: a plan of every file
    // of the target (`DesignablesProject.buildsForAllDesignables`) would keep the imports of
    // files the cut empties, of modules no slice's file imports, which no build provides.
    var planned = planned
    planned.plan = planned.plan.keeping(
      planned.slices.values.reduce(into: Set<String>()) { $0.formUnion($1) })
    guard let input = AgentPlan.CutInput(planned, project: project) else {
      PhaseTrace.note("declaration isolation: a file of the plan could not be read")
      return nil
    }
    var result = Result()
    var active = roots
    // Path → lines of the errors of declarations left out, and those errors.
    var excluded: [String: Set<Int>] = [:]
    var leftOut: [Diagnostic] = []
    for round in 0..<maximumRounds where !active.isEmpty {
      let lines = excluded
      // Late rounds blame as before as well: every class whose own declarations reach a
      // failing line, so that a long chain of knock-on failures does not run the rounds out.
      let byReach = round >= maximumRounds - 2
      guard
        let cut = AgentPlan.declarationCut(
          planned, roots: active, project: project,
          cut: { DeclarationSlice.cut(files: $0, roots: $1, scan: $2, opaque: $3, excluding: lines) },
          worthwhile: 0)
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
        let opaque = input.opaque(for: active)
        var owns: [String: DeclarationSlice] = [:]
        for root in active.sorted() {
          guard
            let own = DeclarationSlice.cut(
              files: input.files, roots: [root], scan: project.scan,
              opaque: input.opaque(for: [root]), excluding: lines)
          else {
            PhaseTrace.note("declaration isolation: no cut of \(root) alone")
            return nil
          }
          owns[root] = own
        }
        // An error in a class's own files fails it; one in a declaration that can be left out
        // is; any other fails the classes whose own declarations reach it.
        var blamed: Set<String> = []
        var newlyExcluded = false
        for e in errors {
          guard let location = e.location else { continue }
          let owners = active.filter { input.owns($0, location) }
          if !owners.isEmpty {
            blamed.formUnion(owners)
          } else if !opaque.contains(location.file),
            DeclarationSlice.declares(line: location.line, in: location.file, of: input.files)
          {
            newlyExcluded =
              excluded[location.file, default: []].insert(location.line).inserted
              || newlyExcluded
            leftOut.append(e)
          } else {
            blamed.formUnion(active.filter { owns[$0].map { Self.keeps($0, e) } ?? false })
          }
        }
        if byReach {
          blamed.formUnion(
            active.filter { r in errors.contains { e in owns[r].map { Self.keeps($0, e) } ?? false } })
        }
        for root in blamed {
          let reached = errors.filter { e in owns[root].map { Self.keeps($0, e) } ?? false }
          // The errors of the declarations left out that it reaches, which say why its own
          // lines fail, first.
          let whole = DeclarationSlice.cut(
            files: input.files, roots: [root], scan: project.scan,
            opaque: input.opaque(for: [root]))
          let earlier = whole.map { w in leftOut.filter { Self.keeps(w, $0) } } ?? []
          result.failures[root] = (earlier + reached).leadingWithFirstError
        }
        PhaseTrace.note(
          "declaration isolation: \(blamed.sorted()) fail; "
            + "\(excluded.values.reduce(0) { $0 + $1.count }) failing lines left out")
        guard !blamed.isEmpty || newlyExcluded else { return nil }
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
