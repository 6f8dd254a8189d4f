#ifndef NIMBUS_H
#define NIMBUS_H

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *nimbus_version(void);

/* Applies every transform below, in this order. */
long nimbus_apply(long x);

/* counts Collatz steps from |x| % HAILSTONE_CAP + 1 down to 1. */
long nimbus_hailstone(long x);

/* clamps the value to [SATURATE_LO, SATURATE_HI]. */
long nimbus_saturate(long x);

/* xors the value with XORKEY_K and keeps the low 16 bits. */
long nimbus_xorkey(long x);

/* adds BIAS_K to the value. */
long nimbus_bias(long x);

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long nimbus_isqrt(long x);

#ifdef __cplusplus
}
#endif

#endif
