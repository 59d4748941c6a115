// Rebuilding the tableau from the held constraints, and the readable dump.

extension Solver {
  /// Rebuilds the tableau from the held constraints in the order they were added, then
  /// re-applies the edit variables' suggested values.
  func rebuild() {
    let held = records.values.sorted { $0.order < $1.order }
    let editList = edits.values.sorted {
      (records[ObjectIdentifier($0.constraint)]?.order ?? 0)
        < (records[ObjectIdentifier($1.constraint)]?.order ?? 0)
    }
    let counter = nextOrder
    let keptEdits = edits
    reset()
    edits = keptEdits
    for old in held {
      if var record = try? insert(old.constraint) {
        record.order = old.order
        records[ObjectIdentifier(old.constraint)] = record
      }
    }
    nextOrder = counter
    for edit in editList where edit.constant != 0 {
      if let record = records[ObjectIdentifier(edit.constraint)] {
        shiftEdit(record, by: edit.constant)
      }
    }
  }

  func name(of symbol: Int32) -> String {
    switch kinds[Int(symbol)] {
    case .external:
      if let i = variableSymbols.firstIndex(of: symbol) { return variables[i].description }
      return "x\(symbol)"
    case .slack: return "s\(symbol)"
    case .error: return "e\(symbol)"
    case .dummy: return "d\(symbol)"
    }
  }

  func describe(_ row: SparseRow) -> String {
    var text = "\(row.constant)"
    let order = row.symbols.indices.sorted { row.symbols[$0] < row.symbols[$1] }
    for k in order {
      let c = row.coefficients[k]
      text += c < 0 ? " - \(-c) * " : " + \(c) * "
      text += name(of: row.symbols[k])
    }
    return text
  }

  /// A readable dump of the tableau: rows ordered by basic symbol, the objective, the
  /// infeasible rows, the edit variables and the constraints held.
  public var debugDescription: String {
    var lines = ["Objective", "  " + describe(objective), "Tableau"]
    let basics = basicOf.filter { $0 >= 0 }.sorted()
    for b in basics {
      lines.append("  \(name(of: b)) = " + describe(rows[Int(rowOf[Int(b)])]))
    }
    lines.append("Infeasible")
    for b in infeasible { lines.append("  \(name(of: b))") }
    lines.append("Edit variables")
    let editList = edits.values.sorted {
      (records[ObjectIdentifier($0.constraint)]?.order ?? 0)
        < (records[ObjectIdentifier($1.constraint)]?.order ?? 0)
    }
    for edit in editList { lines.append("  \(edit.variable) = \(edit.constant)") }
    lines.append("Constraints")
    for record in records.values.sorted(by: { $0.order < $1.order }) {
      lines.append("  \(record.constraint)")
    }
    return lines.joined(separator: "\n")
  }
}
