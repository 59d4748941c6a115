// Foundation's `URL` members Apple's Foundation has and Linux's lacks, for every file: the
// agent imports this module into each (see ObjectiveC.swift), as Apple's Foundation brings
// its members to a file that imports only Foundation (Alamofire 4's `MultipartFormData`).
public import Foundation

extension URL {
  /// Whether the item a file URL promises (an iCloud document not yet downloaded) can be
  /// reached; throws when it cannot, as `checkResourceIsReachable()` does. Differs from
  /// Apple's: there are no promised items here, so this is `checkResourceIsReachable()`,
  /// which is what Apple's answers for a file that is not a promise.
  public func checkPromisedItemIsReachable() throws -> Bool {
    try checkResourceIsReachable()
  }
}
