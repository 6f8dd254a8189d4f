#ifndef LUMEN_H
#define LUMEN_H

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *lumen_version(void);

/* Applies every transform below, in this order. */
long lumen_apply(long x);

/* returns (POLY_A*x*x + POLY_B*x + POLY_C) % POLY_M (C remainder). */
long lumen_poly(long x);

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long lumen_isqrt(long x);

/* counts Collatz steps from |x| % HAILSTONE_CAP + 1 down to 1. */
long lumen_hailstone(long x);

/* divides the value by DIVIDE_D (C division, toward zero). */
long lumen_divide(long x);

/* returns the sum of the decimal digits of |x|. */
long lumen_digitsum(long x);

#ifdef __cplusplus
}
#endif

#endif
