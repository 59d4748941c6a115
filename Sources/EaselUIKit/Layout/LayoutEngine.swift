import EaselLayout
import Foundation

// Design note: how a view hierarchy becomes one linear system.
//
// Every view gets four solver variables, its frame in the root view's coordinates with
// every bounds origin taken as zero (so a scroll view's content offset never enters the
// system): `minX`, `minY`, `width`, `height`. A constraint's attribute is a linear
// expression of those (`trailing` = minX + width, `centerY` = minY + height / 2, a margin
// attribute adds the view's effective margin, a baseline the font's offset). Layout guides
// are expressions of their owning view (safe area, margins, the old top and bottom guides)
// or four variables of their own (guides made in code). Descendants of a scroll view that
// relate to its edges relate to its content area, whose size has two variables of its own.
//
// Views no constraint mentions, that constraints do not place and that hold nothing the
// system needs (the title label inside a button, the subviews of a view kept at its frame)
// get no variables: they follow their superviews by their autoresizing masks once the
// system is solved (`solvedFrame(of:)`), as UIKit leaves them to its autoresizing pass.
//
// The required constraints go to the solver first and the others after them, each group in
// the order made: with the required ones settling the basis first, the soft ones cost far
// fewer pivots (the largest corpus scene solves almost three times faster).
//
// Then, as UIKit's engine: the root's frame is fixed; views that translate their
// autoresizing masks get the mask as constraints from their current frame (a view kept at
// the frame a document stored is one of those); views placed by constraints get their
// intrinsic size as hugging (≤) and compression resistance (≥) constraints at their
// priorities; a stack view's arrangement becomes constraints. Solving writes the frames back
// top-down, so each `layoutSubviews()` sees its solved bounds. A view below the root whose
// size a `layoutSubviews()` above it (or other code) changes is solved again with that size
// before its own `layoutSubviews()`, and the solution given to its subviews
// (`UIView.applyAutoLayoutIfNeeded()`).

