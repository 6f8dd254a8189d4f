#ifndef QD_IO_H
#define QD_IO_H

/* io stage (uses the fmt layer) */
long qd_io_gcd(long x);

#endif
