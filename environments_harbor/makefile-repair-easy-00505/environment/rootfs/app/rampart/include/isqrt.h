#ifndef PL_ISQRT_H
#define PL_ISQRT_H

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long pl_isqrt(long x);

#endif
