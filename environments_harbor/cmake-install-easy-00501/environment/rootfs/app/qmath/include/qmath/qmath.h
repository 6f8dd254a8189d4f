#ifndef QMATH_H
#define QMATH_H

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *qmath_version(void);

/* Applies every transform below, in this order. */
long qmath_apply(long x);

/* reverses the decimal digits of |x|, keeping the sign. */
long qmath_reverse(long x);

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long qmath_sqrtfloor(long x);

/* adds NUDGE_K to the value. */
long qmath_nudge(long x);

/* returns (POLY_A*x*x + POLY_B*x + POLY_C) % POLY_M (C remainder). */
long qmath_poly(long x);

#ifdef __cplusplus
}
#endif

#endif
