#ifndef XF_DIVISOR_H
#define XF_DIVISOR_H

/* returns gcd(|x|, DIVISOR_K). */
long xf_divisor(long x);

#endif
