#ifndef PD_CODEC_H
#define PD_CODEC_H

/* counts Collatz steps from |x| % ORBIT_CAP + 1 down to 1, applied after pd_core_isqrt */
long pd_codec_orbit(long x);

#endif
