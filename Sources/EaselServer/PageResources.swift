import Foundation

/// The designer's page: plain HTML, CSS and JavaScript modules shipped as package
/// resources, served by name from a fixed list (no request path reaches the file system).
enum PageResources {
  /// URL path → resource file and content type.
  static let files: [String: (name: String, type: String)] = [
    "/": ("index.html", "text/html; charset=utf-8"),
    "/index.html": ("index.html", "text/html; charset=utf-8"),
    "/designer.css": ("designer.css", "text/css; charset=utf-8"),
    "/designer.js": ("designer.js", "text/javascript; charset=utf-8"),
    "/api.js": ("api.js", "text/javascript; charset=utf-8"),
    "/canvas.js": ("canvas.js", "text/javascript; charset=utf-8"),
    "/outline.js": ("outline.js", "text/javascript; charset=utf-8"),
    "/inspector.js": ("inspector.js", "text/javascript; charset=utf-8"),
    "/controls.js": ("controls.js", "text/javascript; charset=utf-8"),
    "/problems.js": ("problems.js", "text/javascript; charset=utf-8"),
    "/guides.js": ("guides.js", "text/javascript; charset=utf-8"),
    "/issues.js": ("issues.js", "text/javascript; charset=utf-8"),
  ]

  /// The folder the resources are copied to.
  static var folder: URL? {
    Bundle.module.url(forResource: "Resources", withExtension: nil)
  }

  /// The response for `path`, or nil when it names no page file.
  static func response(for path: String) -> HTTPResponse? {
    guard let file = files[path], let folder,
      let data = try? Data(contentsOf: folder.appendingPathComponent(file.name))
    else { return nil }
    return HTTPResponse(
      contentType: file.type, body: data,
      headers: [
        "Content-Security-Policy":
          "default-src 'self'; img-src 'self' blob: data:; connect-src 'self' ws://127.0.0.1:* ws://localhost:*",
        "Referrer-Policy": "no-referrer",
      ])
  }
}
