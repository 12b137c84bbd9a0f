// libmicrohttpd (Debian's libmicrohttpd-dev), with the few calls Swift cannot
// make itself: MHD_start_daemon and MHD_get_daemon_info are C variadic
// functions, which Swift does not import, so they are wrapped here with fixed
// arguments. Nothing else is added.
#include <stdarg.h>
#include <stdint.h>
#include <stddef.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <microhttpd.h>

/// Starts a daemon on `address` with a thread per connection (a slow client
/// holds only its own thread, until `timeoutSeconds` of silence closes it).
/// `perAddressLimit` caps the connections one client address may hold at once
/// (0: no cap); `notify` hears each connection open and close (for the request
/// deadline a watchdog enforces; NULL: not told).
static inline struct MHD_Daemon *subkit_mhd_start(
    const struct sockaddr *address, int isIPv6, unsigned int connectionLimit,
    unsigned int perAddressLimit, unsigned int timeoutSeconds,
    MHD_AccessHandlerCallback handler, void *handlerContext,
    MHD_RequestCompletedCallback completed, void *completedContext,
    MHD_NotifyConnectionCallback notify, void *notifyContext) {
  unsigned int flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_THREAD_PER_CONNECTION
      | MHD_USE_POLL;
  if (isIPv6) flags |= MHD_USE_IPv6;
  return MHD_start_daemon(
      flags, 0, NULL, NULL, handler, handlerContext,
      MHD_OPTION_SOCK_ADDR, address,
      MHD_OPTION_CONNECTION_LIMIT, connectionLimit,
      MHD_OPTION_PER_IP_CONNECTION_LIMIT, perAddressLimit,
      MHD_OPTION_CONNECTION_TIMEOUT, timeoutSeconds,
      MHD_OPTION_NOTIFY_COMPLETED, completed, completedContext,
      MHD_OPTION_NOTIFY_CONNECTION, notify, notifyContext,
      MHD_OPTION_END);
}

/// A connection's socket, or -1.
static inline int subkit_mhd_connection_fd(struct MHD_Connection *connection) {
  const union MHD_ConnectionInfo *info =
      MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
  return info == NULL ? -1 : (int)info->connect_fd;
}

/// The daemon's listening socket (for getsockname: the port bound when 0 was asked).
static inline int subkit_mhd_listen_fd(struct MHD_Daemon *daemon) {
  const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_LISTEN_FD);
  return info == NULL ? -1 : (int)info->listen_fd;
}

/// A request header's value, or NULL.
static inline const char *subkit_mhd_header(struct MHD_Connection *connection, const char *name) {
  return MHD_lookup_connection_value(connection, MHD_HEADER_KIND, name);
}

/// Calls `iterator` with each request header.
static inline int subkit_mhd_headers(
    struct MHD_Connection *connection, MHD_KeyValueIterator iterator, void *context) {
  return MHD_get_connection_values(connection, MHD_HEADER_KIND, iterator, context);
}

/// Calls `iterator` with each query argument (already percent-decoded by libmicrohttpd).
static inline int subkit_mhd_query_arguments(
    struct MHD_Connection *connection, MHD_KeyValueIterator iterator, void *context) {
  return MHD_get_connection_values(connection, MHD_GET_ARGUMENT_KIND, iterator, context);
}

/// Queues a response with a copy of `bytes` and `headerCount` headers
/// (`names[i]: values[i]`). Returns 1 when queued.
static inline int subkit_mhd_respond(
    struct MHD_Connection *connection, unsigned int status, const void *bytes, size_t count,
    const char *const *names, const char *const *values, size_t headerCount) {
  struct MHD_Response *response =
      MHD_create_response_from_buffer(count, (void *)bytes, MHD_RESPMEM_MUST_COPY);
  if (response == NULL) return 0;
  for (size_t i = 0; i < headerCount; i++) {
    MHD_add_response_header(response, names[i], values[i]);
  }
  int queued = MHD_queue_response(connection, status, response) == MHD_YES;
  MHD_destroy_response(response);
  return queued;
}
