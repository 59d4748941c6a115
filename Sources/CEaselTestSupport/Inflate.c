// zlib's inflate, for the test support's PDF normaliser (Cairo compresses PDF streams).
#include "CEaselTestSupport.h"

#include <stdlib.h>
#include <string.h>
#include <zlib.h>

unsigned char *easel_inflate(const unsigned char *source, size_t length, size_t *out_length) {
  z_stream stream;
  memset(&stream, 0, sizeof stream);
  if (inflateInit(&stream) != Z_OK) return NULL;
  size_t capacity = length * 4 + 1024;
  unsigned char *out = malloc(capacity);
  stream.next_in = (Bytef *)source;
  stream.avail_in = (uInt)length;
  int status = Z_OK;
  while (out && status == Z_OK) {
    if (stream.total_out == capacity) {
      unsigned char *grown = realloc(out, capacity * 2);
      if (!grown) break;
      out = grown;
      capacity *= 2;
    }
    stream.next_out = out + stream.total_out;
    stream.avail_out = (uInt)(capacity - stream.total_out);
    status = inflate(&stream, Z_NO_FLUSH);
    if (status == Z_BUF_ERROR && stream.avail_out > 0) break;  // input ended early
    if (status == Z_BUF_ERROR) status = Z_OK;
  }
  size_t produced = stream.total_out;
  inflateEnd(&stream);
  if (status != Z_STREAM_END) {
    free(out);
    return NULL;
  }
  *out_length = produced;
  return out;
}
