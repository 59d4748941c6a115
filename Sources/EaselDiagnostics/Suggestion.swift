/// Easel's one "did you mean": for unknown commands, options, devices, scene and object ids,
/// and for lint's keys, classes, outlets, actions, colours and rule ids alike.
///
/// The policy, chosen from the two Easel had (the command line's and lint's):
///
/// - A candidate whose last dotted component is the name (`layer.cornerRadius` for
///   `cornerRadius`) is the answer: the name is right, only its key path is missing.
/// - Otherwise the nearest candidate by edit distance, ignoring case, when at most a third
///   of the name's characters (and at least one) differ. A third, not lint's old half with a
///   floor of two: most misspellings are one insertion, deletion, substitution or
///   transposition (Damerau, 1964), and a third allows one edit in names of three to five
///   characters, two in names of six to eight, more in longer ones; half let 'tint'
///   suggest 'font' and a three-letter name any other, and a wrong suggestion costs the
///   reader more than none. Case is ignored, as lint did, because a slip of case
///   (`backgroundcolor`) is still the same name.
/// - Ties go to the first candidate in sorted order, so that the answer does not depend on
///   the order candidates come in.
public enum Suggestion {
  /// The candidate `name` was probably meant to be, by the policy above, or nil.
  public static func nearest<S: Sequence<String>>(to name: String, among candidates: S) -> String? {
    let sorted = candidates.sorted()
    if let dotted = sorted.first(where: { $0.hasSuffix("." + name) }) { return dotted }
    let limit = max(1, name.count / 3)
    let folded = name.lowercased()
    var best: (candidate: String, distance: Int)?
    for candidate in sorted where abs(candidate.count - name.count) <= limit {
      let d = distance(candidate.lowercased(), folded)
      if d <= limit, d < best?.distance ?? .max { best = (candidate, d) }
    }
    return best?.candidate
  }

  /// `" (did you mean 'x'?)"` for `nearest(to:among:)`, or "": said after the unknown name.
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
