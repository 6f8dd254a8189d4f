#ifndef VEXEL_TABLE_H
#define VEXEL_TABLE_H

/* Generated at build time from data/corrections.csv (cmake/gen_table.cmake). */
extern const long vexel_table[];
extern const int vexel_table_len;

#endif
