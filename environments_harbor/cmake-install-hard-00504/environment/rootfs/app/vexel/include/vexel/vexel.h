#ifndef VEXEL_H
#define VEXEL_H

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *vexel_version(void);

/* Applies every transform below, in this order. */
long vexel_apply(long x);

/* adds SHIFT_K to the value. */
long vexel_shift(long x);

/* returns (CURVE_A*x*x + CURVE_B*x + CURVE_C) % CURVE_M (C remainder). */
long vexel_curve(long x);

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long vexel_isqrt(long x);

/* reverses the decimal digits of |x|, keeping the sign. */
long vexel_mirror(long x);

/* xors the value with XORKEY_K and keeps the low 16 bits. */
long vexel_xorkey(long x);

#ifdef __cplusplus
}
#endif

#endif
