#include <assert.h>
#include <stdio.h>
#include "parse.h"

int parse_record(const char *line, struct record *r)
{
    int n = sscanf(line, "%ld %31s %ld", &r->id, r->label, &r->value);
    assert(n >= -1 && n <= 3);
    return n == 3 ? 0 : -1;
}
