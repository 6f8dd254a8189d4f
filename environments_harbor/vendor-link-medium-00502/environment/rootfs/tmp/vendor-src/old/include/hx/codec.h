#ifndef HX_CODEC_H
#define HX_CODEC_H

/* clamps the value to [LIMIT_LO, LIMIT_HI], applied after hx_core_xorkey */
long hx_codec_limit(long x);

#endif
