#ifndef PARSE_H
#define PARSE_H

#include "record.h"

/* Fills *r from one input line; returns 0 on success, -1 for a line that is not a record. */
int parse_record(const char *line, struct record *r);

#endif
