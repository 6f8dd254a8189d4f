#ifndef LUMEN_TABLE_H
#define LUMEN_TABLE_H

/* Generated at build time from data/offsets.csv (cmake/gen_table.cmake). */
extern const long lumen_table[];
extern const int lumen_table_len;

#endif
