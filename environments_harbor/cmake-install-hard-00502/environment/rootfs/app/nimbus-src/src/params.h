#ifndef NIMBUS_PARAMS_H
#define NIMBUS_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef OFFSET_K
#define OFFSET_K (-481)
#endif
#ifndef MODULO_M
#define MODULO_M (3678)
#endif
#ifndef MIX_K
#define MIX_K (50413)
#endif

#endif
