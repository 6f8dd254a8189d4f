#ifndef TESSEL_PARAMS_H
#define TESSEL_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef NUDGE_K
#define NUDGE_K (-1143)
#endif
#ifndef HAILSTONE_CAP
#define HAILSTONE_CAP (2000)
#endif

#endif
