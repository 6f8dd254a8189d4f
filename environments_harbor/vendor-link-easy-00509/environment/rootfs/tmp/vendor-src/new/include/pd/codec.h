#ifndef PD_CODEC_H
#define PD_CODEC_H

/* returns gcd(|x|, COMMON_K), applied after pd_core_digitsum */
long pd_codec_common(long x);

#endif
