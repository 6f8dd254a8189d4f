#ifndef FLUXION_TABLE_H
#define FLUXION_TABLE_H

/* Generated at build time from data/calibration.csv (cmake/gen_table.cmake). */
extern const long fluxion_table[];
extern const int fluxion_table_len;

#endif
