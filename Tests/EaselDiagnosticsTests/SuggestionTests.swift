import EaselDiagnostics
import Testing

/// `Suggestion`: the one "did you mean" policy and its hint text.
struct SuggestionTests {
  @Test(arguments: [
    ("rendr", ["render", "scenes"], "render"),
    ("--jsn", ["--json", "--strict"], "--json"),
    ("iPad Pro 12.0", ["iPad Pro 12.9", "iPad"], "iPad Pro 12.9"),
    ("duplicate-ids", ["duplicate-id", "duplicate-constraint"], "duplicate-id"),
    // The key path's last component: the name is right, its path is missing.
    ("cornerRadius", ["layer.cornerRadius", "cornerRadii"], "layer.cornerRadius"),
    // A slip of case is the same name.
    ("backgroundcolor", ["backgroundColor"], "backgroundColor"),
    ("BGColor", ["bgColor", "bgColour"], "bgColor"),
  ])
  func suggestsANearName(_ name: String, _ candidates: [String], _ expected: String) {
    #expect(Suggestion.nearest(to: name, among: candidates) == expected)
  }

  /// At most a third of the characters, and at least one, may differ.
  @Test(arguments: [
    ("tint", ["font"]), ("xyzzy", ["render", "dump"]), ("rnd", ["render", "edit"]),
    ("--images-folder", ["--images"]), ("nothing-like-it", ["hZO-3H-UCU"]),
  ])
  func farMissesSuggestNothing(_ name: String, _ candidates: [String]) {
    #expect(Suggestion.nearest(to: name, among: candidates) == nil)
  }

  @Test func tiesGoToTheFirstInSortedOrder() {
    #expect(Suggestion.nearest(to: "cat", among: ["cut", "bat", "car"]) == "bat")
    #expect(Suggestion.nearest(to: "cat", among: ["car", "bat", "cut"]) == "bat")
  }

  @Test func theNearestWinsOverAnEarlierOne() {
    #expect(Suggestion.nearest(to: "scenes1", among: ["scene", "scenes"]) == "scenes")
  }

  @Test func theHintIsSaidAfterTheName() {
    #expect(Suggestion.hint(for: "rendr", among: ["render"]) == " (did you mean 'render'?)")
    #expect(Suggestion.hint(for: "xyzzy", among: ["render"]) == "")
  }

  @Test(arguments: [("", "abc", 3), ("kitten", "sitting", 3), ("same", "same", 0), ("ab", "ba", 2)])
  func distanceIsLevenshteins(_ a: String, _ b: String, _ expected: Int) {
    #expect(Suggestion.distance(a, b) == expected)
  }
}
