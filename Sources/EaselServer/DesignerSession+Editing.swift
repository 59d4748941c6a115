import EaselDocument
import EaselResources
import Foundation

/// The canvas's and inspectors' edits beyond one attribute: moving and resizing views by
/// what places them, constraints added, changed and deleted, views pasted, a font and a
/// button's title. Each is one undo step, written atomically, in Xcode's form; a refusal
/// says where and why, and writes nothing.
extension DesignerSession {
  /// Moves the edges of views `objectIDs` by `moves` (`IBDocument.move(_:by:)`).
  public func move(
    _ relative: String, objectIDs: [String], by moves: IBDocument.EdgeMoves, baseVersion: Int,
    inspecting: String?
  ) throws -> DocumentChange {
    guard !objectIDs.isEmpty else { throw DesignerError(400, "no views to move") }
    for value in [moves.left, moves.top, moves.right, moves.bottom]
    where !value.isFinite || abs(value) > DocumentNumber.geometryLimit {
      throw DesignerError(
        400,
        "a move must be finite and within ±\(XcodeNumber.format(DocumentNumber.geometryLimit)) "
          + "points, got \(value)")
    }
    return try changing(
      relative, baseVersion: baseVersion, summary: "move \(objectIDs.joined(separator: ", "))",
      outline: true, inspecting: inspecting
    ) { try $0.move(objectIDs, by: moves) }
  }

  /// Makes `edit`'s change to the document as one undo step (none when the bytes stay as
  /// they are) and answers it with the inspectors of `inspecting`, and the outline when
  /// `outline` and the bytes changed.
  func changing(
    _ relative: String, baseVersion: Int, summary: String, outline: Bool, inspecting: String?,
    _ edit: (IBDocument) throws -> Void
  ) throws -> DocumentChange {
    let changed = try change(relative, baseVersion: baseVersion, summary: summary) { document in
      let before = document.bytes
      try edit(document)
      return document.bytes != before
    }.changed
    return try answer(
      relative, changed: changed, outline: outline && changed, inspecting: inspecting)
  }

  /// Adds the constraints Interface Builder's pin popover makes for `pins` of view
  /// `objectID` (`IBDocument.pinConstraint`; an edge to `targets[i]`, nearest when absent,
  /// with `margins` to the superview's margins), each with its constant or the present one
  /// (`presentConstants`), as one undo step; the answer's `ids` are the constraints'.
  public func pin(
    _ relative: String, objectID: String, pins: [(pin: IBDocument.Pin, constant: Double?)],
    targets: [IBDocument.PinTarget] = [], margins: Bool = false, baseVersion: Int
  ) throws -> DocumentChange {
    guard !pins.isEmpty else { throw DesignerError(400, "no constraints to add") }
    for (_, constant) in pins {
      if let constant, !constant.isFinite || abs(constant) > DocumentNumber.geometryLimit {
        throw DesignerError(
          400,
          "a constraint's constant must be a finite number within "
            + "±\(XcodeNumber.format(DocumentNumber.geometryLimit)) points, got \(constant)")
      }
    }
    var ids: [String] = []
    _ = try change(
      relative, baseVersion: baseVersion,
      summary: "pin \(objectID) \(pins.map(\.pin.rawValue).joined(separator: ", "))"
    ) { document in
      // Every constraint is read from the document as it was, before any was added.
      let made = try pins.indices.map { i in
        try document.pinConstraint(
          pins[i].pin, of: objectID, constant: pins[i].constant,
          to: i < targets.count ? targets[i] : .nearest, margins: margins)
      }
      let constants = presentConstants(
        made, pins: pins.map(\.pin), constants: pins.map(\.constant), document: document,
        viewID: objectID)
      ids = try constants.map { try document.addConstraint($0) }
      return true
    }
    var answer = try answer(
      relative, changed: true, outline: true, inspecting: objectID, id: ids.last)
    answer.ids = ids
    return answer
  }

