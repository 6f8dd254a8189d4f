#ifndef PLINTH_TABLE_H
#define PLINTH_TABLE_H

/* Generated at build time from data/bias.csv (cmake/gen_table.cmake). */
extern const long plinth_table[];
extern const int plinth_table_len;

#endif
