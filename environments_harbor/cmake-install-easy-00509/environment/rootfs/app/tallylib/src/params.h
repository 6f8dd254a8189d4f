#ifndef TALLYLIB_PARAMS_H
#define TALLYLIB_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef NUDGE_K
#define NUDGE_K (130)
#endif
#ifndef HAILSTONE_CAP
#define HAILSTONE_CAP (1000)
#endif

#endif
