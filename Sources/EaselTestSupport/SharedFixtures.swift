import Foundation

/// Fixtures written for the tests and shared by several test targets (`Tests/Fixtures`).
public enum SharedFixtures {
  /// The folder that holds them.
  public static let folder = TestPaths.packageRoot.appendingPathComponent("Tests/Fixtures")

  /// The hand-written storyboard with every element family, every colour form and a
  /// runtime attribute of every type (`Tests/Fixtures/Gallery/README.md`).
  public static let gallery = folder.appendingPathComponent("Gallery/Gallery.storyboard")

  /// The hand-written storyboard with the families the gallery lacks: bars, text, images,
  /// containers and a static table (`Tests/Fixtures/Families/README.md`); its folder holds
  /// the asset catalog it uses.
  public static let families = folder.appendingPathComponent("Families/Families.storyboard")

  /// The gallery's scenes, by scene id: controls, tabs, navigation, list and collection.
  public enum Scene {
    public static let controls = "Ctl-Sc-001"
    public static let tabs = "Tab-Sc-001"
    public static let navigation = "Nav-Sc-001"
    public static let list = "Lst-Sc-001"
    public static let collection = "Col-Sc-001"
  }
}
