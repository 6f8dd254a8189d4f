#ifndef KAPPA_H
#define KAPPA_H

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *kappa_version(void);

/* Applies every transform below, in this order. */
long kappa_apply(long x);

/* adds OFFSET_K to the value. */
long kappa_offset(long x);

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long kappa_sqrtfloor(long x);

/* divides the value by SPLIT_D (C division, toward zero). */
long kappa_split(long x);

/* xors the value with MIX_K and keeps the low 16 bits. */
long kappa_mix(long x);

/* returns gcd(|x|, DIVISOR_K). */
long kappa_divisor(long x);

#ifdef __cplusplus
}
#endif

#endif
