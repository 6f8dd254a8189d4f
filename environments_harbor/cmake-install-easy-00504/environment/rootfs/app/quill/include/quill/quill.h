#ifndef QUILL_H
#define QUILL_H

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *quill_version(void);

/* Applies every transform below, in this order. */
long quill_apply(long x);

/* multiplies the value by BOOST_K. */
long quill_boost(long x);

/* divides the value by SPLIT_D (C division, toward zero). */
long quill_split(long x);

/* adds BIAS_K to the value. */
long quill_bias(long x);

/* maps the value into 0..WRAP_M-1 (mathematical modulo). */
long quill_wrap(long x);

#ifdef __cplusplus
}
#endif

#endif
