#ifndef FX_RADIX_H
#define FX_RADIX_H

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long fx_radix(long x);

#endif
