#include <stdlib.h>
#include <string.h>
#include "colsum.h"

/* One line without its end-of-line characters, in a buffer the caller frees; NULL at end of file. */
char *read_line(FILE *f)
{
    size_t cap = 128, len = 0;
    char *buf = malloc(cap);
    int c = 0;

    if (!buf)
        return NULL;
    while ((c = getc(f)) != EOF && c != '\n') {
        if (len + 1 >= cap) {
            cap *= 2;
            buf = realloc(buf, cap);
            if (!buf)
                return NULL;
        }
        buf[len++] = (char)c;
    }
    if (c == EOF && len == 0) {
        free(buf);
        return NULL;
    }
    buf[len] = '\0';
    if (len && buf[len - 1] == '\r')
        buf[--len] = '\0';
    return buf;
}

int split_fields(char *line, char **fields, int max)
{
    int n = 0;
    char *p = line;

    fields[n++] = p;
    while (*p && n < max) {
        if (*p == ',') {
            *p = '\0';
            fields[n++] = p + 1;
        }
        p++;
    }
    return n;
}

int parse_number(const char *text, double *out)
{
    char *end;

    if (*text == '\0')
        return 0;
    *out = strtod(text, &end);
    return *end == '\0';
}
