#ifndef FLUXION_H
#define FLUXION_H

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *fluxion_version(void);

/* Applies every transform below, in this order. */
long fluxion_apply(long x);

/* divides the value by DOWNSCALE_D (C division, toward zero). */
long fluxion_downscale(long x);

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long fluxion_isqrt(long x);

/* xors the value with WHITEN_K and keeps the low 16 bits. */
long fluxion_whiten(long x);

/* clamps the value to [BOUND_LO, BOUND_HI]. */
long fluxion_bound(long x);

/* maps the value into 0..RING_M-1 (mathematical modulo). */
long fluxion_ring(long x);

#ifdef __cplusplus
}
#endif

#endif
