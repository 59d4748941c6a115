import Foundation

extension UIView {
  /// The tint adjustment mode in effect: the first non-automatic one up the tree.
  public var effectiveTintAdjustmentMode: TintAdjustmentMode {
    var v: UIView? = self
    while let c = v {
      if c.tintAdjustmentMode != .automatic { return c.tintAdjustmentMode }
      v = c.superview
    }
    return .normal
  }

  /// A colour resolved against this view's traits, as a `CGColor`.
  func resolved(_ color: UIColor) -> CGColor {
    color.resolvedCGColor(traitCollection)
  }

  /// Re-resolves trait-dependent colours (dynamic background colours) for the current
  /// traits, in this view and its subviews; the renderer calls it before drawing.
  public func updateTraitDependentColors() {
    // Only a colour the view set: one code set on the layer since stays (`backgroundColorResolved`).
    if let c = backgroundColorStorage, layer.backgroundColor === backgroundColorResolved {
      backgroundColorResolved = resolved(c)
      layer.backgroundColor = backgroundColorResolved
    }
    resolveOwnTraitDependentColors()
    for v in subviewStorage { v.updateTraitDependentColors() }
  }

  /// The dimmed form of a tint: its grey level, faded, as iOS dims tints under alerts.
  ///
  /// Differs from UIKit: an approximation of iOS's dimmed grey.
  /// The undimmed tint: the stored tint of this view or its nearest ancestor that has one.
  ///
  /// As in UIKit, the walk reads the ancestors' stored tints, never their `tintColor`
  /// getters: a subclass that overrides the getter (to return a subview's tint, say) does not
  /// change what its subviews inherit, and cannot recurse through them.
  var inheritedTintColor: UIColor {
    var v: UIView? = self
    while let c = v {
      if let tint = c.tintColorStorage { return tint }
      v = c.superview
    }
    return .systemBlue
  }

  static func dimmed(_ color: UIColor) -> UIColor {
    UIColor(dynamicProvider: { traits in
      let c = color.resolvedRGBA(traits)
      let grey = 0.3 * c.red + 0.59 * c.green + 0.11 * c.blue
      return UIColor(white: CGFloat(grey), alpha: CGFloat(c.alpha * 0.8))
    })
  }

  /// Tells this view and the subviews that inherit its tint that the tint changed.
  func propagateTintChange() {
    tintColorDidChange()
    resolveOwnTraitDependentColors()
    for v in subviewStorage where v.tintColorStorage == nil || v.tintAdjustmentMode == .automatic {
      v.propagateTintChange()
    }
  }
}
