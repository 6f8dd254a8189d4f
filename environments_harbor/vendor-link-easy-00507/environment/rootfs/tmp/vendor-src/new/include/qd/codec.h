#ifndef QD_CODEC_H
#define QD_CODEC_H

/* maps the value into 0..RING_M-1 (mathematical modulo), applied after qd_core_mirror */
long qd_codec_ring(long x);

#endif
