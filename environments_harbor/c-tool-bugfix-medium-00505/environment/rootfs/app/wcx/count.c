#include <stdlib.h>
#include <string.h>
#include "wcx.h"

static int is_space(int c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

static void finish_line(struct stats *st, const char *cur, long len)
{
    if (len >= st->maxlen || !st->longest) {
        st->maxlen = len;
        free(st->longest);
        st->longest = malloc(len + 1);
        memcpy(st->longest, cur, len);
        st->longest[len] = '\0';
    }
}

int count_stream(FILE *f, struct stats *st)
{
    int c;
    int in_word = 0, last = '\n';
    long len = 0;
    size_t cap = 256;
    char *cur = malloc(cap);

    if (!cur)
        return -1;
    memset(st, 0, sizeof *st);
    while ((c = getc(f)) != EOF) {
        st->bytes++;
        if (c == '\n') {
            st->lines++;
            finish_line(st, cur, len + 1);
            len = 0;
        } else {
            if ((size_t)len + 1 >= cap) {
                cap *= 2;
                cur = realloc(cur, cap);
                if (!cur)
                    return -1;
            }
            cur[len++] = (char)c;
        }
        if (is_space(c))
            in_word = 0;
        else if (!in_word) {
            in_word = 1;
            st->words++;
        }
        last = c;
    }
    if (st->bytes > 0 && last != '\n') {
        st->lines++;
        finish_line(st, cur, len);
    }
    free(cur);
    return 0;
}
