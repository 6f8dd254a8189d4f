#ifndef VO_IO_H
#define VO_IO_H

/* io stage (uses the fmt layer) */
long vo_io_ring(long x);

#endif
