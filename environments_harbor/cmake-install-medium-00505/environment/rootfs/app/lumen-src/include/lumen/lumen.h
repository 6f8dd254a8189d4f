#ifndef LUMEN_H
#define LUMEN_H

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *lumen_version(void);

/* Applies every transform below, in this order. */
long lumen_apply(long x);

/* reverses the decimal digits of |x|, keeping the sign. */
long lumen_backwards(long x);

/* divides the value by DIVIDE_D (C division, toward zero). */
long lumen_divide(long x);

/* clamps the value to [SATURATE_LO, SATURATE_HI]. */
long lumen_saturate(long x);

/* returns gcd(|x|, GCD_K). */
long lumen_gcd(long x);

/* xors the value with SCRAMBLE_K and keeps the low 16 bits. */
long lumen_scramble(long x);

#ifdef __cplusplus
}
#endif

#endif
