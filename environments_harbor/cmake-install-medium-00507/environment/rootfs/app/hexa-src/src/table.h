#ifndef HEXA_TABLE_H
#define HEXA_TABLE_H

/* Generated at build time from data/bias.csv (cmake/gen_table.cmake). */
extern const long hexa_table[];
extern const int hexa_table_len;

#endif
