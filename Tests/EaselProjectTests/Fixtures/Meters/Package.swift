// swift-tools-version:5.9
import PackageDescription

/* A package with two library targets, a test target, `exclude:` and `sources:`. */
let package = Package(
  name: "Meters",
  platforms: [.iOS(.v15)],
  products: [
    .library(name: "Meters", targets: ["MeterKit"])
  ],
  dependencies: [
    .package(url: "https://example.com/gauges.git", from: "1.0.0")
  ],
  targets: [
    .target(
      name: "MeterKit",
      dependencies: [
        "MeterCore",
        .product(name: "Gauges", package: "gauges", condition: .when(platforms: [.iOS])),
      ],
      exclude: ["Legacy", "README.md"],
      resources: [.process("Resources")],
      swiftSettings: [.define("METERS"), .define("FAST_PATH", .when(configuration: .debug))]
    ),
    .target(name: "MeterCore", path: "Core", sources: ["Math", "Units.swift"]),
    .testTarget(name: "MeterKitTests", dependencies: [.target(name: "MeterKit")]),
  ]
)
