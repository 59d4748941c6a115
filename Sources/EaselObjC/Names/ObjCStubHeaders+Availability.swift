extension ObjCStubHeaders.Prelude {
  /// The availability headers, each under the SDK's path and with the SDK's macro names:
  /// `AvailabilityVersions.h` (the release numbers), `Availability.h` (the double-underscore
  /// annotations), `os/availability.h` (the `API_…` and `SPI_…` annotations, with their
  /// `…_BEGIN`/`…_END` forms that annotate every declaration between them) and
  /// `AvailabilityMacros.h` (macOS's markers). An annotation marks a declaration with the
  /// platforms and releases it is available in, which informs warnings and Swift's importer
  /// only: each is empty here, as the SDK's are where the compiler has no availability
  /// attribute. A version test in `#if` reads the numbers of the iOS 16.4 SDK, the deployment
  /// target Easel compiles for (iOS 15.0) and what an iOS build defines for macOS.
  static let availabilityHeaders: [String: String] = [
    "AvailabilityVersions.h": versions,
    "Availability.h": availability,
    "os/availability.h": apiAvailability,
    "AvailabilityMacros.h": availabilityMacros,
  ]

  /// The releases `AvailabilityVersions.h` numbers, by platform prefix, as its names spell them.
  private static let releases: [(prefix: String, versions: [String])] = [
    (
      "__MAC_",
      [
        "10_0", "10_1", "10_2", "10_3", "10_4", "10_5", "10_6", "10_7", "10_8", "10_9", "10_10",
        "10_10_2", "10_10_3", "10_11", "10_11_2", "10_11_3", "10_11_4", "10_12", "10_12_1",
        "10_12_2", "10_12_4", "10_13", "10_13_1", "10_13_2", "10_13_4", "10_14", "10_14_1",
        "10_14_4", "10_14_6", "10_15", "10_15_1", "10_15_4", "10_16", "11_0", "11_1", "11_3",
        "11_4", "11_5", "11_6", "12_0", "12_1", "12_2", "12_3", "13_0", "13_1", "13_2", "13_3",
      ]
    ),
    (
      "__IPHONE_",
      [
        "2_0", "2_1", "2_2", "3_0", "3_1", "3_2", "4_0", "4_1", "4_2", "4_3", "5_0", "5_1", "6_0",
        "6_1", "7_0", "7_1", "8_0", "8_1", "8_2", "8_3", "8_4", "9_0", "9_1", "9_2", "9_3",
        "10_0", "10_1", "10_2", "10_3", "11_0", "11_1", "11_2", "11_3", "11_4", "12_0", "12_1",
        "12_2", "12_3", "12_4", "13_0", "13_1", "13_2", "13_3", "13_4", "13_5", "13_6", "13_7",
        "14_0", "14_1", "14_2", "14_3", "14_5", "14_6", "14_7", "14_8", "15_0", "15_1", "15_2",
        "15_3", "15_4", "16_0", "16_1", "16_2", "16_3", "16_4",
      ]
    ),
    (
      "__TVOS_",
      [
        "9_0", "9_1", "9_2", "10_0", "10_0_1", "10_1", "10_2", "11_0", "11_1", "11_2", "11_3",
        "11_4", "12_0", "12_1", "12_2", "12_3", "12_4", "13_0", "13_2", "13_3", "13_4", "14_0",
        "14_1", "14_2", "14_3", "14_5", "14_6", "14_7", "15_0", "15_1", "15_2", "15_3", "15_4",
        "16_0", "16_1", "16_2", "16_3", "16_4",
      ]
    ),
    (
      "__WATCHOS_",
      [
        "1_0", "2_0", "2_1", "2_2", "3_0", "3_1", "3_1_1", "3_2", "4_0", "4_1", "4_2", "4_3",
        "5_0", "5_1", "5_2", "5_3", "6_0", "6_1", "6_2", "7_0", "7_1", "7_2", "7_3", "7_4", "7_5",
        "7_6", "8_0", "8_1", "8_3", "8_4", "8_5", "9_0", "9_1", "9_2", "9_3", "9_4",
      ]
    ),
    ("__DRIVERKIT_", ["19_0", "20_0", "21_0"]),
  ]

  /// The macOS releases `AvailabilityMacros.h` (and `AvailabilityVersions.h`) name
  /// `MAC_OS_X_VERSION_…` (through 10.16) and `MAC_OS_VERSION_…` (from 11).
  private static let macOSVersions = [
    "10_0", "10_1", "10_2", "10_3", "10_4", "10_5", "10_6", "10_7", "10_8", "10_9", "10_10",
    "10_10_2", "10_10_3", "10_11", "10_11_2", "10_11_3", "10_11_4", "10_12", "10_12_1", "10_12_2",
    "10_12_4", "10_13", "10_13_1", "10_13_2", "10_13_4", "10_14", "10_14_1", "10_14_4", "10_14_6",
    "10_15", "10_15_1", "10_16", "11_0", "11_1", "11_3", "12_0", "13_0", "13_1", "13_3",
  ]

  /// A release's number as the SDK writes it: `10_9` → 1090 (macOS before 10.10 has one
  /// digit for the minor and one for the patch), `10_10_2` → 101002, `16_4` → 160400.
  static func releaseNumber(_ version: String, macOS: Bool) -> Int {
    let parts = version.split(separator: "_").compactMap { Int($0) }
    let major = parts[0]
    let minor = parts.count > 1 ? parts[1] : 0
    let patch = parts.count > 2 ? parts[2] : 0
    if macOS && major == 10 && minor < 10 { return 1000 + minor * 10 + patch }
    return major * 10000 + minor * 100 + patch
  }

  private static let versions: String = {
    var text = "#pragma once\n"
    for (prefix, versions) in releases {
      for version in versions {
        text += "#define \(prefix)\(version) "
        text += "\(releaseNumber(version, macOS: prefix == "__MAC_"))\n"
      }
    }
    for version in macOSVersions {
      let name = version.hasPrefix("10_") ? "MAC_OS_X_VERSION_" : "MAC_OS_VERSION_"
      text += "#define \(name)\(version) \(releaseNumber(version, macOS: true))\n"
    }
    return text
  }()

  /// `Availability.h`: the versions, what an iOS build compiles for, and the annotations.
  private static let availability: String = """
    #pragma once
    #include <AvailabilityVersions.h>
    #define __IPHONE_NA 99999
    #define __MAC_NA 9999
    #define __IPHONE_OS_VERSION_MIN_REQUIRED __IPHONE_15_0
    #define __IPHONE_OS_VERSION_MAX_ALLOWED __IPHONE_16_4
    #define __API_TO_BE_DEPRECATED 100000
    #define __API_TO_BE_DEPRECATED_MACOS 100000
    #define __API_TO_BE_DEPRECATED_IOS 100000
    #define __API_TO_BE_DEPRECATED_MACCATALYST 100000
    #define __API_TO_BE_DEPRECATED_TVOS 100000
    #define __API_TO_BE_DEPRECATED_WATCHOS 100000
    #define __API_TO_BE_DEPRECATED_DRIVERKIT 100000
    #define __OS_AVAILABILITY(_target, _availability)
    #define __OS_AVAILABILITY_MSG(_target, _availability, _msg)
    #define __OS_EXTENSION_UNAVAILABLE(_msg)
    #define __OSX_AVAILABLE(_version)
    #define __OSX_AVAILABLE_STARTING(_osx, _ios)
    #define __OSX_AVAILABLE_BUT_DEPRECATED(_osxIntro, _osxDep, _iosIntro, _iosDep)
    #define __OSX_AVAILABLE_BUT_DEPRECATED_MSG(_osxIntro, _osxDep, _iosIntro, _iosDep, _msg)
    #define __OSX_DEPRECATED(_start, _dep)
    #define __OSX_UNAVAILABLE
    #define __OSX_EXTENSION_UNAVAILABLE(_msg)
    #define __IOS_AVAILABLE(_version)
    #define __IOS_DEPRECATED(_start, _dep)
    #define __IOS_UNAVAILABLE
    #define __IOS_PROHIBITED
    #define __IOS_EXTENSION_UNAVAILABLE(_msg)
    #define __TVOS_AVAILABLE(_version)
    #define __TVOS_DEPRECATED(_start, _dep)
    #define __TVOS_UNAVAILABLE
    #define __TVOS_PROHIBITED
    #define __WATCHOS_AVAILABLE(_version)
    #define __WATCHOS_DEPRECATED(_start, _dep)
    #define __WATCHOS_UNAVAILABLE
    #define __WATCHOS_PROHIBITED
    #define __SWIFT_UNAVAILABLE
    #define __SWIFT_UNAVAILABLE_MSG(_msg)
    #define __API_AVAILABLE(...)
    #define __API_AVAILABLE_BEGIN(...)
    #define __API_AVAILABLE_END
    #define __API_DEPRECATED(...)
    #define __API_DEPRECATED_WITH_REPLACEMENT(...)
    #define __API_DEPRECATED_BEGIN(...)
    #define __API_DEPRECATED_END
    #define __API_DEPRECATED_WITH_REPLACEMENT_BEGIN(...)
    #define __API_DEPRECATED_WITH_REPLACEMENT_END
    #define __API_UNAVAILABLE(...)
    #define __API_UNAVAILABLE_BEGIN(...)
    #define __API_UNAVAILABLE_END
    #define __SPI_AVAILABLE(...)
    #define __SPI_DEPRECATED(...)
    #define __SPI_DEPRECATED_WITH_REPLACEMENT(...)
    #define __AVAILABILITY_INTERNAL_DEPRECATED __attribute__((deprecated))

    """

  /// `os/availability.h`: the annotations Apple's headers and many libraries' use, a
  /// declaration's (`API_AVAILABLE(ios(13.0))`) and a region's
  /// (`API_DEPRECATED_BEGIN("…", ios(12, 12))` … `API_DEPRECATED_END`).
  private static let apiAvailability: String = """
    #pragma once
    #include <Availability.h>
    #define API_TO_BE_DEPRECATED 100000
    #define API_TO_BE_DEPRECATED_MACOS 100000
    #define API_TO_BE_DEPRECATED_IOS 100000
    #define API_TO_BE_DEPRECATED_TVOS 100000
    #define API_TO_BE_DEPRECATED_WATCHOS 100000
    #define API_TO_BE_DEPRECATED_DRIVERKIT 100000
    #define API_AVAILABLE(...)
    #define API_AVAILABLE_BEGIN(...)
    #define API_AVAILABLE_END
    #define API_DEPRECATED(...)
    #define API_DEPRECATED_WITH_REPLACEMENT(...)
    #define API_DEPRECATED_BEGIN(...)
    #define API_DEPRECATED_END
    #define API_DEPRECATED_WITH_REPLACEMENT_BEGIN(...)
    #define API_DEPRECATED_WITH_REPLACEMENT_END
    #define API_UNAVAILABLE(...)
    #define API_UNAVAILABLE_BEGIN(...)
    #define API_UNAVAILABLE_END
    #define SPI_AVAILABLE(...)
    #define SPI_DEPRECATED(...)
    #define SPI_DEPRECATED_WITH_REPLACEMENT(...)

    """

  /// `AvailabilityMacros.h`: what an iOS (arm64) build defines for macOS, the attributes, and
  /// the macOS markers old headers carry (`AVAILABLE_MAC_OS_X_VERSION_10_5_AND_LATER`), empty
  /// on iOS.
  private static let availabilityMacros: String = {
    var text = """
      #pragma once
      #include <Availability.h>
      #define MAC_OS_X_VERSION_MIN_REQUIRED MAC_OS_X_VERSION_10_5
      #define MAC_OS_X_VERSION_MAX_ALLOWED MAC_OS_VERSION_13_3
      #define __IPHONE_COMPAT_VERSION __IPHONE_4_0
      #define WEAK_IMPORT_ATTRIBUTE __attribute__((weak_import))
      #define DEPRECATED_ATTRIBUTE __attribute__((deprecated))
      #define DEPRECATED_MSG_ATTRIBUTE(_message) __attribute__((deprecated(_message)))
      #define UNAVAILABLE_ATTRIBUTE __attribute__((unavailable))

      """
    // Introduced in one release, deprecated in a later one: every pair the SDK spells, of the
    // releases through 10.12.4, and the one it adds (10.6 deprecated in 10.13).
    let deprecating = Array(macOSVersions.prefix { $0 != "10_13" })
    for (index, introduced) in deprecating.enumerated() {
      let marker = "AVAILABLE_MAC_OS_X_VERSION_\(introduced)_AND_LATER"
      text += "#define \(marker)_BUT_DEPRECATED\n"
      for deprecated in deprecating[(index + 1)...] {
        text += "#define \(marker)_BUT_DEPRECATED_IN_MAC_OS_X_VERSION_\(deprecated)\n"
      }
    }
    text += "#define AVAILABLE_MAC_OS_X_VERSION_10_6_AND_LATER_BUT_DEPRECATED_IN_MAC_OS_X_VERSION_10_13\n"
    for version in deprecating + ["10_13", "10_14", "10_15"] {
      text += "#define AVAILABLE_MAC_OS_X_VERSION_\(version)_AND_LATER\n"
    }
    for version in Array(macOSVersions.prefix(10)) + ["10_10", "10_11", "10_12", "10_13", "10_14_4"] {
      text += "#define DEPRECATED_IN_MAC_OS_X_VERSION_\(version)_AND_LATER\n"
    }
    return text + "\n"
  }()
}
