// Derived variables: a required equality that mentions a variable no earlier constraint
// mentioned is kept out of the tableau as that variable's definition.
//
// Such a variable is free (unrestricted, in no row, in no objective), so the equality cannot
// conflict and eliminating the variable by it changes neither feasibility nor the optimum:
// the variable is whatever its definition says. The definition refers to tableau variables
// and to earlier derived variables (every other new variable in the equality is registered
// in the tableau first), so the definitions form a DAG ordered by index.
//
// Why: in a chain `x[i] == x[i-1] + w[i-1] + 8` whose widths are soft, any solved form makes
// `x[i]` a row over the error symbols of every view before it (Θ(N²) entries, Θ(N) work per
// add). As definitions the chain costs O(1) an add; only a constraint that refers to a
// derived variable expands it, once, in the order of the DAG (each definition visited once
// however many paths lead to it), and `updateVariables()` evaluates the definitions in
// index order after the tableau's values.
//
// Removing a definition's constraint goes through a rebuild, as every required equality's
// removal does without dummies; tableaus that keep dummies derive nothing.

/// A derived variable's definition: `variable = constant + Σ c·symbol + Σ c·derived`.
struct Derivation {
  var variable: Variable
  var constant: Double
  var symbols: [Int32] = []
  var symbolCoefficients: [Double] = []
  var derived: [Int32] = []
  var derivedCoefficients: [Double] = []
}

extension Tableau {
  /// Keeps `constraint` as a definition when it is a required equality in a variable no one
  /// has mentioned yet (the first such variable whose coefficient is not ~0); returns
  /// whether it did.
  mutating func derive(_ constraint: Constraint) -> Bool {
    guard !keepsDummies, constraint.relation == .equal, constraint.strength.isRequired
    else { return false }
    let terms = constraint.expression.terms
    var defined: Variable?
    var coefficient = 0.0
    for candidate in terms where !SparseRow.nearZero(candidate.coefficient) {
      guard slot(of: candidate.variable) == nil else { continue }
      coefficient = 0
      for term in terms where term.variable === candidate.variable {
        coefficient += term.coefficient
      }
      if !SparseRow.nearZero(coefficient) {
        defined = candidate.variable
        break
      }
    }
    guard let defined else { return false }
    // defined = -(constant + Σ others) / coefficient; `+ 0` turns -0.0 into 0.0 (for the dump).
    let factor = -1 / coefficient
    var derivation = Derivation(
      variable: defined, constant: constraint.expression.constant * factor + 0)
    for term in terms where term.variable !== defined {
      let c = term.coefficient * factor
      if SparseRow.nearZero(c) { continue }
      if let slot = slot(of: term.variable), slot < 0 {
        derivation.derived.append(-1 - slot)
        derivation.derivedCoefficients.append(c)
      } else {
        derivation.symbols.append(symbol(for: term.variable))
        derivation.symbolCoefficients.append(c)
      }
    }
    register(defined, slot: -1 - Int32(derivations.count))
    derivations.append(derivation)
    pendingCoefficients.append(0)
    pendingListed.append(false)
    return true
  }

  /// Puts `expression` over tableau symbols in `flatSymbols` and `flatCoefficients` and
  /// returns its constant: derived variables replaced by their definitions (each definition
  /// expanded once, in decreasing index order), new variables registered in the order of the
  /// terms. A symbol may appear more than once.
  mutating func flatten(_ expression: Expression) -> Double {
    flatSymbols.removeAll(keepingCapacity: true)
    flatCoefficients.removeAll(keepingCapacity: true)
    var constant = expression.constant
    for term in expression.terms where !SparseRow.nearZero(term.coefficient) {
      let slot = slot(of: term.variable) ?? newExternal(term.variable)
      if slot >= 0 {
        flatSymbols.append(slot)
        flatCoefficients.append(term.coefficient)
      } else {
        addPending(-1 - slot, term.coefficient)
      }
    }
    while let d = expansionOrder.pop() {
      let c = pendingCoefficients[Int(d)]
      pendingCoefficients[Int(d)] = 0
      pendingListed[Int(d)] = false
      if SparseRow.nearZero(c) { continue }
      let derivation = derivations[Int(d)]
      constant += c * derivation.constant
      for i in derivation.symbols.indices {
        flatSymbols.append(derivation.symbols[i])
        flatCoefficients.append(c * derivation.symbolCoefficients[i])
      }
      for i in derivation.derived.indices {
        addPending(derivation.derived[i], c * derivation.derivedCoefficients[i])
      }
    }
    return constant
  }

  /// Adds `c` to the coefficient of derived variable `d` awaiting expansion.
  @inline(__always)
  private mutating func addPending(_ d: Int32, _ c: Double) {
    if pendingListed[Int(d)] {
      pendingCoefficients[Int(d)] += c
    } else {
      pendingListed[Int(d)] = true
      pendingCoefficients[Int(d)] = c
      expansionOrder.push(d)
    }
  }

  /// Writes every derived variable's value from its definition (after the tableau's values).
  func updateDerivedVariables() {
    for derivation in derivations {
      var value = derivation.constant
      for i in derivation.symbols.indices {
        let r = Int(rowOf[Int(derivation.symbols[i])])
        if r >= 0 { value += derivation.symbolCoefficients[i] * rows[r].constant }
      }
      for i in derivation.derived.indices {
        value +=
          derivation.derivedCoefficients[i] * derivations[Int(derivation.derived[i])].variable.value
      }
      derivation.variable.value = value
    }
  }
}

/// A binary max-heap of derivation indices (the next definition to expand is the latest).
struct IndexHeap {
  private var items: [Int32] = []

  mutating func push(_ item: Int32) {
    items.append(item)
    var i = items.count - 1
    while i > 0 {
      let parent = (i - 1) / 2
      if items[parent] >= items[i] { break }
      items.swapAt(parent, i)
      i = parent
    }
  }

  mutating func pop() -> Int32? {
    guard let top = items.first else { return nil }
    let last = items.removeLast()
    if items.isEmpty { return top }
    items[0] = last
    var i = 0
    while true {
      let l = 2 * i + 1
      let r = l + 1
      var largest = i
      if l < items.count && items[l] > items[largest] { largest = l }
      if r < items.count && items[r] > items[largest] { largest = r }
      if largest == i { break }
      items.swapAt(i, largest)
      i = largest
    }
    return top
  }
}
