#include "kado_mhd.h"

#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <string.h>
#include <sys/socket.h>

struct MHD_Daemon *kado_mhd_start(const char *address, uint16_t port, struct kado_mhd_limits limits,
                                  MHD_AccessHandlerCallback handler, void *handler_context,
                                  MHD_RequestCompletedCallback completed, void *completed_context,
                                  void *(*began)(void *context, const char *uri, struct MHD_Connection *connection),
                                  void *began_context, int *error) {
    struct sockaddr_in v4;
    struct sockaddr_in6 v6;
    const struct sockaddr *socket_address;
    unsigned int flags = MHD_USE_AUTO_INTERNAL_THREAD;
    memset(&v4, 0, sizeof v4);
    memset(&v6, 0, sizeof v6);
    if (inet_pton(AF_INET, address, &v4.sin_addr) == 1) {
        v4.sin_family = AF_INET;
        v4.sin_port = htons(port);
        socket_address = (const struct sockaddr *)&v4;
    } else if (inet_pton(AF_INET6, address, &v6.sin6_addr) == 1) {
        v6.sin6_family = AF_INET6;
        v6.sin6_port = htons(port);
        socket_address = (const struct sockaddr *)&v6;
        flags |= MHD_USE_IPv6;
    } else {
        *error = -1;
        return NULL;
    }
    errno = 0;
    struct MHD_Daemon *daemon = MHD_start_daemon(
        flags, port, NULL, NULL, handler, handler_context,
        MHD_OPTION_SOCK_ADDR, socket_address,
        MHD_OPTION_CONNECTION_MEMORY_LIMIT, limits.connection_memory,
        MHD_OPTION_CONNECTION_LIMIT, limits.connections,
        MHD_OPTION_CONNECTION_TIMEOUT, limits.timeout_seconds,
        MHD_OPTION_THREAD_POOL_SIZE, limits.threads,
        MHD_OPTION_NOTIFY_COMPLETED, completed, completed_context,
        MHD_OPTION_URI_LOG_CALLBACK, began, began_context,
        MHD_OPTION_END);
    if (daemon == NULL) *error = errno != 0 ? errno : EADDRINUSE;
    return daemon;
}

uint16_t kado_mhd_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info == NULL ? 0 : info->port;
}

enum MHD_Result kado_mhd_respond(struct MHD_Connection *connection, unsigned int status,
                                 const char *const *header_names, const char *const *header_values,
                                 size_t header_count, const void *body, size_t body_length) {
    struct MHD_Response *response =
        MHD_create_response_from_buffer(body_length, (void *)body, MHD_RESPMEM_MUST_COPY);
    if (response == NULL) return MHD_NO;
    for (size_t index = 0; index < header_count; index++) {
        MHD_add_response_header(response, header_names[index], header_values[index]);
    }
    enum MHD_Result result = MHD_queue_response(connection, status, response);
    MHD_destroy_response(response);
    return result;
}
