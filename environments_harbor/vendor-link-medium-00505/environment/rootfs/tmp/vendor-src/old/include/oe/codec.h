#ifndef OE_CODEC_H
#define OE_CODEC_H

/* xors the value with WHITEN_K and keeps the low 16 bits, applied after oe_core_gain */
long oe_codec_whiten(long x);

#endif
