#ifndef TP_GCDKEY_H
#define TP_GCDKEY_H

/* returns gcd(|x|, GCDKEY_K). */
long tp_gcdkey(long x);

#endif
