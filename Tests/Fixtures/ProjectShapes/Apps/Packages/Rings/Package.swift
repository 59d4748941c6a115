// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "Rings",
  platforms: [.iOS(.v15)],
  products: [.library(name: "Rings", targets: ["Rings"])],
  targets: [
    .target(name: "RingMath"),
    .target(name: "Rings", dependencies: ["RingMath"]),
  ]
)
