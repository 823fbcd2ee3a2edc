#ifndef KADO_CZLIB_SHIM_H
#define KADO_CZLIB_SHIM_H

#include <zlib.h>

/// deflateInit2 is a macro (it passes the library's version and the stream's size), which Swift
/// cannot call. This starts a deflate stream that writes the gzip format (RFC 1952): window bits
/// 15 + 16 ask zlib for the gzip header and trailer instead of the zlib ones.
static inline int kado_deflate_init_gzip(z_streamp stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY);
}

/// inflateInit2 is a macro too. This starts an inflate stream that reads raw deflate data (RFC
/// 1951), as a zip archive stores it: negative window bits ask zlib for no header or trailer.
static inline int kado_inflate_init_raw(z_streamp stream) {
    return inflateInit2(stream, -15);
}

/// A deflate stream that writes raw deflate data (RFC 1951), as a zip archive stores it.
static inline int kado_deflate_init_raw(z_streamp stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY);
}

#endif
