import EaselLayout
import Foundation

extension LayoutEngine {
  /// The views placed by constraints whose frames the constraints do not determine, with
  /// what is left open (`x`, `y`, `width`, `height`), as UIKit's `hasAmbiguousLayout`.
  ///
  /// Found by solving again with every such view pulled, more weakly than any priority,
  /// 37 points away from where it was: what moves was free to. The solution is restored
  /// afterwards.
  package func ambiguousViews() -> [ObjectIdentifier: [String]] {
    var before: [ObjectIdentifier: CGRect] = [:]
    for view in views where participates(view) {
      if let b = box(of: view) { before[ObjectIdentifier(view)] = b.frame }
    }
    probe = before
    buildAndSolve()
    probe = nil
    var result: [ObjectIdentifier: [String]] = [:]
    for view in views {
      guard let old = before[ObjectIdentifier(view)], let new = box(of: view)?.frame else {
        continue
      }
      var open: [String] = []
      if abs(new.minX - old.minX) > 0.5 && abs(new.width - old.width) <= 0.5 { open.append("x") }
      if abs(new.width - old.width) > 0.5 { open.append("width") }
      if abs(new.minY - old.minY) > 0.5 && abs(new.height - old.height) <= 0.5 {
        open.append("y")
      }
      if abs(new.height - old.height) > 0.5 { open.append("height") }
      if !open.isEmpty { result[ObjectIdentifier(view)] = open }
    }
    buildAndSolve()
    return result
  }

  /// The probe's pulls, added last when probing.
  func addProbes() {
    guard let probe else { return }
    let pull = Strength.create(0, 0, 0.001)
    for view in views {
      guard let old = probe[ObjectIdentifier(view)], let b = box(of: view) else { continue }
      let targets: [(Variable, CGFloat)] = [
        (b.minX, old.minX + 37), (b.minY, old.minY + 37), (b.width, old.width + 37),
        (b.height, old.height + 37),
      ]
      for (v, target) in targets {
        addRaw(Constraint(.of(v, constant: -Double(target)), .equal, strength: pull))
      }
    }
  }
}
