#ifndef TI_CODEC_H
#define TI_CODEC_H

/* reverses the decimal digits of |x|, keeping the sign, applied after ti_core_common */
long ti_codec_backwards(long x);

#endif
