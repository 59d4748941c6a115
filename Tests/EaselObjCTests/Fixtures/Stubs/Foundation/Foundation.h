#pragma once
#import <objc/runtime.h>
#import <CoreGraphics/CoreGraphics.h>
typedef double NSTimeInterval;
@class NSArray<ObjectType>;
#pragma clang assume_nonnull begin
@interface NSString : NSObject
@property (readonly) NSUInteger length;
+ (instancetype)stringWithFormat:(NSString *)format, ...;
- (BOOL)isEqualToString:(NSString *)aString;
- (NSString *)stringByAppendingString:(NSString *)aString;
- (NSArray<NSString *> *)componentsSeparatedByString:(NSString *)separator;
@property (readonly, copy) NSString *uppercaseString;
@end
@interface NSNumber : NSObject
@property (readonly) BOOL boolValue;
@property (readonly) NSInteger integerValue;
@property (readonly) double doubleValue;
+ (NSNumber *)numberWithBool:(BOOL)value;
+ (NSNumber *)numberWithInteger:(NSInteger)value;
+ (NSNumber *)numberWithDouble:(double)value;
+ (NSNumber *)numberWithInt:(int)value;
@end
@interface NSArray<ObjectType> : NSObject
@property (readonly) NSUInteger count;
- (ObjectType)objectAtIndex:(NSUInteger)index;
@property (nullable, nonatomic, readonly) ObjectType firstObject;
@property (nullable, nonatomic, readonly) ObjectType lastObject;
- (ObjectType)objectAtIndexedSubscript:(NSUInteger)index;
+ (instancetype)arrayWithObjects:(const ObjectType _Nonnull[_Nonnull])objects count:(NSUInteger)cnt;
@end
@interface NSDictionary<KeyType, ObjectType> : NSObject
- (nullable ObjectType)objectForKey:(KeyType)aKey;
- (nullable ObjectType)objectForKeyedSubscript:(KeyType)key;
+ (instancetype)dictionaryWithObjects:(const ObjectType _Nonnull[_Nullable])objects
                              forKeys:(const KeyType _Nonnull[_Nullable])keys
                                count:(NSUInteger)cnt;
@end
@interface NSMutableArray<ObjectType> : NSArray<ObjectType>
- (void)addObject:(ObjectType)anObject;
@end
@interface NSSet<ObjectType> : NSObject
@property (readonly) NSUInteger count;
- (nullable ObjectType)anyObject;
@end
@interface NSCoder : NSObject
@end
@interface NSBundle : NSObject
@property (class, readonly, strong) NSBundle *mainBundle;
@end
void NSLog(NSString *format, ...);
NSString *NSLocalizedString(NSString *key, NSString *_Nullable comment);
SEL NSSelectorFromString(NSString *aSelectorName);
NSString *NSStringFromSelector(SEL aSelector);
#pragma clang assume_nonnull end
