#ifndef KM_CODEC_H
#define KM_CODEC_H

/* returns (HASH_A*x*x + HASH_B*x + HASH_C) % HASH_M (C remainder), applied after km_core_digits */
long km_codec_hash(long x);

#endif
