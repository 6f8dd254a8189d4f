#ifndef FX_DIVISOR_H
#define FX_DIVISOR_H

/* returns gcd(|x|, DIVISOR_K). */
long fx_divisor(long x);

#endif
