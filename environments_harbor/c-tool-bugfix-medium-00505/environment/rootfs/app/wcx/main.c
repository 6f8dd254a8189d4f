#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "wcx.h"

static int run(FILE *f, const char *name, int show_longest, struct stats *total)
{
    struct stats st;

    if (count_stream(f, &st) != 0) {
        fprintf(stderr, "wcx: out of memory\n");
        return 1;
    }
    print_stats(&st, name, show_longest);
    total->lines += st.lines;
    total->words += st.words;
    total->bytes += st.bytes;
    total->maxlen += st.maxlen;
    free(st.longest);
    return 0;
}

int main(int argc, char **argv)
{
    int show_longest = 0, first = 1, status = 0, nfiles = 0;
    struct stats total;

    memset(&total, 0, sizeof total);
    if (argc > 1 && strcmp(argv[1], "-L") == 0) {
        show_longest = 1;
        first = 2;
    }
    if (first >= argc)
        return run(stdin, "-", show_longest, &total);
    for (int i = first; i < argc; i++) {
        FILE *f = fopen(argv[i], "rb");

        if (!f) {
            fprintf(stderr, "wcx: cannot open %s\n", argv[i]);
            status = 1;
            continue;
        }
        status |= run(f, argv[i], show_longest, &total);
        fclose(f);
        nfiles++;
    }
    if (nfiles > 1)
        print_stats(&total, "total", 0);
    return status;
}
