@testable import EaselAgentHost
import Foundation
import Testing

/// The frameworks below UIKit that the generated inventory declares (Core Foundation, Core
/// Text, Security, SystemConfiguration, MobileCoreServices), as real designables' dependencies
/// call them: each snippet imports only what its model imports.
extension FacadeModuleTests {
  /// A file that imports Foundation alone (Alamofire's), as the agent compiles it: with the
  /// CoreGraphics façade imported too, it sees what Apple's Foundation brings and Linux's
  /// lacks.
  @Test func aFoundationOnlyFileSeesApplesFoundation() throws {
    let source = """
      import Foundation

      let started: CFAbsoluteTime = CFAbsoluteTimeGetCurrent()
      var service: NetService?
      let formatter = DateComponentsFormatter()
      let forever: Float = HUGE
      let key = kCFBundleIdentifierKey as String
      func salt() -> Bool {
        var bytes = [UInt8](repeating: 0, count: 16)
        return SecRandomCopyBytes(kSecRandomDefault, bytes.count, &bytes) == errSecSuccess
      }
      """
    let alone = try typecheck(source)
    #expect(alone.status != 0, "Linux's Foundation alone lacks them")
    let asTheAgent = try typecheck(
      source, implicitImports: AgentBuilder.implicitImports(importsUIKit: false))
    #expect(asTheAgent.status == 0, "\(asTheAgent.output)")
  }

  /// A category's swizzling, as written for iOS (`#selector`s as the agent rewrites them):
  /// it compiles (and, run, changes nothing).
  @Test func swizzlingCompiles() throws {
    let source = """
      import UIKit

      extension UIViewController {
        static let swizzle: Void = {
          let original = Selector("viewWillAppear:")
          let swizzled = Selector("tracked_viewWillAppear:")
          guard let a = class_getInstanceMethod(UIViewController.self, original),
            let b = class_getInstanceMethod(UIViewController.self, swizzled)
          else { return }
          if class_addMethod(UIViewController.self, original, method_getImplementation(b),
            method_getTypeEncoding(b)) {
            class_replaceMethod(UIViewController.self, swizzled, method_getImplementation(a),
              method_getTypeEncoding(a))
          } else {
            method_exchangeImplementations(a, b)
          }
        }()
        func tracked_viewWillAppear(_ animated: Bool) {}
      }
      """
    let result = try typecheck(
      source, implicitImports: AgentBuilder.implicitImports(importsUIKit: true))
    #expect(result.status == 0, "\(result.output)")
  }

  /// MapKit's protocols, as a map designable adopts and passes them.
  @Test func mapKitProtocolsAreDeclared() throws {
    let result = try typecheck(
      """
      import MapKit

      func show(_ overlay: MKOverlay, on map: MKMapView) {
        map.addOverlay(overlay)
        _ = overlay.boundingMapRect
      }
      """)
    #expect(result.status == 0, "\(result.output)")
  }

  /// Lottie's text layer: a Core Text font measured and a framesetter's frame drawn.
  @Test func lottieLikeCoreTextCompiles() throws {
    let result = try typecheck(
      """
      import CoreText
      import Foundation
      import QuartzCore

      final class TextLayer: CALayer {
        var text = "Lottie"
        func draw(in ctx: CGContext, family: String, size: CGFloat) -> CGFloat {
          let font: CTFont = CTFontCreateWithName(family as CFString, size, nil)
          let ascent = CTFontGetAscent(font)
          let descent = CTFontGetDescent(font)
          let capHeight = CTFontGetCapHeight(font)
          let leading = CTFontGetLeading(font)
          let attributed = NSAttributedString(string: text)
          let setter = CTFramesetterCreateWithAttributedString(attributed as CFAttributedString)
          let size = CTFramesetterSuggestFrameSizeWithConstraints(
            setter, CFRange(location: 0, length: 0), nil,
            CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude), nil)
          let path = CGMutablePath()
          path.addRect(CGRect(origin: .zero, size: size))
          let frame = CTFramesetterCreateFrame(
            setter, CFRangeMake(0, attributed.length), path, nil)
          CTFrameDraw(frame, ctx)
          return ascent + descent + capHeight + leading
        }
      }
      """)
    #expect(result.status == 0, "\(result.output)")
  }

  /// Animation code that times itself and repeats forever importing QuartzCore alone (Lottie's
  /// AnimationView).
  @Test func quartzCoreAloneGivesMediaTimeAndFillModes() throws {
    let result = try typecheck(
      """
      import Foundation
      import QuartzCore

      let start: CFTimeInterval = CACurrentMediaTime()
      let fill: CAMediaTimingFillMode = .forwards
      let elapsed = CACurrentMediaTime() - start
      let forever = CABasicAnimation(keyPath: "opacity")
      forever.repeatCount = HUGE
      forever.repeatDuration = CFTimeInterval(MAXFLOAT)
      let delay = DispatchTime.now() + Double(NSEC_PER_SEC) / 2
      """)
    #expect(result.status == 0, "\(result.output)")
  }

