#ifndef QMATH_TABLE_H
#define QMATH_TABLE_H

/* Generated at build time from data/trim.csv (cmake/gen_table.cmake). */
extern const long qmath_table[];
extern const int qmath_table_len;

#endif
