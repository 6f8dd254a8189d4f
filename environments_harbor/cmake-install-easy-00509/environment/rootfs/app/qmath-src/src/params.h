#ifndef QMATH_PARAMS_H
#define QMATH_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef HAILSTONE_CAP
#define HAILSTONE_CAP (1284)
#endif
#ifndef BIAS_K
#define BIAS_K (474)
#endif

#endif
