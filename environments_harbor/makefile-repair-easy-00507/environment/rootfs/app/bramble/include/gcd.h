#ifndef FX_GCD_H
#define FX_GCD_H

/* returns gcd(|x|, GCD_K). */
long fx_gcd(long x);

#endif
