import EaselGraphics
import EaselTestSupport
import Foundation
import Testing

@testable import EaselAgentHost

/// The façade modules as a designable sees them: user files type-checked by `swiftc` against
/// the built `Modules` folder, in Swift 5 mode as Xcode builds designables.
@Suite struct FacadeModuleTests {
  /// `swiftc -typecheck` of `source` against the built façades; the status and diagnostics.
  func typecheck(_ source: String, swiftVersion: String = "5", implicitImports: [String] = [])
    throws -> (
      status: Int32, output: String
    )
  {
    let toolchain = try Toolchain.locate()
    let dir = try TestPaths.temporaryFolder("easel-facade")
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("Designable.swift")
    try Data(source.utf8).write(to: file)
    let arguments =
      try SystemModules.compilerArguments() + [
        "-typecheck", "-swift-version", swiftVersion, "-I", toolchain.modulesDirectory.path,
        file.path,
      ] + implicitImports.flatMap { ["-Xfrontend", "-import-module", "-Xfrontend", $0] }
    let result = try Subprocess.run(
      toolchain.swiftc, arguments: arguments, timeout: 300, environment: nil)
    return (result.exitStatus, result.stderr + result.stdout)
  }

  /// Reachability code as apps everywhere write it (the spent twenty-third draw's
  /// SinaMN75/Utilities-iOS `isConnectedToNetwork()`): Darwin's `sockaddr_in` with its
  /// `sin_len`, `SCNetworkReachabilityCreateWithAddress`, and `SCNetwork.h`'s flags.
  @Test func darwinSocketAddressesAndReachabilityTypeCheck() throws {
    let result = try typecheck(
      """
      import UIKit
      import SystemConfiguration

      func isConnectedToNetwork() -> Bool {
        var zeroAddress = sockaddr_in(sin_len: 0, sin_family: 0, sin_port: 0, sin_addr: in_addr(s_addr: 0), sin_zero: (0, 0, 0, 0, 0, 0, 0, 0))
        zeroAddress.sin_len = UInt8(MemoryLayout.size(ofValue: zeroAddress))
        zeroAddress.sin_family = sa_family_t(AF_INET)
        let reachability = withUnsafePointer(to: &zeroAddress) {
          $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { SCNetworkReachabilityCreateWithAddress(nil, $0) }
        }
        var flags = SCNetworkReachabilityFlags(rawValue: 0)
        if SCNetworkReachabilityGetFlags(reachability!, &flags) == false { return false }
        let needsConnection = (flags.rawValue & UInt32(kSCNetworkFlagsConnectionRequired)) != 0
        return (flags.rawValue & UInt32(kSCNetworkFlagsReachable)) != 0 && !needsConnection
      }
      var address6 = sockaddr_in6(sin6_len: 0, sin6_family: 0, sin6_port: 0, sin6_flowinfo: 0, sin6_addr: in6_addr(), sin6_scope_id: 0)
      let length = address6.sin6_len + sockaddr().sa_len
      """)
    #expect(result.status == 0, "\(result.output)")
  }

  /// The key window found through the connected scenes, as iOS 13 code everywhere finds it
  /// (SinaMN75/Utilities-iOS's View.swift, spent twenty-third draw): `connectedScenes` is a
  /// set of `UIScene`s, as the SDK declares it, not of `AnyHashable`s.
  @Test func connectedScenesAreScenes() throws {
    let result = try typecheck(
      """
      import UIKit
      let keyWindow = UIApplication.shared.connectedScenes
        .filter({ $0.activationState == .foregroundActive })
        .map({ $0 as? UIWindowScene })
        .compactMap({ $0 })
        .first?.windows
        .filter({ $0.isKeyWindow }).first
      """)
    #expect(result.status == 0, "\(result.output)")
  }

  @Test func uiKitExposesUIKitsAPI() throws {
    let result = try typecheck(
      """
      import UIKit
      final class Card: UIView {
        override func draw(_ rect: CGRect) {
          UIColor.red.setFill()
          UIBezierPath(roundedRect: rect, cornerRadius: 8).fill()
          transform = CGAffineTransform(rotationAngle: 0.1)
        }
      }
      """)
    #expect(result.status == 0, "\(result.output)")
  }

