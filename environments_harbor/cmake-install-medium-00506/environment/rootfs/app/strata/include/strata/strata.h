#ifndef STRATA_H
#define STRATA_H

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *strata_version(void);

/* Applies every transform below, in this order. */
long strata_apply(long x);

/* returns (HASH_A*x*x + HASH_B*x + HASH_C) % HASH_M (C remainder). */
long strata_hash(long x);

/* returns gcd(|x|, GCD_K). */
long strata_gcd(long x);

/* divides the value by DIVIDE_D (C division, toward zero). */
long strata_divide(long x);

/* counts Collatz steps from |x| % ORBIT_CAP + 1 down to 1. */
long strata_orbit(long x);

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long strata_sqrtfloor(long x);

#ifdef __cplusplus
}
#endif

#endif
