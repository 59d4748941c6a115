import EaselAgentHost
import EaselAgentProcess
import EaselDiagnostics
import EaselDocument
import EaselGraphics
import EaselInspect
import EaselInterface
import Foundation

/// `easel designables` as a library call: every `@IBDesignable` class of a project, built as
/// Xcode would build it (failing classes isolated), then made and drawn once at design time
/// in the agent — "how much of my project works in Easel?".
public struct DesignablesJob: Sendable {
  /// The project folder, or the folder of sources `--sources` names.
  public var root: URL
  public var cacheDirectory: URL = AgentBuilder.defaultCacheDirectory()
  /// Seconds an agent run may take.
  public var timeout: Double = 20
  /// Where each class's picture is written (`<Class>.png`); `nil` draws them in a temporary
  /// folder and keeps nothing.
  public var imageFolder: URL?
  /// Where to write a contact sheet of every class: its picture, or why there is none.
  public var sheet: URL?
  /// The size each class is made with (`init(frame:)`), in points.
  public var sampleSize = (width: 240, height: 160)
  /// Pixels per point of the pictures.
  public var scale = 2.0
  /// The translator of the project's Objective-C; nil: Easel's (`ObjCTranslator`).
  public var translateObjC: ObjCBuild.Translate?

  public init(root: URL) { self.root = root }

  /// One designable class and what became of it.
  public struct Entry: Encodable, Sendable {
    public var `class`: String
    public var module: String
    public var file: String
    public var line: Int
    /// The column of the class's declaration.
    public var column: Int
    /// What became of it; `status`, `statusText` and `diagnostics` are its JSON form.
    public var outcome: DesignableStatus
    /// The files its build needed.
    public var files: [String]
    /// The Swift language mode its module was built in (`4`, `4.2`, `5`, `6`), or the
    /// `SWIFT_VERSION` that was refused (`3.0`); nil for an Objective-C class.
    public var languageMode: String?
    /// Its picture, when drawn.
    public var image: String?
    /// Seconds its own code took to make and draw it once (`init(frame:)`,
    /// `prepareForInterfaceBuilder()`, `layoutSubviews()`, `draw(_:)`, …), when it rendered.
    public var seconds: Double?
    /// `seconds` by phase (`init(frame:)`, `draw(_:)`, …).
    public var phaseSeconds: [String: Double]?

    /// `up-to-date`, `build-failed`, `crashed`, `timed-out`.
    public var status: String { DesignablesJob.statusWord(outcome) }
    /// The status as Interface Builder words it ("Crashed in draw(_:) (SIGSEGV)").
    public var statusText: String { outcome.description }
    /// The class's own errors (`file:line:col: error: …`), or the crash's backtrace.
    public var diagnostics: [String] {
      switch outcome {
      case .buildFailed(let diagnostics): diagnostics.map(\.description)
      case .crashed(_, _, let backtrace): backtrace.split(separator: "\n").map(String.init)
      case .upToDate, .timedOut: []
      }
    }

    enum CodingKeys: String, CodingKey {
      case `class`, module, languageMode, file, line, column, status, statusText, diagnostics
      case files, image
      case seconds, phaseSeconds
    }

