#ifndef UNISON_TABLE_H
#define UNISON_TABLE_H

/* Generated at build time from data/trim.csv (cmake/gen_table.cmake). */
extern const long unison_table[];
extern const int unison_table_len;

#endif
