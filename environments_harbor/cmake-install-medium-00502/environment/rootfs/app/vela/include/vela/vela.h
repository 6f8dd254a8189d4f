#ifndef VELA_H
#define VELA_H

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *vela_version(void);

/* Applies every transform below, in this order. */
long vela_apply(long x);

/* clamps the value to [CLAMP_LO, CLAMP_HI]. */
long vela_clamp(long x);

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long vela_radix(long x);

/* adds SHIFT_K to the value. */
long vela_shift(long x);

/* maps the value into 0..FOLD_M-1 (mathematical modulo). */
long vela_fold(long x);

/* returns (POLY_A*x*x + POLY_B*x + POLY_C) % POLY_M (C remainder). */
long vela_poly(long x);

#ifdef __cplusplus
}
#endif

#endif
