#ifndef COREX_PARAMS_H
#define COREX_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef CLAMP_LO
#define CLAMP_LO (-4727)
#endif
#ifndef CLAMP_HI
#define CLAMP_HI (28820)
#endif
#ifndef WHITEN_K
#define WHITEN_K (63736)
#endif

#endif
