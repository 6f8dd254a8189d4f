#ifndef KM_CODEC_H
#define KM_CODEC_H

/* counts Collatz steps from |x| % STEPS_CAP + 1 down to 1, applied after km_core_saturate */
long km_codec_steps(long x);

#endif
