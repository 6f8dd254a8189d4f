#ifndef JOLT_TABLE_H
#define JOLT_TABLE_H

/* Generated at build time from data/bias.csv (cmake/gen_table.cmake). */
extern const long jolt_table[];
extern const int jolt_table_len;

#endif
