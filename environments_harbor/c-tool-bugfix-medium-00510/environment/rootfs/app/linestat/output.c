#include "linestat.h"

void print_stats(const struct stats *st, const char *name, int show_longest)
{
    printf("%ld %ld %ld %ld %s\n", st->lines, st->words, st->bytes, st->maxlen, name);
    if (show_longest)
        printf("longest: %s\n", st->longest ? st->longest : "");
}
