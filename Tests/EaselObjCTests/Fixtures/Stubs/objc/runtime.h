#pragma once
#include "objc.h"
typedef enum objc_AssociationPolicy : unsigned long {
  OBJC_ASSOCIATION_ASSIGN = 0,
  OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1,
  OBJC_ASSOCIATION_COPY_NONATOMIC = 3,
  OBJC_ASSOCIATION_RETAIN = 01401,
  OBJC_ASSOCIATION_COPY = 01403
} objc_AssociationPolicy;
#pragma clang assume_nonnull begin
void objc_setAssociatedObject(id object, const void *key, id _Nullable value,
                              objc_AssociationPolicy policy);
id _Nullable objc_getAssociatedObject(id object, const void *key);
#pragma clang assume_nonnull end
