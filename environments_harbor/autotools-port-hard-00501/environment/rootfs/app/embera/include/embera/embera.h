#ifndef EMBERA_H
#define EMBERA_H

#ifdef __cplusplus
extern "C" {
#endif

/* The package version, e.g. "1.2.3". */
const char *embera_version(void);

/* Applies the transforms below, in this order. */
long embera_apply(long x);

/* returns the sum of the decimal digits of |x|. */
long embera_dsum(long x);

/* returns (CURVE_A*x*x + CURVE_B*x + CURVE_C) % CURVE_M (C remainder). */
long embera_curve(long x);

/* xors the value with SCRAMBLE_K and keeps the low 16 bits. */
long embera_scramble(long x);

/* clamps the value to [CLAMP_LO, CLAMP_HI]. */
long embera_clamp(long x);

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long embera_radix(long x);

#ifdef __cplusplus
}
#endif

#endif
