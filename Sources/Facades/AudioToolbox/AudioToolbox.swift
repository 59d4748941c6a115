// The `AudioToolbox` façade: system sounds, which a still render never plays.
@_exported import Foundation

/// A system sound's identifier, as `SystemSoundID`.
public typealias SystemSoundID = UInt32

/// The identifier that vibrates the device, as `kSystemSoundID_Vibrate`.
public let kSystemSoundID_Vibrate: SystemSoundID = 4095

/// Plays a system sound, as `AudioServicesPlaySystemSound`. Differs from iOS: silent.
public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {}

/// Plays a system sound as an alert, as `AudioServicesPlayAlertSound`. Differs from iOS: silent.
public func AudioServicesPlayAlertSound(_ inSystemSoundID: SystemSoundID) {}
