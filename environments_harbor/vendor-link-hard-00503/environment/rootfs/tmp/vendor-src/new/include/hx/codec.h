#ifndef HX_CODEC_H
#define HX_CODEC_H

/* returns floor(sqrt(|x|)) computed with sqrt() from libm, applied after hx_core_scale */
long hx_codec_isqrt(long x);

#endif
