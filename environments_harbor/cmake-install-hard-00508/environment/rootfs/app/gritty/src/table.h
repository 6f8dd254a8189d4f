#ifndef GRITTY_TABLE_H
#define GRITTY_TABLE_H

/* Generated at build time from data/offsets.csv (cmake/gen_table.cmake). */
extern const long gritty_table[];
extern const int gritty_table_len;

#endif
