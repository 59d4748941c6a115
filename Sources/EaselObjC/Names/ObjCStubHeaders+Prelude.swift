extension ObjCStubHeaders {
  /// What the stub headers declare by hand: the SDK's macros (which a table of declarations
  /// cannot carry) and the small C library designables call. Apple's meanings, Easel's text.
  enum Prelude {
    /// Macros each framework's header defines before its declarations.
    static let macros: [String: String] = [
      "ObjectiveC": """

      typedef bool BOOL;
      #define YES __objc_yes
      #define NO __objc_no
      #ifndef nil
      #define nil ((void *)0)
      #endif
      #ifndef Nil
      #define Nil ((void *)0)
      #endif
      #define OBJC_EXPORT extern
      #define OBJC_ENUM(_type, _name) enum _name : _type _name; enum _name : _type
      #define NS_ENUM(_type, _name) enum _name : _type _name; enum _name : _type
      #define NS_OPTIONS(_type, _name) \\
        enum __attribute__((flag_enum, enum_extensibility(open))) _name : _type _name; \\
        enum __attribute__((flag_enum, enum_extensibility(open))) _name : _type
      #define NS_CLOSED_ENUM(_type, _name) NS_ENUM(_type, _name)
      #define __NS_ERROR_ENUM_GET_MACRO(_1, _2, NAME, ...) NAME
      #define __NS_NAMED_ERROR_ENUM(_domain, _name) NS_ENUM(NSInteger, _name)
      #define __NS_ANON_ERROR_ENUM(_domain) enum : NSInteger
      #define NS_ERROR_ENUM(...) \\
        __NS_ERROR_ENUM_GET_MACRO(__VA_ARGS__, __NS_NAMED_ERROR_ENUM, __NS_ANON_ERROR_ENUM) \\
        (__VA_ARGS__)
      #define CF_ENUM(_type, _name) NS_ENUM(_type, _name)
      #define CF_OPTIONS(_type, _name) NS_OPTIONS(_type, _name)
      #define NS_TYPED_ENUM
      #define NS_TYPED_EXTENSIBLE_ENUM
      #define NS_STRING_ENUM
      #define NS_EXTENSIBLE_STRING_ENUM
      #define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
      #define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
      #define CF_ASSUME_NONNULL_BEGIN NS_ASSUME_NONNULL_BEGIN
      #define CF_ASSUME_NONNULL_END NS_ASSUME_NONNULL_END
      #define NS_DESIGNATED_INITIALIZER __attribute__((objc_designated_initializer))
      #define NS_REQUIRES_SUPER __attribute__((objc_requires_super))
      #define NS_UNAVAILABLE __attribute__((unavailable))
      #define NS_AUTOMATED_REFCOUNT_UNAVAILABLE
      #define NS_RETURNS_RETAINED __attribute__((ns_returns_retained))
      #define NS_RETURNS_NOT_RETAINED __attribute__((ns_returns_not_retained))
      #define NS_RETURNS_INNER_POINTER
      #define NS_NOESCAPE __attribute__((noescape))
      #define NS_REQUIRES_NIL_TERMINATION __attribute__((sentinel(0, 1)))
      #define NS_FORMAT_FUNCTION(F, A) __attribute__((format(__NSString__, F, A)))
      #define NS_FORMAT_ARGUMENT(A)
      #define NS_SWIFT_NAME(_name)
      #define NS_SWIFT_UNAVAILABLE(_message)
      #define NS_SWIFT_NOTHROW
      #define NS_SWIFT_UI_ACTOR
      #define NS_SWIFT_SENDABLE
      #define NS_REFINED_FOR_SWIFT
      #define NS_INLINE static inline
      #define NS_ROOT_CLASS __attribute__((objc_root_class))
      #define NS_VALID_UNTIL_END_OF_SCOPE
      #define NS_AVAILABLE(_mac, _ios)
      #define NS_AVAILABLE_IOS(_ios)
      #define NS_DEPRECATED(...)
      #define NS_DEPRECATED_IOS(...)
      #define NS_CLASS_AVAILABLE_IOS(_ios)
      #define NS_ENUM_AVAILABLE_IOS(_ios)
      #define NS_EXTENSION_UNAVAILABLE_IOS(_message)
      #define __deprecated __attribute__((deprecated))
      #define __unused __attribute__((unused))
      #define __used __attribute__((used))
      #define __dead2 __attribute__((noreturn))
      #define __deprecated_msg(_msg) __attribute__((deprecated(_msg)))
      #define __deprecated_enum_msg(_msg) __attribute__((deprecated(_msg)))
      #define __kpi_deprecated(_msg) __attribute__((deprecated(_msg)))
      #define __unavailable __attribute__((unavailable))
      #define __swift_unavailable(_msg) __attribute__((availability(swift, unavailable)))
      #define __printflike(fmtarg, firstvararg) __attribute__((format(printf, fmtarg, firstvararg)))
      #define __printf0like(fmtarg, firstvararg) __attribute__((format(printf, fmtarg, firstvararg)))
      #define __scanflike(fmtarg, firstvararg) __attribute__((format(scanf, fmtarg, firstvararg)))
      #define __pure2 __attribute__((const))
      #define __abortlike __attribute__((noreturn))
      #define __cold __attribute__((cold))
      #define __returns_nonnull __attribute__((returns_nonnull))
      #define __result_use_check __attribute__((warn_unused_result))
      #define __alloc_size(...) __attribute__((alloc_size(__VA_ARGS__)))
      #define __disable_tail_calls __attribute__((disable_tail_calls))
      #define __not_tail_called __attribute__((not_tail_called))
      #define NS_ASSUME_NONNULL

      """,
      "CoreFoundation": """

      #define CF_EXPORT extern
      #define CF_INLINE static inline
      #define CF_RETURNS_RETAINED __attribute__((cf_returns_retained))
      #define CF_RETURNS_NOT_RETAINED __attribute__((cf_returns_not_retained))
      #define CF_BRIDGED_TYPE(T)
      #define CF_BRIDGED_MUTABLE_TYPE(T)
      #define CF_SWIFT_NAME(_name)
      #define CF_REFINED_FOR_SWIFT
      #define CF_IMPLICIT_BRIDGING_ENABLED
      #define CF_IMPLICIT_BRIDGING_DISABLED
      #define CF_NOESCAPE __attribute__((noescape))
      #define CFSTR(cStr) ((CFStringRef)__builtin___CFStringMakeConstantString("" cStr ""))
      #ifndef TRUE
      #define TRUE 1
      #endif
      #ifndef FALSE
      #define FALSE 0
      #endif

      """,
      "CoreGraphics": """

      #define CG_EXTERN extern
      #define CG_INLINE static inline
      #define CG_LOCAL
      #define CG_AVAILABLE_STARTING(...)
      #define CG_AVAILABLE_BUT_DEPRECATED(...)
      #define CGFLOAT_IS_DOUBLE 1
      #define CGFLOAT_MIN DBL_MIN
      #define CGFLOAT_MAX DBL_MAX
      #define CGFLOAT_EPSILON DBL_EPSILON
      #define CGFLOAT_DEFINED 1

      """,
      "Foundation": """

      #define FOUNDATION_EXPORT extern
      #define FOUNDATION_EXTERN extern
      #define FOUNDATION_STATIC_INLINE static inline
      #define NSIntegerMax LONG_MAX
      #define NSIntegerMin LONG_MIN
      #define NSUIntegerMax ULONG_MAX
      #define NSINTEGER_DEFINED 1
      #define NSLocalizedString(key, comment) \\
        [NSBundle.mainBundle localizedStringForKey:(key) value:@"" table:nil]
      #define NSLocalizedStringFromTable(key, tbl, comment) \\
        [NSBundle.mainBundle localizedStringForKey:(key) value:@"" table:(tbl)]
      #define NSLocalizedStringFromTableInBundle(key, tbl, bundle, comment) \\
        [bundle localizedStringForKey:(key) value:@"" table:(tbl)]
      #define NSLocalizedStringWithDefaultValue(key, tbl, bundle, val, comment) \\
        [bundle localizedStringForKey:(key) value:(val) table:(tbl)]
      #define NSAssert(condition, desc, ...) ((void)(condition))
      #define NSCAssert(condition, desc, ...) ((void)(condition))
      #define NSParameterAssert(condition) ((void)(condition))
      #define NSCParameterAssert(condition) ((void)(condition))
      #define NSAssert1(condition, desc, arg1) NSAssert((condition), (desc), (arg1))
      #define NSAssert2(condition, desc, arg1, arg2) NSAssert((condition), (desc), (arg1), (arg2))
      #define NSAssert3(condition, desc, arg1, arg2, arg3) \\
        NSAssert((condition), (desc), (arg1), (arg2), (arg3))
      #define NSAssert4(condition, desc, arg1, arg2, arg3, arg4) \\
        NSAssert((condition), (desc), (arg1), (arg2), (arg3), (arg4))
      #define NSAssert5(condition, desc, arg1, arg2, arg3, arg4, arg5) \\
        NSAssert((condition), (desc), (arg1), (arg2), (arg3), (arg4), (arg5))
      #define NSCAssert1(condition, desc, arg1) NSCAssert((condition), (desc), (arg1))
      #define NSCAssert2(condition, desc, arg1, arg2) NSCAssert((condition), (desc), (arg1), (arg2))
      #define NSCAssert3(condition, desc, arg1, arg2, arg3) \\
        NSCAssert((condition), (desc), (arg1), (arg2), (arg3))
      #define NSCAssert4(condition, desc, arg1, arg2, arg3, arg4) \\
        NSCAssert((condition), (desc), (arg1), (arg2), (arg3), (arg4))
      #define NSCAssert5(condition, desc, arg1, arg2, arg3, arg4, arg5) \\
        NSCAssert((condition), (desc), (arg1), (arg2), (arg3), (arg4), (arg5))
      #define NS_BLOCK_ASSERTIONS 1
      #ifndef MIN
      #define MIN(A, B) ({ __typeof__(A) __a = (A); __typeof__(B) __b = (B); __a < __b ? __a : __b; })
      #endif
      #ifndef MAX
      #define MAX(A, B) ({ __typeof__(A) __a = (A); __typeof__(B) __b = (B); __a < __b ? __b : __a; })
      #endif
      #ifndef ABS
      #define ABS(A) ({ __typeof__(A) __a = (A); __a < 0 ? -__a : __a; })
      #endif

      """,
      "QuartzCore": """

      #define CA_EXTERN extern
      #define CA_INLINE static inline
      #define CA_WARN_UNUSED

      """,
      "UIKit": """

      #define UIKIT_EXTERN extern
      #define UIKIT_STATIC_INLINE static inline
      #define UI_APPEARANCE_SELECTOR __attribute__((annotate("ui_appearance_selector")))
      #define UIKIT_AVAILABLE_IOS_ONLY(...)
      #ifndef IB_DESIGNABLE
      #define IB_DESIGNABLE
      #endif
      #ifndef IBInspectable
      #define IBInspectable
      #endif
      #ifndef IBOutlet
      #define IBOutlet
      #endif
      #ifndef IBOutletCollection
      #define IBOutletCollection(ClassName)
      #endif
      #ifndef IBAction
      #define IBAction void
      #endif

      """,
    ]

    /// Declarations each framework's header makes by hand before the table's: those whose
    /// SDK spelling is a macro.
    static let declarations: [String: String] = [
      "UIKit": """

      // NSText.h's conversions name Core Text's alignment, which NSText.h declares ahead of
      // CoreText.h (whose header, above UIKit's here, declares it again with its values).
      typedef enum CTTextAlignment : uint8_t CTTextAlignment;
      UIKIT_EXTERN NSDictionary<NSString *, id> *_NSDictionaryOfVariableBindings(
        NSString *commaSeparatedKeysString, _Nullable id firstValue, ...);
      #define NSDictionaryOfVariableBindings(...) \\
        _NSDictionaryOfVariableBindings(@"" # __VA_ARGS__, __VA_ARGS__, nil)
      // UIDevice.h's macro asks whether the device answers `userInterfaceIdiom` (iOS 3.2 and
      // later all do) and else says phone: the device's idiom.
      #define UI_USER_INTERFACE_IDIOM() ([[UIDevice currentDevice] userInterfaceIdiom])
      // UIStringDrawing.h's alignments and line break modes of iOS 2 to 5, which iOS 6
      // deprecated (still declared) for NSText.h's of the same values, and Swift does not
      // import: the ones they equal, as the translation names them.
      #define UITextAlignment NSTextAlignment
      #define UITextAlignmentLeft NSTextAlignmentLeft
      #define UITextAlignmentCenter NSTextAlignmentCenter
      #define UITextAlignmentRight NSTextAlignmentRight
      #define UILineBreakMode NSLineBreakMode
      #define UILineBreakModeWordWrap NSLineBreakByWordWrapping
      #define UILineBreakModeCharacterWrap NSLineBreakByCharWrapping
      #define UILineBreakModeClip NSLineBreakByClipping
      #define UILineBreakModeHeadTruncation NSLineBreakByTruncatingHead
      #define UILineBreakModeTailTruncation NSLineBreakByTruncatingTail
      #define UILineBreakModeMiddleTruncation NSLineBreakByTruncatingMiddle

      """
    ]

    /// Text after a framework's declarations.
    static let trailer: [String: String] = [
      // UIStringDrawing.h's font-based drawing and measuring, which iOS 7 deprecated and Swift
      // does not import (so the name table has none of it): the translation draws them
      // through `ObjCStringDrawing`.
      "UIKit": """

      @interface NSString (EaselUIStringDrawing)
      - (CGSize)sizeWithFont:(UIFont *)font;
      - (CGSize)sizeWithFont:(UIFont *)font forWidth:(CGFloat)width lineBreakMode:(NSLineBreakMode)lineBreakMode;
      - (CGSize)drawAtPoint:(CGPoint)point withFont:(UIFont *)font;
      - (CGSize)drawAtPoint:(CGPoint)point forWidth:(CGFloat)width withFont:(UIFont *)font lineBreakMode:(NSLineBreakMode)lineBreakMode;
      - (CGSize)sizeWithFont:(UIFont *)font constrainedToSize:(CGSize)size;
      - (CGSize)sizeWithFont:(UIFont *)font constrainedToSize:(CGSize)size lineBreakMode:(NSLineBreakMode)lineBreakMode;
      - (CGSize)drawInRect:(CGRect)rect withFont:(UIFont *)font;
      - (CGSize)drawInRect:(CGRect)rect withFont:(UIFont *)font lineBreakMode:(NSLineBreakMode)lineBreakMode;
      - (CGSize)drawInRect:(CGRect)rect withFont:(UIFont *)font lineBreakMode:(NSLineBreakMode)lineBreakMode alignment:(NSTextAlignment)alignment;
      - (CGSize)sizeWithFont:(UIFont *)font minFontSize:(CGFloat)minFontSize actualFontSize:(CGFloat *)actualFontSize forWidth:(CGFloat)width lineBreakMode:(NSLineBreakMode)lineBreakMode;
      - (CGSize)drawAtPoint:(CGPoint)point forWidth:(CGFloat)width withFont:(UIFont *)font fontSize:(CGFloat)fontSize lineBreakMode:(NSLineBreakMode)lineBreakMode baselineAdjustment:(UIBaselineAdjustment)baselineAdjustment;
      - (CGSize)drawAtPoint:(CGPoint)point forWidth:(CGFloat)width withFont:(UIFont *)font minFontSize:(CGFloat)minFontSize actualFontSize:(CGFloat *)actualFontSize lineBreakMode:(NSLineBreakMode)lineBreakMode baselineAdjustment:(UIBaselineAdjustment)baselineAdjustment;
      @end

      """,
      // Format messages the translation rewrites (`String(format:)` given to the plain
      // counterpart), which the name table leaves out because Linux's `NSString` lacks them.
      "Foundation": """

      // NSObjCRuntime.h's Foundation versions of iOS releases, macros there: code compares
      // `NSFoundationVersionNumber` (the façade's, above them all) with them.
      #define NSFoundationVersionNumber_iOS_4_0 751.32
      #define NSFoundationVersionNumber_iOS_4_1 751.37
      #define NSFoundationVersionNumber_iOS_4_2 751.49
      #define NSFoundationVersionNumber_iOS_4_3 751.49
      #define NSFoundationVersionNumber_iOS_5_0 881.00
      #define NSFoundationVersionNumber_iOS_5_1 890.10
      #define NSFoundationVersionNumber_iOS_6_0 992.00
      #define NSFoundationVersionNumber_iOS_6_1 993.00
      #define NSFoundationVersionNumber_iOS_7_0 1047.20
      #define NSFoundationVersionNumber_iOS_7_1 1047.25
      #define NSFoundationVersionNumber_iOS_8_0 1140.11
      #define NSFoundationVersionNumber_iOS_8_1 1141.1
      #define NSFoundationVersionNumber_iOS_8_2 1142.14
      #define NSFoundationVersionNumber_iOS_8_3 1144.17
      #define NSFoundationVersionNumber_iOS_8_4 1144.17
      #define NSFoundationVersionNumber_iOS_8_x_Max 1199
      #define NSFoundationVersionNumber_iOS_9_0 1240.1
      #define NSFoundationVersionNumber_iOS_9_1 1241.14
      #define NSFoundationVersionNumber_iOS_9_2 1242.12
      #define NSFoundationVersionNumber_iOS_9_3 1242.12
      #define NSFoundationVersionNumber_iOS_9_4 1280.25
      #define NSFoundationVersionNumber_iOS_9_x_Max 1299
      // NSObjCRuntime.h's test of the SDK's Swift epoch, which headers ask to choose a
      // declaration (`NSDictionary<NSFileAttributeKey, id> *` from epoch 8): the façade's SDK
      // is a current one, past every epoch such a test names.
      #define FOUNDATION_SWIFT_SDK_EPOCH_AT_LEAST(epoch) 1

      // NSString.h's string encodings, which the name table leaves out (Linux's Foundation
      // marks them unavailable): the translation names them as `String.Encoding`'s.
      enum : NSStringEncoding {
        NSASCIIStringEncoding = 1, NSNEXTSTEPStringEncoding = 2, NSJapaneseEUCStringEncoding = 3,
        NSUTF8StringEncoding = 4, NSISOLatin1StringEncoding = 5, NSSymbolStringEncoding = 6,
        NSNonLossyASCIIStringEncoding = 7, NSShiftJISStringEncoding = 8,
        NSISOLatin2StringEncoding = 9, NSUnicodeStringEncoding = 10,
        NSWindowsCP1251StringEncoding = 11, NSWindowsCP1252StringEncoding = 12,
        NSWindowsCP1253StringEncoding = 13, NSWindowsCP1254StringEncoding = 14,
        NSWindowsCP1250StringEncoding = 15, NSISO2022JPStringEncoding = 21,
        NSMacOSRomanStringEncoding = 30, NSUTF16StringEncoding = NSUnicodeStringEncoding,
        NSUTF16BigEndianStringEncoding = 0x90000100, NSUTF16LittleEndianStringEncoding = 0x94000100,
        NSUTF32StringEncoding = 0x8c000100, NSUTF32BigEndianStringEncoding = 0x98000100,
        NSUTF32LittleEndianStringEncoding = 0x9c000100
      };

      // NSObject's conformance test, which Linux's NSObject lacks (it has no `Protocol`):
      // the translation asks Swift (`value is P`) for a protocol named by `@protocol(P)`.
      @class Protocol;
      @interface NSObject (EaselProtocolConformance)
      - (BOOL)conformsToProtocol:(Protocol *)aProtocol;
      + (BOOL)conformsToProtocol:(Protocol *)aProtocol;
      @end

      // The runtime's class hooks (objc/NSObject.h), which Swift's NSObject does not
      // declare: a class's own are translated as the agent's (`runtimeHook`), NSObject's do
      // nothing (`[super load]`).
      @interface NSObject (EaselRuntimeHooks)
      + (void)load;
      + (void)initialize;
      @end

      // NSObject.h's move of an object out of Core Foundation's ownership, which Swift does
      // not import (its objects are memory managed): the translation gives the object.
      id _Nullable CFBridgingRelease(CFTypeRef _Nullable X);

      // NSArray's message to each element, which Linux's Foundation lacks and Swift's arrays
      // have no counterpart of: the translation sends it to each (`forEach`).
      @interface NSArray<ObjectType> (EaselMakeObjectsPerform)
      - (void)makeObjectsPerformSelector:(SEL)aSelector;
      - (void)makeObjectsPerformSelector:(SEL)aSelector withObject:(id _Nullable)argument;
      @end

      // NSProxy.h's members of the root class, which Swift does not import (`+alloc` is
      // unavailable there, and the façade's NSProxy, NSObject's subclass on Linux, forwards
      // through NSObject's methods): a proxy is made by `+alloc` alone and forwards what it
      // does not implement.
      @interface NSProxy (EaselRootClass)
      + (id)alloc;
      + (id)allocWithZone:(nullable NSZone *)zone;
      + (Class)class;
      - (void)forwardInvocation:(NSInvocation *)invocation;
      - (nullable NSMethodSignature *)methodSignatureForSelector:(SEL)sel;
      + (BOOL)respondsToSelector:(SEL)aSelector;
      @end

      @interface NSString (EaselFormatMessages)
      - (NSString *)stringByAppendingFormat:(NSString *)format, ... NS_FORMAT_FUNCTION(1,2);
      + (instancetype)localizedStringWithFormat:(NSString *)format, ... NS_FORMAT_FUNCTION(1,2);
      @end

      """,
      "CoreFoundation": """

      CF_EXPORT CFTypeRef CFRetain(CFTypeRef cf);
      CF_EXPORT void CFRelease(CFTypeRef cf);
      CF_EXPORT CFTypeRef CFAutorelease(CFTypeRef arg);

      // The standard callbacks of collections of Core Foundation objects (`CFArray.h`,
      // `CFDictionary.h`), which the name table leaves out (the façade lacked them): given to
      // `CFArrayCreate`, `CFDictionaryCreate` and their mutable kinds.
      CF_EXPORT const CFArrayCallBacks kCFTypeArrayCallBacks;
      CF_EXPORT const CFDictionaryKeyCallBacks kCFTypeDictionaryKeyCallBacks;
      CF_EXPORT const CFDictionaryKeyCallBacks kCFCopyStringDictionaryKeyCallBacks;
      CF_EXPORT const CFDictionaryValueCallBacks kCFTypeDictionaryValueCallBacks;

      // CFBase.h's Core Foundation versions of iOS releases, macros there: code compares
      // `kCFCoreFoundationVersionNumber` (the façade's, above them all) with them.
      #define kCFCoreFoundationVersionNumber_iOS_4_0 550.32
      #define kCFCoreFoundationVersionNumber_iOS_4_1 550.38
      #define kCFCoreFoundationVersionNumber_iOS_4_2 550.52
      #define kCFCoreFoundationVersionNumber_iOS_4_3 550.52
      #define kCFCoreFoundationVersionNumber_iOS_5_0 675.00
      #define kCFCoreFoundationVersionNumber_iOS_5_1 690.10
      #define kCFCoreFoundationVersionNumber_iOS_6_0 793.00
      #define kCFCoreFoundationVersionNumber_iOS_6_1 793.00
      #define kCFCoreFoundationVersionNumber_iOS_7_0 847.20
      #define kCFCoreFoundationVersionNumber_iOS_7_1 847.24
      #define kCFCoreFoundationVersionNumber_iOS_8_0 1140.1
      #define kCFCoreFoundationVersionNumber_iOS_8_1 1141.14
      #define kCFCoreFoundationVersionNumber_iOS_8_2 1142.16
      #define kCFCoreFoundationVersionNumber_iOS_8_3 1144.17
      #define kCFCoreFoundationVersionNumber_iOS_8_4 1145.15
      #define kCFCoreFoundationVersionNumber_iOS_8_x_Max 1199
      #define kCFCoreFoundationVersionNumber_iOS_9_0 1240.1
      #define kCFCoreFoundationVersionNumber_iOS_9_1 1241.11
      #define kCFCoreFoundationVersionNumber_iOS_9_2 1242.13
      #define kCFCoreFoundationVersionNumber_iOS_9_3 1242.13
      #define kCFCoreFoundationVersionNumber_iOS_9_4 1280.38
      #define kCFCoreFoundationVersionNumber_iOS_9_x_Max 1299

      """,
      // The retain and release functions Swift leaves out (its objects are memory managed),
      // which Objective-C drawing code calls on what it created; and CGPath.h's hit test,
      // which the overlay replaces by `CGPath.contains(_:using:transform:)` (a fill rule for
      // C's `eoFill`, the transform last and by value), so that the name table, which joins
      // the two by name, has no row for it: the translation writes the member.
      "CoreGraphics": """

      CG_EXTERN bool CGPathContainsPoint(CGPathRef _Nullable path,
        const CGAffineTransform * _Nullable m, CGPoint point, bool eoFill);

      """ + memoryManagement([
        "CGColorSpace", "CGColor", "CGContext", "CGGradient", "CGImage", "CGPath", "CGFont",
        "CGPattern", "CGLayer", "CGShading", "CGFunction", "CGDataProvider", "CGDataConsumer",
        "CGPDFDocument",
      ]),
      // SecureTransport.h, which the name table leaves out (its functions have no Swift name
      // there): the session's opaque reference and its I/O callbacks, the enumerations and the
      // calls of a socket library's TLS (CocoaAsyncSocket's `GCDAsyncSocket.h` keeps an
      // `SSLContextRef`), as the SDK declares them; the façade's Security has each, at rest.
      "Security": """

      typedef struct CF_BRIDGED_TYPE(id) SSLContext *SSLContextRef;
      typedef const void *SSLConnectionRef;
      typedef CF_ENUM(int, SSLSessionOption) {
        kSSLSessionOptionBreakOnServerAuth = 0, kSSLSessionOptionBreakOnCertRequested = 1,
        kSSLSessionOptionBreakOnClientAuth = 2, kSSLSessionOptionFalseStart = 3,
        kSSLSessionOptionSendOneByteRecord = 4, kSSLSessionOptionAllowServerIdentityChange = 5,
        kSSLSessionOptionFallback = 6, kSSLSessionOptionBreakOnClientHello = 7,
        kSSLSessionOptionAllowRenegotiation = 8, kSSLSessionOptionEnableSessionTickets = 9
      };
      typedef CF_ENUM(int, SSLSessionState) {
        kSSLIdle, kSSLHandshake, kSSLConnected, kSSLClosed, kSSLAborted
      };
      typedef CF_ENUM(int, SSLClientCertificateState) {
        kSSLClientCertNone, kSSLClientCertRequested, kSSLClientCertSent, kSSLClientCertRejected
      };
      typedef CF_ENUM(int, SSLProtocolSide) { kSSLServerSide, kSSLClientSide };
      typedef CF_ENUM(int, SSLConnectionType) { kSSLStreamType, kSSLDatagramType };
      typedef CF_ENUM(int, SSLAuthenticate) {
        kNeverAuthenticate, kAlwaysAuthenticate, kTryAuthenticate
      };
      typedef OSStatus (*SSLReadFunc)(SSLConnectionRef connection, void *data,
          size_t *dataLength);
      typedef OSStatus (*SSLWriteFunc)(SSLConnectionRef connection, const void *data,
          size_t *dataLength);
      CFTypeID SSLContextGetTypeID(void);
      SSLContextRef _Nullable SSLCreateContext(CFAllocatorRef _Nullable alloc,
          SSLProtocolSide protocolSide, SSLConnectionType connectionType);
      OSStatus SSLGetSessionState(SSLContextRef context, SSLSessionState *state);
      OSStatus SSLSetSessionOption(SSLContextRef context, SSLSessionOption option,
          Boolean value);
      OSStatus SSLGetSessionOption(SSLContextRef context, SSLSessionOption option,
          Boolean *value);
      OSStatus SSLSetIOFuncs(SSLContextRef context, SSLReadFunc readFunc,
          SSLWriteFunc writeFunc);
      OSStatus SSLSetProtocolVersionMin(SSLContextRef context, SSLProtocol minVersion);
      OSStatus SSLGetProtocolVersionMin(SSLContextRef context, SSLProtocol *minVersion);
      OSStatus SSLSetProtocolVersionMax(SSLContextRef context, SSLProtocol maxVersion);
      OSStatus SSLGetProtocolVersionMax(SSLContextRef context, SSLProtocol *maxVersion);
      OSStatus SSLSetCertificate(SSLContextRef context, CFArrayRef _Nullable certRefs);
      OSStatus SSLSetConnection(SSLContextRef context, SSLConnectionRef _Nullable connection);
      OSStatus SSLGetConnection(SSLContextRef context,
          SSLConnectionRef _Nullable *_Nonnull connection);
      OSStatus SSLSetPeerDomainName(SSLContextRef context, const char *_Nullable peerName,
          size_t peerNameLen);
      OSStatus SSLGetNumberSupportedCiphers(SSLContextRef context, size_t *numCiphers);
      OSStatus SSLGetSupportedCiphers(SSLContextRef context, SSLCipherSuite *ciphers,
          size_t *numCiphers);
      OSStatus SSLSetEnabledCiphers(SSLContextRef context, const SSLCipherSuite *ciphers,
          size_t numCiphers);
      OSStatus SSLGetEnabledCiphers(SSLContextRef context, SSLCipherSuite *ciphers,
          size_t *numCiphers);
      OSStatus SSLCopyPeerTrust(SSLContextRef context,
          SecTrustRef _Nullable *_Nonnull trust);
      OSStatus SSLSetPeerID(SSLContextRef context, const void *_Nullable peerID,
          size_t peerIDLen);
      OSStatus SSLGetNegotiatedCipher(SSLContextRef context, SSLCipherSuite *cipherSuite);
      OSStatus SSLGetNegotiatedProtocolVersion(SSLContextRef context, SSLProtocol *protocol);
      OSStatus SSLSetClientSideAuthenticate(SSLContextRef context, SSLAuthenticate auth);
      OSStatus SSLGetClientCertificateState(SSLContextRef context,
          SSLClientCertificateState *clientState);
      OSStatus SSLHandshake(SSLContextRef context);
      OSStatus SSLReHandshake(SSLContextRef context);
      OSStatus SSLWrite(SSLContextRef context, const void *_Nullable data, size_t dataLength,
          size_t *processed);
      OSStatus SSLRead(SSLContextRef context, void *data, size_t dataLength,
          size_t *processed);
      OSStatus SSLGetBufferedReadSize(SSLContextRef context, size_t *bufferSize);
      OSStatus SSLClose(SSLContextRef context);

      """,
    ]

    /// `CGPathRef CGPathRetain(CGPathRef)` and `void CGPathRelease(CGPathRef)` for each type.
    static func memoryManagement(_ types: [String]) -> String {
      "\n"
        + types.map { t in
          "CG_EXTERN \(t)Ref _Nullable \(t)Retain(\(t)Ref _Nullable object);\n"
            + "CG_EXTERN void \(t)Release(\(t)Ref _Nullable object);\n"
        }.joined()
    }

    /// Core Foundation's functions that give their argument back, retained, autoreleased or
    /// moved in or out of automatic reference counting, and `Block.h`'s copy of a block
    /// (`Block_copy`): where Swift manages memory, each gives the object it was given.
    static let givesItsArgument: Set<String> = [
      "CFRetain", "CFAutorelease", "CFBridgingRetain", "CFBridgingRelease", "_Block_copy",
    ]

    /// Whether `name` is one of the retain or release functions above (or Core
    /// Foundation's, or `Block_release`'s): a call that means nothing where Swift manages
    /// memory.
    static func isMemoryManagement(_ name: String) -> (retains: Bool, releases: Bool) {
      let releases =
        name.hasSuffix("Release") && (name.hasPrefix("CG") || name == "CFRelease")
        || name == "_Block_release"
      let retains =
        (name.hasSuffix("Retain") && name.hasPrefix("CG")) || givesItsArgument.contains(name)
      return (retains, releases)
    }

    /// The headers of façade frameworks the name table does not cover, declared by hand as
    /// the SDK declares them, by framework and path; each framework's umbrella imports them.
    static let frameworkHeaders: [String: [String: String]] = [
      "CommonCrypto": [
        "CommonCrypto/CommonDigest.h": """
        #pragma once
        #include <stdint.h>
        typedef uint32_t CC_LONG;
        #define CC_MD5_DIGEST_LENGTH 16
        #define CC_MD5_BLOCK_BYTES 64
        #define CC_SHA1_DIGEST_LENGTH 20
        #define CC_SHA1_BLOCK_BYTES 64
        #define CC_SHA224_DIGEST_LENGTH 28
        #define CC_SHA224_BLOCK_BYTES 64
        #define CC_SHA256_DIGEST_LENGTH 32
        #define CC_SHA256_BLOCK_BYTES 64
        #define CC_SHA384_DIGEST_LENGTH 48
        #define CC_SHA384_BLOCK_BYTES 128
        #define CC_SHA512_DIGEST_LENGTH 64
        #define CC_SHA512_BLOCK_BYTES 128
        unsigned char *CC_MD5(const void *data, CC_LONG len, unsigned char *md);
        unsigned char *CC_SHA1(const void *data, CC_LONG len, unsigned char *md);
        unsigned char *CC_SHA224(const void *data, CC_LONG len, unsigned char *md);
        unsigned char *CC_SHA256(const void *data, CC_LONG len, unsigned char *md);
        unsigned char *CC_SHA384(const void *data, CC_LONG len, unsigned char *md);
        unsigned char *CC_SHA512(const void *data, CC_LONG len, unsigned char *md);

        """,
        "CommonCrypto/CommonHMAC.h": """
        #pragma once
        #include <stddef.h>
        #include <stdint.h>
        #include <CommonCrypto/CommonDigest.h>
        enum {
          kCCHmacAlgSHA1, kCCHmacAlgMD5, kCCHmacAlgSHA256, kCCHmacAlgSHA384, kCCHmacAlgSHA512,
          kCCHmacAlgSHA224
        };
        typedef uint32_t CCHmacAlgorithm;
        void CCHmac(CCHmacAlgorithm algorithm, const void *key, size_t keyLength,
                    const void *data, size_t dataLength, void *macOut);

        """,
        "CommonCrypto/CommonCryptor.h": """
        #pragma once
        #include <stddef.h>
        #include <stdint.h>
        enum { kCCEncrypt = 0, kCCDecrypt };
        enum {
          kCCAlgorithmAES128 = 0, kCCAlgorithmAES = 0, kCCAlgorithmDES, kCCAlgorithm3DES,
          kCCAlgorithmCAST, kCCAlgorithmRC4, kCCAlgorithmRC2, kCCAlgorithmBlowfish
        };
        enum { kCCOptionPKCS7Padding = 0x0001, kCCOptionECBMode = 0x0002 };
        enum {
          kCCKeySizeAES128 = 16, kCCKeySizeAES192 = 24, kCCKeySizeAES256 = 32,
          kCCKeySizeDES = 8, kCCKeySize3DES = 24
        };
        enum { kCCBlockSizeAES128 = 16, kCCBlockSizeDES = 8, kCCBlockSize3DES = 8 };
        enum {
          kCCSuccess = 0, kCCParamError = -4300, kCCBufferTooSmall = -4301,
          kCCMemoryFailure = -4302, kCCAlignmentError = -4303, kCCDecodeError = -4304,
          kCCUnimplemented = -4305
        };
        typedef uint32_t CCOperation;
        typedef uint32_t CCAlgorithm;
        typedef uint32_t CCOptions;
        typedef int32_t CCCryptorStatus;
        CCCryptorStatus CCCrypt(CCOperation op, CCAlgorithm alg, CCOptions options,
                                const void *key, size_t keyLength, const void *iv,
                                const void *dataIn, size_t dataInLength, void *dataOut,
                                size_t dataOutAvailable, size_t *dataOutMoved);

        """,
      ]
    ]

    /// The C library a designable's `.m` calls, as Darwin declares it, with the availability
    /// headers (`availabilityHeaders`): clang's own headers give `stdint.h`, `stddef.h`,
    /// `stdbool.h`, `stdarg.h`, `float.h` and `limits.h`.
    static let cLibrary: [String: String] = availabilityHeaders.merging([
      "TargetConditionals.h": """
      #pragma once
      #define TARGET_OS_IPHONE 1
      #define TARGET_OS_IOS 1
      #define TARGET_OS_MAC 1
      #define TARGET_OS_OSX 0
      #define TARGET_OS_TV 0
      #define TARGET_OS_WATCH 0
      #define TARGET_OS_MACCATALYST 0
      #define TARGET_OS_SIMULATOR 0
      #define TARGET_IPHONE_SIMULATOR 0
      #define TARGET_OS_EMBEDDED 1

      """,
      "math.h": """
      #pragma once
      #define M_E 2.71828182845904523536028747135266250
      #define M_LOG2E 1.44269504088896340735992468100189214
      #define M_LOG10E 0.434294481903251827651128918916605082
      #define M_LN2 0.693147180559945309417232121458176568
      #define M_LN10 2.30258509299404568401799145468436421
      #define M_PI 3.14159265358979323846264338327950288
      #define M_PI_2 1.57079632679489661923132169163975144
      #define M_PI_4 0.785398163397448309615660845819875721
      #define M_1_PI 0.318309886183790671537767526745028724
      #define M_2_PI 0.636619772367581343075535053490057448
      #define M_SQRT2 1.41421356237309504880168872420969808
      #define M_SQRT1_2 0.707106781186547524400844362104849039
      #define HUGE_VAL __builtin_huge_val()
      #define HUGE_VALF __builtin_huge_valf()
      #define INFINITY __builtin_inff()
      #define NAN __builtin_nanf("")
      #define isnan(x) __builtin_isnan(x)
      #define isinf(x) __builtin_isinf(x)
      #define isfinite(x) __builtin_isfinite(x)
      #define signbit(x) __builtin_signbit(x)
      #define MAXFLOAT 0x1.fffffep+127f
      \(mathFunctions)
      """,
      "stdlib.h": """
      #pragma once
      #include <stddef.h>
      #include <stdint.h>
      #include <sys/types.h>
      #define EXIT_SUCCESS 0
      #define EXIT_FAILURE 1
      #define RAND_MAX 0x7fffffff
      int abs(int);
      long labs(long);
      long long llabs(long long);
      int atoi(const char *);
      long atol(const char *);
      double atof(const char *);
      double strtod(const char *, char **);
      long strtol(const char *, char **, int);
      void *malloc(size_t);
      void *calloc(size_t, size_t);
      void *realloc(void *, size_t);
      void free(void *);
      int rand(void);
      void srand(unsigned);
      long random(void);
      void srandom(unsigned);
      uint32_t arc4random(void);
      uint32_t arc4random_uniform(uint32_t);
      void exit(int) __attribute__((noreturn));
      void abort(void) __attribute__((noreturn));
      void qsort(void *, size_t, size_t, int (*)(const void *, const void *));

      """,
      "sys/types.h": """
      #pragma once
      #include <stddef.h>
      #include <stdint.h>
      typedef unsigned char u_char;
      typedef unsigned short u_short;
      typedef unsigned int u_int;
      typedef unsigned long u_long;
      typedef unsigned short ushort;
      typedef unsigned int uint;
      typedef int64_t off_t;
      typedef int32_t pid_t;
      typedef uint32_t uid_t;
      typedef uint32_t gid_t;
      typedef uint16_t mode_t;
      typedef long ssize_t;
      // The rest of what Darwin's <sys/_types/…> headers declare, which Foundation makes visible
      // on iOS (its modules import them all): a header that imports only Foundation names
      // `sa_family_t` or `socklen_t`, though the structs and calls of <sys/socket.h> and
      // <netinet/in.h> need those headers.
      typedef unsigned char u_int8_t;
      typedef unsigned short u_int16_t;
      typedef unsigned int u_int32_t;
      typedef unsigned long long u_int64_t;
      typedef char *caddr_t;
      typedef int32_t dev_t;
      typedef uint64_t ino_t;
      typedef uint64_t ino64_t;
      typedef uint16_t nlink_t;
      typedef int64_t blkcnt_t;
      typedef int32_t blksize_t;
      typedef unsigned int fsblkcnt_t;
      typedef unsigned int fsfilcnt_t;
      typedef uint32_t id_t;
      typedef int32_t key_t;
      typedef uint32_t useconds_t;
      typedef int32_t suseconds_t;
      typedef int errno_t;
      typedef uint8_t sa_family_t;
      typedef uint32_t socklen_t;
      typedef uint16_t in_port_t;
      typedef uint32_t in_addr_t;

      """,
      // What designables ask of sysctl: the machine's name (`hw.machine`), which the façade's
      // `sysctlbyname` answers as Interface Builder's agent would.
      "sys/sysctl.h": """
      #pragma once
      #include <sys/types.h>
      int sysctlbyname(const char *, void *, size_t *, void *, size_t);

      """,
      "string.h": """
      #pragma once
      #include <stddef.h>
      size_t strlen(const char *);
      int strcmp(const char *, const char *);
      int strncmp(const char *, const char *, size_t);
      char *strcpy(char *, const char *);
      char *strncpy(char *, const char *, size_t);
      char *strcat(char *, const char *);
      char *strchr(const char *, int);
      char *strstr(const char *, const char *);
      char *strdup(const char *);
      void *memcpy(void *, const void *, size_t);
      void *memmove(void *, const void *, size_t);
      void *memset(void *, int, size_t);
      int memcmp(const void *, const void *, size_t);

      """,
      // POSIX's file and process calls that Foundation makes visible on iOS (its modules import
      // Darwin): `unlink(path)` in a header that imports only Foundation. Swift's Glibc
      // declares each by the same name, which the translation calls.
      "unistd.h": """
      #pragma once
      #include <sys/types.h>
      int unlink(const char *);
      int rmdir(const char *);
      int access(const char *, int);
      unsigned int sleep(unsigned int);
      int usleep(useconds_t);
      pid_t getpid(void);
      #define F_OK 0
      #define X_OK 1
      #define W_OK 2
      #define R_OK 4

      """,
      "stdio.h": """
      #pragma once
      #include <stddef.h>
      #include <stdarg.h>
      typedef struct __sFILE FILE;
      extern FILE *stdout;
      extern FILE *stderr;
      int printf(const char *, ...) __attribute__((format(printf, 1, 2)));
      int fprintf(FILE *, const char *, ...) __attribute__((format(printf, 2, 3)));
      int sprintf(char *, const char *, ...) __attribute__((format(printf, 2, 3)));
      int snprintf(char *, size_t, const char *, ...) __attribute__((format(printf, 3, 4)));
      int vsnprintf(char *, size_t, const char *, va_list);
      int puts(const char *);

      """,
      "time.h": """
      #pragma once
      #include <stddef.h>
      typedef long time_t;
      typedef unsigned long clock_t;
      #define CLOCKS_PER_SEC 1000000
      struct tm {
        int tm_sec, tm_min, tm_hour, tm_mday, tm_mon, tm_year, tm_wday, tm_yday, tm_isdst;
        long tm_gmtoff;
        char *tm_zone;
      };
      struct timespec { time_t tv_sec; long tv_nsec; };
      time_t time(time_t *);
      double difftime(time_t, time_t);
      clock_t clock(void);
      time_t mktime(struct tm *);
      struct tm *localtime(const time_t *);
      struct tm *gmtime(const time_t *);
      size_t strftime(char *, size_t, const char *, const struct tm *);

      """,
      "ctype.h": """
      #pragma once
      int isalpha(int);
      int isdigit(int);
      int isalnum(int);
      int isspace(int);
      int isupper(int);
      int islower(int);
      int ispunct(int);
      int isxdigit(int);
      int toupper(int);
      int tolower(int);

      """,
      "assert.h": """
      #pragma once
      #define assert(e) ((void)(e))

      """,
      // The compile-time check of Darwin's <AssertMacros.h>, which headers use beside their
      // structs (`__Check_Compile_Time(sizeof(ICMPHeader) == 8);`): a C11 static assertion,
      // as Darwin's is, which clang checks and the translation has nothing to write for.
      "AssertMacros.h": """
      #pragma once
      #define __Check_Compile_Time(expr) _Static_assert(expr, "__Check_Compile_Time")
      #define check_compile_time(expr) __Check_Compile_Time(expr)

      """,
      // Unified logging (<os/log.h>), as the `os` façade declares it: a log is an object under
      // ARC, as iOS declares it to Objective-C (`OS_OBJECT_USE_OBJC`), and a C pointer to C;
      // the logging macros call `os_log_with_type`, which the translation makes the façade's
      // `os_log(_:log:_:_:)`. The levels are `os_log_type_t`'s numbers.
      "os/log.h": """
      #pragma once
      #include <stdint.h>
      #include <stdbool.h>
      #ifdef __OBJC__
      @class NSObject;
      @protocol OS_os_log;
      typedef NSObject<OS_os_log> *os_log_t;
      #else
      typedef struct os_log_s *os_log_t;
      #endif
      typedef uint8_t os_log_type_t;
      #define OS_LOG_TYPE_DEFAULT ((os_log_type_t)0x00)
      #define OS_LOG_TYPE_INFO ((os_log_type_t)0x01)
      #define OS_LOG_TYPE_DEBUG ((os_log_type_t)0x02)
      #define OS_LOG_TYPE_ERROR ((os_log_type_t)0x10)
      #define OS_LOG_TYPE_FAULT ((os_log_type_t)0x11)
      extern os_log_t const OS_LOG_DEFAULT;
      extern os_log_t const OS_LOG_DISABLED;
      os_log_t os_log_create(const char *subsystem, const char *category);
      bool os_log_type_enabled(os_log_t log, os_log_type_t type);
      void os_log_with_type(os_log_t log, os_log_type_t type, const char *format, ...);
      #define os_log_info_enabled(log) os_log_type_enabled(log, OS_LOG_TYPE_INFO)
      #define os_log_debug_enabled(log) os_log_type_enabled(log, OS_LOG_TYPE_DEBUG)
      #define os_log(log, format, ...) \\
          os_log_with_type(log, OS_LOG_TYPE_DEFAULT, format, ##__VA_ARGS__)
      #define os_log_info(log, format, ...) \\
          os_log_with_type(log, OS_LOG_TYPE_INFO, format, ##__VA_ARGS__)
      #define os_log_debug(log, format, ...) \\
          os_log_with_type(log, OS_LOG_TYPE_DEBUG, format, ##__VA_ARGS__)
      #define os_log_error(log, format, ...) \\
          os_log_with_type(log, OS_LOG_TYPE_ERROR, format, ##__VA_ARGS__)
      #define os_log_fault(log, format, ...) \\
          os_log_with_type(log, OS_LOG_TYPE_FAULT, format, ##__VA_ARGS__)

      """,
      // MacTypes' constants (`MacTypes.h`, which Core Foundation includes on iOS): the
      // façade declares them as Swift imports them.
      "MacTypes.h": """
      #pragma once
      enum { noErr = 0 };
      enum { kNilOptions = 0 };
      #define kInvalidID 0
      enum { kVariableLengthArray __attribute__((deprecated)) = 1 };
      enum { kUnknownType = 0x3F3F3F3F };

      """,
      // Blocks' runtime (`Block.h`, which Core Foundation includes on iOS): a copy of a block
      // is the block, and a release does nothing, as the translation writes them (Swift
      // manages closures' memory).
      "Block.h": """
      #pragma once
      void *_Block_copy(const void *aBlock);
      void _Block_release(const void *aBlock);
      #define Block_copy(...) ((__typeof(__VA_ARGS__))_Block_copy((const void *)(__VA_ARGS__)))
      #define Block_release(...) _Block_release((const void *)(__VA_ARGS__))

      """,
      // Grand Central Dispatch, which Foundation brings on iOS: the queues and the run-once
      // and delayed calls designables use (docs/objc.md says what each becomes in Swift).
      "dispatch/dispatch.h": """
      #pragma once
      #include <stddef.h>
      #include <stdint.h>
      #include <stdbool.h>
      #include <time.h>
      // Dispatch objects are Objective-C objects under ARC, as <os/object.h> declares them
      // for iOS 6 and later: code that tests `OS_OBJECT_USE_OBJC` takes its ARC branch, and
      // `dispatch_retain`/`dispatch_release` are ARC's error, as in Xcode.
      #define OS_OBJECT_HAVE_OBJC_SUPPORT 1
      #define OS_OBJECT_USE_OBJC 1
      #define OS_OBJECT_USE_OBJC_RETAIN_RELEASE 1
      #define OS_OBJECT_SWIFT3 0
      typedef long dispatch_once_t;
      typedef uint64_t dispatch_time_t;
      typedef void (^dispatch_block_t)(void);
      // Objects under ARC, as iOS declares them (`OS_OBJECT_USE_OBJC`): a source may be kept
      // in a collection, a queue or a group in a strong property (AFNetworking's
      // `completionQueue`).
      @class NSObject;
      @protocol OS_dispatch_queue;
      @protocol OS_dispatch_queue_attr;
      @protocol OS_dispatch_group;
      typedef NSObject<OS_dispatch_queue> *dispatch_queue_t;
      typedef NSObject<OS_dispatch_queue_attr> *dispatch_queue_attr_t;
      typedef NSObject<OS_dispatch_group> *dispatch_group_t;
      @protocol OS_dispatch_object;
      typedef NSObject<OS_dispatch_object> *dispatch_object_t;
      void dispatch_retain(dispatch_object_t object) __attribute__((unavailable(
          "not available in automatic reference counting mode: ARC retains dispatch objects")));
      void dispatch_release(dispatch_object_t object) __attribute__((unavailable(
          "not available in automatic reference counting mode: ARC releases dispatch objects")));
      #define DISPATCH_TIME_NOW (0ull)
      #define DISPATCH_TIME_FOREVER (~0ull)
      #define NSEC_PER_SEC 1000000000ull
      #define NSEC_PER_MSEC 1000000ull
      #define USEC_PER_SEC 1000000ull
      #define NSEC_PER_USEC 1000ull
      #define DISPATCH_QUEUE_PRIORITY_HIGH 2
      #define DISPATCH_QUEUE_PRIORITY_DEFAULT 0
      #define DISPATCH_QUEUE_PRIORITY_LOW (-2)
      #define DISPATCH_QUEUE_PRIORITY_BACKGROUND (-32768)
      #define DISPATCH_QUEUE_SERIAL ((dispatch_queue_attr_t)0)
      extern struct dispatch_queue_attr_s _dispatch_queue_attr_concurrent;
      #define DISPATCH_QUEUE_CONCURRENT \\
          ((__bridge dispatch_queue_attr_t)&_dispatch_queue_attr_concurrent)
      dispatch_queue_t dispatch_get_main_queue(void);
      dispatch_queue_t dispatch_get_global_queue(long identifier, unsigned long flags);
      dispatch_queue_t dispatch_queue_create(const char *label, dispatch_queue_attr_t attr);
      void dispatch_async(dispatch_queue_t queue, dispatch_block_t block);
      void dispatch_sync(dispatch_queue_t queue, dispatch_block_t block);
      void dispatch_after(dispatch_time_t when, dispatch_queue_t queue, dispatch_block_t block);
      void dispatch_once(dispatch_once_t *predicate, dispatch_block_t block);
      dispatch_time_t dispatch_time(dispatch_time_t when, int64_t delta);
      dispatch_time_t dispatch_walltime(const struct timespec *when, int64_t delta);
      @protocol OS_dispatch_source;
      typedef NSObject<OS_dispatch_source> *dispatch_source_t;
      typedef const struct dispatch_source_type_s *dispatch_source_type_t;
      extern const struct dispatch_source_type_s _dispatch_source_type_timer;
      #define DISPATCH_SOURCE_TYPE_TIMER (&_dispatch_source_type_timer)
      dispatch_source_t dispatch_source_create(dispatch_source_type_t type, uintptr_t handle,
          unsigned long mask, dispatch_queue_t queue);
      void dispatch_source_set_timer(dispatch_source_t source, dispatch_time_t start,
          uint64_t interval, uint64_t leeway);
      void dispatch_source_set_event_handler(dispatch_source_t source, dispatch_block_t handler);
      void dispatch_source_set_cancel_handler(dispatch_source_t source, dispatch_block_t handler);
      void dispatch_source_cancel(dispatch_source_t source);
      long dispatch_source_testcancel(dispatch_source_t source);
      void dispatch_resume(dispatch_source_t object);
      void dispatch_suspend(dispatch_source_t object);
      // Counting semaphores and groups, with the waits that take a `dispatch_time_t`: a wait
      // gives 0 on success and non-zero when the time passed, as libdispatch's does.
      @protocol OS_dispatch_semaphore;
      typedef NSObject<OS_dispatch_semaphore> *dispatch_semaphore_t;
      dispatch_semaphore_t dispatch_semaphore_create(long value);
      long dispatch_semaphore_wait(dispatch_semaphore_t dsema, dispatch_time_t timeout);
      long dispatch_semaphore_signal(dispatch_semaphore_t dsema);
      dispatch_group_t dispatch_group_create(void);
      void dispatch_group_async(dispatch_group_t group, dispatch_queue_t queue,
          dispatch_block_t block);
      long dispatch_group_wait(dispatch_group_t group, dispatch_time_t timeout);
      void dispatch_group_notify(dispatch_group_t group, dispatch_queue_t queue,
          dispatch_block_t block);
      void dispatch_group_enter(dispatch_group_t group);
      void dispatch_group_leave(dispatch_group_t group);
      // Queues' barriers, parallel loops, labels and context values.
      typedef void (*dispatch_function_t)(void *);
      void dispatch_barrier_async(dispatch_queue_t queue, dispatch_block_t block);
      void dispatch_barrier_sync(dispatch_queue_t queue, dispatch_block_t block);
      void dispatch_apply(size_t iterations, dispatch_queue_t queue, void (^block)(size_t));
      #define DISPATCH_APPLY_AUTO ((dispatch_queue_t)0)
      dispatch_queue_t dispatch_get_current_queue(void);
      const char *dispatch_queue_get_label(dispatch_queue_t queue);
      #define DISPATCH_CURRENT_QUEUE_LABEL ((dispatch_queue_t)0)
      void dispatch_set_target_queue(dispatch_queue_t object, dispatch_queue_t queue);
      #define DISPATCH_TARGET_QUEUE_DEFAULT ((dispatch_queue_t)0)
      void dispatch_queue_set_specific(dispatch_queue_t queue, const void *key,
          void *context, dispatch_function_t destructor);
      void *dispatch_queue_get_specific(dispatch_queue_t queue, const void *key);
      void *dispatch_get_specific(const void *key);
      void dispatch_async_f(dispatch_queue_t queue, void *context, dispatch_function_t work);
      void dispatch_sync_f(dispatch_queue_t queue, void *context, dispatch_function_t work);

      """,
    ]) { _, own in own }

    /// `math.h`'s functions, for `double` and (suffixed `f`) `float`.
    static let mathFunctions: String = {
      let oneArgument = [
        "sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh", "exp", "exp2",
        "log", "log2", "log10", "sqrt", "cbrt", "fabs", "floor", "ceil", "round", "trunc",
        "rint", "nearbyint",
      ]
      let twoArguments = ["atan2", "pow", "fmod", "fmin", "fmax", "hypot", "copysign", "remainder"]
      var text = ""
      for name in oneArgument {
        text += "double \(name)(double);\nfloat \(name)f(float);\n"
      }
      for name in twoArguments {
        text += "double \(name)(double, double);\nfloat \(name)f(float, float);\n"
      }
      // Rounding to an integer: `lround` half away from zero, `lrint` in the current
      // rounding mode (to nearest even), each with its `long long` twin.
      for name in ["lround", "lrint"] {
        text += "long \(name)(double);\nlong \(name)f(float);\n"
        text += "long long l\(name)(double);\nlong long l\(name)f(float);\n"
      }
      text += "double fma(double, double, double);\n"
      // A quiet NaN (`nanf(NULL)`: the payload a string names, none for NULL).
      text += "double nan(const char *);\nfloat nanf(const char *);\n"
      return text
    }()
  }
}
