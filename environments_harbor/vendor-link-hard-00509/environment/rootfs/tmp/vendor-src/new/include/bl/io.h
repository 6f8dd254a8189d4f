#ifndef BL_IO_H
#define BL_IO_H

/* io stage (uses the fmt layer) */
long bl_io_shift(long x);

#endif
