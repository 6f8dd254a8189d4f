#ifndef RIVET_TABLE_H
#define RIVET_TABLE_H

/* Generated at build time from data/weights.csv (cmake/gen_table.cmake). */
extern const long rivet_table[];
extern const int rivet_table_len;

#endif
