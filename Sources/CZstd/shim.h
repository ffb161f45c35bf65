// Zstandard from the system (Debian: libzstd-dev), for compressed traces.
#include <zstd.h>
