import EaselUIKit
import Foundation
import Testing

@MainActor
@Suite struct AppearanceTests {
  func scene() -> (UIView, UILabel, UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    root.backgroundColor = .systemBackground
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    label.text = "███"
    let light = UIView(frame: CGRect(x: 90, y: 0, width: 10, height: 10))
    light.overrideUserInterfaceStyle = .light
    light.backgroundColor = .systemBackground
    root.addSubview(label)
    root.addSubview(light)
    return (root, label, light)
  }

  @Test func darkEnvironmentResolvesDynamicColours() throws {
    let env = ResourceEnvironment(traitCollection: UITraitCollection(userInterfaceStyle: .dark))
    try withResourceEnvironment(env) {
      let (root, _, _) = scene()
      let px = try renderPixels(root)
      #expect(close(px.pixel(x: 80, y: 35), rgb(0, 0, 0)))  // systemBackground, dark
      // The label's default colour (.label) is white in dark appearance.
      let ink = (0..<80).map { px.pixel(x: $0, y: 20) }.filter { $0.red > 0.9 }
      #expect(!ink.isEmpty)
      // A subview forced to light keeps the light background.
      #expect(close(px.pixel(x: 95, y: 5), rgb(255, 255, 255)))
    }
  }

  @Test func lightEnvironmentIsTheDefault() throws {
    let (root, _, _) = scene()
    let px = try renderPixels(root)
    #expect(close(px.pixel(x: 80, y: 35), rgb(255, 255, 255)))
  }
}
