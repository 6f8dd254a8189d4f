#ifndef BL_CODEC_H
#define BL_CODEC_H

/* multiplies the value by BOOST_K, applied after bl_core_divide */
long bl_codec_boost(long x);

#endif
