import Foundation

/// Written for iOS, where Foundation has URLRequest (Linux keeps it in FoundationNetworking)
/// and brings the ObjectiveC module (`Selector`), and where `NSDictionary.value(forKey:)` is
/// the dictionary's own.
final class Feed {
  let request = URLRequest(url: URL(fileURLWithPath: "/feed"))
  let refresh: Selector = NSSelectorFromString("refresh")
  let info: NSDictionary = ["title": "Feed"]
  var title: String? { info.value(forKey: "title") as? String }
}
