#ifndef STRATA_H
#define STRATA_H

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *strata_version(void);

/* Applies every transform below, in this order. */
long strata_apply(long x);

/* clamps the value to [BOUND_LO, BOUND_HI]. */
long strata_bound(long x);

/* returns (POLY_A*x*x + POLY_B*x + POLY_C) % POLY_M (C remainder). */
long strata_poly(long x);

/* counts Collatz steps from |x| % HAILSTONE_CAP + 1 down to 1. */
long strata_hailstone(long x);

/* returns the sum of the decimal digits of |x|. */
long strata_digitsum(long x);

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long strata_radix(long x);

#ifdef __cplusplus
}
#endif

#endif