  /// Alamofire 4's server trust evaluation.
  @Test func alamofireLikeTrustEvaluationCompiles() throws {
    let result = try typecheck(
      """
      import Foundation
      import Security

      func trustIsValid(_ trust: SecTrust, host: String) -> Bool {
        let policy = SecPolicyCreateSSL(true, host as CFString)
        SecTrustSetPolicies(trust, policy)
        var result = SecTrustResultType.invalid
        let status = SecTrustEvaluate(trust, &result)
        guard status == errSecSuccess else { return false }
        return result == .unspecified || result == .proceed
      }

      func certificateData(for trust: SecTrust) -> [Data] {
        var certificates: [SecCertificate] = []
        for index in 0..<SecTrustGetCertificateCount(trust) {
          if let certificate = SecTrustGetCertificateAtIndex(trust, index) {
            certificates.append(certificate)
          }
        }
        return certificates.map { SecCertificateCopyData($0) as Data }
      }
      """)
    #expect(result.status == 0, "\(result.output)")
  }

  /// Xcode's generated Core Data classes (`Entity+CoreDataClass.swift` and
  /// `Entity+CoreDataProperties.swift`; their `@objc` attributes aside, which the source
  /// rewriter handles), prepared as the agent's build prepares them: the managed properties of
  /// the extension (optionals, scalars, relationships, a to-many `NSSet` and its accessors)
  /// compile, and read from nonisolated code. Before, each became a stored property, which an
  /// extension refuses, with a main-actor default.
  @Test func coreDataGeneratedPropertiesCompile() throws {
    let source = """
      import Foundation
      import CoreData

      public class CartItem: NSManagedObject {}

      extension CartItem {
          @nonobjc public class func fetchRequest() -> NSFetchRequest<CartItem> {
              return NSFetchRequest<CartItem>(entityName: "CartItem")
          }
          @NSManaged public var adonId: String?
          @NSManaged public var price: Double
          @NSManaged public var quantity: Int16
          @NSManaged public var addedAt: Date?
          @NSManaged public var order: Order?
          @NSManaged public var addOns: NSSet?
      }

      // MARK: Generated accessors for addOns
      extension CartItem {
          @NSManaged public func addToAddOns(_ value: CartItem)
          @NSManaged public func removeFromAddOns(_ value: CartItem)
          @NSManaged public func addToAddOns(_ values: NSSet)
      }

      public class Order: NSManagedObject {
          @NSManaged public var total: Double
      }

      func summary(_ item: CartItem) -> String {
          item.addToAddOns(CartItem())
          return "\\(item.adonId ?? "") \\(item.price * Double(item.quantity)) \\(item.addOns?.count ?? 0)"
      }
      """
    let prepared = source.split(separator: "\n", omittingEmptySubsequences: false).map {
      MissingImports.managedProperty(String($0)) ?? String($0)
    }.joined(separator: "\n")
    #expect(!prepared.contains("@NSManaged"))
    let result = try typecheck(prepared)
    #expect(result.status == 0, "\(result.output)")
  }

  /// A Core Animation layer's animatable `@NSManaged` properties (UICircularProgressRing's
  /// kind), prepared as the agent prepares them, in a main-actor layer class.
  @Test func managedLayerPropertiesCompile() throws {
    let source = """
      import UIKit

      enum RingStyle: Int { case inside = 1, ontop }

      final class RingLayer: CAShapeLayer {
          @NSManaged var value: CGFloat
          @NSManaged var ringStyle: RingStyle
          @NSManaged weak var ring: UIView!

          override init(layer: Any) {
              super.init(layer: layer)
              if let other = layer as? RingLayer { value = other.value }
          }
          required init() { super.init() }
          required init?(coder: NSCoder) { super.init(coder: coder) }

          override class func needsDisplay(forKey key: String) -> Bool {
              key == "value" || super.needsDisplay(forKey: key)
          }
          override func draw(in ctx: CGContext) {
              guard ringStyle == .inside, value > 0 else { return }
              ctx.fill(bounds.insetBy(dx: value, dy: value))
          }
      }
      """
    let prepared = source.split(separator: "\n", omittingEmptySubsequences: false).map {
      MissingImports.managedProperty(String($0)) ?? String($0)
    }.joined(separator: "\n")
    let result = try typecheck(prepared)
    #expect(result.status == 0, "\(result.output)")
  }

