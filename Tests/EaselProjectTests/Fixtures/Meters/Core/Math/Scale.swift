/// Maps a value onto an angle.
public func scale(_ value: Double) -> Double { value * 270 }
