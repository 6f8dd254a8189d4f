#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tallycsv.h"

struct agg {
    const char *name;
    int col;
    long count, skipped;
    double sum, min, max;
};

int main(int argc, char **argv)
{
    FILE *f;
    char *line, *fields[MAX_FIELDS];
    struct agg aggs[16];
    int naggs = 0, nf;

    if (argc < 3) {
        fprintf(stderr, "usage: tallycsv FILE COLUMN...\n");
        return 2;
    }
    f = fopen(argv[1], "rb");
    if (!f) {
        fprintf(stderr, "tallycsv: cannot open %s\n", argv[1]);
        return 2;
    }
    line = read_line(f);
    if (!line) {
        fprintf(stderr, "tallycsv: empty file\n");
        return 2;
    }
    nf = split_fields(line, fields, MAX_FIELDS);
    for (int i = 2; i < argc && naggs < 16; i++) {
        struct agg *a = &aggs[naggs++];

        memset(a, 0, sizeof *a);
        a->name = argv[i];
        a->col = -1;
        for (int k = 0; k < nf; k++)
            if (strcmp(fields[k], argv[i]) == 0) {
                a->col = k;
                break;
            }
        if (a->col < 0) {
            fprintf(stderr, "tallycsv: no column %s\n", argv[i]);
            return 2;
        }
    }
    free(line);
    while ((line = read_line(f)) != NULL) {
        if (line[0] == '\0') {
            free(line);
            continue;
        }
        nf = split_fields(line, fields, MAX_FIELDS);
        for (int i = 0; i < naggs; i++) {
            struct agg *a = &aggs[i];
            const char *field = a->col < nf ? fields[a->col] : "";
            double v;

            if (field[0] == '\0') {
                v = 0;
            } else if (!parse_number(field, &v)) {
                a->skipped++;
                continue;
            }
            if (a->count == 0 || v < a->min)
                a->min = v;
            if (a->count == 0 || v > a->max)
                a->max = v;
            a->sum += v;
            a->count++;
        }
        free(line);
    }
    fclose(f);
    for (int i = 0; i < naggs; i++) {
        struct agg *a = &aggs[i];

        printf("%s: count=%ld sum=%.2f min=%.2f max=%.2f mean=%.2f skipped=%ld\n", a->name, a->count, a->sum,
               a->count ? a->min : 0.0, a->count ? a->max : 0.0, a->count ? a->sum / a->count : 0.0, a->skipped);
    }
    return 0;
}
