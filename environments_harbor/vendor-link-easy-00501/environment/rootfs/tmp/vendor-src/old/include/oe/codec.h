#ifndef OE_CODEC_H
#define OE_CODEC_H

/* returns gcd(|x|, GCD_K), applied after oe_core_root */
long oe_codec_gcd(long x);

#endif
