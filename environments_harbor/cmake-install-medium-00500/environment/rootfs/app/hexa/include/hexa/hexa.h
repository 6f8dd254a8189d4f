#ifndef HEXA_H
#define HEXA_H

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *hexa_version(void);

/* Applies every transform below, in this order. */
long hexa_apply(long x);

/* xors the value with XORKEY_K and keeps the low 16 bits. */
long hexa_xorkey(long x);

/* reverses the decimal digits of |x|, keeping the sign. */
long hexa_backwards(long x);

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long hexa_root(long x);

/* maps the value into 0..RING_M-1 (mathematical modulo). */
long hexa_ring(long x);

/* multiplies the value by GAIN_K. */
long hexa_gain(long x);

#ifdef __cplusplus
}
#endif

#endif
