#ifndef HEXA_PARAMS_H
#define HEXA_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef MODULO_M
#define MODULO_M (6635)
#endif
#ifndef NUDGE_K
#define NUDGE_K (155)
#endif

#endif
