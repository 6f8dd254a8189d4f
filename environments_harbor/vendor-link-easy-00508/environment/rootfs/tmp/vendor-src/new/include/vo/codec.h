#ifndef VO_CODEC_H
#define VO_CODEC_H

/* maps the value into 0..MODULO_M-1 (mathematical modulo), applied after vo_core_sqrtfloor */
long vo_codec_modulo(long x);

#endif
