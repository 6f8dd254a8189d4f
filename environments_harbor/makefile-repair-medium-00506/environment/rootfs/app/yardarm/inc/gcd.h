#ifndef XF_GCD_H
#define XF_GCD_H

/* returns gcd(|x|, GCD_K). */
long xf_gcd(long x);

#endif
