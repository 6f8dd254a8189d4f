#ifndef RIVET_PARAMS_H
#define RIVET_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef ORBIT_CAP
#define ORBIT_CAP (713)
#endif
#ifndef MODULO_M
#define MODULO_M (3155)
#endif
#ifndef CLAMP_LO
#define CLAMP_LO (-1661)
#endif
#ifndef CLAMP_HI
#define CLAMP_HI (38499)
#endif
#ifndef OFFSET_K
#define OFFSET_K (-612)
#endif

#endif
