#ifndef STRATA_TABLE_H
#define STRATA_TABLE_H

/* Generated at build time from data/bias.csv (cmake/gen_table.cmake). */
extern const long strata_table[];
extern const int strata_table_len;

#endif
