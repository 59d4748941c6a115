import EaselUIKit
import Foundation
import Testing

/// A view's background colour is its layer's: code that sets the layer's own
/// (`layer.backgroundColor = UIColor.blue.cgColor` in `prepareForInterfaceBuilder()`, after the
/// document gave the view a white one) keeps it when the renderer resolves the view's
/// trait-dependent colours, and the view reads it back, as in UIKit.
@MainActor
@Suite struct LayerBackgroundColorTests {
  @Test func aColourSetOnTheLayerStays() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.backgroundColor = .white
    let blue = UIColor.blue.cgColor
    view.layer.backgroundColor = blue
    view.updateTraitDependentColors()
    #expect(view.layer.backgroundColor === blue)
    #expect(view.backgroundColor?.cgColor == blue)
  }

  @Test func aColourSetOnTheViewIsResolvedAgain() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.backgroundColor = .systemBackground
    view.overrideUserInterfaceStyle = .dark
    view.updateTraitDependentColors()
    let dark = UIColor.systemBackground.resolvedColor(with: view.traitCollection).cgColor
    #expect(view.layer.backgroundColor == dark)
    #expect(view.backgroundColor?.resolvedColor(with: view.traitCollection).cgColor == dark)
  }
}
