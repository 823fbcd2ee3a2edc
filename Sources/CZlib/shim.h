#ifndef KADO_CZLIB_SHIM_H
#define KADO_CZLIB_SHIM_H

#include <zlib.h>

/// deflateInit2 is a macro (it passes the library's version and the stream's size), which Swift
/// cannot call. This starts a deflate stream that writes the gzip format (RFC 1952): window bits
/// 15 + 16 ask zlib for the gzip header and trailer instead of the zlib ones.
static inline int kado_deflate_init_gzip(z_streamp stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY);
}

#endif
