#ifndef PLINTH_PARAMS_H
#define PLINTH_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef XORKEY_K
#define XORKEY_K (58371)
#endif
#ifndef ORBIT_CAP
#define ORBIT_CAP (2000)
#endif

#endif
