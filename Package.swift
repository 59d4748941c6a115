// swift-tools-version: 6.0
import PackageDescription

/// Façade modules for Apple-only frameworks that UI code imports: each is Apple-shaped, giving
/// what designables use of its namesake by hand and, for those `scripts/facade-inventory`
/// declares from the SDK (which need Core Foundation, re-exported by CoreGraphics, and
/// EaselUIKit's record of unimplemented uses), the rest at rest.
/// They are part of `EaselRuntime`, so their modules sit beside `UIKit`'s for the agent.
let appleFrameworkFacades: [(name: String, dependencies: [Target.Dependency])] = [
  ("Accelerate", []), ("Accounts", ["CoreGraphics", "EaselUIKit"]), ("AudioToolbox", []),
  ("AVFoundation", ["CoreMedia", "QuartzCore", "UIKit"]),
  ("AVKit", ["AVFoundation", "UIKit"]), ("CFNetwork", ["CoreGraphics", "EaselUIKit"]),
  ("CommonCrypto", ["CCrypto"]),
  ("CoreData", ["CoreGraphics", "EaselUIKit"]),
  ("CoreImage", ["CoreGraphics", "EaselGraphics", "EaselUIKit", "ImageIO"]), ("CoreLocation", ["CoreGraphics", "EaselUIKit"]),
  ("CoreMedia", ["UIKit"]), ("CoreMotion", []), ("CoreText", ["CoreGraphics"]),
  ("GLKit", ["OpenGLES", "UIKit"]), ("HealthKit", []),
  ("ImageIO", ["CoreGraphics", "EaselGraphics", "EaselUIKit"]), ("MapKit", ["CoreLocation", "UIKit"]), ("MessageUI", ["UIKit"]),
  ("MobileCoreServices", ["CoreGraphics", "EaselUIKit"]), ("ObjectiveC", ["EaselUIKit", "os"]),
  ("OpenGLES", []), ("os", []), ("Photos", []), ("SafariServices", ["UIKit"]), ("SceneKit", ["UIKit"]),
  ("Security", ["CoreGraphics", "EaselUIKit"]), ("SpriteKit", ["UIKit"]), ("StoreKit", []),
  ("SystemConfiguration", ["CoreGraphics", "EaselUIKit"]), ("UniformTypeIdentifiers", []),
  ("WebKit", ["UIKit"]),
]

