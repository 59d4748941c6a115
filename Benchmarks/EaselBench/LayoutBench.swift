// easel-bench layout: Easel's Cassowary solver (EaselLayout) against kiwi (kiwisolver, C++)
// on the four layouts of ../shared/bench/kiwi_bench.py, built exactly as that script builds
// them (same constraints, same order, same strengths), timed the same way:
//   add+solve  all `add` calls after the edit variable W is added and suggested;
//   resolve    suggestValue(W) + updateVariables(), median of alternating edits.
// The anchor runs in the same process tree right after, and the table shows the ratios.
import EaselLayout
import Foundation

/// One layout built for the solver: the container width, its natural value, the constraints
/// in kiwi_bench.py's order, and every variable in its `allvars` order.
struct BenchLayout {
  var width = Variable("W")
  var natural = 0.0
  var constraints: [Constraint] = []
  var variables: [Variable] = []

  static let gap = 8.0

  static func make(_ kind: String, _ n: Int) -> BenchLayout {
    switch kind {
    case "chain": chain(n, fixed: false)
    case "chainfix": chain(n, fixed: true)
    case "grid": grid(n)
    default: cells(n)
    }
  }

  static func chain(_ n: Int, fixed: Bool) -> BenchLayout {
    var l = BenchLayout()
    let lefts = (0..<n).map { Variable("l\($0)") }
    let widths = (0..<n).map { Variable("w\($0)") }
    let flex = n / 2
    l.constraints.append(lefts[0] == gap)
    for i in 0..<n {
      if !fixed {
        l.constraints.append((widths[i] == 20) | .medium)
        l.constraints.append(widths[i] >= 0)
      } else if i == flex {
        l.constraints.append((widths[i] == 100) | .medium)
        l.constraints.append(widths[i] >= 0)
      } else {
        l.constraints.append(widths[i] == 20)
      }
      if i > 0 { l.constraints.append(lefts[i] == lefts[i - 1] + widths[i - 1] + gap) }
    }
    l.constraints.append(lefts[n - 1] + widths[n - 1] + gap == l.width)
    l.natural =
      fixed
      ? Double(n - 1) * 20 + 100 + Double(n + 1) * gap : Double(n) * 20 + Double(n + 1) * gap
    l.variables = lefts + widths
    return l
  }

  static func grid(_ n: Int) -> BenchLayout {
    var l = BenchLayout()
    let cols = max(1, Int(Double(n).squareRoot().rounded(.up)))
    var cells: [(x: Variable, y: Variable, w: Variable, h: Variable)] = []
    for k in 0..<n {
      let (r, c) = k.quotientAndRemainder(dividingBy: cols)
      let cell = (
        x: Variable("x\(r)_\(c)"), y: Variable("y\(r)_\(c)"), w: Variable("w\(r)_\(c)"),
        h: Variable("h\(r)_\(c)")
      )
      cells.append(cell)
      l.variables += [cell.x, cell.y, cell.w, cell.h]
      if c == 0 {
        l.constraints.append(cell.x == gap)
      } else {
        let p = cells[k - 1]
        l.constraints.append(cell.x == p.x + p.w + gap)
      }
      if r == 0 {
        l.constraints.append(cell.y == gap)
      } else {
        let u = cells[k - cols]
        l.constraints.append(cell.y == u.y + u.h + gap)
      }
      if k > 0 { l.constraints.append(cell.w == cells[0].w) }
      l.constraints.append(cell.h == cell.w)
      l.constraints.append(cell.w >= 0)
      if c == cols - 1 { l.constraints.append(cell.x + cell.w + gap == l.width) }
    }
    l.natural = Double(cols) * 20 + Double(cols + 1) * gap
    return l
  }

  static func cells(_ n: Int, perRow: Int = 10) -> BenchLayout {
    var l = BenchLayout()
    let rows = (n + perRow - 1) / perRow
    var k = 0
    for r in 0..<rows {
      var first: Variable?
      var previous: (x: Variable, w: Variable)?
      for c in 0..<min(perRow, n - k) {
        let x = Variable("x\(r)_\(c)")
        let y = Variable("y\(r)_\(c)")
        let w = Variable("w\(r)_\(c)")
        let h = Variable("h\(r)_\(c)")
        l.variables += [x, y, w, h]
        l.constraints.append(y == 8 + 52 * Double(r))
        l.constraints.append(h == 44)
        l.constraints.append(w >= 0)
        if let p = previous, let first {
          l.constraints.append(x == p.x + p.w + gap)
          l.constraints.append(w == first)
        } else {
          l.constraints.append(x == gap)
          first = w
        }
        previous = (x, w)
        k += 1
      }
      if let p = previous { l.constraints.append(p.x + p.w + gap == l.width) }
    }
    l.natural = Double(perRow) * 20 + Double(perRow + 1) * gap
    return l
  }

  /// The right edge kiwi_bench.py checks after the last edit.
  func lastEdge(_ kind: String, _ n: Int) -> Double {
    switch kind {
    case "chain", "chainfix": return variables[n - 1].value + variables[2 * n - 1].value + Self.gap
    case "cells": return variables[36].value + variables[38].value + Self.gap
    default:
      let cols = max(1, Int(Double(n).squareRoot().rounded(.up)))
      return variables[4 * (cols - 1)].value + variables[4 * (cols - 1) + 2].value + Self.gap
    }
  }
}

/// One timed run: add+solve, first update, median and minimum resolve (ms).
struct LayoutRun {
  var add: Double
  var update: Double
  var resolve: Double
  var resolveMin: Double
  var constraints: Int
}

func runLayout(_ kind: String, _ n: Int, resolveIterations: Int) throws -> (LayoutRun, BenchLayout)
{
  let layout = BenchLayout.make(kind, n)
  let solver = Solver()
  let add = try milliseconds {
    try solver.addEditVariable(layout.width, strength: .strong)
    try solver.suggestValue(layout.natural, for: layout.width)
    for c in layout.constraints { try solver.add(c) }
  }
  let update = milliseconds { solver.updateVariables() }
  var times: [Double] = []
  var value = layout.natural
  for i in 0..<resolveIterations {
    value = layout.natural + (i % 2 == 0 ? 37 : -23)
    times.append(
      try milliseconds {
        try solver.suggestValue(value, for: layout.width)
        solver.updateVariables()
      })
  }
  let edge = layout.lastEdge(kind, n)
  guard abs(edge - value) < 1e-6 else {
    throw BenchError.wrongSolution("\(kind) N=\(n): right edge \(edge), container \(value)")
  }
  let run = LayoutRun(
    add: add, update: update, resolve: median(times), resolveMin: times.min() ?? .nan,
    constraints: layout.constraints.count)
  return (run, layout)
}

enum BenchError: Error { case wrongSolution(String) }
