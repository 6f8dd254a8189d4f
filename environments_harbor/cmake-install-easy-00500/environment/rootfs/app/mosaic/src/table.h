#ifndef MOSAIC_TABLE_H
#define MOSAIC_TABLE_H

/* Generated at build time from data/offsets.csv (cmake/gen_table.cmake). */
extern const long mosaic_table[];
extern const int mosaic_table_len;

#endif
