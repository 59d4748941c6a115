import Testing

@testable import EaselAgentHost
@testable import EaselInspect

/// Which files declare layer classes (they get the `required init()` the façade's `CALayer`
/// asks for): Core Animation's and the frameworks' layers, through project classes too.
@Suite struct LayerFileTests {
  @Test func layersOfEveryFrameworkAndTheirSubclassesAreFound() {
    let scan = ScanResult(
      files: [
        ("Ring.swift", "import UIKit\nclass Ring: CAShapeLayer {}\n"),
        ("Video.swift", "import AVFoundation\nclass Video: AVPlayerLayer {}\n"),
        ("Framed.swift", "class Framed: Video {}\n"),
        ("Card.swift", "import UIKit\nclass Card: UIView {}\n"),
      ].map { SwiftScanner.scan(source: $0.1, path: $0.0) })
    #expect(
      AgentBuilder.filesDeclaringLayers(scan) == ["Ring.swift", "Video.swift", "Framed.swift"])
  }
}
