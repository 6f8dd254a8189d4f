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
long qmath_backwards(long x);

/* counts Collatz steps from |x| % HAILSTONE_CAP + 1 down to 1. */
long qmath_hailstone(long x);

/* adds BIAS_K to the value. */
long qmath_bias(long x);

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long qmath_sqrtfloor(long x);

#ifdef __cplusplus
}
#endif

#endif
