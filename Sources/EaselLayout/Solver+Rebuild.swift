// Rebuilding the tableau from the held constraints, and explaining conflicts.
//
// Required equalities carry no dummy marker (see `Tableau+Simplex.swift`), so removing one
// cannot be done in place: the solver rebuilds, lazily, once for any number of removals.
// A failed phase one may also leave the tableau changed; a rebuild restores it. When a
// conflict must be explained, a second tableau with dummies replays the required constraints
// and reads the conflicting ones off the failing row.

extension Solver {
  /// Rebuilds the tableau if a removal asked for it.
  @inline(__always)
  func settle() {
    if needsRebuild { rebuild() }
  }

  /// The held constraints in the order they were added.
  var orderedRecords: [Record] { records.values.sorted { $0.order < $1.order } }

  /// Rebuilds the tableau from the held constraints in the order they were added, then
  /// re-applies the edit variables' suggested values.
  func rebuild() {
    needsRebuild = false
    let held = orderedRecords
    tableau = Tableau(keepsDummies: tableau.keepsDummies)
    for old in held {
      let id = ObjectIdentifier(old.constraint)
      if let markers = try? tableau.insert(old.constraint) {
        records[id]?.markers = markers
      } else {
        records[id] = nil
      }
    }
    let editList = edits.values.compactMap { edit in
      records[ObjectIdentifier(edit.constraint)].map { (edit.constant, $0) }
    }.sorted { $0.1.order < $1.1.order }
    for (constant, record) in editList where constant != 0 {
      tableau.shiftEdit(record.markers, by: constant)
    }
  }

  /// The required constraints `constraint` conflicts with (best effort), found by replaying
  /// the required constraints held in a tableau that keeps dummies.
  func explain(_ constraint: Constraint) -> [Constraint] {
    var replay = Tableau(keepsDummies: true)
    for record in orderedRecords where record.constraint.strength.isRequired {
      _ = try? replay.insert(record.constraint)
    }
    do {
      _ = try replay.insert(constraint)
      return []
    } catch {
      return error.conflicting
    }
  }
}