    public func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(`class`, forKey: .class)
      try c.encode(module, forKey: .module)
      try c.encodeIfPresent(languageMode, forKey: .languageMode)
      try c.encode(file, forKey: .file)
      try c.encode(line, forKey: .line)
      try c.encode(column, forKey: .column)
      try c.encode(status, forKey: .status)
      try c.encode(statusText, forKey: .statusText)
      try c.encode(diagnostics, forKey: .diagnostics)
      try c.encode(files, forKey: .files)
      try c.encodeIfPresent(image, forKey: .image)
      try c.encodeIfPresent(seconds, forKey: .seconds)
      try c.encodeIfPresent(phaseSeconds, forKey: .phaseSeconds)
    }
  }

  /// API the compiler said was missing, and the classes it blocked.
  public struct MissingAPI: Codable, Sendable {
    public var symbol: String
    public var classes: [String]
  }

  /// An `@IBDesignable` class Interface Builder on iOS would not draw live, so not built:
  /// an AppKit view (`NSView` and its subclasses: a macOS designable, which an iOS
  /// document cannot place), a controller or bar item (Interface Builder draws only views),
  /// or a class in a folder no project of the repository lists (no target compiles it).
  /// Listed, located, and counted apart from the designables, never dropped silently.
  public struct NotBuilt: Codable, Sendable {
    public var `class`: String
    public var file: String
    public var line: Int
    public var column: Int
    /// `appkit`, `not-a-view`, `no-project` (in a folder no project lists), `not-in-target`
    /// (in a project's folder, in no target's Sources phase) or `not-compiled` (no build
    /// Easel planned compiled its file).
    public var reason: String
    /// The superclass it was judged by (`NSView`, `UIViewController`); for `no-project`,
    /// the folder no project lists; for `not-in-target`, the project whose folder holds it.
    public var root: String
  }

  /// The counts of `Entry.status`, and of the classes not built.
  public struct Summary: Codable, Sendable {
    public var total = 0
    public var upToDate = 0
    public var buildFailed = 0
    public var crashed = 0
    public var timedOut = 0
    /// `@IBDesignable` classes not built (`Report.notBuilt`), not in `total`.
    public var notBuilt = 0
  }

  /// What `easel designables` prints.
  public struct Report: Encodable, Sendable {
    public var root: String
    public var designables: [Entry] = []
    /// `@IBDesignable` classes not built: AppKit views, controllers, classes no target
    /// compiles.
    public var notBuilt: [NotBuilt] = []
    public var missingAPI: [MissingAPI] = []
    public var summary = Summary()
    /// Notes and warnings about the project (`file:line:col: note: …`).
    public var notes: [String] = []
    /// Seconds spent building (0 when the agent came from the cache).
    public var buildSeconds = 0.0
    public var cached = false
  }

  @MainActor
  public func run() throws -> Report {
    var report = Report(root: root.path)
    let trace = PhaseTrace()
    defer { trace.finish() }
    // Objective-C is translated first, so that its classes are counted, built and drawn
    // with the Swift ones; the toolchain is looked for only when there is some.
    var located: Toolchain?
    func locate() throws -> Toolchain {
      if let located { return located }
      let found = try Toolchain.locate()
      located = found
      return found
    }
    let project = try DesignablesProject(root: root).translatingObjectiveC {
      ObjCBuild(
        toolchain: try locate(), designablesCache: cacheDirectory, translate: translateObjC)
    }
    trace.mark("scan")
    // Registration warnings are told after the builds, as each build reads its own files
    // (`AgentBuilder.compiled(by:in:)`); the rest now.
    let registration = "designable-not-registered"
    let scanned = project.scan.diagnostics.filter { $0.severity != .note }
    report.notes += project.projectFileProblems.map(\.description)
    report.notes += scanned.filter { $0.id != registration }.map(\.description)
    var registrationNotes = scanned.filter { $0.id == registration }
    for (c, root) in project.designableNonViews {
      notBuilt(
        c,
        "is @IBDesignable but a \(root) subclass, not a view: Interface Builder draws only views live, so it is not built",
        reason: "not-a-view", root: root, project: project, report: &report)
    }
    // AppKit views: a macOS target's designables, which Interface Builder draws in a macOS
    // document only. The scan's note says so at the class; each is listed and counted.
    for (c, root) in project.appKitDesignables {
      notBuilt(
        c,
        "is @IBDesignable but an AppKit \(UIKitClasses.appKitKind(root) ?? "view") (\(root) subclass), a macOS designable: Interface Builder on iOS does not load AppKit classes, so it is not built",
        reason: "appkit", root: root, project: project, report: &report)
    }
    // Classes in folders no project lists: Xcode has no target to build them in.
    for (c, folder) in project.unlistedDesignables {
      let shown = project.userFile(folder.path)
      let hint =
        folder.path == project.root.path
        ? "" : "; `easel designables \(shown)` builds that folder on its own"
      notBuilt(
        c,
        "is @IBDesignable but in \(shown), which no Xcode project or package of the repository lists: no target compiles it, so Xcode would not build it\(hint)",
        reason: "no-project", root: shown, project: project, report: &report)
    }
    // Classes in files a project's folder holds but no target compiles: Xcode builds the
    // files its targets list, never the folder, so they are no designables of the project.
    for (c, holder) in project.strayDesignables {
      let shown = project.userFile(holder.path)
      let copy = project.designableClasses.first { $0.qualifiedName == c.qualifiedName }
      let kept = copy.map {
        "; the designable \(c.qualifiedName) is the one a target compiles, in \(project.userFile($0.location.file))"
      }
      notBuilt(
        c,
        "is @IBDesignable but "
          + DesignablesProject.notInTarget(file: project.userFile(c.location.file), project: shown)
          + (kept ?? ""),
        reason: "not-in-target", root: shown, project: project, report: &report)
    }
    report.summary.notBuilt = report.notBuilt.count
    // The translator's warnings (clang's, kept), as Xcode shows them.
    report.notes += project.objectiveCWarnings.map(\.description)
    // An Objective-C designable declared again in files no target compiles: the target's
    // copy is the one built and listed; a note at the other says so.
    for (leftOut, kept) in project.leftOutObjectiveCCopies {
      report.notes.append(project.leftOutCopyNote(leftOut, kept: kept).description)
    }
    // Keys Objective-C categories add that did not translate (no designable to fail): their
    // errors, once each.
    var said = Set(report.notes)
    for key in project.objectiveCKeyFailures.keys.sorted() {
      for d in project.objectiveCKeyFailures[key] ?? [] where said.insert(d.description).inserted {
        report.notes.append(d.description)
      }
    }
    // Objective-C designables that did not translate (failed, or given no Swift at all):
    // Build failed with the translator's errors or the step that left them out, counted with
    // the rest.
    let swiftClasses = Set(project.scan.classes.filter { $0.language == .swift }.map(\.name))
    var listed: Set<String> = []
    var untranslated = project.scan.classes.filter { c in
      c.language == .objectiveC && c.isDesignable
        && (project.objectiveCFailures[c.name] != nil || !swiftClasses.contains(c.name))
        && listed.insert(Self.key(c)).inserted
    }
    // Of those, the ones whose implementation no target compiles: not built, as Xcode does
    // not build them, said as a Swift file in no target is.
    let stray = untranslated.compactMap { c in project.notInTargetReason(c).map { (c, $0) } }
    for (c, why) in stray {
      notBuilt(
        c, "is @IBDesignable but \(why)", reason: "not-in-target",
        root: project.projectsHolding(c.location.file), project: project, report: &report)
    }
    report.summary.notBuilt = report.notBuilt.count
    untranslated.removeAll { c in stray.contains { $0.0.name == c.name } }
    let classes = project.designableClasses + untranslated
    guard !classes.isEmpty else {
      report.notes += registrationNotes.map(\.description)
      return report
    }
    let moduleName = AgentPlan.sanitize(root.lastPathComponent)
    // Each class's UIKit root, by the names a build reports it under: it is placed as the
    // library's object for that root.
    var roots: [String: String] = [:]
    for c in project.scan.plan.classes where !c.root.isEmpty {
      roots[c.scannedClass.qualifiedName] = roots[c.scannedClass.qualifiedName] ?? c.root
      roots[c.scannedClass.name] = roots[c.scannedClass.name] ?? c.root
    }

    let toolchain = try locate()
    let builder = AgentBuilder(toolchain: toolchain, cacheDirectory: cacheDirectory)
    let started = Date()
    var statuses: [String: DesignableStatus] = [:]
    var images: [String: String] = [:]
    var pictures: [String: Bitmap] = [:]
    var timings: [String: [String: Double]] = [:]
    var slices: [String: Set<String>] = [:]
    var cached = true
    var moduleOfFile: [String: String] = [:]
    var modeOfFile: [String: SwiftLanguageMode] = [:]
    for c in untranslated {
      statuses[Self.key(c)] = .buildFailed(
        diagnostics: project.whyNotTranslated(c).leadingWithFirstError)
    }
    for (group, planned) in project.buildsForAllDesignables(
      fallbackModule: moduleName, availableModules: toolchain.availableModules())
    {
      report.notes += planned.notes.map(\.description)
      for module in planned.plan.modules {
        for file in module.files {
          moduleOfFile[file.path] = moduleOfFile[file.path] ?? module.name
          modeOfFile[file.path] = modeOfFile[file.path] ?? module.languageMode
        }
      }
      trace.mark("plan \(planned.plan.main.name)")
      let build = try IsolatingBuild(builder: builder).buildNarrowingToDeclarations(
        planned, scan: project.scan, roots: group, project: project)
      trace.mark("build \(planned.plan.main.name) (\(build.rounds) compiles)")
      cached = cached && build.cached
      report.notes += build.notes.map(\.description)
      // By class name within the build, then by declaration: two apps of one repository may
      // each declare a `DesignView`, and each keeps its own status.
      var named: [String: DesignableStatus] = [:]
      var namedPictures: [String: Bitmap] = [:]
      var namedTimings: [String: [String: Double]] = [:]
      var namedImages: [String: String] = [:]
      for (name, errors) in build.failures {
        named[name] = .buildFailed(diagnostics: project.failureDiagnostics(of: name, errors))
      }
      // Roots and registration warnings as this build resolves them, from what it compiles
      // (a stand-in `UILabel` no target compiles is no class's superclass here).
      let files = Set(planned.plan.allFiles.map(\.path))
      let own = AgentBuilder.compiled(by: planned.plan, in: project.scan).plan
      let inBuild = { (d: Diagnostic) in d.location.map { files.contains($0.file) } == true }
      registrationNotes.removeAll(where: inBuild)
      registrationNotes += own.diagnostics.filter {
        $0.id == registration && inBuild($0) && !registrationNotes.contains($0)
      }
      var buildRoots = roots
      for c in own.classes where !c.root.isEmpty {
        buildRoots[c.scannedClass.qualifiedName] = c.root
        buildRoots[c.scannedClass.name] = c.root
      }
      let built = group.subtracting(build.failures.keys)
      if let executable = build.executable, !built.isEmpty {
        namedImages = try draw(
          built.sorted(), module: planned.plan.main.name, roots: buildRoots,
          executable: executable,
          statuses: &named, pictures: &namedPictures, timings: &namedTimings)
        trace.mark("draw \(built.count) classes")
      }
      for (name, status) in named {
        for c in Self.declarations(of: name, among: classes, compiling: files)
        where statuses[Self.key(c)] == nil {
          let key = Self.key(c)
          statuses[key] = status
          images[key] = namedImages[name]
          pictures[key] = namedPictures[name]
          timings[key] = namedTimings[name]
          slices[key] = build.builtSlices[name] ?? planned.slices[name]
        }
      }
    }
    report.notes += registrationNotes.map(\.description)
    report.buildSeconds = cached ? 0 : Date().timeIntervalSince(started)
    report.cached = cached

    var blocked: [String: Set<String>] = [:]
    let projectNames = Self.declaredNames(of: project.scan)
    var pictured: [Bitmap?] = []
    for c in classes {
      let name = c.qualifiedName
      let key = Self.key(c)
      guard let status = statuses[key] else {
        // No build compiled its file: never a namesake's status, but what happened.
        notBuilt(
          c, "is @IBDesignable but no build Easel planned compiled its file, so it was not built",
          reason: "not-compiled", root: c.superclassName ?? "", project: project,
          report: &report, severity: .warning)
        report.summary.notBuilt = report.notBuilt.count
        continue
      }
      let shown = project.displayLocation(of: c)
      var entry = Entry(
        class: name, module: moduleOfFile[c.location.file] ?? moduleName, file: shown.file,
        line: shown.line, column: shown.column, outcome: status,
        files: (slices[key] ?? []).map(project.userFile).sorted(), image: images[key])
      entry.languageMode = modeOfFile[c.location.file].map { mode in
        if case .unsupported(let version) = mode { return version }
        return mode.compilerArgument ?? ""
      }
      if status.isOK {
        let phases = timings[key] ?? [:]
        entry.seconds = phases.values.reduce(0, +)
        entry.phaseSeconds = phases
      }
      if case .buildFailed(let diagnostics) = status {
        for symbol in Self.missingAPI(in: diagnostics, projectNames: projectNames) {
          blocked[symbol, default: []].insert(name)
        }
      }
      report.designables.append(entry)
      pictured.append(pictures[key])
      report.summary.total += 1
      switch status {
      case .upToDate: report.summary.upToDate += 1
      case .buildFailed: report.summary.buildFailed += 1
      case .crashed: report.summary.crashed += 1
      case .timedOut: report.summary.timedOut += 1
      }
    }
    if let sheet {
      var contact = ContactSheet()
      contact.thumbnailWidth = CGFloat(sampleSize.width)
      for (entry, picture) in zip(report.designables, pictured) {
        let first = entry.diagnostics.first { $0.contains("error:") } ?? entry.diagnostics.first
        contact.entries.append(
          ContactSheet.Entry(
            caption: entry.class, detail: entry.statusText, picture: picture,
            failure: picture == nil ? (first ?? entry.statusText) : nil))
      }
      try OutputFile.write(try contact.pngData(), to: sheet)
    }
    report.missingAPI = blocked.map { MissingAPI(symbol: $0.key, classes: $0.value.sorted()) }
      .sorted { ($1.classes.count, $0.symbol) < ($0.classes.count, $1.symbol) }
    return report
  }

  /// Makes and draws each class once in the agent, from a generated xib holding one view of
  /// each; the supervisor pins crashes and hangs on their class.
  @MainActor
  private func draw(
    _ classes: [String], module: String, roots: [String: String], executable: URL,
    statuses: inout [String: DesignableStatus], pictures: inout [String: Bitmap],
    timings: inout [String: [String: Double]]
  ) throws -> [String: String] {
    let fm = FileManager.default
    let work = fm.temporaryDirectory.appendingPathComponent(
      "easel-designables-\(UUID().uuidString)")
    try fm.createDirectory(at: work, withIntermediateDirectories: true)
    defer { try? fm.removeItem(at: work) }
    let folder = imageFolder ?? work
    try fm.createDirectory(at: folder, withIntermediateDirectories: true)
    let xib = work.appendingPathComponent("Designables.xib")
    try Data(Self.sampleDocument(classes, module: module, size: sampleSize, roots: roots).utf8)
      .write(to: xib)
    var request = RenderRequest(document: xib.path)
    request.projectRoot = root.path
    // Pictures nobody keeps are drawn at one pixel a point: the classes' code runs the same.
    request.settings.scale = imageFolder == nil && sheet == nil ? 1 : scale
    // Pictures to look at, not to ship: the fast encoder.
    request.settings.encoding = .png(.fast)
    request.scenes = classes.enumerated().map {
      SceneOutput(
        sceneID: "easel-\($0.offset)",
        path: folder.appendingPathComponent(Self.fileName($0.element)).path)
    }
    let supervisor = AgentSupervisor(executable: executable, timeout: timeout)
    var images: [String: String] = [:]
    do {
      let outcome = try supervisor.run(request, classes: Set(classes))
      for (name, status) in outcome.statuses { statuses[name] = status }
      timings.merge(outcome.userCodeSeconds) { a, _ in a }
      for (index, name) in classes.enumerated() {
        guard let path = outcome.rendered["easel-\(index)"] else { continue }
        if imageFolder != nil { images[name] = path }
        if sheet != nil { pictures[name] = try? Bitmap(contentsOf: URL(fileURLWithPath: path)) }
      }
    } catch let failure as AgentFailure {
      for name in classes {
        statuses[name] = .crashed(
          phase: "the agent", signal: failure.message, backtrace: failure.output)
      }
    }
    return images
  }

  /// Lists `c` as not built for `reason`, and says why at its declaration (`designable-` and
  /// the reason, as its id).
  private func notBuilt(
    _ c: ScannedClass, _ why: String, reason: String, root: String,
    project: DesignablesProject, report: inout Report, severity: Severity = .note
  ) {
    let shown = project.displayLocation(of: c)
    report.notes.append(
      Diagnostic(severity, "\(c.qualifiedName) \(why)", id: "designable-\(reason)", at: shown)
        .description)
    report.notBuilt.append(
      NotBuilt(
        class: c.qualifiedName, file: shown.file, line: shown.line, column: shown.column,
        reason: reason, root: root))
  }

  /// The classes named `name` (as a build reports it) that a build of `files` compiled: a
  /// status belongs to the class that was built, never to a namesake another build left out.
  static func declarations(
    of name: String, among classes: [ScannedClass], compiling files: Set<String>
  ) -> [ScannedClass] {
    classes.filter {
      ($0.qualifiedName == name || $0.name == name) && files.contains($0.location.file)
    }
  }

  /// A class's key in the statuses: its declaring file and name.
  static func key(_ c: ScannedClass) -> String { c.location.file + "|" + c.qualifiedName }

  /// A xib with one top-level view per class, each `size` points, holding the object
  /// Interface Builder's library offers for the class's UIKit root (`roots`, by class name; a
  /// View when unknown), with the defaults a fresh one has (a button's "Button" title, a
  /// label's "Label" text, a view's white background), its custom class set — a designable
  /// as a designer first sees it after dropping it onto a scene. The top-level view stands
  /// for the scene's view, the designable's superview: Interface Builder makes a designable
  /// inside the views around it ("if your object's runtime configuration relies on subviews
  /// or parent views, those objects should exist by the time [prepareForInterfaceBuilder] is
  /// called"), and code that waits for `didMoveToSuperview()` or reads `superview` runs as
  /// it does there. The scene's view is clear, so the picture is the designable's own.
  static func sampleDocument(
    _ classes: [String], module: String, size: (width: Int, height: Int),
    roots: [String: String] = [:]
  ) -> String {
    var text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES">
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>

      """
    let frame = CGRect(x: 0, y: 0, width: size.width, height: size.height)
    for (index, name) in classes.enumerated() {
      let item = LibraryObject(placing: roots[name] ?? "UIView")
      text += """
                <view contentMode="scaleToFill" id="easel-\(index)">
                    <rect key="frame" x="0.0" y="0.0" width="\(size.width)" height="\(size.height)"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>

        """
      for line in item.markup(
        id: "easel-\(index)-designable", frame: frame, customClass: name, module: module,
        unit: "    ")
      {
        text += "                " + line + "\n"
      }
      text += """
                    </subviews>
                    <color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </view>

        """
    }
    text += "    </objects>\n</document>\n"
    return text
  }

  /// `<Class>.png`, with characters unsafe in file names replaced.
  static func fileName(_ className: String) -> String {
    String(className.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" ? $0 : "_" })
      + ".png"
  }

  static func statusWord(_ status: DesignableStatus) -> String {
    switch status {
    case .upToDate: "up-to-date"
    case .buildFailed: "build-failed"
    case .crashed: "crashed"
    case .timedOut: "timed-out"
    }
  }

  /// The source line a diagnostic points at.
  /// The API Easel lacks that a failed build's errors name (`UIView.userInterfaceLayoutDirection`,
  /// `module AudioToolbox`): not the project's own names, which fail for another reason (a
  /// type whose file did not compile), not what a file whose import of a module the build
  /// cannot provide (a pod not checked in) misses, and not a member whose context is unknown
  /// (`.scaleAspectFit`) when a name could not be found at all: that is the first error's
  /// echo, not a gap of its own.
  static func missingAPI(in diagnostics: [Diagnostic], projectNames: Set<String>) -> Set<String> {
    let errors = diagnostics.filter { $0.severity == .error }
    let unfound = errors.contains {
      $0.message.hasPrefix("cannot find ") || $0.message.contains(AgentBuilder.leftOutImportWords)
    }
    var symbols: Set<String> = []
    for d in errors where !d.message.contains(AgentBuilder.leftOutImportWords) {
      guard let symbol = CompilerOutput.missingSymbol(in: d.message, sourceLine: Self.line(of: d))
      else { continue }
      if symbol.hasPrefix("module ") || symbol.hasPrefix("override ") {
        symbols.insert(symbol)
        continue
      }
      if symbol.hasPrefix(".") {
        if unfound || projectNames.contains(String(symbol.dropFirst())) { continue }
      } else if symbol.split(separator: ".").contains(where: { projectNames.contains(String($0)) })
      {
        continue
      }
      symbols.insert(symbol)
    }
    return symbols
  }

  /// Every name the project's sources declare: types, top-level names, nested types,
  /// extension members, classes and their members exposed to Objective-C.
  static func declaredNames(of scan: ScanResult) -> Set<String> {
    var names: Set<String> = []
    for file in scan.files {
      names.formUnion(file.symbols.declaredNames)
      for c in file.classes {
        names.insert(c.name)
        names.formUnion(c.objcMembers.map(\.name))
      }
      for e in file.extensions { names.formUnion(e.objcMembers.map(\.name)) }
    }
    return names
  }

  static func line(of d: Diagnostic) -> String? {
    guard let location = d.location,
      let text = try? String(contentsOfFile: location.file, encoding: .utf8)
    else { return nil }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard location.line >= 1, location.line <= lines.count else { return nil }
    return String(lines[location.line - 1])
  }
}
