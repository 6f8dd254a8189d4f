#ifndef BL_CODEC_H
#define BL_CODEC_H

/* xors the value with MIX_K and keeps the low 16 bits, applied after bl_core_quadratic */
long bl_codec_mix(long x);

#endif
