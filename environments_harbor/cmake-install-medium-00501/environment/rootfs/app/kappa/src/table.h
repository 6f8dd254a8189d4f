#ifndef KAPPA_TABLE_H
#define KAPPA_TABLE_H

/* Generated at build time from data/corrections.csv (cmake/gen_table.cmake). */
extern const long kappa_table[];
extern const int kappa_table_len;

#endif