  /// Aligns views `objectIDs` after the first with the first, or gives them its width or
  /// height (`IBDocument.alignConstraints`), as one undo step; the answer's `ids` are the
  /// constraints'.
  public func align(
    _ relative: String, objectIDs: [String], alignment: IBDocument.Alignment, baseVersion: Int,
    inspecting: String?
  ) throws -> DocumentChange {
    var ids: [String] = []
    _ = try change(
      relative, baseVersion: baseVersion,
      summary: "align \(objectIDs.joined(separator: ", ")) \(alignment)"
    ) { document in
      let made = try document.alignConstraints(objectIDs, alignment)
      ids = try made.map { try document.addConstraint($0) }
      return true
    }
    var answer = try answer(relative, changed: true, outline: true, inspecting: inspecting)
    answer.ids = ids
    return answer
  }

  /// Sets constraint `constraintID`'s constant; answers with the inspectors of `inspecting`.
  public func setConstant(
    _ relative: String, constraintID: String, constant: Double, baseVersion: Int,
    inspecting: String?
  ) throws -> DocumentChange {
    guard constant.isFinite, abs(constant) <= DocumentNumber.geometryLimit else {
      throw DesignerError(
        400,
        "a constraint's constant must be a finite number within "
          + "±\(XcodeNumber.format(DocumentNumber.geometryLimit)) points, got \(constant)")
    }
    return try changing(
      relative, baseVersion: baseVersion, summary: "\(constraintID): constant \(constant)",
      outline: true, inspecting: inspecting
    ) { try $0.setConstraintConstant(constant, on: constraintID) }
  }

  /// Sets constraint `constraintID`'s relation, multiplier or priority (nil: unchanged).
  public func setConstraint(
    _ relative: String, constraintID: String, relation: IBConstraint.Relation?,
    multiplier: String?, priority: Double?, installed: Bool? = nil, baseVersion: Int,
    inspecting: String?
  ) throws -> DocumentChange {
    try changing(
      relative, baseVersion: baseVersion,
      summary: "\(constraintID): relation, multiplier, priority, installed",
      outline: true, inspecting: inspecting
    ) {
      try $0.setConstraint(
        constraintID, relation: relation, multiplier: multiplier, priority: priority)
      if let installed { try $0.setInstalled(installed, on: constraintID) }
    }
  }

  /// Deletes constraint `constraintID`.
  public func deleteConstraint(
    _ relative: String, constraintID: String, baseVersion: Int, inspecting: String?
  ) throws -> DocumentChange {
    _ = try change(relative, baseVersion: baseVersion, summary: "delete \(constraintID)") {
      try $0.removeConstraint(constraintID)
      return true
    }
    return try answer(relative, changed: true, outline: true, inspecting: inspecting)
  }

  /// Copies views `objectIDs` into view `parentID`, moved by `offset`; the answer's `ids`
  /// are the copies'.
  public func paste(
    _ relative: String, objectIDs: [String], parentID: String, offset: CGPoint, baseVersion: Int
  ) throws -> DocumentChange {
    guard !objectIDs.isEmpty else { throw DesignerError(400, "no views to paste") }
    guard offset.x.isFinite, offset.y.isFinite,
      abs(offset.x) <= 10000, abs(offset.y) <= 10000
    else { throw DesignerError(400, "a paste's offset must be finite, within ±10000 points") }
    var ids: [String] = []
    _ = try change(
      relative, baseVersion: baseVersion,
      summary: "paste \(objectIDs.joined(separator: ", ")) into \(parentID)"
    ) { document in
      ids = try document.copyViews(objectIDs, into: parentID, offset: offset)
      return true
    }
    var answer = try answer(
      relative, changed: true, outline: true, inspecting: ids.last, id: ids.last)
    answer.ids = ids
    return answer
  }

  /// Embeds views `objectIDs` of one superview in a new view or stack view
  /// (`IBDocument.embed`); the answer's `id` is the new view's.
  public func embed(
    _ relative: String, objectIDs: [String], in kind: IBDocument.Embedding, baseVersion: Int
  ) throws -> DocumentChange {
    var newID = ""
    _ = try change(
      relative, baseVersion: baseVersion,
      summary: "embed \(objectIDs.joined(separator: ", ")) in a \(kind.rawValue)"
    ) { document in
      newID = try document.embed(objectIDs, in: kind)
      return true
    }
    return try answer(relative, changed: true, outline: true, inspecting: newID, id: newID)
  }

