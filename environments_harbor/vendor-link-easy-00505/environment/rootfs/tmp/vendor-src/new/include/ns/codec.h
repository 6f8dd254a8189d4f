#ifndef NS_CODEC_H
#define NS_CODEC_H

/* returns (HASH_A*x*x + HASH_B*x + HASH_C) % HASH_M (C remainder), applied after ns_core_common */
long ns_codec_hash(long x);

#endif
