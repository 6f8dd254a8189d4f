#ifndef tallycsv_H
#define tallycsv_H
#include <stdio.h>

#define MAX_FIELDS 64

char *read_line(FILE *f);
int split_fields(char *line, char **fields, int max);
int parse_number(const char *text, double *out);

#endif