let package = Package(
  name: "Easel",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "easel", targets: ["easel"]),
    // The library a designables agent links: the UIKit façade and everything it renders with.
    .library(
      name: "EaselRuntime", type: .dynamic,
      targets: ["UIKit", "QuartzCore", "CoreGraphics", "EaselInterface", "EaselAgentProcess"]
        + appleFrameworkFacades.map(\.name)),
  ],
  targets: [
    .systemLibrary(
      name: "CCairo", pkgConfig: "cairo",
      providers: [.apt(["libcairo2-dev", "libpng-dev", "libjpeg-dev"]), .brew(["cairo", "jpeg"])]),
    .systemLibrary(
      name: "CPango", pkgConfig: "pangocairo",
      providers: [.apt(["libpango1.0-dev"]), .brew(["pango"])]),
    // libsoup: GNOME's HTTP and WebSocket server, on the GLib Pango already brings
    // (docs/designer-server.md).
    .systemLibrary(
      name: "CSoup", pkgConfig: "libsoup-3.0",
      providers: [.apt(["libsoup-3.0-dev"]), .brew(["libsoup"])]),
    // LittleCMS: colours and images converted from their colour spaces to the canvas's sRGB
    // as iOS converts them (Sources/EaselGraphics/Color).
    .systemLibrary(
      name: "CLittleCMS", pkgConfig: "lcms2",
      providers: [.apt(["liblcms2-dev"]), .brew(["little-cms2"])]),
    // OpenSSL's libcrypto: the digests and HMAC the CommonCrypto façade answers with.
    .systemLibrary(
      name: "CCrypto", pkgConfig: "libcrypto",
      providers: [.apt(["libssl-dev"]), .brew(["openssl"])]),
    // Poppler and librsvg: the PDF and SVG files of asset catalogs' image sets, drawn at the
    // screen's scale as the catalog compiler rasterizes them (Sources/EaselGraphics/Image).
    .systemLibrary(
      name: "CPoppler", pkgConfig: "poppler-glib",
      providers: [.apt(["libpoppler-glib-dev"]), .brew(["poppler"])]),
    .systemLibrary(
      name: "CRsvg", pkgConfig: "librsvg-2.0",
      providers: [.apt(["librsvg2-dev"]), .brew(["librsvg"])]),
    .target(
      name: "EaselGraphics", dependencies: ["CCairo", "CPango", "CLittleCMS", "CPoppler", "CRsvg"]),
    .target(name: "EaselUIKit", dependencies: ["EaselGraphics", "EaselLayout"]),
    .target(name: "CoreGraphics", dependencies: ["EaselUIKit", "EaselGraphics"]),
    .target(name: "QuartzCore", dependencies: ["CoreGraphics", "EaselUIKit"]),
    .target(
      name: "UIKit", dependencies: ["CoreGraphics", "CoreImage", "EaselUIKit", "QuartzCore", "Security"]),
    .target(name: "EaselDiagnostics"),
    // The Cassowary constraint solver under Auto Layout; depends on nothing of Easel's.
    .target(name: "EaselLayout"),
    .target(name: "EaselDocument", dependencies: ["EaselDiagnostics"]),
    // Reads Xcode projects, workspaces and package manifests: what Xcode builds for a document.
    .target(name: "EaselProject", dependencies: ["EaselDiagnostics"]),
    // EaselDocument for `UIKitCatalog`, the one table of the classes documents name.
    .target(
      name: "EaselInspect", dependencies: ["EaselDiagnostics", "EaselDocument", "EaselProject"]),
    // Objective-C designables and categories: parsed by the toolchain's clang against stub
    // headers made from the façade's inventory, and translated into Swift (docs/objc.md).
    .target(
      name: "EaselObjC", dependencies: ["EaselDiagnostics"],
      resources: [
        .copy("Names/Resources/objc-names.tsv"),
        .copy("Names/Resources/facade-initializers.tsv"),
      ]),
    // A project's resources read as data: strings files and the localization index, asset
    // catalogs, the system colours' names, the device table, the project's files. What lint
    // needs without linking the renderer; EaselInterface makes UIKit objects from it.
    .target(
      name: "EaselResources", dependencies: ["EaselDiagnostics", "EaselDocument", "EaselProject"]),
    .target(
      name: "EaselInterface",
      dependencies: [
        "EaselDocument", "EaselResources", "EaselUIKit", "EaselGraphics", "EaselProject",
      ]),
    // The designables agent's two halves: the process that hosts user views, and the host
    // side that plans, builds, caches and supervises it.
    .target(name: "EaselAgentProcess", dependencies: ["EaselInterface"]),
    .target(
      name: "EaselAgentHost",
      dependencies: [
        "EaselAgentProcess", "EaselDocument", "EaselGraphics", "EaselInterface", "EaselInspect",
        "EaselObjC", "EaselProject", "EaselResources",
      ]),
    // What to render and how, completed and carried out: `easel render`, `--matrix` and
    // `easel designables` as library calls, in process or through the designables agent.
    .target(
      name: "EaselRendering",
      dependencies: [
        "EaselAgentHost", "EaselAgentProcess", "EaselInterface", "EaselInspect", "EaselProject",
      ]),
    // The commands' option declarations (their tables and the OPTIONS sections of their
    // help) and argument reading: a library so that the fuzzer reads arguments exactly as
    // `easel` does.
    .target(name: "EaselCommandLine", dependencies: ["EaselDiagnostics"]),
    // `easel serve`: the designer's HTTP/WebSocket adaptation, its session and its page.
    .target(
      name: "EaselServer",
      dependencies: [
        "CSoup", "EaselRendering", "EaselAgentHost", "EaselDocument", "EaselGraphics",
      ],
      resources: [.copy("Resources")]),
    // `easel lint`: one rule a file over documents, the project's scanned sources and its
    // resources; diagnostics as text or JSON, and safe fixes through the lossless model.
    .target(
      name: "EaselLint",
      dependencies: [
        "EaselDiagnostics", "EaselDocument", "EaselInspect", "EaselResources", "EaselProject",
      ]),
    // `easel snapshot record|verify`: reference images of every scene, compared pixel by
    // pixel with a stated tolerance, difference images for the scenes that changed.
    .target(name: "EaselSnapshot", dependencies: ["EaselRendering", "EaselGraphics"]),
    .executableTarget(
      name: "easel",
      dependencies: [
        "EaselRendering", "EaselAgentHost", "EaselCommandLine", "EaselServer", "EaselLint",
        "EaselSnapshot", "EaselProject",
      ]),
    // Shared by the test targets: golden-image and text snapshots, the pinned fonts, paths
    // to fixtures and tools. Its C half pins fontconfig to Tests/Fixtures/Fonts before `main`.
    .target(name: "EaselTestSupport", dependencies: ["EaselGraphics", "CEaselTestSupport"]),
    .target(
      name: "CEaselTestSupport",
      linkerSettings: [
        .linkedLibrary("fontconfig", .when(platforms: [.linux])), .linkedLibrary("z"),
      ]),
    .executableTarget(
      name: "easel-bench",
      dependencies: [
        "UIKit", "EaselGraphics", "EaselDocument", "EaselLayout", "EaselInterface", "EaselUIKit",
        "EaselDiagnostics",
      ],
      path: "Benchmarks/EaselBench",
      swiftSettings: [.swiftLanguageMode(.v5)]),
    // Not part of the test run: `scripts/fuzz [TARGET] [N]`.
    .executableTarget(
      name: "easel-fuzz",
      dependencies: [
        "EaselRendering", "EaselAgentHost", "EaselInterface", "EaselDocument", "EaselUIKit",
        "EaselCommandLine",
      ],
      path: "Benchmarks/EaselFuzz",
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "EaselGraphicsTests", dependencies: ["EaselGraphics"], exclude: ["Fixtures"]),
    // SeedRainbow.swift and SeedCircularImageView.swift link to the examples' sources: the
    // seed designables are tested exactly as users write them (`import UIKit`).
    .testTarget(
      name: "EaselUIKitTests",
      dependencies: [
        "EaselUIKit", "EaselGraphics", "UIKit", "EaselAgentHost", "CommonCrypto", "WebKit",
        "AVFoundation", "CoreMedia", "Accelerate", "os",
      ]),
    .testTarget(
      name: "EaselDocumentTests", dependencies: ["EaselDocument", "EaselTestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(name: "EaselDiagnosticsTests", dependencies: ["EaselDiagnostics"]),
    .testTarget(name: "EaselCommandLineTests", dependencies: ["EaselCommandLine"]),
    .testTarget(name: "EaselInspectTests", dependencies: ["EaselInspect"]),
    .testTarget(
      name: "EaselObjCTests",
      dependencies: ["EaselObjC", "EaselInspect", "EaselAgentHost", "UIKit"],
      exclude: ["Fixtures"]),
    .testTarget(name: "EaselLayoutTests", dependencies: ["EaselLayout"]),
    .testTarget(
      name: "EaselProjectTests", dependencies: ["EaselProject"], exclude: ["Fixtures"]),
    .testTarget(
      name: "EaselResourcesTests", dependencies: ["EaselResources", "EaselTestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "EaselInterfaceTests", dependencies: ["EaselInterface", "EaselTestSupport"],
      exclude: ["Fixtures", "__Snapshots__"]),
    .testTarget(
      name: "EaselAgentHostTests", dependencies: ["EaselAgentHost", "EaselObjC"]),
    .testTarget(name: "EaselRenderingTests", dependencies: ["EaselRendering"]),
    .testTarget(name: "EaselTestSupportTests", dependencies: ["EaselTestSupport"]),
    // EaselUIKit: lint's copy of the keys Easel sets is checked against its key-value table.
    .testTarget(
      name: "EaselLintTests", dependencies: ["EaselLint", "EaselTestSupport", "EaselUIKit"]),
    .testTarget(
      name: "EaselSnapshotTests",
      dependencies: [
        "EaselSnapshot", "EaselGraphics", "EaselDocument", "EaselInterface", "EaselTestSupport",
      ]),
    .testTarget(
      name: "EaselServerTests", dependencies: ["EaselServer", "EaselTestSupport", "EaselGraphics"]),
    .testTarget(
      name: "EaselEndToEndTests",
      dependencies: ["EaselRendering", "EaselAgentHost", "EaselObjC", "EaselTestSupport"],
      exclude: ["Fixtures", "__Snapshots__"]),
  ]
    + appleFrameworkFacades.map {
      .target(name: $0.name, dependencies: $0.dependencies, path: "Sources/Facades/\($0.name)")
    }
)
