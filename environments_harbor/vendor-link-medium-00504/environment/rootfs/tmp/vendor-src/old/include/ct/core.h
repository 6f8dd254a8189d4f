#ifndef CT_CORE_H
#define CT_CORE_H

/* returns floor(sqrt(|x|)) computed with sqrt() from libm */
long ct_core_sqrtfloor(long x);
/* returns gcd(|x|, COMMON_K) */
long ct_core_common(long x);

#endif
