#ifndef VEXEL_H
#define VEXEL_H

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *vexel_version(void);

/* Applies every transform below, in this order. */
long vexel_apply(long x);

/* clamps the value to [SATURATE_LO, SATURATE_HI]. */
long vexel_saturate(long x);

/* returns (POLY_A*x*x + POLY_B*x + POLY_C) % POLY_M (C remainder). */
long vexel_poly(long x);

/* xors the value with WHITEN_K and keeps the low 16 bits. */
long vexel_whiten(long x);

/* multiplies the value by SCALE_K. */
long vexel_scale(long x);

#ifdef __cplusplus
}
#endif

#endif
