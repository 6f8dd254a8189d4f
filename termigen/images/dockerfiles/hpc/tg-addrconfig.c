/* glibc's AI_ADDRCONFIG finds no address on a loopback-only host (a container with no network), so programs that
   pass it (SLURM) cannot even bind 127.0.0.1. This drops the flag and calls the real getaddrinfo. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <netdb.h>
#include <stddef.h>

int getaddrinfo(const char *node, const char *service, const struct addrinfo *hints, struct addrinfo **res) {
    static int (*real)(const char *, const char *, const struct addrinfo *, struct addrinfo **);
    if (!real) real = dlsym(RTLD_NEXT, "getaddrinfo");
    if (hints && (hints->ai_flags & AI_ADDRCONFIG)) {
        struct addrinfo h = *hints;
        h.ai_flags &= ~AI_ADDRCONFIG;
        return real(node, service, &h, res);
    }
    return real(node, service, hints, res);
}
