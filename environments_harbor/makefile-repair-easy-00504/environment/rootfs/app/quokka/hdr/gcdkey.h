#ifndef FX_GCDKEY_H
#define FX_GCDKEY_H

/* returns gcd(|x|, GCDKEY_K). */
long fx_gcdkey(long x);

#endif
