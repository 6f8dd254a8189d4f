#ifndef NUMKIT_H
#define NUMKIT_H

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *numkit_version(void);

/* Applies every transform below, in this order. */
long numkit_apply(long x);

/* returns (POLY_A*x*x + POLY_B*x + POLY_C) % POLY_M (C remainder). */
long numkit_poly(long x);

/* returns the sum of the decimal digits of |x|. */
long numkit_crossfoot(long x);

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long numkit_isqrt(long x);

/* xors the value with XORKEY_K and keeps the low 16 bits. */
long numkit_xorkey(long x);

/* adds BIAS_K to the value. */
long numkit_bias(long x);

#ifdef __cplusplus
}
#endif

#endif
