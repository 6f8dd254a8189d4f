#ifndef TALLYLIB_TABLE_H
#define TALLYLIB_TABLE_H

/* Generated at build time from data/calibration.csv (cmake/gen_table.cmake). */
extern const long tallylib_table[];
extern const int tallylib_table_len;

#endif
