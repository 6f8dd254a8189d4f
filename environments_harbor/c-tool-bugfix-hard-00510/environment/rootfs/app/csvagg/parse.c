#include <stdlib.h>
#include <string.h>
#include "csvagg.h"

/* One line without its end-of-line characters, in a buffer the caller frees; NULL at end of file. */
char *read_line(FILE *f)
{
    static char buf[256];
    size_t len;

    if (!fgets(buf, sizeof buf, f))
        return NULL;
    len = strlen(buf);
    if (len && buf[len - 1] == '\n')
        buf[--len] = '\0';
    if (len && buf[len - 1] == '\r')
        buf[--len] = '\0';
    return strdup(buf);
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
    (void)end;
    *out = atoi(text);
    return 1;
}
