#ifndef QMATH_H
#define QMATH_H

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *qmath_version(void);

/* Applies every transform below, in this order. */
long qmath_apply(long x);

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long qmath_isqrt(long x);

/* xors the value with MIX_K and keeps the low 16 bits. */
long qmath_mix(long x);

/* divides the value by SPLIT_D (C division, toward zero). */
long qmath_split(long x);

/* returns the sum of the decimal digits of |x|. */
long qmath_digits(long x);

#ifdef __cplusplus
}
#endif

#endif
