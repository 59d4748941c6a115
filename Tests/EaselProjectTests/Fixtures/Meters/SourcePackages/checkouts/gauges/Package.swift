// swift-tools-version:5.7
import PackageDescription

let package = Package(
  name: "gauges",
  products: [.library(name: "Gauges", targets: ["Gauges"])],
  targets: [
    .target(name: "Gauges"),
    .testTarget(name: "GaugesTests", dependencies: ["Gauges"]),
  ]
)
