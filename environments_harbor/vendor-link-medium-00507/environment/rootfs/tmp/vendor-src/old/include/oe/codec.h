#ifndef OE_CODEC_H
#define OE_CODEC_H

/* adds SHIFT_K to the value, applied after oe_core_poly */
long oe_codec_shift(long x);

#endif
