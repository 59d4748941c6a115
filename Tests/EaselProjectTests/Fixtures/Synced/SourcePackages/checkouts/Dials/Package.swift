// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "Dials",
  products: [.library(name: "Dials", targets: ["Dials"])],
  targets: [.target(name: "Dials")]
)