  /// A custom gesture recognizer and a renderer subclass written against UIKit's explicit
  /// submodules (`import UIKit.UIGestureRecognizerSubclass`, which the agent compiles as
  /// `import UIKit`): the members they declare are there to override.
  @Test func uiKitsExplicitSubmodulesCanBeOverridden() throws {
    let result = try typecheck(
      """
      import UIKit

      final class PressRecognizer: UIGestureRecognizer {
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { state = .began }
        override func shouldRequireFailure(of other: UIGestureRecognizer) -> Bool {
          other is UITapGestureRecognizer
        }
        override func ignore(_ touch: UITouch, for event: UIEvent) {}
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
      }

      final class SketchRenderer: UIGraphicsRenderer {
        override class func prepare(
          _ context: CGContext, with rendererContext: UIGraphicsRendererContext
        ) {}
      }
      """)
    #expect(result.status == 0, "\(result.output)")
  }

  @Test(arguments: [
    "let c: Canvas? = nil", "let b: Bitmap? = nil", "let r = RGBA(white: 1)",
    "let t: TextLayout? = nil", "let p = GraphicsPath()",
  ])
  func uiKitHidesEaselsDrawingLayer(_ line: String) throws {
    let result = try typecheck("import UIKit\n\(line)\n")
    #expect(result.status != 0)
    #expect(result.output.contains("cannot find"), "\(result.output)")
  }

  @Test func uiKitHidesEaselsRenderEntryPoints() throws {
    let result = try typecheck("import UIKit\nlet r = LayerRenderer()\nlet d = DisplayList()\n")
    #expect(result.status != 0)
    #expect(result.output.contains("cannot find 'LayerRenderer'"), "\(result.output)")
    #expect(result.output.contains("cannot find 'DisplayList'"), "\(result.output)")
  }

  /// Nonisolated code touching views, which Xcode's Swift 5 mode accepts because UIKit's
  /// main-actor annotations are `@preconcurrency`.
  @Test func swift5CodeUsesViewsFromNonisolatedCode() throws {
    let result = try typecheck(
      """
      import UIKit
      func styled(_ v: UIView) { v.layer.cornerRadius = 4 }
      let sharedLabel = UILabel()
      var sharedImage = UIImage(named: "x")
      struct Palette {
        static let accent = UIColor.systemBlue
        static let card: UIView = {
          let v = UIView(frame: .zero)
          v.backgroundColor = accent
          return v
        }()
      }
      final class Drawer: NSObject, CALayerDelegate {
        let view = UIView()
        func draw(_ layer: CALayer, in ctx: CGContext) { ctx.fill(layer.bounds) }
        deinit { view.removeFromSuperview() }
      }
      final class Model {
        var onChange: (() -> Void)?
        func bind(_ label: UILabel) { onChange = { label.text = "changed" } }
      }
      func later(_ v: UIView) {
        DispatchQueue.main.async { v.setNeedsLayout() }
        Task { await MainActor.run { v.alpha = 0.5 } }
      }
      """)
    #expect(result.status == 0, "\(result.output)")
  }

  @Test func urlSessionCodeCompiles() throws {
    let result = try typecheck(
      """
      import UIKit
      func load(_ imageView: UIImageView) {
        guard let url = URL(string: "https://example.com/a.png") else { return }
        URLSession.shared.dataTask(with: URLRequest(url: url)) { data, _, _ in
          _ = data.flatMap { UIImage(data: $0) }
        }.resume()
      }
      """)
    #expect(result.status == 0, "\(result.output)")
  }

