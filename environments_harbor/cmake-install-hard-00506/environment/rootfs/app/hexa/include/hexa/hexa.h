#ifndef HEXA_H
#define HEXA_H

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *hexa_version(void);

/* Applies every transform below, in this order. */
long hexa_apply(long x);

/* returns the sum of the decimal digits of |x|. */
long hexa_digitsum(long x);

/* maps the value into 0..MODULO_M-1 (mathematical modulo). */
long hexa_modulo(long x);

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long hexa_root(long x);

/* reverses the decimal digits of |x|, keeping the sign. */
long hexa_flip(long x);

/* adds NUDGE_K to the value. */
long hexa_nudge(long x);

#ifdef __cplusplus
}
#endif

#endif
