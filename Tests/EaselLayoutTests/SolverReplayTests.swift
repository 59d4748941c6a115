import Testing

@testable import EaselLayout

/// Operation sequences recorded from real layouts, replayed against the solver.
@Suite struct SolverReplayTests {
  /// Replays `add Cn REL w=W k=K [(v,c),…]`, `remove Cn` and `update` lines (a required
  /// constraint that cannot hold is left out, as a layout engine leaves it).
  static func replay(_ trace: String, solver: Solver = Solver()) throws -> (
    variables: [Int: Variable], held: [Constraint]
  ) {
    var order: [Constraint] = []
    var variables: [Int: Variable] = [:]
    var constraints: [Int: Constraint] = [:]
    func variable(_ id: Int) -> Variable {
      if let v = variables[id] { return v }
      let v = Variable("v\(id)")
      variables[id] = v
      return v
    }
    for line in trace.split(separator: "\n") {
      let words = line.split(separator: " ")
      switch words.first {
      case "add":
        let id = Int(words[1].dropFirst())!
        let relation: Relation =
          words[2] == "==" ? .equal : words[2] == "<=" ? .lessThanOrEqual : .greaterThanOrEqual
        let weight = Double(words[3].dropFirst(2))!
        let constant = Double(words[4].dropFirst(2))!
        let list = words[5].dropFirst().dropLast()
        var terms: [Term] = []
        for pair in list.split(separator: ")").map({ $0.drop { $0 == "," || $0 == "(" } })
        where !pair.isEmpty {
          let parts = pair.split(separator: ",")
          terms.append(Term(variable(Int(parts[0])!), coefficient: Double(parts[1])!))
        }
        let constraint = Constraint(
          Expression(terms, constant: constant), relation, strength: Strength(weight: weight))
        constraints[id] = constraint
        do {
          try solver.add(constraint)
          order.append(constraint)
        } catch SolverError.unsatisfiable {
          // As a layout engine does: a required constraint that cannot hold is left out.
        }
      case "remove":
        try solver.remove(constraints[Int(words[1].dropFirst())!]!)
      case "update":
        solver.updateVariables()
      default:
        Issue.record("unknown trace line \(line)")
      }
    }
    return (variables, order.filter { solver.contains($0) })
  }

  /// A xib's content view loaded in code and laid out again (Blockstream/aqua_ios's
  /// CreateNewWalletView): the priority-999 and weak constraints' weights span eleven orders
  /// of magnitude, and removing a label's content-size constraints left rounding noise in
  /// the objective that the simplex took for an unbounded direction.
  @Test func removingContentSizeConstraintsOfALoadedXib() throws {
    let solver = Solver()
    let (variables, held) = try Self.replay(Self.loadedXib, solver: solver)
    #expect(variables.values.allSatisfy { $0.value.isFinite })
    // Optimal: the same constraints added to a fresh solver weigh the same errors (the
    // variables themselves may differ where the optimum is not unique).
    let fresh = Solver()
    for constraint in held { try fresh.add(constraint) }
    fresh.updateVariables()
    let (incremental, expected) = (
      solver.tableau.objective.constant, fresh.tableau.objective.constant
    )
    #expect(abs(incremental - expected) <= 1e-9 * expected)
  }

