#ifndef NUMKIT_H
#define NUMKIT_H

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *numkit_version(void);

/* Applies every transform below, in this order. */
long numkit_apply(long x);

/* returns the sum of the decimal digits of |x|. */
long numkit_digits(long x);

/* adds BIAS_K to the value. */
long numkit_bias(long x);

/* reverses the decimal digits of |x|, keeping the sign. */
long numkit_flip(long x);

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long numkit_sqrtfloor(long x);

/* returns (QUADRATIC_A*x*x + QUADRATIC_B*x + QUADRATIC_C) % QUADRATIC_M (C remainder). */
long numkit_quadratic(long x);

#ifdef __cplusplus
}
#endif

#endif
