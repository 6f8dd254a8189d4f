#ifndef tstat_H
#define tstat_H
#include <stdio.h>

struct stats {
    long lines, words, bytes, maxlen;
    char *longest; /* the first longest line, without its newline */
};

int count_stream(FILE *f, struct stats *st);
void print_stats(const struct stats *st, const char *name, int show_longest);

#endif
