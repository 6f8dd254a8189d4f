#ifndef FX_DIGITSUM_H
#define FX_DIGITSUM_H

/* returns the sum of the decimal digits of |x|. */
long fx_digitsum(long x);

#endif
