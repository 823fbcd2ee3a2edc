#ifndef KADO_MHD_H
#define KADO_MHD_H

#include <stddef.h>
#include <stdint.h>
#include <microhttpd.h>

/// Limits the daemon enforces before a request reaches Swift.
struct kado_mhd_limits {
    /// Bytes of memory per connection: the request line and headers must fit in it.
    size_t connection_memory;
    /// Connections served at once.
    unsigned int connections;
    /// Seconds a connection may stay idle.
    unsigned int timeout_seconds;
    /// Threads that poll connections and run the handler (at least 1).
    unsigned int threads;
};

/// Starts a daemon on `address` (an IPv4 or IPv6 literal) and `port` (0 picks a free one).
/// libmicrohttpd's own start call is variadic, which Swift cannot call. Callbacks run on a pool of
/// internal polling threads, each connection on one of them. `began` sees each request's raw URI first and returns its context. Returns NULL and sets `*error` (an errno or -1 for a bad address).
struct MHD_Daemon *kado_mhd_start(const char *address, uint16_t port, struct kado_mhd_limits limits,
                                  MHD_AccessHandlerCallback handler, void *handler_context,
                                  MHD_RequestCompletedCallback completed, void *completed_context,
                                  void *(*began)(void *context, const char *uri, struct MHD_Connection *connection),
                                  void *began_context, int *error);

/// The port the daemon listens on.
uint16_t kado_mhd_port(struct MHD_Daemon *daemon);

/// Queues a response made of a copy of `body`.
enum MHD_Result kado_mhd_respond(struct MHD_Connection *connection, unsigned int status,
                                 const char *const *header_names, const char *const *header_values,
                                 size_t header_count, const void *body, size_t body_length);

#endif
