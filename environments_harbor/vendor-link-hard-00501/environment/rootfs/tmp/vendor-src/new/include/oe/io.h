#ifndef OE_IO_H
#define OE_IO_H

/* io stage (uses the fmt layer) */
long oe_io_mirror(long x);

#endif
