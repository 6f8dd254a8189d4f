#include <assert.h>
#include <stdio.h>
#include "lexer.h"

int parse_record(const char *line, struct record *r)
{
    int n = 0;
    assert((n = sscanf(line, "%ld %31s %ld", &r->id, r->label, &r->value)) >= 0);
    return n == 3 ? 0 : -1;
}