  @Test func quartzCoreAndCoreGraphicsHaveTheirOwnTypesOnly() throws {
    let ok = try typecheck(
      """
      import QuartzCore
      func ring() -> CAShapeLayer {
        let l = CAShapeLayer()
        l.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        l.lineCap = .round
        l.transform = CATransform3DMakeScale(2, 2, 1)
        return l
      }
      let space: CGColorSpace = CGColorSpaceCreateDeviceRGB()
      let t = CGAffineTransform.identity
      """)
    #expect(ok.status == 0, "\(ok.output)")
    let ui = try typecheck("import QuartzCore\nlet v = UIView()\n")
    #expect(ui.output.contains("cannot find 'UIView'"), "\(ui.output)")
    let ca = try typecheck("import CoreGraphics\nlet l = CALayer()\n")
    #expect(ca.output.contains("cannot find 'CALayer'"), "\(ca.output)")
  }

  /// A designable importing AVFoundation, CoreLocation, MapKit and os, with a global logger
  /// and a nonisolated helper, built into an agent and rendered: the façade modules link.
  @Test func designableUsingAppleFrameworksRendersThroughTheAgent() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let out = dir.appendingPathComponent("frameworks.png")
    let document = Documents.fixtures.appendingPathComponent("Frameworks/Frameworks.storyboard")
    let run = try EaselProcess.run(["render", document.path, "-o", out.path], cacheDirectory: dir)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("Designables: MediaCard: Up to date"), "\(run.stderr)")
    let image = try Bitmap(data: Data(contentsOf: out))
    // Scale 2: the card's rounded gradient is blue in the middle, cut at the corners.
    let middle = image.pixel(x: 120, y: 60)
    #expect(middle.blue > 0.95 && middle.red < 0.05, "\(middle)")
    let corner = image.pixel(x: 22, y: 22)
    #expect(corner.red > 0.95 && corner.blue > 0.95, "white shows at the corner: \(corner)")
  }

  /// A user file per Apple-only framework, using what UI code uses of it.
  @Test(arguments: [
    ("AudioToolbox", "func tap() { AudioServicesPlaySystemSound(1104) }"),
    (
      "AVFoundation",
      """
      func video(_ url: URL) -> AVPlayerLayer {
        let layer = AVPlayerLayer(player: AVPlayer(url: url))
        layer.videoGravity = .resizeAspectFill
        layer.player?.play()
        return layer
      }
      let audio = try? AVAudioPlayer(contentsOf: URL(fileURLWithPath: "/a.caf"))
      let session = AVCaptureSession()
      """
    ),
    ("AVKit", "let c = AVPlayerViewController()\nlet v: UIView = c.view"),
    ("HealthKit", "let now = Date()"),
    ("MobileCoreServices", "let types = [kUTTypeImage as String, kUTTypeMovie as String]"),
    ("CoreText", "let f: CGFloat = 1"),
    (
      "SafariServices",
      "func open(_ url: URL) -> UIViewController { SFSafariViewController(url: url) }"
    ),
    ("CoreImage", "let r = CGRect.zero"),
    (
      "CoreLocation",
      """
      let here = CLLocation(latitude: 48.85, longitude: 2.35)
      let there = CLLocation(latitude: 51.5, longitude: -0.12)
      let d: CLLocationDistance = here.distance(from: there)
      let manager = CLLocationManager()
      """
    ),
    (
      "MapKit",
      """
      func show(_ map: MKMapView) {
        let c = CLLocationCoordinate2D(latitude: 1, longitude: 2)
        map.setRegion(
          MKCoordinateRegion(center: c, latitudinalMeters: 500, longitudinalMeters: 500),
          animated: false)
        let pin = MKPointAnnotation()
        pin.coordinate = c
        pin.title = "Here"
        map.addAnnotation(pin)
      }
      """
    ),
    ("Photos", "let x = 1"), ("WebKit", "let w = WKWebView(frame: .zero)"),
    ("GLKit", "let g = GLKView(frame: .zero)"), ("SpriteKit", "let s = SKView(frame: .zero)"),
    ("SceneKit", "let s = SCNView(frame: .zero)"), ("StoreKit", "let x = 1"),
    ("MessageUI", "let canSend = MFMailComposeViewController.canSendMail()"),
    ("CoreMotion", "let x = 1"), ("CoreData", "let x = 1"),
    (
      "Accelerate",
      """
      func blur(_ a: inout vImage_Buffer, _ b: inout vImage_Buffer) -> vImage_Error {
        vImageBoxConvolve_ARGB8888(
          &a, &b, nil, 0, 0, 5, 5, nil, vImage_Flags(kvImageEdgeExtend))
      }
      """
    ),
    ("OpenGLES", "let v: [GLfloat] = [GLfloat(CGFloat(1)), 2]"),
    ("GLKit", "let v: GLuint = 1"),
    (
      "os",
      """
      let log = Logger(subsystem: "app", category: "ui")
      func f(_ n: Int) {
        log.debug("n = \\(n, privacy: .public)")
        os_log("plain %d", log: .default, type: .info, n)
      }
      """
    ),
    (
      "UniformTypeIdentifiers",
      "let id = UTType.png.identifier\nlet t = UTType(filenameExtension: \"jpeg\")"
    ),
    ("ImageIO", "let x = 1"), ("SystemConfiguration", "let x = 1"), ("Security", "let x = 1"),
    (
      "CFNetwork",
      """
      var message: CFHTTPMessage?
      var authentication: CFHTTPAuthentication?
      func header(_ m: CFHTTPMessage) {
        CFHTTPMessageSetHeaderFieldValue(m, "Accept" as CFString, "*/*" as CFString)
        _ = (kCFHTTPVersion1_1, kCFHTTPAuthenticationSchemeBasic, kCFProxyTypeHTTP)
        _ = CFNetworkCopySystemProxySettings()
      }
      """
    ),
    (
      "ObjectiveC",
      """
      private var key = 0
      func tag(_ o: NSObject) {
        objc_setAssociatedObject(o, &key, 1, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        _ = objc_getAssociatedObject(o, &key)
      }
      """
    ),
  ])
  func appleOnlyFrameworkImportCompiles(_ module: String, _ use: String) throws {
    let result = try typecheck("import UIKit\nimport \(module)\n\(use)\n")
    #expect(result.status == 0, "\(module): \(result.output)")
  }
}

