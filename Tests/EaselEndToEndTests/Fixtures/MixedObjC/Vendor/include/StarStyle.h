// Found through HEADER_SEARCH_PATHS.
#define STAR_INSET 4
