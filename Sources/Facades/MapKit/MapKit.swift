// The `MapKit` façade: regions and annotations. `MKMapView` is Easel's placeholder view
// (declared in EaselUIKit, drawn as Interface Builder draws it without a map); what is set
// on it here is accepted and not drawn.
@_exported import CoreLocation
@_exported import UIKit

/// A span of degrees, as `MKCoordinateSpan`.
public struct MKCoordinateSpan: Hashable, Sendable {
  /// Degrees of latitude.
  public var latitudeDelta: CLLocationDegrees
  /// Degrees of longitude.
  public var longitudeDelta: CLLocationDegrees
  /// An empty span.
  public init() { (latitudeDelta, longitudeDelta) = (0, 0) }
  /// A span.
  public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
    (self.latitudeDelta, self.longitudeDelta) = (latitudeDelta, longitudeDelta)
  }
}

/// A centre and span, as `MKCoordinateRegion`.
public struct MKCoordinateRegion: Hashable, Sendable {
  /// The centre.
  public var center: CLLocationCoordinate2D
  /// The extent.
  public var span: MKCoordinateSpan
  /// An empty region.
  public init() { (center, span) = (CLLocationCoordinate2D(), MKCoordinateSpan()) }
  /// A region.
  public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
    (self.center, self.span) = (center, span)
  }
  /// A region of the given size in metres (111 km a degree of latitude).
  public init(
    center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance,
    longitudinalMeters: CLLocationDistance
  ) {
    let perDegree = 111_000.0
    let cosLat = max(cos(center.latitude * .pi / 180), 0.000_1)
    self.init(
      center: center,
      span: MKCoordinateSpan(
        latitudeDelta: latitudinalMeters / perDegree,
        longitudeDelta: longitudinalMeters / (perDegree * cosLat)))
  }
}

/// Something placed on a map, as `MKAnnotation`.
public protocol MKAnnotation: NSObjectProtocol {
  /// Where it is.
  var coordinate: CLLocationCoordinate2D { get }
  /// Its title.
  var title: String? { get }
  /// Its subtitle.
  var subtitle: String? { get }
}

extension MKAnnotation {
  /// No title.
  public var title: String? { nil }
  /// No subtitle.
  public var subtitle: String? { nil }
}

/// A pin with a title, as `MKPointAnnotation`.
open class MKPointAnnotation: NSObject, MKAnnotation {
  /// Where it is.
  open var coordinate = CLLocationCoordinate2D()
  /// Its title.
  open var title: String?
  /// Its subtitle.
  open var subtitle: String?
  /// A pin at (0, 0).
  public override init() {}
  /// A pin at `coordinate`.
  public init(coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate }
}

extension MKMapView {
  /// Shows `region` (accepted, not drawn).
  public func setRegion(_ region: MKCoordinateRegion, animated: Bool) {}
  /// Centres on `coordinate` (accepted, not drawn).
  public func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) {}
  /// Adds an annotation (accepted, not drawn).
  public func addAnnotation(_ annotation: MKAnnotation) {}
  /// Adds annotations (accepted, not drawn).
  public func addAnnotations(_ annotations: [MKAnnotation]) {}
  /// Removes an annotation.
  public func removeAnnotation(_ annotation: MKAnnotation) {}
  /// Removes annotations.
  public func removeAnnotations(_ annotations: [MKAnnotation]) {}
}
