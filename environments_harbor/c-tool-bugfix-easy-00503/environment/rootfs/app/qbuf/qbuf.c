/* qbuf: a bounded FIFO queue of 64-bit integers driven by commands (see README.md). */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_CAP 1000000

struct ring {
    long long *buf;
    long cap, head, count; /* head: the slot of the oldest value */
};

static long long pushed, popped, dropped;
static int errors;

/* The slot of the i-th oldest value. */
static long slot(const struct ring *r, long i)
{
    return (r->head + i) & (r->cap - 1);
}

static void push(struct ring *r, long long v, int overwrite)
{
    if (r->count == r->cap) {
        if (!overwrite) {
            printf("full %lld\n", v);

            return;
        }
        printf("dropped %lld\n", r->buf[r->head]);
        dropped++;
        r->head = (r->head + 1) % r->cap;
        r->count--;
    }
    r->buf[slot(r, r->count)] = v;
    r->count++;
    pushed++;
}

static int pop(struct ring *r, long long *v)
{
    if (r->count == 0)
        return 0;
    *v = r->buf[r->head];
    if (++r->head == r->cap)
        r->head = 0;
    r->count--;
    popped++;
    return 1;
}

static int resize(struct ring *r, long n)
{
    long long *nb;

    if (n < r->count || n < 1 || n > MAX_CAP)
        return 0;
    nb = calloc(n, sizeof *nb);
    if (!nb) {
        perror("qbuf");
        exit(3);
    }
    for (long i = 0; i < r->count; i++)
        nb[i] = r->buf[slot(r, i)];
    free(r->buf);
    r->buf = nb;
    r->cap = n;
    r->head = 0;
    return 1;
}

static int parse_value(const char *s, long long *v)
{
    char *end;

    errno = 0;
    *v = strtoll(s, &end, 10);
    return end != s && *end == '\0' && errno != ERANGE;
}

static int parse_long(const char *s, long *v)
{
    char *end;

    errno = 0;
    *v = strtol(s, &end, 10);
    return end != s && *end == '\0' && errno != ERANGE;
}

int main(int argc, char **argv)
{
    struct ring r = {0};
    int overwrite = 0;
    long cap = 0;
    char *line = NULL;
    size_t lcap = 0;

    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-o") == 0)
            overwrite = 1;
        else if (strcmp(argv[i], "-c") == 0 && i + 1 < argc && parse_long(argv[i + 1], &cap))
            i++;
        else {
            cap = 0;
            break;
        }
    }
    if (cap < 1 || cap > MAX_CAP) {
        fprintf(stderr, "usage: qbuf -c CAP [-o]   (1 <= CAP <= %d)\n", MAX_CAP);
        return 2;
    }
    r.cap = cap;
    r.buf = calloc(cap, sizeof *r.buf);
    if (!r.buf) {
        perror("qbuf");
        return 3;
    }
    while (getline(&line, &lcap, stdin) != -1) {
        char *save, *arg, *cmd;

        line[strcspn(line, "\n")] = '\0';
        cmd = strtok_r(line, " \t", &save);
        if (!cmd || cmd[0] == '#')
            continue;
        arg = strtok_r(NULL, " \t", &save);
        if (strcmp(cmd, "push") == 0) {
            for (; arg; arg = strtok_r(NULL, " \t", &save)) {
                long long v;

                if (!parse_value(arg, &v)) {
                    printf("bad value %s\n", arg);
                    errors++;
                    continue;
                }
                push(&r, v, overwrite);
            }
        } else if (strcmp(cmd, "pop") == 0) {
            long n = 1;
            long long v;

            if (arg && (!parse_long(arg, &n) || n < 1)) {
                printf("bad count %s\n", arg);
                errors++;
                continue;
            }
            for (long k = 0; k < n; k++) {
                if (!pop(&r, &v)) {
                    printf("empty\n");
                    errors++;
                    break;
                }
                printf("%lld\n", v);
            }
        } else if (strcmp(cmd, "peek") == 0) {
            if (r.count) {
                printf("%lld\n", r.buf[r.head]);
            } else {
                printf("empty\n");
                errors++;
            }
        } else if (strcmp(cmd, "size") == 0) {
            printf("%ld\n", r.count);
        } else if (strcmp(cmd, "dump") == 0) {
            if (r.count == 0)
                printf("(empty)");
            for (long i = 0; i < r.count; i++)
                printf("%s%lld", i ? " " : "", r.buf[slot(&r, i)]);
            putchar('\n');
        } else if (strcmp(cmd, "resize") == 0) {
            long n = 0;

            if (!arg || !parse_long(arg, &n) || !resize(&r, n)) {
                printf("cannot resize to %s\n", arg ? arg : "");
                errors++;
            }
        } else {
            printf("unknown command: %s\n", cmd);
            errors++;
        }
    }
    printf("stats pushed=%lld popped=%lld dropped=%lld\n", pushed, popped, dropped);
    free(line);
    free(r.buf);
    return errors ? 1 : 0;
}
