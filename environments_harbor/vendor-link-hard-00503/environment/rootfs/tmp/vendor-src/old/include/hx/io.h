#ifndef HX_IO_H
#define HX_IO_H

/* io stage (uses the fmt layer) */
long hx_io_mix(long x);

#endif
