#ifndef OE_CODEC_H
#define OE_CODEC_H

/* counts Collatz steps from |x| % ORBIT_CAP + 1 down to 1, applied after oe_core_quadratic */
long oe_codec_orbit(long x);

#endif
