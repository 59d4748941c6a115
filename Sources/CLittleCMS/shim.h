/*
 * LittleCMS 2 for EaselGraphics. The pixel-format constants are macros built from other
 * macros, which Swift does not import: they are restated here as constants.
 */
#ifndef EASEL_LCMS_SHIM_H
#define EASEL_LCMS_SHIM_H

#include <lcms2.h>

static const cmsUInt32Number easel_lcms_rgb_double = TYPE_RGB_DBL;
static const cmsUInt32Number easel_lcms_gray_double = TYPE_GRAY_DBL;
static const cmsUInt32Number easel_lcms_cmyk_double = TYPE_CMYK_DBL;
static const cmsUInt32Number easel_lcms_bgra_8 = TYPE_BGRA_8;
static const cmsUInt32Number easel_lcms_gray_8 = TYPE_GRAY_8;
static const cmsUInt32Number easel_lcms_rgb_8 = TYPE_RGB_8;

#endif
