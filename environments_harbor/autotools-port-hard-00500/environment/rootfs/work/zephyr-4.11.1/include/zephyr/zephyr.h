#ifndef ZEPHYR_H
#define ZEPHYR_H

#ifdef __cplusplus
extern "C" {
#endif

/* The package version, e.g. "1.2.3". */
const char *zephyr_version(void);

/* Applies the transforms below, in this order. */
long zephyr_apply(long x);

/* clamps the value to [SATURATE_LO, SATURATE_HI]. */
long zephyr_saturate(long x);

/* returns (CURVE_A*x*x + CURVE_B*x + CURVE_C) % CURVE_M (C remainder). */
long zephyr_curve(long x);

/* divides the value by REDUCE_D (C division, toward zero). */
long zephyr_reduce(long x);

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long zephyr_radix(long x);

/* returns the sum of the decimal digits of |x|. */
long zephyr_dsum(long x);

#ifdef __cplusplus
}
#endif

#endif
