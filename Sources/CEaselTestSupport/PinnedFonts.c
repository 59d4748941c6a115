// Pins the fonts of every process that links the test support, before `main`: Swift Testing
// runs suites in any order and in parallel, and fontconfig reads FONTCONFIG_FILE once, when
// the first text is laid out. A constructor is the one place that runs before all of them.
#include "CEaselTestSupport.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char pinned_file[4096];

/// `<package>/Tests/Fixtures/Fonts/fonts.conf`, found from this file's own path
/// (`<package>/Sources/CEaselTestSupport/PinnedFonts.c`), into `pinned_file`.
static int locate_fonts_conf(void) {
  const char *source = __FILE__;
  size_t length = strlen(source);
  int separators = 0;
  while (length > 0 && separators < 3) {
    length -= 1;
    if (source[length] == '/') separators += 1;
  }
  if (separators < 3 || source[0] != '/') return 0;
  int written = snprintf(pinned_file, sizeof pinned_file, "%.*s/Tests/Fixtures/Fonts/fonts.conf",
                         (int)length, source);
  if (written <= 0 || (size_t)written >= sizeof pinned_file) return 0;
  return access(pinned_file, R_OK) == 0;
}

__attribute__((constructor)) static void easel_pin_fonts(void) {
  if (locate_fonts_conf()) {
    setenv("FONTCONFIG_FILE", pinned_file, 1);
  } else {
    pinned_file[0] = '\0';
  }
}

const char *easel_pinned_fonts_file(void) { return pinned_file; }

#if __has_include(<fontconfig/fontconfig.h>)
#include <fontconfig/fontconfig.h>

/// Appends `line` and a newline to the growing buffer `*text` of `*used` bytes.
static int append_line(char **text, size_t *used, const char *line) {
  size_t add = strlen(line);
  char *grown = realloc(*text, *used + add + 2);
  if (!grown) return 0;
  memcpy(grown + *used, line, add);
  grown[*used + add] = '\n';
  grown[*used + add + 1] = '\0';
  *text = grown;
  *used += add + 1;
  return 1;
}

char *easel_fontconfig_config_files(void) {
  FcConfig *config = FcConfigGetCurrent();
  if (!config) return NULL;
  FcStrList *files = FcConfigGetConfigFiles(config);
  if (!files) return NULL;
  char *text = calloc(1, 1);
  size_t used = 0;
  FcChar8 *file;
  while (text && (file = FcStrListNext(files))) {
    if (!append_line(&text, &used, (const char *)file)) {
      free(text);
      text = NULL;
    }
  }
  FcStrListDone(files);
  return text;
}

char *easel_fontconfig_font_files(void) {
  FcConfig *config = FcConfigGetCurrent();
  if (!config) return NULL;
  FcFontSet *fonts = FcConfigGetFonts(config, FcSetSystem);
  char *text = calloc(1, 1);
  size_t used = 0;
  for (int i = 0; text && fonts && i < fonts->nfont; i++) {
    FcChar8 *file = NULL;
    if (FcPatternGetString(fonts->fonts[i], FC_FILE, 0, &file) != FcResultMatch) continue;
    if (!append_line(&text, &used, (const char *)file)) {
      free(text);
      text = NULL;
    }
  }
  return text;
}

#else  // No fontconfig (macOS's Pango draws with Core Text): nothing to report, and
       // PinnedFonts.require() says fontconfig could not be initialised.

char *easel_fontconfig_config_files(void) { return NULL; }

char *easel_fontconfig_font_files(void) { return NULL; }

#endif
