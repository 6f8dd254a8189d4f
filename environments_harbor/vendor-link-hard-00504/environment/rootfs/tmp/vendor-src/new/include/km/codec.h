#ifndef KM_CODEC_H
#define KM_CODEC_H

/* returns gcd(|x|, DIVISOR_K), applied after km_core_mix */
long km_codec_divisor(long x);

#endif
