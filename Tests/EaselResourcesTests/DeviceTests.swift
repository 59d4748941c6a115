import EaselDocument
import Foundation
import Testing

@testable import EaselResources

/// The device table: devices by marketing name or Interface Builder id, in either
/// orientation, and the device a document was saved for.
struct DeviceTests {
  @Test(arguments: [
    ("iPhone SE", 320.0, 568.0), ("iphone-15", 393, 852), ("iPhone 15 Pro Max", 430, 932),
    ("iPad", 768, 1024), ("iPad Pro 12.9", 1024, 1366), ("retina6_12", 393, 852),
    ("iPhone 8 landscape", 667, 375), ("ipad12_9", 1024, 1366),
  ])
  func devicesByNameOrInterfaceBuilderID(name: String, width: Double, height: Double) throws {
    let device = try #require(Device.named(name))
    #expect(device.size == CGSize(width: width, height: height))
  }

  @Test func unknownDeviceIsNil() {
    #expect(Device.named("Nokia 3310") == nil)
    #expect(Device.named("") == nil)
  }

  @Test(arguments: [("iPhone SE", 2.0), ("iPhone 15 Pro", 3), ("iPhone 11", 2), ("iPad", 2)])
  func scale(name: String, expected: Double) throws {
    #expect(try #require(Device.named(name)).scale == CGFloat(expected))
  }

  @Test(arguments: [("portrait", 320.0, 568.0), ("landscape", 568, 320)])
  func documentDevice(orientation: String, width: Double, height: Double) throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
          <device id="retina4_0" orientation="\(orientation)" appearance="light"/>
          <scenes/>
      </document>
      """
    let document = try IBDocument(bytes: Array(xml.utf8), path: "Device.storyboard")
    #expect(Device.of(document)?.size == CGSize(width: width, height: height))
  }

  @Test func aDocumentWithoutADeviceHasNone() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
          <objects/>
      </document>
      """
    #expect(Device.of(try IBDocument(bytes: Array(xml.utf8), path: "NoDevice.xib")) == nil)
  }
}
