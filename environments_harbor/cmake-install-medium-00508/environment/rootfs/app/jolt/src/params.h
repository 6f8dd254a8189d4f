#ifndef JOLT_PARAMS_H
#define JOLT_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef REDUCE_D
#define REDUCE_D (8)
#endif
#ifndef MIX_K
#define MIX_K (95)
#endif
#ifndef WRAP_M
#define WRAP_M (1919)
#endif
#ifndef HAILSTONE_CAP
#define HAILSTONE_CAP (1000)
#endif

#endif
