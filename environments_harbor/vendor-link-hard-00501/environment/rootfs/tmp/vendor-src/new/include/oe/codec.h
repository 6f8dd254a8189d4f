#ifndef OE_CODEC_H
#define OE_CODEC_H

/* xors the value with SCRAMBLE_K and keeps the low 16 bits, applied after oe_core_steps */
long oe_codec_scramble(long x);

#endif
