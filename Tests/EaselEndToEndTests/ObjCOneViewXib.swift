import EaselGraphics
import EaselTestSupport
import Foundation

/// A project of one Objective-C designable (`NAME.h`, `NAME.m`) and a xib holding one
/// instance of it on white, rendered at scale 1 as a user would.
enum ObjCOneViewXib {
  static func xib(_ name: String, width: Int, height: Int) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" \
    targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        <objects>
            <view contentMode="scaleToFill" id="V1" customClass="\(name)">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" \
    customColorSpace="genericGamma22GrayColorSpace"/>
            </view>
        </objects>
    </document>
    """
  }

  /// What `easel render` said, and the picture it wrote (nil when it wrote none).
  static func render(
    _ name: String, header: String, implementation: String, width: Int, height: Int,
    arguments: [String] = []
  ) throws -> (run: EaselProcess, image: Bitmap?) {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let project = dir.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    try Data(header.utf8).write(to: project.appendingPathComponent(name + ".h"))
    try Data(implementation.utf8).write(to: project.appendingPathComponent(name + ".m"))
    let xib = project.appendingPathComponent(name + ".xib")
    try Data(Self.xib(name, width: width, height: height).utf8).write(to: xib)
    let out = dir.appendingPathComponent(name + ".png")
    let run = try EaselProcess.run(
      ["render", xib.path, "-o", out.path, "--scale", "1"] + arguments, cacheDirectory: dir)
    return (run, (try? Data(contentsOf: out)).flatMap { try? Bitmap(data: $0) })
  }
}
