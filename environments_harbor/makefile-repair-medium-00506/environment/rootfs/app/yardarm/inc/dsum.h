#ifndef XF_DSUM_H
#define XF_DSUM_H

/* returns the sum of the decimal digits of |x|. */
long xf_dsum(long x);

#endif
