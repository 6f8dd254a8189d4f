#ifndef VO_CODEC_H
#define VO_CODEC_H

/* returns gcd(|x|, DIVISOR_K), applied after vo_core_radix */
long vo_codec_divisor(long x);

#endif
