#ifndef NS_CORE_H
#define NS_CORE_H

/* returns gcd(|x|, COMMON_K) */
long ns_core_common(long x);
/* returns floor(sqrt(|x|)) computed with sqrt() from libm */
long ns_core_isqrt(long x);

#endif
