#ifndef QMATH_H
#define QMATH_H

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *qmath_version(void);

/* Applies every transform below, in this order. */
long qmath_apply(long x);

/* returns the sum of the decimal digits of |x|. */
long qmath_digits(long x);

/* multiplies the value by SCALE_K. */
long qmath_scale(long x);

/* divides the value by SPLIT_D (C division, toward zero). */
long qmath_split(long x);

/* counts Collatz steps from |x| % HAILSTONE_CAP + 1 down to 1. */
long qmath_hailstone(long x);

#ifdef __cplusplus
}
#endif

#endif
