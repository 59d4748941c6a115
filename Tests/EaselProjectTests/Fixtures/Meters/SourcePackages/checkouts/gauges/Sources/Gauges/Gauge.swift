/// A gauge's reading.
public struct Gauge { public var reading: Double = 0 }