  static let loadedXib = """
    add C3 == w=1001001000.0 k=0.0 [(2,1.0)]
    add C5 == w=1001001000.0 k=0.0 [(4,1.0)]
    add C7 == w=1001001000.0 k=-240.0 [(6,1.0)]
    add C9 == w=1001001000.0 k=-160.0 [(8,1.0)]
    add C11 == w=1001001000.0 k=0.0 [(10,1.0),(2,-1.0),(6,-0.0)]
    add C13 == w=1001001000.0 k=0.0 [(12,1.0),(6,-1.0)]
    add C15 == w=1001001000.0 k=0.0 [(14,1.0),(4,-1.0),(8,-0.0)]
    add C17 == w=1001001000.0 k=0.0 [(16,1.0),(8,-1.0)]
    add C19 >= w=1001001000.0 k=0.0 [(18,1.0)]
    add C21 >= w=1001001000.0 k=0.0 [(20,1.0)]
    add C23 >= w=1001001000.0 k=0.0 [(22,1.0)]
    add C25 >= w=1001001000.0 k=0.0 [(24,1.0)]
    add C27 >= w=1001001000.0 k=0.0 [(26,1.0)]
    add C29 >= w=1001001000.0 k=0.0 [(28,1.0)]
    add C31 >= w=1001001000.0 k=0.0 [(30,1.0)]
    add C33 >= w=1001001000.0 k=0.0 [(32,1.0)]
    add C35 >= w=1001001000.0 k=0.0 [(34,1.0)]
    add C37 >= w=1001001000.0 k=0.0 [(36,1.0)]
    add C39 >= w=1001001000.0 k=0.0 [(38,1.0)]
    add C41 >= w=1001001000.0 k=0.0 [(40,1.0)]
    add C44 == w=1001001000.0 k=-7.0 [(42,1.0),(43,-1.0),(36,-1.0)]
    add C45 == w=1001001000.0 k=-16.0 [(14,1.0),(16,1.0),(42,-1.0),(40,-1.0)]
    add C47 == w=1001001000.0 k=0.0 [(10,1.0),(12,1.0),(46,-1.0),(18,-1.0)]
    add C49 == w=1001001000.0 k=-7.0 [(48,1.0),(10,-1.0)]
    add C51 == w=1001001000.0 k=-7.0 [(10,1.0),(12,1.0),(50,-1.0),(38,-1.0)]
    add C52 == w=1001001000.0 k=7.0 [(50,1.0),(38,1.0),(10,-1.0),(12,-1.0)]
    add C54 == w=1001001000.0 k=0.0 [(14,1.0),(53,-1.0)]
    add C55 == w=1001001000.0 k=-7.0 [(10,1.0),(12,1.0),(48,-1.0),(34,-1.0)]
    add C56 == w=1001001000.0 k=-26.0 [(43,1.0),(53,-1.0),(20,-1.0)]
    add C57 == w=1001001000.0 k=0.0 [(46,1.0),(10,-1.0)]
    add C60 == w=1001001000.0 k=0.0 [(58,1.0),(59,-1.0),(22,-1.0)]
    add C61 == w=1001001000.0 k=0.0 [(59,1.0),(46,-1.0)]
    add C63 == w=1001001000.0 k=-32.0 [(46,1.0),(18,1.0),(62,-1.0),(30,-1.0)]
    add C64 == w=1001001000.0 k=0.0 [(62,1.0),(59,-1.0),(22,-1.0)]
    add C66 == w=1001001000.0 k=0.0 [(53,1.0),(20,1.0),(65,-1.0),(24,-1.0)]
    add C67 == w=1001001000.0 k=-15.0 [(46,1.0),(18,1.0),(58,-1.0),(26,-1.0)]
    add C69 == w=1001001000.0 k=-27.0 [(68,1.0),(53,-1.0)]
    add C70 == w=1001001000.0 k=0.0 [(65,1.0),(53,-1.0)]
    add C71 == w=1001001000.0 k=-136.0 [(24,1.0)]
    add C72 == w=1001001000.0 k=-136.0 [(22,1.0)]
    add C73 == w=0.0025 k=-414.0 [(18,1.0)]
    add C74 == w=0.0025 k=-136.0 [(20,1.0)]
    add C75 == w=0.00251 k=-136.0 [(22,1.0)]
    add C76 == w=0.00251 k=-136.0 [(24,1.0)]
    add C77 <= w=182.49932448161525 k=-197.0 [(26,1.0)]
    add C78 >= w=5711586.478126436 k=-197.0 [(26,1.0)]
    add C79 <= w=182.49932448161525 k=-26.0 [(28,1.0)]
    add C80 >= w=5711586.478126436 k=-26.0 [(28,1.0)]
    add C81 <= w=182.49932448161525 k=-456.0 [(30,1.0)]
    add C82 >= w=5711586.478126436 k=-456.0 [(30,1.0)]
    add C83 <= w=182.49932448161525 k=-17.0 [(32,1.0)]
    add C84 >= w=5711586.478126436 k=-17.0 [(32,1.0)]
    add C85 <= w=182.49932448161525 k=-223.0 [(34,1.0)]
    add C86 >= w=5711586.478126436 k=-223.0 [(34,1.0)]
    add C87 <= w=182.49932448161525 k=-20.0 [(36,1.0)]
    add C88 >= w=5711586.478126436 k=-20.0 [(36,1.0)]
    add C89 <= w=178.75255259042356 k=-58.0 [(38,1.0)]
    add C90 >= w=5711586.478126436 k=-58.0 [(38,1.0)]
    add C91 <= w=178.75255259042356 k=-20.0 [(40,1.0)]
    add C92 >= w=5711586.478126436 k=-20.0 [(40,1.0)]
    add C94 == w=7.959777002314984 k=-16.0 [(53,1.0),(20,1.0),(93,-1.0),(32,-1.0)]
    add C95 == w=979469667.0695386 k=-8.0 [(93,1.0),(68,-1.0),(28,-1.0)]
    update
    remove C83
    remove C84
    """
}
