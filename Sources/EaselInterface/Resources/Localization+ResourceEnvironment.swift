import EaselResources
import EaselUIKit

extension Localization {
  /// Makes `environment`'s `NSLocalizedString` lookups read these tables. Install before
  /// `withResourceEnvironment(_:body:)`: the lookup is mirrored when the environment becomes
  /// current.
  @MainActor
  public func install(in environment: ResourceEnvironment) {
    environment.localizedString = { [self] key, table in localizedString(key: key, table: table) }
  }
}
