import EaselDiagnostics
import EaselDocument
import EaselUIKit
import Foundation

/// What the designer's "Debug selected view" shows of one object, taken from a real render of
/// its scene (Interface Builder's "Debug Selected Views", without a debugger): the view's
/// subtree and layer tree as stable text, the calls its `draw(_:)` recorded, how long each
/// phase took, and which runtime attributes were applied and which failed, and why.
public struct ViewDebugReport: Codable, Sendable, Equatable {
  /// One User Defined Runtime Attribute of the object, and what became of it.
  public struct RuntimeAttributeOutcome: Codable, Sendable, Equatable {
    public var keyPath: String
    public var type: String
    public var applied: Bool
    /// Why it was not applied.
    public var reason: String?
  }

  public var objectID: String
  /// The class the view was made as (a disabled or non-designable class as its base class).
  public var className: String
  /// The view and its subviews: `UIView.hierarchyDescription()`.
  public var views: String
  /// The view's layer and its sublayers, with frames.
  public var layers: String
  /// What the view's `draw(_:)` recorded, one call a line (empty when it drew nothing).
  public var drawCalls: [String]
  /// Milliseconds per phase: `instantiate` (the scene's objects made, attributes set),
  /// `render` (layout, display, composite, encode), and the view's own user code by phase.
  public var timings: [String: Double]
  public var runtimeAttributes: [RuntimeAttributeOutcome]
}

extension SceneRenderer {
  /// Renders `scene` as `render(_:)` does and reports on object `objectID` (`debug` nil
  /// when the scene holds no view with that id).
  func renderDebugging(_ scene: Scene, objectID: String) throws -> RenderedScene {
    let timer = PhaseTimer(objectID: objectID, forward: observer)
    let previous = observer
    observer = timer
    defer { observer = previous }
    let start = DispatchTime.now().uptimeNanoseconds
    let (root, builder) = try instantiate(scene)
    let made = DispatchTime.now().uptimeNanoseconds
    let data = try draw(root, builder: builder)
    let rendered = DispatchTime.now().uptimeNanoseconds
    var rendering = RenderedScene(data: data, root: root, builder: builder)
    guard let (element, view) = builder.made.first(where: { $0.element.id == objectID }) else {
      return rendering
    }
    var timings = timer.milliseconds
    timings["instantiate"] = Double(made - start) / 1e6
    timings["render"] = Double(rendered - made) / 1e6
    let failures = diagnostics.diagnostics.filter {
      $0.id == "runtime-attribute-failed" && $0.objectID == objectID
    }
    let disabled = element.customClass.map { disabledClasses.contains($0) } ?? false
    let outcomes = document.runtimeAttributes(of: element, diagnostics: DiagnosticLog()).map {
      attribute -> ViewDebugReport.RuntimeAttributeOutcome in
      if disabled {
        return .init(
          keyPath: attribute.keyPath, type: attribute.value.typeName, applied: false,
          reason: "\(element.customClass ?? "the class") is drawn as its base class")
      }
      let failure = failures.first { $0.message.contains("(\(attribute.keyPath))") }
      return .init(
        keyPath: attribute.keyPath, type: attribute.value.typeName, applied: failure == nil,
        reason: failure?.message)
    }
    rendering.debug = ViewDebugReport(
      objectID: objectID, className: String(describing: type(of: view)),
      views: view.hierarchyDescription(), layers: view.layer.treeDescription(),
      drawCalls: view.layer.recordedCallDescriptions ?? [], timings: timings,
      runtimeAttributes: outcomes)
    return rendering
  }
}

/// Times the user code run for one object, by phase, and passes every call on.
@MainActor
private final class PhaseTimer: DesignableObserver {
  let objectID: String
  weak var forward: DesignableObserver?
  var started: [UserCodePhase: UInt64] = [:]
  var milliseconds: [String: Double] = [:]

  init(objectID: String, forward: DesignableObserver?) {
    self.objectID = objectID
    self.forward = forward
  }

  func willRun(_ phase: UserCodePhase, className: String, objectID: String) {
    if objectID == self.objectID { started[phase] = DispatchTime.now().uptimeNanoseconds }
    forward?.willRun(phase, className: className, objectID: objectID)
  }

  func didRun(_ phase: UserCodePhase, className: String, objectID: String) {
    if objectID == self.objectID, let start = started.removeValue(forKey: phase) {
      milliseconds[phase.rawValue, default: 0] +=
        Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }
    forward?.didRun(phase, className: className, objectID: objectID)
  }
}
