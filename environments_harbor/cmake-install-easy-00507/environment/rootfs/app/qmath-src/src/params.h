#ifndef QMATH_PARAMS_H
#define QMATH_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef SCALE_K
#define SCALE_K (13)
#endif
#ifndef SPLIT_D
#define SPLIT_D (4)
#endif
#ifndef HAILSTONE_CAP
#define HAILSTONE_CAP (1000)
#endif

#endif
