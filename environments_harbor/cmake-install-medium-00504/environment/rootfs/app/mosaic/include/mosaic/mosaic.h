#ifndef MOSAIC_H
#define MOSAIC_H

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *mosaic_version(void);

/* Applies every transform below, in this order. */
long mosaic_apply(long x);

/* multiplies the value by SCALE_K. */
long mosaic_scale(long x);

/* maps the value into 0..WRAP_M-1 (mathematical modulo). */
long mosaic_wrap(long x);

/* adds OFFSET_K to the value. */
long mosaic_offset(long x);

/* returns gcd(|x|, DIVISOR_K). */
long mosaic_divisor(long x);

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long mosaic_isqrt(long x);

#ifdef __cplusplus
}
#endif

#endif
