#ifndef XF_DIGITSUM_H
#define XF_DIGITSUM_H

/* returns the sum of the decimal digits of |x|. */
long xf_digitsum(long x);

#endif
