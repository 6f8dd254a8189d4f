#ifndef HX_FMT_H
#define HX_FMT_H

/* formats a value (uses the io layer) */
long hx_fmt_limit(long x);
/* returns gcd(|x|, GCDKEY_K) */
long hx_fmt_gcdkey(long x);

#endif
