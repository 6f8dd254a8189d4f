#ifndef RIVET_PARAMS_H
#define RIVET_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef XORKEY_K
#define XORKEY_K (6844)
#endif
#ifndef SCALE_K
#define SCALE_K (67)
#endif
#ifndef ORBIT_CAP
#define ORBIT_CAP (6428)
#endif
#ifndef GCDKEY_K
#define GCDKEY_K (84)
#endif

#endif
