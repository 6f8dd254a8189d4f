#ifndef KM_IO_H
#define KM_IO_H

/* io stage (uses the fmt layer) */
long km_io_scale(long x);

#endif
