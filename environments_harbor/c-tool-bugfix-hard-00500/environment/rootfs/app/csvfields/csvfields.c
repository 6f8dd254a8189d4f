/* csvfields: print selected fields of delimited text (see README.md). */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_ITEMS 64

struct item {
    long lo, hi; /* hi < 0: up to the last field of the line */
};

static struct item items[MAX_ITEMS];
static int nitems;
static char delim = ',';
static int only_delimited;

static void usage(void)
{
    fprintf(stderr, "usage: csvfields [-d C] [-s] -f LIST [FILE...]\n");
    exit(2);
}

static int parse_list(const char *s)
{
    char *end;

    while (*s) {
        long lo = 1, hi;

        if (*s != '-') {
            lo = strtol(s, &end, 10);
            if (end == s || lo < 1)
                return -1;
            s = end;
        }
        if (*s == '-') {
            s++;
            if (*s == ',' || *s == '\0') {
                hi = -1;
            } else {
                hi = strtol(s, &end, 10);
                if (end == s || hi < lo)
                    return -1;
                s = end;
            }
        } else {
            hi = lo;
        }
        if (nitems == MAX_ITEMS)
            return -1;
        items[nitems].lo = lo;
        items[nitems].hi = hi;
        nitems++;
        if (*s == ',')
            s++;
        else if (*s)
            return -1;
    }
    return nitems > 0 ? 0 : -1;
}

/* Splits `line` in place at the delimiter; returns the number of fields (at least 1). */
static int split(char *line, char ***fieldsp, size_t *capp)
{
    char **f = *fieldsp;
    size_t cap = *capp;
    int n = 0;
    char *p = line;

    for (;;) {
        if ((size_t)n == cap) {
            cap *= 2;
            f = realloc(f, cap * sizeof *f);
            if (!f) {
                perror("csvfields");
                exit(3);
            }
        }
        f[n++] = p;

        while (*p && *p != delim)
            p++;
        if (!*p)
            break;
        *p++ = '\0';
    }
    *fieldsp = f;
    *capp = cap;
    return n;
}

static void emit(char **f, int nf)
{
    int first = 1;

    for (int i = 0; i < nitems; i++) {
        long hi = items[i].hi < 0 ? nf : items[i].hi;

        for (long k = items[i].lo; k <= hi; k++) {

            if (!first)
                putchar(delim);
            first = 0;
            if (k <= nf)
                fputs(f[k - 1], stdout);
        }
    }
    putchar('\n');
}

static void cut_stream(FILE *in)
{
    char *line = NULL;
    size_t cap = 0, fcap = 8;
    char **fields = malloc(fcap * sizeof *fields);
    ssize_t len;

    if (!fields) {
        perror("csvfields");
        exit(3);
    }
    while ((len = getline(&line, &cap, in)) != -1) {
        int nf;

        if (len > 0 && line[len - 1] == '\n')
            line[--len] = '\0';

        nf = split(line, &fields, &fcap);
        if (only_delimited && nf == 1)
            continue;
        emit(fields, nf);
    }

    free(fields);
}

int main(int argc, char **argv)
{
    int i, status = 0;
    const char *list = NULL;

    for (i = 1; i < argc && argv[i][0] == '-' && argv[i][1]; i++) {
        switch (argv[i][1]) {
        case 'd':
            if (++i >= argc)
                usage();
            if (strcmp(argv[i], "\\t") == 0)
                delim = '\t';
            else if (strlen(argv[i]) == 1)
                delim = argv[i][0];
            else
                usage();
            break;
        case 's':
            only_delimited = 1;
            break;
        case 'f':
            if (++i >= argc)
                usage();
            list = argv[i];
            break;
        default:
            usage();
        }
    }
    if (!list || parse_list(list) != 0) {
        fprintf(stderr, "csvfields: invalid field list\n");
        return 2;
    }
    if (i >= argc) {
        cut_stream(stdin);
        return 0;
    }
    for (; i < argc; i++) {
        FILE *in = strcmp(argv[i], "-") == 0 ? stdin : fopen(argv[i], "r");

        if (!in) {
            fprintf(stderr, "csvfields: cannot open %s\n", argv[i]);
            status = 1;
            continue;
        }
        cut_stream(in);
        if (in != stdin)
            fclose(in);
    }
    return status;
}
