// The `CoreLocation` façade: coordinates and locations; a location manager that never
// reports a location.
@_exported import CoreGraphics
@_exported import Foundation

/// Degrees of latitude or longitude, as `CLLocationDegrees`.
public typealias CLLocationDegrees = Double
/// Metres, as `CLLocationDistance`.
public typealias CLLocationDistance = Double
/// Metres of accuracy, as `CLLocationAccuracy`.
public typealias CLLocationAccuracy = Double

/// The best accuracy, as `kCLLocationAccuracyBest`.
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1

/// A latitude and longitude, as `CLLocationCoordinate2D`.
public struct CLLocationCoordinate2D: Hashable, Sendable {
  /// Degrees north.
  public var latitude: CLLocationDegrees
  /// Degrees east.
  public var longitude: CLLocationDegrees
  /// (0, 0).
  public init() { (latitude, longitude) = (0, 0) }
  /// A coordinate.
  public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    (self.latitude, self.longitude) = (latitude, longitude)
  }
}

/// Whether `coord` is on the globe, as `CLLocationCoordinate2DIsValid`.
public func CLLocationCoordinate2DIsValid(_ coord: CLLocationCoordinate2D) -> Bool {
  abs(coord.latitude) <= 90 && abs(coord.longitude) <= 180
}

/// A coordinate, as `CLLocationCoordinate2DMake`.
public func CLLocationCoordinate2DMake(
  _ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees
) -> CLLocationCoordinate2D {
  CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// A place, as `CLLocation`: where, how high, how sure, heading where how fast, and when.
open class CLLocation: NSObject {
  /// Where it is.
  public let coordinate: CLLocationCoordinate2D
  /// Metres above sea level.
  public let altitude: CLLocationDistance
  /// The radius of uncertainty of `coordinate`, in metres; negative when it is invalid.
  public let horizontalAccuracy: CLLocationAccuracy
  /// The uncertainty of `altitude`, in metres; negative when it is invalid.
  public let verticalAccuracy: CLLocationAccuracy
  /// Degrees clockwise from true north; negative when unknown.
  public let course: CLLocationDirection
  /// Metres a second; negative when unknown.
  public let speed: CLLocationSpeed
  /// When it was determined.
  public let timestamp: Date

  /// A location at a coordinate, at sea level, now, its altitude invalid (vertical accuracy
  /// -1) and course and speed unknown, as iOS makes one.
  public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    (altitude, horizontalAccuracy, verticalAccuracy) = (0, 0, -1)
    (course, speed, timestamp) = (-1, -1, Date())
  }

  /// A location with its altitude, accuracies and time; course and speed unknown (-1).
  public init(
    coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
    horizontalAccuracy: CLLocationAccuracy, verticalAccuracy: CLLocationAccuracy, timestamp: Date
  ) {
    self.coordinate = coordinate
    self.altitude = altitude
    self.horizontalAccuracy = horizontalAccuracy
    self.verticalAccuracy = verticalAccuracy
    (course, speed, self.timestamp) = (-1, -1, timestamp)
  }

  /// A location with its altitude, accuracies, course, speed and time.
  public init(
    coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
    horizontalAccuracy: CLLocationAccuracy, verticalAccuracy: CLLocationAccuracy,
    course: CLLocationDirection,
    speed: CLLocationSpeed, timestamp: Date
  ) {
    self.coordinate = coordinate
    self.altitude = altitude
    self.horizontalAccuracy = horizontalAccuracy
    self.verticalAccuracy = verticalAccuracy
    (self.course, self.speed, self.timestamp) = (course, speed, timestamp)
  }

  /// The great-circle distance to `location` in metres (haversine, Earth radius 6 371 km).
  open func distance(from location: CLLocation) -> CLLocationDistance {
    let r = Double.pi / 180
    let (a, b) = (coordinate, location.coordinate)
    let dLat = (b.latitude - a.latitude) * r
    let dLon = (b.longitude - a.longitude) * r
    let h =
      sin(dLat / 2) * sin(dLat / 2) + cos(a.latitude * r) * cos(b.latitude * r) * sin(dLon / 2)
      * sin(dLon / 2)
    return 2 * 6_371_000 * asin(min(1, h.squareRoot()))
  }
}

/// Whether the app may use location, as `CLAuthorizationStatus`.
public enum CLAuthorizationStatus: Int32, Sendable {
  case notDetermined, restricted, denied, authorizedAlways, authorizedWhenInUse
}

/// Told about location updates, as `CLLocationManagerDelegate` (never called here).
public protocol CLLocationManagerDelegate: NSObjectProtocol {}

/// Delivers locations, as `CLLocationManager`. Differs from iOS: there are none.
open class CLLocationManager: NSObject {
  /// The object told about updates.
  open weak var delegate: CLLocationManagerDelegate?
  /// The accuracy wanted.
  open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
  /// The last location (none).
  open var location: CLLocation? { nil }
  /// The authorization (never determined).
  open var authorizationStatus: CLAuthorizationStatus { .notDetermined }
  /// Asks for permission (nothing happens).
  open func requestWhenInUseAuthorization() {}
  /// Asks for permission (nothing happens).
  open func requestAlwaysAuthorization() {}
  /// Starts updates (none come).
  open func startUpdatingLocation() {}
  /// Stops updates.
  open func stopUpdatingLocation() {}
}
