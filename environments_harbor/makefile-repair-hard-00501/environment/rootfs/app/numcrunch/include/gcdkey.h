#ifndef XF_GCDKEY_H
#define XF_GCDKEY_H

/* returns gcd(|x|, GCDKEY_K). */
long xf_gcdkey(long x);

#endif
