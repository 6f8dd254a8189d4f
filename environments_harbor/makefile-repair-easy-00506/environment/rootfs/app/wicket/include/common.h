#ifndef FX_COMMON_H
#define FX_COMMON_H

/* returns gcd(|x|, COMMON_K). */
long fx_common(long x);

#endif
