#ifndef MOSAIC_PARAMS_H
#define MOSAIC_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef SCALE_K
#define SCALE_K (102)
#endif
#ifndef DOWNSCALE_D
#define DOWNSCALE_D (4)
#endif
#ifndef QUADRATIC_A
#define QUADRATIC_A (1)
#endif
#ifndef QUADRATIC_B
#define QUADRATIC_B (-20)
#endif
#ifndef QUADRATIC_C
#define QUADRATIC_C (9)
#endif
#ifndef QUADRATIC_M
#define QUADRATIC_M (48007)
#endif

#endif