/// Solves a view hierarchy's constraints, as UIKit's layout engine (one per window).
@preconcurrency @MainActor
package final class LayoutEngine {
  /// The four variables of one view or guide: its frame in root coordinates.
  package final class Box {
    let minX: Variable, minY: Variable, width: Variable, height: Variable
    /// The frame as expressions, made once (every constraint on the box reads it).
    let rect: LinearRect
    init(_ name: String) {
      minX = Variable(name, ".minX")
      minY = Variable(name, ".minY")
      width = Variable(name, ".width")
      height = Variable(name, ".height")
      rect = LinearRect(minX: .of(minX), minY: .of(minY), width: .of(width), height: .of(height))
    }
    /// The solved frame in root coordinates.
    package var frame: CGRect {
      CGRect(x: minX.value, y: minY.value, width: width.value, height: height.value)
    }
  }

  /// A constraint the solve left out, and why.
  package struct Unsatisfied {
    /// The constraint.
    package var constraint: NSLayoutConstraint
    /// Why it was left out.
    package var reason: String
    /// The required constraints it conflicts with (best effort).
    package var conflicting: [NSLayoutConstraint]
  }

  /// The root view; its frame is fixed unless `fittingSize` is set.
  package let root: UIView
  /// When set, the root's size is free and pulled towards this size at these priorities
  /// (`systemLayoutSizeFitting`).
  package var fitting: (size: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)?
  /// The intrinsic size the engine uses for a view (default: the override, else the view's).
  package var intrinsicSize: @MainActor (UIView) -> CGSize = LayoutEngine.defaultIntrinsicSize
  /// Whether a view placed by constraints keeps its current size, very weakly, on an axis
  /// where it has no intrinsic size (so that a plain view in a stack keeps its width).
  ///
  /// Differs from UIKit: UIKit leaves such a view ambiguous (its size is whatever the
  /// solver picks, often zero). Off for fidelity checks, where it would hide ambiguity.
  package var prefersCurrentSizes = true
  /// Constraints left out of the last solve.
  package internal(set) var unsatisfied: [Unsatisfied] = []
  /// Solver constraints the last solve could not add (the engine's own and the views').
  package internal(set) var rejectedCount = 0
  /// While the system is built: the non-required constraints held back, with the view
  /// constraint each comes from, to add after the required ones.
  var deferred: [(constraint: Constraint, source: NSLayoutConstraint?)]?

  var solver = Solver()
  var boxes: [ObjectIdentifier: Box] = [:]
  var views: [UIView] = []
  /// Every view of the hierarchy, whether or not it has variables.
  var inHierarchy: Set<ObjectIdentifier> = []
  var guideBoxes: [ObjectIdentifier: Box] = [:]
  var contentSizes: [ObjectIdentifier: (width: Variable, height: Variable)] = [:]
  var layoutConstraints: [Constraint: NSLayoutConstraint] = [:]
  /// Widths measured for wrapping labels by the previous pass (`whole` text measurement).
  var wrappingWidths: [ObjectIdentifier: CGFloat] = [:]
  /// Labels that wrap at their solved width: the height their constraints hold them to, and
  /// those constraints (hugging and compression resistance), to replace when it changes.
  var wrappingHeights:
    [ObjectIdentifier: (label: UILabel, height: CGFloat, constraints: [Constraint])] = [:]
  /// While looking for ambiguity: each view's frame before the probe.
  var probe: [ObjectIdentifier: CGRect]?
  /// The safe area insets the system was built with, by view.
  var safeAreasRead: [ObjectIdentifier: (view: UIView, insets: UIEdgeInsets)] = [:]
  /// While the system is built: the stamp under which each view's `participates` and
  /// `keepsPlace` are kept in its `AutoLayoutState`, worked out once (they are asked for
  /// every constraint mentioning the view); 0 otherwise. Each build draws a random 63-bit
  /// stamp, so that no two engines share one (two draws agree once in 2^63) and nothing
  /// counts them process-wide; an `Int`, since the check runs for every constraint.
  var placementStamp = 0

  /// Makes an engine for the hierarchy under `root`.
  package init(root: UIView) {
    self.root = root
  }

  /// The override, else `intrinsicContentSize`; a stack view has none (its arrangement
  /// sizes it).
  package static func defaultIntrinsicSize(_ view: UIView) -> CGSize {
    if let o = view.autoLayout.intrinsicSizeOverride { return o }
    if view is UIStackView {
      return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    return view.intrinsicContentSize
  }

  /// The solver constraints the last solve held, in the order they were added (for
  /// benchmarks that give the same system to another solver).
  package var solverConstraints: [Constraint] { solver.constraints }

  /// The solved box of a view (nil for views outside the hierarchy).
  package func box(of view: UIView) -> Box? { boxes[ObjectIdentifier(view)] }

  /// Builds the system and solves it; labels that wrap are measured again at their solved
  /// widths and, where their heights change, their height constraints replaced in the
  /// solver (incrementally, not rebuilt) and the system re-solved, until the heights settle
  /// (three measurements at most).
  package func solve() {
    buildAndSolve()
    for _ in 0..<2 {
      var changed = false
      for (key, wrapping) in wrappingHeights {
        let label = wrapping.label
        guard let b = box(of: label) else { continue }
        let w = CGFloat(b.width.value)
        if let old = wrappingWidths[key], abs(old - w) < 0.5 { continue }
        wrappingWidths[key] = w
        let height = label.sizeThatFits(CGSize(width: w, height: .greatestFiniteMagnitude)).height
        guard height != wrapping.height else { continue }
        for c in wrapping.constraints where solver.contains(c) { try? solver.remove(c) }
        let a = label.alignmentRectInsets
        let constraints = addContentSize(
          LinearExpression.of(b.height, constant: -Double(a.top + a.bottom)), Double(height),
          hugging: label.contentHuggingPriority(for: .vertical),
          resistance: label.contentCompressionResistancePriority(for: .vertical))
        wrappingHeights[key] = (label, height, constraints)
        changed = true
      }
      guard changed else { return }
      solver.updateVariables()
    }
  }

  func buildAndSolve() {
    solver = Solver()
    boxes = [:]
    guideBoxes = [:]
    contentSizes = [:]
    layoutConstraints = [:]
    wrappingHeights = [:]
    safeAreasRead = [:]
    unsatisfied = []
    rejectedCount = 0
    views = []
    collect(root)
    inHierarchy = Set(minimumCapacity: views.count)
    for view in views { inHierarchy.insert(ObjectIdentifier(view)) }
    let stamp = Int.random(in: 1...Int.max)
    for view in views {
      let state = view.autoLayout
      state.placement = (stamp, participates(view), keepsPlace(view))
    }
    placementStamp = stamp
    defer { placementStamp = 0 }
    let inSystem = viewsInSystem()
    for view in views where inSystem.contains(ObjectIdentifier(view)) {
      boxes[ObjectIdentifier(view)] = Box(Self.name(of: view))
    }
    // About ten constraints a view with variables (536 for the largest corpus scene's 54).
    solver.reserveCapacity(constraints: boxes.count * 10, variables: boxes.count * 4)
    deferred = []
    defer { deferred = nil }
    addRootConstraints()
    for view in views where view !== root && box(of: view) != nil {
      if participates(view) {
        addIntrinsicConstraints(of: view)
      } else {
        addAutoresizingConstraints(of: view)
      }
    }
    for view in views {
      if let stack = view as? UIStackView { addArrangementConstraints(of: stack) }
    }
    for view in views {
      for constraint in view.constraints { add(constraint) }
    }
    addProbes()
    let soft = deferred ?? []
    deferred = nil
    for (c, source) in soft {
      if let source { hold(c, from: source) } else { addRaw(c) }
    }
    solver.updateVariables()
  }

  private func collect(_ view: UIView) {
    views.append(view)
    for sub in view.subviews { collect(sub) }
  }

  /// The views that get variables: the root, views placed by constraints, views (and the
  /// owners of guides) that a constraint the solve takes mentions, stack views arranging
  /// views, views with layout guides, and every superview of those.
  private func viewsInSystem() -> Set<ObjectIdentifier> {
    var needed: [UIView] = [root]
    for view in views {
      if participates(view) || !view.layoutGuides.isEmpty { needed.append(view) }
      for c in view.constraints where c.isActive {
        let first = Self.view(of: c.firstItem)
        let second = Self.view(of: c.secondItem)
        if !keepPlace(first, second) {
          if let first { needed.append(first) }
          if let second { needed.append(second) }
        }
      }
    }
    var result = Set<ObjectIdentifier>(minimumCapacity: views.count)
    for view in needed {
      var v: UIView? = view
      while let current = v, inHierarchy.contains(ObjectIdentifier(current)),
        result.insert(ObjectIdentifier(current)).inserted
      {
        v = current.superview
      }
    }
    return result
  }

  static func name(of view: UIView) -> String {
    view.accessibilityIdentifier ?? "\(type(of: view))"
  }

  /// Whether constraints place the view (rather than its autoresizing mask or a kept frame):
  /// `translatesAutoresizingMaskIntoConstraints` off, or an arranged subview of a stack.
  package func participates(_ view: UIView) -> Bool {
    if placementStamp != 0 {
      let known = view.autoLayout.placement
      if known.stamp == placementStamp { return known.participates }
    }
    if view === root { return false }
    if let stack = view.superview as? UIStackView,
      stack.arrangedSubviews.contains(where: { $0 === view })
    {
      // A stack decoded from a document keeps its stored arrangement until it changes.
      if let stored = stack.storedArrangementSize, stored == stack.bounds.size { return false }
      return !stack.autoLayout.keepsFrame || !view.autoLayout.keepsFrame
    }
    return !view.translatesAutoresizingMaskIntoConstraints && !view.autoLayout.keepsFrame
  }

  private func addRootConstraints() {
    guard let b = box(of: root) else { return }
    require(LinearExpression.of(b.minX), .equal, 0)
    require(LinearExpression.of(b.minY), .equal, 0)
    if let fitting {
      require(.of(b.width), .greaterThanOrEqual, 0)
      require(.of(b.height), .greaterThanOrEqual, 0)
      addRaw(
        Constraint(
          .of(b.width, constant: -Double(fitting.size.width)), .equal,
          strength: fittingStrength(fitting.horizontal)))
      addRaw(
        Constraint(
          .of(b.height, constant: -Double(fitting.size.height)), .equal,
          strength: fittingStrength(fitting.vertical)))
    } else {
      require(.of(b.width), .equal, Double(root.bounds.width))
      require(.of(b.height), .equal, Double(root.bounds.height))
    }
  }

  /// A fitting priority: below every content priority at `fittingSizeLevel` (50), as UIKit.
  private func fittingStrength(_ p: UILayoutPriority) -> Strength {
    Strength(uikitPriority: p.rawValue)
  }

  /// Adds `expression relation constant` as a required constraint.
  func require(_ expression: LinearExpression, _ relation: Relation, _ constant: Double) {
    addRaw(Constraint(expression.adding(-constant), relation, strength: .required))
  }

  /// Adds a solver constraint the engine made itself (not a view's).
  func addRaw(_ c: Constraint) {
    if !c.strength.isRequired, deferred != nil {
      deferred?.append((c, nil))
      return
    }
    do { try solver.add(c) } catch {
      // The engine's own constraints conflict only through user constraints already in;
      // the user's constraint is the one reported.
      rejectedCount += 1
    }
  }

  // MARK: Applying

  /// Writes the solved frames back, top-down, in each superview's coordinates (all worked
  /// out first: a view that follows its superview is computed from the superview's size
  /// before the solve): every view's, or, given `view`, only its descendants' (the view's
  /// own layout guides too), as UIKit's engine gives a view laid out again its subviews'.
  ///
  /// As UIKit's engine does, the frames of views placed by the solve are aligned to the
  /// screen's pixels: each edge, in the root's coordinates, is rounded to the nearest pixel
  /// of the bound environment's display scale, never coarser than 2× (a half pixel up;
  /// `UIView.pixelGridScale(forDisplayScale:)`), so that a view centred at
  /// 283.5 points on a 3× screen starts at pixel 851, not across two. Unbound (no render
  /// in progress) the solved values are kept.
  package func applyFrames(below view: UIView? = nil) {
    let scale = ResourceEnvironment.boundDisplayScale.map(UIView.pixelGridScale(forDisplayScale:))
    let applied = view.map(subtree(of:)) ?? views
    let frames = applied.map { v -> CGRect? in
      if v === root || v === view { return nil }
      if let scale, let aligned = pixelAlignedFrame(of: v, scale: scale) { return aligned }
      return solvedFrame(of: v)
    }
    for (v, frame) in zip(applied, frames) {
      // The whole solution leaves no view waiting for its own.
      if view == nil { v.autoLayout.subtreeNeedsSolve = false }
      guard let frame else { continue }
      // A transformed view its constraints place gets its bounds and centre, as UIKit's
      // engine sets them: its size before the transform, the transform drawn about the
      // centre (a frame kept or following a mask is its transformed box, set as before).
      if !CATransform3DIsIdentity(v.layer.transform) && participates(v) {
        if !Self.close(v.engineFrame, frame) { v.engineFrame = frame }
      } else if !Self.close(v.frame, frame) {
        v.frame = frame
      }
    }
    for v in applied {
      for guide in v.layoutGuides {
        if let r = rect(ofGuide: guide, relativeTo: nil), let owner = box(of: v) {
          guide.layoutFrame = CGRect(
            x: r.minX.value - owner.minX.value, y: r.minY.value - owner.minY.value,
            width: r.width.value, height: r.height.value)
        }
      }
      if let stack = v as? UIStackView { stack.autoLayout.arrangedByEngine = true }
    }
  }

  /// `view` and its descendants in the hierarchy's order (superviews first).
  private func subtree(of view: UIView) -> [UIView] {
    guard let start = views.firstIndex(where: { $0 === view }) else { return [] }
    var result = [view]
    for v in views[(start + 1)...] {
      guard v.isDescendant(of: view) else { break }
      result.append(v)
    }
    return result
  }

  /// The solved frame of a view in its superview's coordinates (the root's own frame for
  /// the root).
  package func solvedFrame(of view: UIView) -> CGRect? {
    guard let b = box(of: view) else { return followingFrame(of: view) }
    guard let s = view.superview, let sb = box(of: s) else { return b.frame }
    let f = b.frame
    return CGRect(
      x: f.minX - sb.minX.value, y: f.minY - sb.minY.value, width: f.width, height: f.height)
  }

  /// The solved frame of a view placed by the solve in its superview's coordinates, its edges
  /// and its superview's rounded to the pixel grid of `scale` in root coordinates (nil for a
  /// view without variables).
  package func pixelAlignedFrame(of view: UIView, scale: CGFloat) -> CGRect? {
    guard let b = box(of: view) else { return nil }
    let f = UIView.pixelAligned(b.frame, scale: scale)
    guard let s = view.superview, let sb = box(of: s) else { return f }
    let p = UIView.pixelAligned(sb.frame, scale: scale)
    return CGRect(x: f.minX - p.minX, y: f.minY - p.minY, width: f.width, height: f.height)
  }

  /// The frame of a view without variables: its current frame with its autoresizing mask
  /// applied to its superview's change of size (nil outside the hierarchy).
  func followingFrame(of view: UIView) -> CGRect? {
    guard inHierarchy.contains(ObjectIdentifier(view)), let s = view.superview,
      let solved = solvedFrame(of: s)
    else { return nil }
    let f = view.frame
    guard s.autoresizesSubviews else { return f }
    let old = s.bounds.size
    let (x, w, y, h) = Self.autoresizingShares(of: view, in: old)
    let dw = Double(solved.width - old.width)
    let dh = Double(solved.height - old.height)
    return CGRect(
      x: Double(f.minX) + x * dw, y: Double(f.minY) + y * dh, width: Double(f.width) + w * dw,
      height: Double(f.height) + h * dh)
  }

  static func close(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 0.001 && abs(a.minY - b.minY) < 0.001
      && abs(a.width - b.width) < 0.001 && abs(a.height - b.height) < 0.001
  }
}