  /// Reachability's host reachability, callback and queue.
  @Test func reachabilityLikeSystemConfigurationCompiles() throws {
    let result = try typecheck(
      """
      import Foundation
      import SystemConfiguration

      final class Reachability {
        let reference: SCNetworkReachability
        init?(hostname: String) {
          guard let ref = SCNetworkReachabilityCreateWithName(nil, hostname) else { return nil }
          reference = ref
        }
        var isReachable: Bool {
          var flags = SCNetworkReachabilityFlags()
          guard SCNetworkReachabilityGetFlags(reference, &flags) else { return false }
          return flags.contains(.reachable) && !flags.contains(.connectionRequired)
        }
        func start() -> Bool {
          var context = SCNetworkReachabilityContext(
            version: 0, info: nil, retain: nil, release: nil, copyDescription: nil)
          context.info = UnsafeMutableRawPointer(Unmanaged<Reachability>.passUnretained(self).toOpaque())
          let callback: SCNetworkReachabilityCallBack = { _, _, _ in }
          return SCNetworkReachabilitySetCallback(reference, callback, &context)
            && SCNetworkReachabilitySetDispatchQueue(reference, DispatchQueue.main)
        }
      }
      """)
    #expect(result.status == 0, "\(result.output)")
  }

  /// A designable's helper that asks for the Wi-Fi network (`import
  /// SystemConfiguration.CaptiveNetwork`, which the agent compiles as `import
  /// SystemConfiguration`), and a socket's Secure Transport set-up (`import
  /// Security.SecureTransport`): both explicit submodules, which the SDK's printed interface
  /// left out until each was printed by name. At rest, as on a device with no network: no
  /// interfaces, no network information.
  @Test func explicitSubmodulesCAPICompiles() throws {
    let result = try typecheck(
      """
      import Foundation
      import Security
      import SystemConfiguration

      func currentSSID() -> String? {
        guard let interfaces = CNCopySupportedInterfaces() as? [String] else { return nil }
        for name in interfaces {
          guard let info = CNCopyCurrentNetworkInfo(name as CFString) as NSDictionary?,
            let ssid = info[kCNNetworkInfoKeySSID as String] as? String
          else { continue }
          return ssid
        }
        return nil
      }

      func secureContext() -> SSLContext? {
        guard let context = SSLCreateContext(nil, .clientSide, .streamType) else { return nil }
        _ = SSLSetProtocolVersionMin(context, .tlsProtocol12)
        return context
      }
      """)
    #expect(result.status == 0, "\(result.output)")
  }

  /// Core Foundation's names, through `import CoreGraphics` (as iOS's re-exports them), with
  /// the values Apple documents.
  @Test func coreFoundationNamesAndDocumentedConstants() throws {
    let result = try typecheck(
      """
      import CoreGraphics
      import MobileCoreServices

      let range: CFRange = CFRangeMake(0, 4)
      let key: String = kCFBundleIdentifierKey as String
      let encoding = CFStringConvertEncodingToNSStringEncoding(
        CFStringConvertIANACharSetNameToEncoding("utf-8" as CFString))
      let uti = UTTypeCreatePreferredIdentifierForTag(
        kUTTagClassFilenameExtension, "png" as CFString, nil)?.takeRetainedValue()
      """)
    #expect(result.status == 0, "\(result.output)")
  }

  /// A constant whose value the SDK's interface does not give is not declared with a wrong
  /// one.
  @Test func constantsWithoutADocumentedValueAreNotDeclared() throws {
    let result = try typecheck(
      """
      import CoreGraphics
      let key = kCFBundleExecutableArchitectureX86_64
      """)
    #expect(result.status != 0)
    #expect(
      result.output.contains("cannot find 'kCFBundleExecutableArchitectureX86_64'"),
      "\(result.output)")
  }
}

extension FacadeModuleTests {
  /// A keychain helper as apps write it (Security's `kSec…` keys in a query dictionary): it
  /// compiles, and the keychain answers at rest.
  @Test func aKeychainHelperCompiles() throws {
    let result = try typecheck(
      """
      import Foundation
      import Security
      func password(for account: String) -> String? {
        let query: [String: Any] = [
          kSecClass as String: kSecClassGenericPassword,
          kSecAttrAccount as String: account,
          kSecReturnData as String: true,
          kSecMatchLimit as String: kSecMatchLimitOne,
        ]
        var item: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &item)
        guard status == errSecSuccess, let data = item as? Data else { return nil }
        return String(data: data, encoding: .utf8)
      }
      """, implicitImports: AgentBuilder.implicitImports(importsUIKit: false))
    #expect(result.status == 0, "\(result.output)")
  }
}

