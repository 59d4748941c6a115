/* librsvg: the SVG files of asset catalogs' vector images, drawn with Cairo. */
#include <librsvg/rsvg.h>
