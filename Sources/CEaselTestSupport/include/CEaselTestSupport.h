// The C half of EaselTestSupport: the fonts pinned for every test process, what fontconfig
// loaded, and zlib's inflate for reading PDF streams. Only test targets link it.
#ifndef C_EASEL_TEST_SUPPORT_H
#define C_EASEL_TEST_SUPPORT_H

#include <stddef.h>

/// The fontconfig file this process was pinned to before `main` (set in FONTCONFIG_FILE),
/// or an empty string when the package's fonts.conf was not found beside this source.
const char *easel_pinned_fonts_file(void);

/// The files fontconfig's current configuration was read from, one a line, in a buffer the
/// caller frees; NULL when fontconfig cannot be initialised. Initialises fontconfig if no
/// one has yet.
char *easel_fontconfig_config_files(void);

/// Every font file fontconfig's current configuration offers, one a line, in a buffer the
/// caller frees; NULL when fontconfig cannot be initialised.
char *easel_fontconfig_font_files(void);

/// Inflates the zlib stream `source` (`length` bytes) into a buffer the caller frees,
/// its length in `*out_length`; NULL when the stream is not valid zlib data.
unsigned char *easel_inflate(const unsigned char *source, size_t length, size_t *out_length);

#endif
