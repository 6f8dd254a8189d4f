#ifndef ORBIX_TABLE_H
#define ORBIX_TABLE_H

/* Generated at build time from data/bias.csv (cmake/gen_table.cmake). */
extern const long orbix_table[];
extern const int orbix_table_len;

#endif
