#ifndef NUMKIT_TABLE_H
#define NUMKIT_TABLE_H

/* Generated at build time from data/weights.csv (cmake/gen_table.cmake). */
extern const long numkit_table[];
extern const int numkit_table_len;

#endif