extension FacadeModuleTests {
  /// A designable that loads a page in a web view and adopts `WKNavigationDelegate`, and makes
  /// a thumbnail from an asset: it builds, is up to date, and draws the web view as its
  /// labelled placeholder beside its own swatch, which no navigation, script or frame changes;
  /// each use of WebKit's and AVFoundation's API is a note, once.
  @Test func designableUsingWebKitBuildsAndDraws() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let out = dir.appendingPathComponent("web.png")
    let document = Documents.fixtures.appendingPathComponent(
      "WebFrameworks/WebFrameworks.storyboard")
    let run = try EaselProcess.run(
      ["render", document.path, "-o", out.path, "--verbose"], cacheDirectory: dir)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("Designables: WebCard: Up to date"), "\(run.stderr)")
    #expect(
      run.stderr.contains("uses WKWebView.load(_:), which Easel does not implement"),
      "\(run.stderr)")
    #expect(
      run.stderr.components(separatedBy: "uses WKWebView.load(_:),").count == 2,
      "noted once: \(run.stderr)")
    #expect(!run.stderr.contains("error"), "\(run.stderr)")
    let image = try Bitmap(data: Data(contentsOf: out))
    // Scale 2. The web view's placeholder (left half): white, framed, labelled.
    let page = image.pixel(x: 40, y: 30)
    #expect(page.red > 0.95 && page.green > 0.95 && page.blue > 0.95, "\(page)")
    var ink = 0
    for x in 30..<190 { for y in 36..<64 where image.pixel(x: x, y: y).red < 0.6 { ink += 1 } }
    #expect(ink > 40, "the placeholder's label is drawn")
    // The swatch (right half) stays red: no completion or delegate callback ran.
    let swatch = image.pixel(x: 320, y: 60)
    #expect(swatch.red > 0.95 && swatch.green < 0.05 && swatch.blue < 0.05, "\(swatch)")
  }
}
