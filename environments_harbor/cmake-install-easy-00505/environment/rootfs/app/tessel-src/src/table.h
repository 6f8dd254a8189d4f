#ifndef TESSEL_TABLE_H
#define TESSEL_TABLE_H

/* Generated at build time from data/weights.csv (cmake/gen_table.cmake). */
extern const long tessel_table[];
extern const int tessel_table_len;

#endif
