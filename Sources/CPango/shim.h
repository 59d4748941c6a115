#include <pango/pangocairo.h>
#include <fontconfig/fontconfig.h>
#if defined(__linux__)
#include <pango/pangofc-fontmap.h>
#endif