/// SDK frameworks Easel does not implement, declared from the SDK's inventory at rest
/// (WebKit, AVFoundation and Core Media, SafariServices, SceneKit, Accounts): code written
/// for iOS compiles, and a designable using them builds and draws.
extension FacadeModuleTests {
  @Test func webKitCodeCompiles() throws {
    let result = try typecheck(
      """
      import UIKit
      import WebKit

      final class Browser: UIView, WKNavigationDelegate, WKUIDelegate, WKScriptMessageHandler {
        let web: WKWebView = {
          let configuration = WKWebViewConfiguration()
          configuration.allowsInlineMediaPlayback = true
          configuration.preferences.javaScriptCanOpenWindowsAutomatically = false
          configuration.userContentController.add(WeakHandler(), name: "bridge")
          return WKWebView(frame: .zero, configuration: configuration)
        }()

        func open(_ address: String) {
          web.navigationDelegate = self
          web.uiDelegate = self
          web.allowsBackForwardNavigationGestures = true
          web.scrollView.bounces = false
          if let url = URL(string: address) { web.load(URLRequest(url: url)) }
          web.loadHTMLString("<p>hi</p>", baseURL: nil)
          web.evaluateJavaScript("document.title") { value, error in _ = (value, error) }
          _ = web.canGoBack ? web.goBack() : nil
        }

        func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
        func webView(
          _ webView: WKWebView, didFail navigation: WKNavigation!, withError error: Error
        ) {}
        func webView(
          _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
          decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
        ) {
          decisionHandler(navigationAction.navigationType == .linkActivated ? .cancel : .allow)
        }
        func userContentController(
          _ userContentController: WKUserContentController, didReceive message: WKScriptMessage
        ) { _ = message.name }
      }

      final class WeakHandler: NSObject, WKScriptMessageHandler {
        func userContentController(
          _ userContentController: WKUserContentController, didReceive message: WKScriptMessage
        ) {}
      }
      """)
    #expect(result.status == 0, "\(result.output)")
  }

  @Test func avFoundationAndCoreMediaCodeCompiles() throws {
    let result = try typecheck(
      """
      import AVFoundation
      import CoreMedia
      import UIKit

      final class Trimmer: UIView {
        var asset: AVAsset? { didSet { thumbnails() } }
        let player = AVPlayer()

        func thumbnails() {
          guard let asset = asset else { return }
          let generator = AVAssetImageGenerator(asset: asset)
          generator.appliesPreferredTrackTransform = true
          generator.maximumSize = CGSize(width: 80, height: 80)
          let duration = CMTimeGetSeconds(asset.duration)
          let times = stride(from: 0, to: max(duration, 1), by: 0.5).map {
            NSValue(time: CMTime(seconds: $0, preferredTimescale: 600))
          }
          generator.generateCGImagesAsynchronously(forTimes: times) { _, image, _, _, _ in
            _ = image
          }
          if let image = try? generator.copyCGImage(at: .zero, actualTime: nil) {
            layer.contents = image
          }
          let item = AVPlayerItem(asset: asset)
          player.replaceCurrentItem(with: item)
          player.seek(to: CMTimeMake(value: 1, timescale: 2))
          _ = asset.tracks(withMediaType: .video).first?.naturalSize
          _ = AVURLAsset(url: URL(fileURLWithPath: "/a.mov"), options: nil)
          _ = player.currentTime() + CMTime(value: 1, timescale: 30)
        }
      }
      """)
    #expect(result.status == 0, "\(result.output)")
  }

  @Test func safariServicesSceneKitAndAccountsCodeCompiles() throws {
    let result = try typecheck(
      """
      import Accounts
      import SafariServices
      import SceneKit
      import UIKit

      final class Links: NSObject, SFSafariViewControllerDelegate {
        func controller(for url: URL) -> UIViewController {
          let c = SFSafariViewController(url: url)
          c.delegate = self
          return c
        }
        func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
        func reader(for url: URL) -> SFSafariViewController {
          let configuration = SFSafariViewController.Configuration()
          configuration.entersReaderIfAvailable = true
          return SFSafariViewController(url: url, configuration: configuration)
        }
      }

      func scene(in view: SCNView) {
        let scene = SCNScene()
        let node = SCNNode(geometry: SCNSphere(radius: 1))
        scene.rootNode.addChildNode(node)
        view.scene = scene
        view.allowsCameraControl = true
        view.backgroundColor = .black
      }

      let store = ACAccountStore()
      """)
    #expect(result.status == 0, "\(result.output)")
  }
}
