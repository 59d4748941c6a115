extension ObjCStubHeaders.Prelude {
  /// The annotation macros of each framework's defining header (`objc-api.h`,
  /// `NSObjCRuntime.h`, `CFBase.h`, `CFAvailability.h`, `CGBase.h`, `CABase.h`,
  /// `UIKitDefines.h`) beyond those `macros` defines: availability, Swift naming, ownership and
  /// property attributes that a third party's header puts on its declarations (Parse's
  /// `NS_REQUIRES_PROPERTY_DEFINITIONS`, an old pod's `NS_CLASS_AVAILABLE(10_7, 5_0)`).
  /// Each means what the SDK's does on iOS: a clang attribute where the SDK's is one that
  /// changes a parse or a located error (`objc_requires_property_definitions`,
  /// `ns_consumed`, `unavailable` on iOS), nothing where the SDK's only informs Swift's
  /// importer or another platform. The SDK's internal helpers (`__NS_…`, `CG_AVAILABLE_STARTING1`)
  /// and version numbers of macOS releases are left out.
  static let annotationMacros: [String: String] = [
    "ObjectiveC": """

      #define OBJC_API_VERSION 2
      #define OBJC_NO_GC 1
      #define OBJC_NO_GC_API 1
      #define OBJC_OLD_DISPATCH_PROTOTYPES 0
      #define NS_ENFORCE_NSOBJECT_DESIGNATED_INITIALIZER 1
      #define OBJC_EXTERN extern
      #define OBJC_IMPORT extern
      #define OBJC_VISIBLE __attribute__((visibility("default")))
      #define OBJC_INLINE inline
      #define OBJC_ROOT_CLASS __attribute__((objc_root_class))
      #define OBJC_RETURNS_RETAINED __attribute__((ns_returns_retained))
      #define OBJC_NOESCAPE __attribute__((noescape))
      #define OBJC_NORETURN __attribute__((noreturn))
      #define OBJC_COLD __attribute__((cold))
      #define OBJC_OPTIONS(_type, _name) NS_OPTIONS(_type, _name)
      #define OBJC_AVAILABLE(...)
      #define OBJC_GC_UNAVAILABLE
      #define OBJC_REFINED_FOR_SWIFT
      #define OBJC_SWIFT_UNAVAILABLE(_message)
      #define OBJC_DEPRECATED(_message) __attribute__((deprecated(_message)))
      #define OBJC_UNAVAILABLE(_message) __attribute__((unavailable(_message)))
      #define OBJC_ISA_AVAILABILITY __attribute__((deprecated))
      #define OBJC_ARC_UNAVAILABLE __attribute__((unavailable("not available in automatic reference counting mode")))
      #define OBJC_ARM64_UNAVAILABLE __attribute__((unavailable("not available in arm64")))
      #define OBJC_OSX_AVAILABLE_OTHERS_UNAVAILABLE(_version) __attribute__((unavailable))
      #define OBJC_OSX_DEPRECATED_OTHERS_UNAVAILABLE(...) __attribute__((unavailable))
      #define NS_BLOCKS_AVAILABLE 1
      #define NS_AUTOMATED_REFCOUNT_WEAK_UNAVAILABLE
      #define NS_AVAILABLE_MAC(_mac)
      #define NS_AVAILABLE_IPHONE(_ios)
      #define NS_CLASS_AVAILABLE(_mac, _ios)
      #define NS_CLASS_AVAILABLE_MAC(_mac)
      #define NS_CLASS_DEPRECATED(...)
      #define NS_CLASS_DEPRECATED_MAC(...)
      #define NS_CLASS_DEPRECATED_IOS(...)
      #define NS_DEPRECATED_MAC(...)
      #define NS_DEPRECATED_IPHONE(...)
      #define NS_DEPRECATED_WITH_REPLACEMENT_MAC(...)
      #define NS_ENUM_AVAILABLE(_mac, _ios)
      #define NS_ENUM_AVAILABLE_MAC(_mac)
      #define NS_ENUM_DEPRECATED(...)
      #define NS_ENUM_DEPRECATED_MAC(...)
      #define NS_ENUM_DEPRECATED_IOS(...)
      #define NS_EXTENSION_UNAVAILABLE(_message)
      #define NS_EXTENSION_UNAVAILABLE_MAC(_message)
      #define NS_HEADER_AUDIT_BEGIN(...) NS_ASSUME_NONNULL_BEGIN
      #define NS_HEADER_AUDIT_END(...) NS_ASSUME_NONNULL_END
      #define NS_NONATOMIC_IOSONLY nonatomic
      #define NS_NONATOMIC_IPHONEONLY nonatomic
      #define NS_REQUIRES_PROPERTY_DEFINITIONS __attribute__((objc_requires_property_definitions))
      #define NS_PROTOCOL_REQUIRES_EXPLICIT_IMPLEMENTATION \\
        __attribute__((objc_protocol_requires_explicit_implementation))
      #define NS_RELEASES_ARGUMENT __attribute__((ns_consumed))
      #define NS_REPLACES_RECEIVER __attribute__((ns_consumes_self)) NS_RETURNS_RETAINED
      #define NS_WARN_UNUSED_RESULT __attribute__((warn_unused_result))
      #define NS_NO_TAIL_CALL __attribute__((not_tail_called))
      #define NS_FALLTHROUGH __attribute__((fallthrough))
      #define NS_REFINED_FOR_SWIFT_ASYNC(_position)
      #define NS_SWIFT_ASYNC(_position)
      #define NS_SWIFT_ASYNC_NAME(_name)
      #define NS_SWIFT_ASYNC_NOTHROW
      #define NS_SWIFT_ASYNC_THROWS_ON_FALSE(_position)
      #define NS_SWIFT_ASYNC_THROWS_ON_TRUE(_position)
      #define NS_SWIFT_DISABLE_ASYNC
      #define NS_SWIFT_BRIDGED_TYPEDEF
      #define NS_SWIFT_NONISOLATED
      #define NS_SWIFT_NONSENDABLE
      #define NS_SWIFT_UNAVAILABLE_FROM_ASYNC(_message)

      """,
    "CoreFoundation": """

      #define CF_EXTERN_C_BEGIN
      #define CF_EXTERN_C_END
      #define CF_AUTOMATED_REFCOUNT_UNAVAILABLE
      #define CF_AVAILABLE(_mac, _ios)
      #define CF_AVAILABLE_MAC(_mac)
      #define CF_AVAILABLE_IOS(_ios)
      #define CF_AVAILABLE_IPHONE(_ios)
      #define CF_DEPRECATED(...)
      #define CF_DEPRECATED_MAC(...)
      #define CF_DEPRECATED_IOS(...)
      #define CF_DEPRECATED_IPHONE(...)
      #define CF_ENUM_AVAILABLE(_mac, _ios)
      #define CF_ENUM_AVAILABLE_MAC(_mac)
      #define CF_ENUM_AVAILABLE_IOS(_ios)
      #define CF_ENUM_DEPRECATED(...)
      #define CF_ENUM_DEPRECATED_MAC(...)
      #define CF_ENUM_DEPRECATED_IOS(...)
      #define CF_EXTENSION_UNAVAILABLE(_message)
      #define CF_EXTENSION_UNAVAILABLE_MAC(_message)
      #define CF_EXTENSION_UNAVAILABLE_IOS(_message)
      #define CF_CLOSED_ENUM(_type, _name) NS_CLOSED_ENUM(_type, _name)
      #define __CF_NAMED_ERROR_ENUM(_domain, _name) NS_ENUM(CFIndex, _name)
      #define __CF_ANON_ERROR_ENUM(_domain) enum : CFIndex
      #define CF_ERROR_ENUM(...) \\
        __NS_ERROR_ENUM_GET_MACRO(__VA_ARGS__, __CF_NAMED_ERROR_ENUM, __CF_ANON_ERROR_ENUM) \\
        (__VA_ARGS__)
      #define CF_STRING_ENUM
      #define CF_EXTENSIBLE_STRING_ENUM
      #define CF_TYPED_ENUM
      #define CF_TYPED_EXTENSIBLE_ENUM
      #define CF_SWIFT_BRIDGED_TYPEDEF
      #define CF_SWIFT_UNAVAILABLE(_message)
      #define CF_SWIFT_UNAVAILABLE_FROM_ASYNC(_message)
      #define CF_CONSUMED __attribute__((cf_consumed))
      #define CF_RELEASES_ARGUMENT __attribute__((cf_consumed))
      #define CF_RELATED_TYPE(_class, _from, _to) __attribute__((objc_bridge_related(_class, _from, _to)))
      #define CF_WARN_UNUSED_RESULT __attribute__((warn_unused_result))
      #define CF_NO_TAIL_CALL __attribute__((not_tail_called))
      #define CF_FALLTHROUGH __attribute__((fallthrough))

      """,
    "CoreGraphics": """

      #define CGFLOAT_TYPE double
      #define CG_EXTERN_64 CG_EXTERN
      #define CG_EXTERN_32 CG_LOCAL __attribute__((unused))
      #define CG_LOCAL_64 CG_LOCAL
      #define CG_LOCAL_32 CG_LOCAL __attribute__((unused))
      #define CG_PRIVATE_EXTERN CG_LOCAL
      #define CG_AVAILABLE_STARTING_IOS(...)
      #define CG_UNAVAILABLE_DESKTOP
      #define CG_UNAVAILABLE_EMBEDDED __attribute__((unavailable))
      #define CG_OBSOLETE __attribute__((deprecated))
      #define CG_PURE __attribute__((pure))
      #define CG_BOXABLE __attribute__((objc_boxable))
      #define CG_NONNULL_ARRAY _Nonnull
      #define CG_NULLABLE_ARRAY _Nullable
      #define cg_nullable _Nullable

      """,
    "QuartzCore": """

      #define CA_EXTERN_C_BEGIN
      #define CA_EXTERN_C_END
      #define CA_HIDDEN __attribute__((visibility("hidden")))
      #define CA_PURE __attribute__((pure))
      #define CA_CONST __attribute__((const))
      #define CA_NORETURN __attribute__((noreturn))
      #define CA_MALLOC __attribute__((malloc))
      #define CA_BOXABLE __attribute__((objc_boxable))
      #define CA_WARN_DEPRECATED 1
      #define CA_DEPRECATED __attribute__((deprecated))

      """,
    "UIKit": """

      #define UIKIT_EXTERN_C_BEGIN
      #define UIKIT_EXTERN_C_END
      #define UIKIT_HAS_UIFOUNDATION_SYMBOLS 1
      #define UIKIT_SWIFT_ACTOR_INDEPENDENT
      #define UIKIT_SWIFT_FORWARD_DECLARE(_declaration) _declaration;
      #define UIKIT_AVAILABLE_IOS_TVOS(...)
      #define UIKIT_AVAILABLE_IOS_WATCHOS_TVOS(...)
      #define UIKIT_AVAILABLE_TVOS_ONLY(...) __attribute__((unavailable))
      #define UIKIT_AVAILABLE_WATCHOS_ONLY(...) __attribute__((unavailable))
      #define UIKIT_CLASS_AVAILABLE_IOS_ONLY(...)
      #define UIKIT_CLASS_AVAILABLE_IOS_TVOS(...)
      #define UIKIT_CLASS_AVAILABLE_IOS_WATCHOS_TVOS(...)
      #define UIKIT_CLASS_AVAILABLE_TVOS_ONLY(...) __attribute__((unavailable))
      #define UIKIT_CLASS_AVAILABLE_WATCHOS_ONLY(...) __attribute__((unavailable))

      """,
  ]
}
