#ifndef QMATH_PARAMS_H
#define QMATH_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef MIX_K
#define MIX_K (29216)
#endif
#ifndef SPLIT_D
#define SPLIT_D (13)
#endif

#endif