  /// Interface Builder's "Update Frames": the stored frames of views `objectIDs` and the
  /// views inside them set to where the scene, laid out at its stored size, puts them (what
  /// the canvas shows), so that Xcode shows no view misplaced; one undo step. Views already
  /// where they are drawn are left as they are.
  public func updateFrames(_ relative: String, objectIDs: [String], baseVersion: Int) throws
    -> DocumentChange
  {
    let (document, _) = try document(relative)
    var elements: [IBElement] = []
    for id in objectIDs {
      guard let e = document.element(withID: id), e.isViewElement else {
        throw DesignerError(422, "\(relative) has no view '\(id)'")
      }
      elements.append(e)
    }
    guard
      let scene = document.scenes.first(where: { scene in
        var p: IBElement? = elements[0]
        while let x = p, x !== scene.element { p = x.parent }
        return p != nil
      })
    else { throw DesignerError(422, "'\(objectIDs[0])' is in no scene") }
    var request = CanvasRequest()
    request.scene = scene.id
    // At the scale of the device the document is saved for: a label's height is rounded to
    // its pixels (20.5 points at 2×), as Xcode stores it.
    request.scale = Double(Device.of(document)?.scale ?? 2)
    let views = try renderWithFrames(relative, request).views
    var frames: [(String, CGRect)] = []
    var seen: Set<String> = []
    for e in elements {
      for x in [e] + Array(e.descendants()) where x.isViewElement {
        guard let id = x.id, seen.insert(id).inserted, x.parent?.name == "subviews",
          let superID = x.superviewElement?.id, let own = views[id], let outer = views[superID]
        else { continue }
        let frame = CGRect(
          x: own[0] - outer[0], y: own[1] - outer[1], width: own[2], height: own[3])
        if x.frame != frame { frames.append((id, frame)) }
      }
    }
    return try changing(
      relative, baseVersion: baseVersion,
      summary: "update frames of \(objectIDs.joined(separator: ", "))", outline: true,
      inspecting: objectIDs.last
    ) { document in
      for (id, frame) in frames { try document.setFrame(frame, on: id) }
    }
  }

  /// Sets a label's, button's or text field's font.
  public func setFont(
    _ relative: String, objectID: String, font: IBDocument.FontValue, baseVersion: Int
  ) throws -> DocumentChange {
    return try changing(
      relative, baseVersion: baseVersion, summary: "\(objectID): font", outline: false,
      inspecting: objectID
    ) { try $0.setFont(font, on: objectID) }
  }

  /// Sets a button's title for `state`.
  public func setTitle(
    _ relative: String, objectID: String, title: String,
    state: IBDocument.ButtonState = .normal, baseVersion: Int
  ) throws -> DocumentChange {
    guard !title.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\n" && $0 != "\t" })
    else { throw DesignerError(400, "a title cannot hold control characters") }
    return try changing(
      relative, baseVersion: baseVersion, summary: "\(objectID): \(state.rawValue) title",
      outline: false, inspecting: objectID
    ) { try $0.setButtonTitle(title, for: state, on: objectID) }
  }

  /// Sets (nil: removes) a button's image for `state`: an asset's name, or an SF Symbol's
  /// with `system`.
  public func setButtonImage(
    _ relative: String, objectID: String, image: String?, system: Bool,
    state: IBDocument.ButtonState, baseVersion: Int
  ) throws -> DocumentChange {
    try changing(
      relative, baseVersion: baseVersion, summary: "\(objectID): \(state.rawValue) image",
      outline: false, inspecting: objectID
    ) { try $0.setButtonImage(image, system: system, for: state, on: objectID) }
  }

  /// Sets a button's content, title or image insets (`[top, left, bottom, right]`).
  public func setButtonInsets(
    _ relative: String, objectID: String, kind: IBDocument.ButtonInsets, insets: [Double],
    baseVersion: Int
  ) throws -> DocumentChange {
    try changing(
      relative, baseVersion: baseVersion, summary: "\(objectID): \(kind.rawValue) insets",
      outline: false, inspecting: objectID
    ) {
      try $0.setButtonInsets(
        kind, top: insets[0], left: insets[1], bottom: insets[2], right: insets[3], on: objectID)
    }
  }
}
