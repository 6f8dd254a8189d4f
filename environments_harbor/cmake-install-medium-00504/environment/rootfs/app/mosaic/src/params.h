#ifndef MOSAIC_PARAMS_H
#define MOSAIC_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef SCALE_K
#define SCALE_K (102)
#endif
#ifndef WRAP_M
#define WRAP_M (996)
#endif
#ifndef OFFSET_K
#define OFFSET_K (836)
#endif
#ifndef DIVISOR_K
#define DIVISOR_K (96)
#endif

#endif
