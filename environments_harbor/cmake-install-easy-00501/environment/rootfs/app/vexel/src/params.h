#ifndef VEXEL_PARAMS_H
#define VEXEL_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef RING_M
#define RING_M (6237)
#endif
#ifndef GAIN_K
#define GAIN_K (3)
#endif
#ifndef SPLIT_D
#define SPLIT_D (8)
#endif

#endif
