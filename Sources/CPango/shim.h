#include <pango/pangocairo.h>
#include <fontconfig/fontconfig.h>
