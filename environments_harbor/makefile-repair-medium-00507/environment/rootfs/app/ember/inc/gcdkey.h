#ifndef PL_GCDKEY_H
#define PL_GCDKEY_H

/* returns gcd(|x|, GCDKEY_K). */
long pl_gcdkey(long x);

#endif
