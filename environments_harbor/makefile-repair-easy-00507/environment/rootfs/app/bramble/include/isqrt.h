#ifndef FX_ISQRT_H
#define FX_ISQRT_H

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long fx_isqrt(long x);

#endif
