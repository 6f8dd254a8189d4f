#ifndef VO_CODEC_H
#define VO_CODEC_H

/* xors the value with SCRAMBLE_K and keeps the low 16 bits, applied after vo_core_radix */
long vo_codec_scramble(long x);

#endif
