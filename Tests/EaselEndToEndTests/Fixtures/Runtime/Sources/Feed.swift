import Foundation

/// Written for iOS, where Foundation has URLRequest (Linux keeps it in FoundationNetworking).
final class Feed {
  let request = URLRequest(url: URL(fileURLWithPath: "/feed"))
}
