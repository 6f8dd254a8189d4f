#ifndef GRITTY_H
#define GRITTY_H

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *gritty_version(void);

/* Applies every transform below, in this order. */
long gritty_apply(long x);

/* xors the value with MIX_K and keeps the low 16 bits. */
long gritty_mix(long x);

/* counts Collatz steps from |x| % ORBIT_CAP + 1 down to 1. */
long gritty_orbit(long x);

/* returns (HASH_A*x*x + HASH_B*x + HASH_C) % HASH_M (C remainder). */
long gritty_hash(long x);

/* returns the sum of the decimal digits of |x|. */
long gritty_digitsum(long x);

/* multiplies the value by GAIN_K. */
long gritty_gain(long x);

#ifdef __cplusplus
}
#endif

#endif
