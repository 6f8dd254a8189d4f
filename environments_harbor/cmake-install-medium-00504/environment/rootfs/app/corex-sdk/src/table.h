#ifndef COREX_TABLE_H
#define COREX_TABLE_H

/* Generated at build time from data/trim.csv (cmake/gen_table.cmake). */
extern const long corex_table[];
extern const int corex_table_len;

#endif
