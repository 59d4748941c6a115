import EaselDiagnostics
import EaselDocument
import EaselUIKit
import Foundation
import Testing

@testable import EaselInterface

/// A switch that restyles itself for its state where UIKit tells it of every change:
/// `setOn(_:animated:)`, as `UICustomSwitch`-style subclasses do.
@MainActor
final class StateTrackingSwitch: UISwitch {
  var states: [Bool] = []

  override init(frame: CGRect) {
    super.init(frame: frame)
    states.append(isOn)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    states.append(isOn)
  }

  override func setOn(_ on: Bool, animated: Bool) {
    super.setOn(on, animated: animated)
    states.append(isOn)
  }
}

/// UIKit's `setOn:` (the `on` property's setter) calls `setOn:animated:`, so a subclass that
/// overrides only the latter sees the document's `on="YES"` and code's `isOn = true`.
@MainActor
struct SwitchStateSetterTests {
  static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        <objects>
            <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" id="sw" customClass="StateTrackingSwitch">
                <rect key="frame" x="0.0" y="0.0" width="51" height="31"/>
            </switch>
        </objects>
    </document>
    """

  func build(designTime: Bool) throws -> StateTrackingSwitch {
    var table = KeyValueTable.uiKit
    table.add([
      DesignableClass(
        name: "StateTrackingSwitch", type: StateTrackingSwitch.self, isDesignable: true,
        makeWithFrame: { StateTrackingSwitch(frame: $0) },
        make: { StateTrackingSwitch(coder: $0) })
    ])
    let doc = try IBDocument.parse(Data(Self.xib.utf8), path: "/nonexistent/S.xib")
    let (view, _) = try instantiateFirstScene(of: doc, table: table, designTime: designTime)
    return try #require(view as? StateTrackingSwitch)
  }

  @Test func settingIsOnGoesThroughSetOnAnimated() {
    let control = StateTrackingSwitch(frame: .zero)
    control.isOn = true
    #expect(control.states == [false, true])
    #expect(control.isOn)
  }

  /// Interface Builder's agent: `init(frame:)` (off), then the document's `on` by key.
  @Test func designTimeSubclassSeesTheDocumentsOn() throws {
    let control = try build(designTime: true)
    #expect(control.states.first == false)
    #expect(control.states.last == true)
    #expect(control.isOn)
  }

  /// UINib: `on` is decoded inside `super.init(coder:)`, before the subclass's initializer
  /// continues.
  @Test func runTimeSubclassSeesOnInsideInitCoder() throws {
    let control = try build(designTime: false)
    #expect(control.states == [true, true])
  }
}
