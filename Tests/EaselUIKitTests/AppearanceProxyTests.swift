import EaselUIKit
import Foundation
import Testing

/// `appearance()` compiles and runs as app code calls it, at rest: a proxy of the class whose
/// settings style no other view (Interface Builder never runs the app delegate that sets them).
@MainActor
@Suite struct AppearanceProxyTests {
  @Test func theProxyIsOfTheClassAndStylesNothingElse() {
    let proxy = UINavigationBar.appearance()
    #expect(type(of: proxy) == UINavigationBar.self)
    proxy.barTintColor = .red
    #expect(UINavigationBar(frame: .zero).barTintColor == nil)
    let label = UILabel.appearance(whenContainedInInstancesOf: [UINavigationBar.self])
    label.textColor = .green
    #expect(UILabel(frame: .zero).textColor != UIColor.green)
    let traits: any UIAppearance.Type = UIButton.self
    #expect(traits.appearance() is UIButton)
  }
}
