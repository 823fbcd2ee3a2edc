#ifndef KADO_COPENSSL_SHIM_H
#define KADO_COPENSSL_SHIM_H

// OpenSSL for `kado serve`'s built-in HTTPS. Swift cannot call OpenSSL's macros (most of the
// SSL_CTX settings are macros over SSL_CTX_ctrl) nor hand it a C callback easily, so each one
// used is wrapped here in a small function.

#include <openssl/ssl.h>
#include <openssl/err.h>
#include <openssl/x509.h>
#include <openssl/pem.h>

/// The context settings every server context gets: TLS 1.2 at least, no compression, no
/// renegotiation, the server's cipher order, writes that may be partial and retried from a
/// buffer that moved (Swift arrays move), and no read-ahead buffering beyond one record.
/// TLS 1.3's suites are OpenSSL's three, AES-128-GCM first (as Go's and so Caddy's servers
/// order them): 128-bit security is ample for a session key, and it seals a page about a third
/// faster than AES-256-GCM; ChaCha20 next, for clients without AES instructions.
static inline int kado_tls_configure(SSL_CTX *context) {
    if (SSL_CTX_set_min_proto_version(context, TLS1_2_VERSION) != 1) return 0;
    if (SSL_CTX_set_ciphersuites(context,
            "TLS_AES_128_GCM_SHA256:TLS_CHACHA20_POLY1305_SHA256:TLS_AES_256_GCM_SHA384") != 1) return 0;
    SSL_CTX_set_options(context, SSL_OP_NO_COMPRESSION | SSL_OP_NO_RENEGOTIATION | SSL_OP_CIPHER_SERVER_PREFERENCE);
    SSL_CTX_set_mode(context, SSL_MODE_ENABLE_PARTIAL_WRITE | SSL_MODE_ACCEPT_MOVING_WRITE_BUFFER);
    return 1;
}

/// Never asks for a passphrase: an encrypted key fails to load instead of prompting on the
/// terminal of a server.
static int kado_tls_no_passphrase(char *buffer, int size, int writing, void *data) {
    (void)buffer; (void)size; (void)writing; (void)data;
    return 0;
}

/// Chooses `http/1.1` when the client offers it, and no protocol otherwise (the client then
/// speaks HTTP/1.1 anyway, or gives up): the server speaks nothing else.
static int kado_tls_select_alpn(SSL *connection, const unsigned char **out, unsigned char *outLength,
    const unsigned char *offered, unsigned int offeredLength, void *data) {
    static const unsigned char supported[] = "\x08http/1.1";
    unsigned char *selected = NULL;
    (void)connection; (void)data;
    if (SSL_select_next_proto(&selected, outLength, supported, sizeof(supported) - 1, offered, offeredLength)
        == OPENSSL_NPN_NEGOTIATED) {
        *out = selected;
        return SSL_TLSEXT_ERR_OK;
    }
    return SSL_TLSEXT_ERR_NOACK;
}

/// Installs the two callbacks above on `context`.
static inline void kado_tls_install_callbacks(SSL_CTX *context) {
    SSL_CTX_set_default_passwd_cb(context, kado_tls_no_passphrase);
    SSL_CTX_set_alpn_select_cb(context, kado_tls_select_alpn, NULL);
}

/// Reads the first PEM private key in the file at `path`, never prompting for a passphrase (an
/// encrypted key is not read); NULL when there is none, with the reason on OpenSSL's error queue.
static inline EVP_PKEY *kado_tls_read_key(const char *path) {
    BIO *file = BIO_new_file(path, "r");
    if (file == NULL) return NULL;
    EVP_PKEY *key = PEM_read_bio_PrivateKey(file, NULL, kado_tls_no_passphrase, NULL);
    BIO_free(file);
    return key;
}

#endif
