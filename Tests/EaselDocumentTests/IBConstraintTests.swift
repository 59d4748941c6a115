import EaselDocument
import Testing

/// `IBConstraint`: a `<constraint>` read once, Interface Builder's defaults filled in.
struct IBConstraintTests {
  /// The document of a view `v1` holding `markup` in its `<constraints>` (elements know their
  /// parents only while their document lives).
  static func document(_ markup: String) throws -> IBDocument {
    try parse(
      xib(
        """
        <view id="v1">
            <constraints>
                \(markup)
            </constraints>
        </view>
        """))
  }

  /// The constraints of a view `v1` holding `markup` in its `<constraints>`.
  static func constraints(_ markup: String) throws -> [IBConstraint] {
    let block = try #require(try document(markup).element(withID: "v1")?.child("constraints"))
    return block.children("constraint").map { IBConstraint($0) }
  }

  @Test func everythingWritten() throws {
    let doc = try Self.document(
      #"<constraint firstItem="a" firstAttribute="leadingMargin" relation="greaterThanOrEqual" secondItem="b" secondAttribute="centerX" multiplier="16:9" constant="-20.5" priority="750" identifier="x" id="c1"/>"#
    )
    let c = IBConstraint(try #require(doc.element(withID: "c1")))
    #expect(c.firstItem == "a")
    #expect(c.firstAttribute == .leadingMargin)
    #expect(c.firstAttribute?.isRelativeToMargin == true)
    #expect(c.relation == .greaterThanOrEqual)
    #expect(c.secondItem == "b")
    #expect(c.secondAttribute == .centerX)
    #expect(c.multiplier == 16.0 / 9.0)
    #expect(c.constant == -20.5)
    #expect(c.priority == 750)
    #expect(c.identifier == "x")
    #expect(!c.isSymbolic && !c.isPlaceholder)
    #expect(c.holder?.id == "v1")
  }

  @Test func interfaceBuildersDefaults() throws {
    let c = try #require(
      try Self.constraints(
        #"<constraint firstAttribute="width" secondAttribute="height" id="c1"/>"#
      )
      .first)
    #expect(c.firstItem == nil, "the view holding it")
    #expect(c.relation == .equal)
    #expect(c.secondItem == nil && c.secondAttribute == nil, "a constant constraint")
    #expect(c.multiplier == 1)
    #expect(c.constant == nil)
    #expect(c.priority == 1000)
  }

  @Test func unreadableValuesKeepTheDefaults() throws {
    let c = try #require(
      try Self.constraints(
        #"<constraint firstAttribute="sideways" relation="about" secondItem="b" secondAttribute="up" multiplier="1:0" priority="nan" symbolic="YES" placeholder="YES" id="c1"/>"#
      ).first)
    #expect(c.firstAttribute == nil && c.secondAttribute == nil)
    #expect(c.relation == .equal)
    #expect(c.multiplier == 1)
    #expect(c.priority == 1000)
    #expect(c.isSymbolic && c.isPlaceholder)
  }

  @Test(arguments: [
    ("0.5", 0.5), ("1:2", 0.5), ("1/2", 0.5), (" 1 : 4 ", 0.25), ("1/3", 1.0 / 3.0),
    ("1:1.1", 1 / 1.1), ("141:83", 141.0 / 83.0),
  ])
  func multipliersAreNumbersOrRatios(text: String, value: Double) {
    #expect(IBConstraint.multiplier(text) == value)
  }

  @Test(arguments: ["1:0", "a:b", "1:2:3", "", "half"])
  func multipliersThatAreNeither(text: String) {
    #expect(IBConstraint.multiplier(text) == nil)
  }

  @Test func aVariationCanBeReadThrough() throws {
    let element = try #require(
      try Self.constraints(#"<constraint firstAttribute="width" constant="100" id="c1"/>"#).first
    ).element
    let c = IBConstraint(element) { $0 == "constant" ? "-250" : element[$0] }
    #expect(c.constant == -250)
  }
}
