#ifndef STRATA_H
#define STRATA_H

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *strata_version(void);

/* Applies every transform below, in this order. */
long strata_apply(long x);

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long strata_isqrt(long x);

/* reverses the decimal digits of |x|, keeping the sign. */
long strata_backwards(long x);

/* clamps the value to [LIMIT_LO, LIMIT_HI]. */
long strata_limit(long x);

/* adds SHIFT_K to the value. */
long strata_shift(long x);

/* returns gcd(|x|, GCD_K). */
long strata_gcd(long x);

#ifdef __cplusplus
}
#endif

#endif
