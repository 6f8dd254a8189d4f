#ifndef PD_CODEC_H
#define PD_CODEC_H

/* returns floor(sqrt(|x|)) computed with sqrt() from libm, applied after pd_core_crossfoot */
long pd_codec_radix(long x);

#endif
