import EaselLint
import Testing

/// IBLinter's layout rules: `ambiguous-view`, `duplicate-constraint`, `relative-to-margin`,
/// `stackview-background-color`, `autolayout-disabled` — each failing and passing.
@MainActor struct LayoutRulesTests {
  static func view(_ extra: String = "", constraints: String = "") -> String {
    """
    <view contentMode="scaleToFill" \(extra)id="v">
        <rect key="frame" x="0" y="0" width="10" height="10"/>
        <constraints>
            \(constraints)
        </constraints>
    </view>
    """
  }

  func messages(_ subviews: String, _ rule: String, document: String? = nil) throws -> [String] {
    let f = try LintFixture(["Main.storyboard": document ?? LintFixture.storyboard(subviews)])
    defer { f.remove() }
    return f.messages(rule)
  }

  @Test func ambiguousView() throws {
    #expect(try messages(Self.view(#"ambiguous="YES" "#), "ambiguous-view").count == 1)
    #expect(try messages(Self.view(), "ambiguous-view").isEmpty)
  }

  @Test func duplicateConstraint() throws {
    let twice = """
      <constraint firstAttribute="height" constant="44" id="c1"/>
      <constraint firstAttribute="height" constant="44" id="c2"/>
      """
    let found = try messages(Self.view(constraints: twice), "duplicate-constraint")
    #expect(found.count == 1)
    #expect(found.first?.contains("c2 repeats constraint c1") == true)
    // The same equation written the other way round is a duplicate too.
    let mirrored = """
      <constraint firstItem="a" firstAttribute="leading" secondItem="b" secondAttribute="leading" constant="8" id="c1"/>
      <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="leading" constant="-8" id="c2"/>
      """
    #expect(try messages(Self.view(constraints: mirrored), "duplicate-constraint").count == 1)
    let different = """
      <constraint firstAttribute="height" constant="44" id="c1"/>
      <constraint firstAttribute="height" constant="44" priority="750" id="c2"/>
      <constraint firstAttribute="width" constant="44" id="c3"/>
      """
    #expect(try messages(Self.view(constraints: different), "duplicate-constraint").isEmpty)
  }

  /// Two equal constraints installed in different size classes (the `default` variation
  /// excludes both, `widthClass=compact` includes one, `widthClass=regular` the other) are
  /// never active together: not duplicates. Installed together in one size class, they are
  /// (a working-part app's size-class variants were reported six times).
  @Test func duplicateConstraintsOfDifferentSizeClassesAreNot() throws {
    func view(_ second: String) -> String {
      """
      <view contentMode="scaleToFill" id="v">
          <rect key="frame" x="0" y="0" width="10" height="10"/>
          <constraints>
              <constraint firstAttribute="height" constant="44" id="c1"/>
              <constraint firstAttribute="height" constant="44" id="c2"/>
          </constraints>
          <variation key="default"><mask key="constraints">
              <exclude reference="c1"/><exclude reference="c2"/>
          </mask></variation>
          <variation key="widthClass=compact"><mask key="constraints">
              <include reference="c1"/>
          </mask></variation>
          <variation key="\(second)"><mask key="constraints">
              <include reference="c2"/>
          </mask></variation>
      </view>
      """
    }
    #expect(try messages(view("widthClass=regular"), "duplicate-constraint").isEmpty)
    #expect(
      try messages(view("heightClass=regular-widthClass=compact"), "duplicate-constraint").count
        == 1)
  }

  /// A `symbolic="YES"` constraint without a constant is the standard spacing, not 0: it and
  /// a constraint of constant 0 between the same anchors conflict, they do not repeat each
  /// other (a working-part storyboard's pair was reported as a duplicate).
  @Test func aStandardSpacingIsNotAConstantOfZero() throws {
    let standardAndZero = """
      <constraint firstItem="a" firstAttribute="bottom" secondItem="b" secondAttribute="top" symbolic="YES" id="c1"/>
      <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="bottom" id="c2"/>
      """
    #expect(try messages(Self.view(constraints: standardAndZero), "duplicate-constraint").isEmpty)
    let bothStandard = """
      <constraint firstItem="a" firstAttribute="bottom" secondItem="b" secondAttribute="top" symbolic="YES" id="c1"/>
      <constraint firstItem="a" firstAttribute="bottom" secondItem="b" secondAttribute="top" symbolic="YES" id="c2"/>
      """
    #expect(try messages(Self.view(constraints: bothStandard), "duplicate-constraint").count == 1)
  }

  /// Multipliers are compared as numbers: `1:2` is `0.5`, `1:1` is the default 1 (so the
  /// mirrored pair is a duplicate), and `2:1` is not `1:2`.
  @Test func duplicateConstraintMultipliersAreNumbers() throws {
    let ratioAndDecimal = """
      <constraint firstItem="a" firstAttribute="width" secondItem="b" secondAttribute="width" multiplier="1:2" id="c1"/>
      <constraint firstItem="a" firstAttribute="width" secondItem="b" secondAttribute="width" multiplier="0.5" id="c2"/>
      """
    #expect(
      try messages(Self.view(constraints: ratioAndDecimal), "duplicate-constraint").count == 1)
    let mirroredOneToOne = """
      <constraint firstItem="a" firstAttribute="height" secondItem="b" secondAttribute="height" multiplier="1:1" id="c1"/>
      <constraint firstItem="b" firstAttribute="height" secondItem="a" secondAttribute="height" id="c2"/>
      """
    #expect(
      try messages(Self.view(constraints: mirroredOneToOne), "duplicate-constraint").count == 1)
    let inverse = """
      <constraint firstItem="a" firstAttribute="width" secondItem="b" secondAttribute="width" multiplier="1:2" id="c1"/>
      <constraint firstItem="a" firstAttribute="width" secondItem="b" secondAttribute="width" multiplier="2:1" id="c2"/>
      """
    #expect(try messages(Self.view(constraints: inverse), "duplicate-constraint").isEmpty)
  }

  @Test func relativeToMargin() throws {
    let margin =
      #"<constraint firstItem="v" firstAttribute="leading" secondItem="w" secondAttribute="leadingMargin" id="c1"/>"#
    #expect(try messages(Self.view(constraints: margin), "relative-to-margin").count == 1)
    let edge =
      #"<constraint firstItem="v" firstAttribute="leading" secondItem="w" secondAttribute="leading" id="c1"/>"#
    #expect(try messages(Self.view(constraints: edge), "relative-to-margin").isEmpty)
  }

  static func stack(_ color: String) -> String {
    """
    <stackView opaque="NO" contentMode="scaleToFill" id="s">
        <rect key="frame" x="0" y="0" width="10" height="10"/>
        \(color)
    </stackView>
    """
  }

  @Test func stackViewBackgroundColor() throws {
    let red =
      #"<color key="backgroundColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
    #expect(try messages(Self.stack(red), "stackview-background-color").count == 1)
    let clear =
      #"<color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="calibratedWhite"/>"#
    #expect(try messages(Self.stack(clear), "stackview-background-color").isEmpty)
    #expect(try messages(Self.stack(""), "stackview-background-color").isEmpty)
  }

  @Test func autoLayoutDisabled() throws {
    let off = LintFixture.storyboard("").replacingOccurrences(
      of: #" useAutolayout="YES""#, with: "")
    #expect(try messages("", "autolayout-disabled", document: off).count == 1)
    #expect(try messages("", "autolayout-disabled").isEmpty)
  }
}
