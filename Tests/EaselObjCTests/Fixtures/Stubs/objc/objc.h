// Hand-written stand-in for the generated stubs (branch objc-names): just what the tests use.
#pragma once
typedef signed char BOOL;
#define YES ((BOOL)1)
#define NO ((BOOL)0)
#define nil ((id)0)
#define Nil ((Class)0)
typedef long NSInteger;
typedef unsigned long NSUInteger;
typedef struct objc_selector *SEL;
typedef struct objc_class *Class;
#define NS_ENUM(_type, _name) enum _name : _type _name; enum _name : _type
#define NS_SWIFT_NAME(_name) __attribute__((swift_name(#_name)))

#pragma clang assume_nonnull begin
@protocol NSObject
- (BOOL)respondsToSelector:(SEL)aSelector;
- (id)performSelector:(SEL)aSelector;
- (BOOL)isKindOfClass:(Class)aClass;
- (id)copy;
@end

@interface NSObject <NSObject>
- (instancetype)init;
+ (instancetype)new;
+ (instancetype)alloc;
+ (Class)class;
+ (BOOL)respondsToSelector:(SEL)aSelector;
+ (id)performSelector:(SEL)aSelector;
- (id)performSelector:(SEL)aSelector withObject:(nullable id)object;
- (void)awakeFromNib;
- (void)prepareForInterfaceBuilder;
@end
#pragma clang assume_nonnull end
