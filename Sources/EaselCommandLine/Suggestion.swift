/// The one "did you mean" of the command line: for unknown commands, options, devices,
/// scene and object ids alike.
public enum Suggestion {
  /// The candidate nearest `name`, when it is near enough to be a typo: at most a third of
  /// the name's characters (and at least one) differ. Ties go to the first in sorted order.
  public static func nearest<S: Sequence<String>>(to name: String, among candidates: S) -> String? {
    let limit = max(1, name.count / 3)
    var best: (String, Int)?
    for candidate in candidates where abs(candidate.count - name.count) <= limit {
      let d = distance(candidate, name)
      guard d <= limit else { continue }
      if let (current, currentDistance) = best,
        currentDistance < d || (currentDistance == d && current < candidate)
      {
        continue
      }
      best = (candidate, d)
    }
    return best?.0
  }

  /// `" (did you mean 'x'?)"` for `nearest(to:among:)`, or "".
  public static func hint<S: Sequence<String>>(for name: String, among candidates: S) -> String {
    nearest(to: name, among: candidates).map { " (did you mean '\($0)'?)" } ?? ""
  }

  /// Levenshtein distance between two strings, in characters.
  public static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var row = Array(0...b.count)
    for i in 1...a.count {
      var previous = row[0]
      row[0] = i
      for j in 1...b.count {
        let current = row[j]
        row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
        previous = current
      }
    }
    return row[b.count]
  }
}
