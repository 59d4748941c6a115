import EaselUIKit
import Foundation
import Testing

@testable import EaselInterface

/// Records the user-code phases the builder opens and closes.
@MainActor
final class PhaseRecorder: DesignableObserver {
  var open: [UserCodePhase] = []

  func willRun(_ phase: UserCodePhase, className: String, objectID: String) { open.append(phase) }
  func didRun(_ phase: UserCodePhase, className: String, objectID: String) { open.removeLast() }
}

/// A view whose `backgroundColor` setter is its own code, noting the phase it runs in.
@MainActor
final class ColorSettingView: UIView {
  static weak var recorder: PhaseRecorder?
  var phasesOfSets: [UserCodePhase?] = []

  override var backgroundColor: UIColor? {
    get { super.backgroundColor }
    set {
      phasesOfSets.append(Self.recorder?.open.last)
      super.backgroundColor = newValue
    }
  }
}

/// The document's attributes, which Interface Builder sets on a designable after
/// `init(frame:)`, reach its overriding setters: user code, which a crash there is blamed on
/// (SPScrollNumLabel's `-setText:`, draw 50, crashed "outside user code" there).
@MainActor
struct DocumentAttributesPhaseTests {
  @Test func aDesignableSetterRunsInTheDocumentAttributesPhase() throws {
    let recorder = PhaseRecorder()
    ColorSettingView.recorder = recorder
    let view = try DesignTimeSequenceTests().instantiateRoot(
      as: DesignableClass(
        name: "ColorSettingView", type: ColorSettingView.self, isDesignable: true,
        makeWithFrame: { ColorSettingView(frame: $0) }, make: { ColorSettingView(coder: $0) }),
      designTime: true, observer: recorder)
    let made = try #require(view as? ColorSettingView)
    #expect(made.phasesOfSets.last == .documentAttributes, "\(made.phasesOfSets)")
    #expect(recorder.open.isEmpty)
  }
}
