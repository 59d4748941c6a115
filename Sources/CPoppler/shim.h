/* Poppler's GLib binding: the PDF pages of asset catalogs' vector images, drawn with Cairo. */
#include <poppler.h>
