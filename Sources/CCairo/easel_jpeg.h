/*
 * JPEG decoding for EaselGraphics, as static inline C so that libjpeg's error path
 * (error_exit must not return; it longjmps) unwinds only C frames, never Swift ones.
 * A system-library target cannot hold .c files; a header can hold inline functions.
 */
#ifndef EASEL_JPEG_H
#define EASEL_JPEG_H

#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cairo.h>
#include <jpeglib.h>
#include <jerror.h>

typedef struct easel_jpeg_error {
  struct jpeg_error_mgr pub;
  jmp_buf jump;
  char message[JMSG_LENGTH_MAX];
} easel_jpeg_error;

static void easel_jpeg_error_exit(j_common_ptr cinfo) {
  easel_jpeg_error *err = (easel_jpeg_error *)cinfo->err;
  (*cinfo->err->format_message)(cinfo, err->message);
  longjmp(err->jump, 1);
}

/* Warnings about corrupt or truncated data are errors for us (libjpeg would otherwise
 * pad a truncated image with grey); stray bytes between markers are tolerated. */
static void easel_jpeg_emit_message(j_common_ptr cinfo, int level) {
  if (level < 0 && cinfo->err->msg_code != JWRN_EXTRANEOUS_DATA) easel_jpeg_error_exit(cinfo);
}

static void easel_jpeg_output_message(j_common_ptr cinfo) { (void)cinfo; }

/* Decodes `size` bytes of JPEG into a new opaque CAIRO_FORMAT_ARGB32 surface; returns
 * NULL and fills `message` (at least JMSG_LENGTH_MAX bytes) on failure. Grayscale, RGB and
 * YCbCr decode through libjpeg-turbo's BGRA output; CMYK and YCCK (Adobe, inverted) are
 * converted naively without a colour profile. */
static inline cairo_surface_t *easel_jpeg_decode(const unsigned char *data, unsigned long size,
                                                  unsigned long max_pixels, char *message) {
  struct jpeg_decompress_struct cinfo;
  easel_jpeg_error err;
  cairo_surface_t *volatile surface = NULL;
  unsigned char *volatile cmyk_row = NULL;
  message[0] = 0;
  memset(&cinfo, 0, sizeof cinfo);
  cinfo.err = jpeg_std_error(&err.pub);
  err.pub.error_exit = easel_jpeg_error_exit;
  err.pub.emit_message = easel_jpeg_emit_message;
  err.pub.output_message = easel_jpeg_output_message;
  err.message[0] = 0;
  if (setjmp(err.jump)) {
    strncpy(message, err.message[0] ? err.message : "invalid JPEG data", JMSG_LENGTH_MAX - 1);
    message[JMSG_LENGTH_MAX - 1] = 0;
    jpeg_destroy_decompress(&cinfo);
    if (surface) cairo_surface_destroy(surface);
    free(cmyk_row);
    return NULL;
  }
  jpeg_create_decompress(&cinfo);
  jpeg_mem_src(&cinfo, data, size);
  jpeg_read_header(&cinfo, TRUE);
  int cmyk = cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK;
  cinfo.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_BGRA;
  jpeg_start_decompress(&cinfo);
  unsigned long w = cinfo.output_width, h = cinfo.output_height;
  if (w == 0 || h == 0 || w > 32767 || h > 32767 || w * h > max_pixels) {
    snprintf(message, JMSG_LENGTH_MAX, "image of %lux%lu pixels is too large", w, h);
    jpeg_destroy_decompress(&cinfo);
    return NULL;
  }
  surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)w, (int)h);
  if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
    snprintf(message, JMSG_LENGTH_MAX, "cannot allocate %lux%lu pixels", w, h);
    cairo_surface_destroy(surface);
    jpeg_destroy_decompress(&cinfo);
    return NULL;
  }
  cairo_surface_flush(surface);
  unsigned char *pixels = cairo_image_surface_get_data(surface);
  int stride = cairo_image_surface_get_stride(surface);
  if (cmyk) cmyk_row = malloc(w * 4);
  if (cmyk && !cmyk_row) {
    snprintf(message, JMSG_LENGTH_MAX, "out of memory");
    cairo_surface_destroy(surface);
    jpeg_destroy_decompress(&cinfo);
    return NULL;
  }
  int inverted = cinfo.saw_Adobe_marker;
  while (cinfo.output_scanline < cinfo.output_height) {
    unsigned char *row = pixels + (size_t)cinfo.output_scanline * stride;
    JSAMPROW rows[1] = {cmyk ? cmyk_row : row};
    jpeg_read_scanlines(&cinfo, rows, 1);
    if (cmyk) {
      uint32_t *out = (uint32_t *)row;
      for (unsigned long x = 0; x < w; x++) {
        unsigned c = cmyk_row[4 * x], m = cmyk_row[4 * x + 1], y = cmyk_row[4 * x + 2],
                 k = cmyk_row[4 * x + 3];
        if (!inverted) { c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k; }
        unsigned r = (c * k + 127) / 255, g = (m * k + 127) / 255, b = (y * k + 127) / 255;
        out[x] = 0xFF000000u | (r << 16) | (g << 8) | b;
      }
    }
  }
  jpeg_finish_decompress(&cinfo);
  jpeg_destroy_decompress(&cinfo);
  free(cmyk_row);
  cairo_surface_mark_dirty(surface);
  return surface;
}

#endif
