import Foundation

/// What the layout engine keeps per view beyond UIKit's public properties: the host's safe
/// area, intrinsic-size overrides from documents, whether the engine must solve again.
@preconcurrency @MainActor
package final class AutoLayoutState {
  /// The safe area insets a host (a view controller's root view in its window) gives the
  /// view; nil for views whose safe area comes from their position in the root's.
  package var hostSafeAreaInsets: UIEdgeInsets?
  /// The intrinsic size to use instead of `intrinsicContentSize` (a document's
  /// `placeholderIntrinsicWidth`/`Height`, the `<designables>` cache, or, for a fidelity
  /// check, the stored frame); `noIntrinsicMetric` on an axis leaves that axis alone.
  package var intrinsicSizeOverride: CGSize?
  /// The view keeps its current frame in the solve (treated as if its autoresizing mask
  /// became constraints): a document view shown at the frame Interface Builder stored.
  package var keepsFrame = false
  /// The engine must solve again before the next layout (set on the root view).
  package var needsSolve = true
  /// The view's size changed below the root outside a solve (a `layoutSubviews()` above it
  /// set its frame, or code did), and constraints inside it place its subviews: the engine
  /// must take the new size before the view's own `layoutSubviews()` runs.
  package var subtreeNeedsSolve = false
  /// The view waits for `updateConstraints()` (every view does once, before its first
  /// layout).
  package var needsUpdateConstraints = true
  /// The top and bottom layout guides' lengths use the safe area's (old documents'
  /// `topLayoutGuide`/`bottomLayoutGuide`); set on the guides' owning view.
  package var usesLayoutSupportGuides = false
  /// The priority of the height an autoresizing mask gives the view: required, but 999 for
  /// a table view cell's content view, whose height follows its content as a self-sizing
  /// cell's does (Interface Builder lays cells out so).
  package var autoresizingHeightPriority: UILayoutPriority = .required
  /// The engine placed this stack view's arranged subviews (its own layout stands down).
  package var arrangedByEngine = false
  /// Whether the engine is solving now (frame writes do not ask for another solve).
  package var isApplying = false
  /// The constraints the last solve could not satisfy (set on the root view).
  package var unsatisfiedConstraints: [NSLayoutConstraint] = []
  /// Whether the engine building its system under `stamp` places the view by constraints
  /// and keeps it at its frame (`LayoutEngine.participates(_:)`, `keepsPlace(_:)`).
  package var placement: (stamp: Int, participates: Bool, keepsPlace: Bool) = (0, false, false)

  package init() {}
}

extension UIView {
  /// The root of the view's hierarchy (the view itself when it has no superview).
  package var hierarchyRoot: UIView {
    var v = self
    while let s = v.superview { v = s }
    return v
  }

  /// Asks the hierarchy's engine to solve again before the next layout pass, as UIKit does
  /// when constraints, intrinsic sizes or the hierarchy change.
  package func setNeedsAutoLayout() {
    let root = hierarchyRoot
    guard !root.autoLayout.isApplying else { return }
    root.autoLayout.needsSolve = true
    root.layer.setNeedsLayout()
  }

  /// Whether any view in the tree below (and including) this one has constraints.
  package var treeHasConstraints: Bool {
    if !constraintStorage.isEmpty || self is UIStackView { return true }
    return subviewStorage.contains { $0.treeHasConstraints }
  }

  /// Solves the hierarchy's constraints and applies the frames when something changed;
  /// called before `layoutSubviews()` of every view, as UIKit's engine applies its solution
  /// before `layoutSubviews()` runs.
  ///
  /// At the root the whole solution is applied. Below the root, a view whose size changed
  /// outside a solve (`subtreeNeedsSolve`) has the hierarchy solved again with its new size
  /// and the solution applied to its subviews only, as UIKit's engine takes a view's new
  /// bounds and each view reads its subviews' frames from the engine when it is laid out.
  func applyAutoLayoutIfNeeded() {
    if superview == nil {
      guard autoLayout.needsSolve else { return }
      autoLayout.needsSolve = false
      solveHierarchy(applyingBelow: nil)
    } else if autoLayout.subtreeNeedsSolve {
      hierarchyRoot.solveHierarchy(applyingBelow: self)
    }
  }

  /// Runs the constraint-update pass, solves the hierarchy under this root view and applies
  /// the frames: all of them, or only those of `view`'s descendants.
  private func solveHierarchy(applyingBelow view: UIView?) {
    autoLayout.isApplying = true
    updateConstraintsIfNeeded()
    autoLayout.isApplying = false
    view?.autoLayout.subtreeNeedsSolve = false
    guard treeHasConstraints else { return }
    // A safe area that moves with the frames just applied is laid out again (twice at most).
    for _ in 0..<3 {
      let engine = LayoutEngine(root: self)
      engine.solve()
      autoLayout.unsatisfiedConstraints = engine.unsatisfied.map(\.constraint)
      autoLayout.isApplying = true
      engine.applyFrames(below: view)
      autoLayout.isApplying = false
      guard engine.safeAreaMoved else { break }
    }
  }

  /// Notes a size change of a view below the root made outside a solve: when constraints
  /// inside the view place its subviews, the engine takes its new size before the view is
  /// laid out (`applyAutoLayoutIfNeeded()`).
  func subtreeSizeDidChange() {
    guard !hierarchyRoot.autoLayout.isApplying, treeHasConstraints else { return }
    autoLayout.subtreeNeedsSolve = true
  }
}

extension UIView {
  /// The safe area insets: the host's for a view that has them, else the part of the
  /// nearest host's insets the view's current frame overlaps; none inside a scroll view,
  /// which insets its content instead.
  func computedSafeAreaInsets() -> UIEdgeInsets {
    if let h = autoLayout.hostSafeAreaInsets { return h }
    var x: CGFloat = 0
    var y: CGFloat = 0
    var v = self
    while let s = v.superview {
      // A scroll view insets its content instead (automatic content inset adjustment).
      if s is UIScrollView { return .zero }
      x += v.frame.minX
      y += v.frame.minY
      v = s
      guard let h = s.autoLayout.hostSafeAreaInsets else { continue }
      let size = s.bounds.size
      return UIEdgeInsets(
        top: max(0, h.top - y), left: max(0, h.left - x),
        bottom: max(0, y + bounds.height - (size.height - h.bottom)),
        right: max(0, x + bounds.width - (size.width - h.right)))
    }
    return .zero
  }
}
