#ifndef FX_DSUM_H
#define FX_DSUM_H

/* returns the sum of the decimal digits of |x|. */
long fx_dsum(long x);

#endif
