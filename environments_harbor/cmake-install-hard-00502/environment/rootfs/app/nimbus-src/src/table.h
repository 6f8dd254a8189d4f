#ifndef NIMBUS_TABLE_H
#define NIMBUS_TABLE_H

/* Generated at build time from data/bias.csv (cmake/gen_table.cmake). */
extern const long nimbus_table[];
extern const int nimbus_table_len;

#endif
