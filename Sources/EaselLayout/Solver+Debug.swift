// The solver's readable dump.

extension Tableau {
  /// `x`, `s12`, `e13`, `d14`: a variable's name, or the kind and id of a marker.
  func name(of symbol: Int32) -> String {
    switch kinds[Int(symbol)] {
    case .external:
      let i = Int(variableIndex[Int(symbol)])
      return i >= 0 ? variables[i].description : "x\(symbol)"
    case .slack: return "s\(symbol)"
    case .error: return "e\(symbol)"
    case .dummy: return "d\(symbol)"
    }
  }

  /// `constant + c * symbol …`, symbols in id order.
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

  /// `v = constant + c * symbol … + c * derived …`.
  func describe(_ derivation: Derivation) -> String {
    var text = "\(derivation.variable) = \(derivation.constant)"
    func term(_ c: Double, _ name: String) {
      text += (c < 0 ? " - \(-c) * " : " + \(c) * ") + name
    }
    for i in derivation.symbols.indices {
      term(derivation.symbolCoefficients[i], name(of: derivation.symbols[i]))
    }
    for i in derivation.derived.indices {
      term(derivation.derivedCoefficients[i], "\(derivations[Int(derivation.derived[i])].variable)")
    }
    return text
  }
}

extension Solver {
  /// A readable dump of the tableau: the objective, the rows ordered by basic symbol, the
  /// derived variables' definitions in the order they were made, the edit variables and the constraints held, in the order they were added.
  public var debugDescription: String {
    settle()
    let t = tableau
    var lines = ["Objective", "  " + t.describe(t.objective), "Tableau"]
    for b in t.basicOf.filter({ $0 >= 0 }).sorted() {
      lines.append("  \(t.name(of: b)) = " + t.describe(t.rows[Int(t.rowOf[Int(b)])]))
    }
    if !t.derivations.isEmpty { lines.append("Derived") }
    for derivation in t.derivations { lines.append("  " + t.describe(derivation)) }
    lines.append("Edit variables")
    let editList = edits.values.sorted {
      (records[ObjectIdentifier($0.constraint)]?.order ?? 0)
        < (records[ObjectIdentifier($1.constraint)]?.order ?? 0)
    }
    for edit in editList { lines.append("  \(edit.variable) = \(edit.constant)") }
    lines.append("Constraints")
    for record in orderedRecords { lines.append("  \(record.constraint)") }
    return lines.joined(separator: "\n")
  }
}
