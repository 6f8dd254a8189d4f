#ifndef QUILL_TABLE_H
#define QUILL_TABLE_H

/* Generated at build time from data/bias.csv (cmake/gen_table.cmake). */
extern const long quill_table[];
extern const int quill_table_len;

#endif
