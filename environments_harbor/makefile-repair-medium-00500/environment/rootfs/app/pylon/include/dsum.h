#ifndef TP_DSUM_H
#define TP_DSUM_H

/* returns the sum of the decimal digits of |x|. */
long tp_dsum(long x);

#endif
