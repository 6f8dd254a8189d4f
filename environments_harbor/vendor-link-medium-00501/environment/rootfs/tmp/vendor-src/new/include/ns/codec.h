#ifndef NS_CODEC_H
#define NS_CODEC_H

/* returns floor(sqrt(|x|)) computed with sqrt() from libm, applied after ns_core_bias */
long ns_codec_radix(long x);

#endif
